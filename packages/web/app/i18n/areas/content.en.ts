import type { contentHu } from './content.hu';

export const contentEn: Record<keyof typeof contentHu, string> = {};

import type { academyHu } from './academy.hu';

export const academyEn: Record<keyof typeof academyHu, string> = {};

import type { accountHu } from './account.hu';

export const accountEn: Record<keyof typeof accountHu, string> = {};

import type { commerceHu } from './commerce.hu';

export const commerceEn: Record<keyof typeof commerceHu, string> = {};

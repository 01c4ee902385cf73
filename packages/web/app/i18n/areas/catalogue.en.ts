import type { catalogueHu } from './catalogue.hu';

export const catalogueEn: Record<keyof typeof catalogueHu, string> = {};

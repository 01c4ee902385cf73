import type { RouteConfigEntry } from '@react-router/dev/routes';
// import { localized } from './localized';

/** Routes of the catalogue area (both languages through `localized`). */
export const catalogueRoutes: RouteConfigEntry[] = [];

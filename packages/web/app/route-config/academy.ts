import type { RouteConfigEntry } from '@react-router/dev/routes';
// import { localized } from './localized';

/** Routes of the academy area (both languages through `localized`). */
export const academyRoutes: RouteConfigEntry[] = [];

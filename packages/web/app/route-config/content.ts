import type { RouteConfigEntry } from '@react-router/dev/routes';
// import { localized } from './localized';

/** Routes of the content area (both languages through `localized`). */
export const contentRoutes: RouteConfigEntry[] = [];

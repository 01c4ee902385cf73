import type { RouteConfigEntry } from '@react-router/dev/routes';
// import { localized } from './localized';

/** Routes of the commerce area (both languages through `localized`). */
export const commerceRoutes: RouteConfigEntry[] = [];

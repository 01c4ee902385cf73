import type { RouteConfigEntry } from '@react-router/dev/routes';
// import { localized } from './localized';

/** Routes of the account area (both languages through `localized`). */
export const accountRoutes: RouteConfigEntry[] = [];

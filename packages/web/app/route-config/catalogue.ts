import type { RouteConfigEntry } from '@react-router/dev/routes';
import { localized } from './localized';

/** Routes of the catalogue area (both languages through `localized`). */
export const catalogueRoutes: RouteConfigEntry[] = [
  // `/kategoria`, `/kategoria/{main}/{category}/{sub}`: products on the shop, trainings on the academy.
  ...localized('category/*', 'routes/catalogue/category.tsx', 'category'),
  // `/termek/{full_uri}`: the shop only; the academy answers 404.
  ...localized('product/*', 'routes/catalogue/product.tsx', 'product'),
];

import type { RouteConfigEntry } from '@react-router/dev/routes';
import { localized } from './localized';

/** Routes of the commerce area (both languages through `localized`). */
export const commerceRoutes: RouteConfigEntry[] = [
  // The one action of every cart change (add-to-cart forms, mini cart, quantity controls).
  ...localized('cart/items', 'routes/commerce/cart-items.tsx', 'cart-items'),
];

import type { RouteConfigEntry } from '@react-router/dev/routes';
import { localized } from './localized';

/** Routes of the commerce area (both languages through `localized`). */
export const commerceRoutes: RouteConfigEntry[] = [
  // The one action of every cart change (add-to-cart forms, mini cart, quantity controls).
  ...localized('cart/items', 'routes/commerce/cart-items.tsx', 'cart-items'),
  ...localized('cart', 'routes/commerce/cart.tsx', 'cart'),
  ...localized('checkout/step1', 'routes/commerce/checkout-step1.tsx', 'checkout-step1'),
  ...localized('checkout/step2', 'routes/commerce/checkout-step2.tsx', 'checkout-step2'),
  // The academy's: who attends each seat (issue 18).
  ...localized('checkout/participants', 'routes/commerce/checkout-participants.tsx', 'checkout-participants'),
  ...localized('checkout/step3', 'routes/commerce/checkout-step3.tsx', 'checkout-step3'),
  // The provider returns to either; both read the order by its payment key (spec §7).
  ...localized('payment/success', 'routes/commerce/payment-return.tsx', 'payment-success'),
  ...localized('payment/cancel', 'routes/commerce/payment-return.tsx', 'payment-cancel'),
];

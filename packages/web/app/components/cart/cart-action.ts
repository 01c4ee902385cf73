import { type Locale, localizePath } from '@vag/domain';

/** The route action of every cart change (routes/commerce/cart-items.tsx). */
export function cartActionPath(locale: Locale): string {
  return localizePath('/cart/items', locale);
}

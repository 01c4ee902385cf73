import type {
  AcademyCart,
  academyCartChangeSchema,
  addCouponSchema,
  cartMessageSchema,
  Locale,
  removeCouponSchema,
  ShopCart,
  SiteKey,
  shopCartChangeSchema,
} from '@vag/domain';
import { type Answer, type FormOf, formDataOf, inLocale, type Submit } from './submit';

/** The visitor's cart with the server's totals (spec §7 GET {cart}), tagged with its site. */
export type SiteCart = { site: 'shop'; cart: ShopCart } | { site: 'academy'; cart: AcademyCart };

/** Shop and academy carts are separate (DESIGN §6): one path per site. */
export function cartApiPath(site: SiteKey): string {
  return site === 'shop' ? '/api/v1/user-cart' : '/api/v1/academy-cart';
}

/** A cart line's change: the shop's product, or the academy's training date and place. */
export type CartChangeBody = FormOf<typeof shopCartChangeSchema> | FormOf<typeof academyCartChangeSchema>;
/** What every cart change answers: the text of the popup or the toast, and a stable code. */
export type CartChangeAnswer = Answer<typeof cartMessageSchema>;

function changeCart(submit: Submit, site: SiteKey, change: string, body: Record<string, string | undefined>) {
  const path = `${cartApiPath(site)}/${change}`;
  return submit<CartChangeAnswer>({ method: 'POST', path, body: formDataOf(body) });
}

/** Spec §7 cart changes of the site's own cart. */
export function addCartItem(submit: Submit, site: SiteKey, body: CartChangeBody) {
  return changeCart(submit, site, 'add', body);
}

export function removeCartItem(submit: Submit, site: SiteKey, body: CartChangeBody) {
  return changeCart(submit, site, 'remove', body);
}

/** One fewer; at count 1 the line goes. */
export function decreaseCartItem(submit: Submit, site: SiteKey, body: CartChangeBody) {
  return changeCart(submit, site, 'decrease', body);
}

/** The coupon box of the cart page: the e-mail is the buyer's (per-e-mail limits count it). */
export function applyCoupon(submit: Submit, site: SiteKey, locale: Locale, body: FormOf<typeof addCouponSchema>) {
  const path = `${cartApiPath(site)}/add-coupon`;
  return submit<CartChangeAnswer>({ method: 'POST', path, query: inLocale(locale), body: formDataOf(body) });
}

export function removeCoupon(submit: Submit, site: SiteKey, locale: Locale, body: FormOf<typeof removeCouponSchema>) {
  const path = `${cartApiPath(site)}/remove-coupon`;
  return submit<CartChangeAnswer>({ method: 'POST', path, query: inLocale(locale), body: formDataOf(body) });
}

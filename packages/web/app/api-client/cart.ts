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
import { type Answer, type FormOf, formDataOf, inLocale, type Submit, write } from './submit';

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

/** The writes of one site's cart (spec §7). */
function cartWrites(site: SiteKey) {
  const base = cartApiPath(site);
  return {
    add: write('POST', `${base}/add`),
    remove: write('POST', `${base}/remove`),
    decrease: write('POST', `${base}/decrease`),
    addCoupon: write('POST', `${base}/add-coupon`),
    removeCoupon: write('POST', `${base}/remove-coupon`),
  };
}

const CART_WRITES = { shop: cartWrites('shop'), academy: cartWrites('academy') } satisfies Record<SiteKey, unknown>;

/** Spec §7 cart changes of the site's own cart. */
export function addCartItem(submit: Submit, site: SiteKey, body: CartChangeBody) {
  return submit<CartChangeAnswer>({ write: CART_WRITES[site].add, body: formDataOf(body) });
}

export function removeCartItem(submit: Submit, site: SiteKey, body: CartChangeBody) {
  return submit<CartChangeAnswer>({ write: CART_WRITES[site].remove, body: formDataOf(body) });
}

/** One fewer; at count 1 the line goes. */
export function decreaseCartItem(submit: Submit, site: SiteKey, body: CartChangeBody) {
  return submit<CartChangeAnswer>({ write: CART_WRITES[site].decrease, body: formDataOf(body) });
}

const HOLD_AGAIN = write('POST', `${cartApiPath('academy')}/hold`);

/** A classroom date's seats held again after the hold ran out (issue 24): the academy's cart only has holds. */
export function holdCartItemAgain(submit: Submit, _site: SiteKey, body: CartChangeBody) {
  return submit<CartChangeAnswer>({ write: HOLD_AGAIN, body: formDataOf(body) });
}

/** The coupon box of the cart page: a guest's e-mail (per-e-mail limits count it; a user's is the account's). */
export function applyCoupon(submit: Submit, site: SiteKey, locale: Locale, body: FormOf<typeof addCouponSchema>) {
  const endpoint = CART_WRITES[site].addCoupon;
  return submit<CartChangeAnswer>({ write: endpoint, query: inLocale(locale), body: formDataOf(body) });
}

export function removeCoupon(submit: Submit, site: SiteKey, locale: Locale, body: FormOf<typeof removeCouponSchema>) {
  const endpoint = CART_WRITES[site].removeCoupon;
  return submit<CartChangeAnswer>({ write: endpoint, query: inLocale(locale), body: formDataOf(body) });
}

import { decimalIntegerOf } from '@vag/domain';
import type { CartChangeBody } from '../api-client/cart';

/**
 * What a cart line refers to (spec §7 "Cart"): a product on the shop, a training date taken
 * online or in the classroom on the academy.
 */
export type CartItemRef =
  | { kind: 'product'; productId: number }
  | { kind: 'training'; trainingDateId: number; locationTypeId: 1 | 2 };

/**
 * The cart changes of spec §7 (`decrease` at count 1 removes the line), and `hold`: a classroom
 * date's seats held again after the hold ran out (issue 24).
 */
export const CART_INTENTS = ['add', 'remove', 'decrease', 'hold'] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

export function isCartIntent(value: unknown): value is CartIntent {
  return typeof value === 'string' && (CART_INTENTS as readonly string[]).includes(value);
}

/** The contract's form fields of a cart change for a line. */
export function cartItemFields(item: CartItemRef): CartChangeBody {
  return item.kind === 'product'
    ? { product_id: String(item.productId) }
    : { item_id: String(item.trainingDateId), training_location_type_id: String(item.locationTypeId) };
}

/** A stable name of a line, to tell which of several forms on a page a no-JS notice belongs to. */
export function cartItemKey(item: CartItemRef): string {
  return item.kind === 'product'
    ? `product-${item.productId}`
    : `training-${item.trainingDateId}-${item.locationTypeId}`;
}

/** Reads the line a posted form names, or null when its fields are missing or malformed. */
export function readCartItem(form: FormData): CartItemRef | null {
  const id = (name: string) => {
    const value = decimalIntegerOf(form.get(name));
    return value !== undefined && value > 0 ? value : null;
  };
  const productId = id('product_id');
  if (productId !== null) return { kind: 'product', productId };
  const trainingDateId = id('item_id');
  const locationTypeId = id('training_location_type_id');
  if (trainingDateId !== null && (locationTypeId === 1 || locationTypeId === 2)) {
    return { kind: 'training', trainingDateId, locationTypeId };
  }
  return null;
}

/** Query parameters of the no-JavaScript round trip: the result and the line it concerns. */
export const CART_NOTICE_PARAM = 'cart';
export const CART_NOTICE_ITEM_PARAM = 'cart_item';
export type CartNoticeStatus = 'added' | 'failed';

/** The server's message of a failed no-JS add, for the page the shopper is sent back to. */
export const CART_MESSAGE_COOKIE = 'cart_message';

/** The mini cart is hidden on the cart and on the checkout steps (spec §2). */
export function isCartOrCheckoutPath(canonicalPath: string): boolean {
  return /^\/(cart|checkout)(\/|$)/.test(canonicalPath);
}

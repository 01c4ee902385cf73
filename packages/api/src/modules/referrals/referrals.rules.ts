import type { GuestCodeInapplicableReason } from '@vag/domain';
import { percentOf } from '../cart/cart.totals';

/*
 * The arithmetic of guest codes (issue 22), pure so that the cart's quote and its tests use it
 * without a database: what the new customer gets off and what the beautician earns.
 */

/** The guest-code settings of the purchase options (PurchaseOptions, GUEST_CODE_* variables). */
export interface GuestCodeTerms {
  /** % of the items left after coupons. */
  discountPercent: number;
  /** At most this many forints off; 0: no cap. */
  discountMax: number;
  /** The items' subtotal (gross, before discounts) a guest code needs, like a coupon's minimum. */
  minSubtotal: number;
  /** % of the items paid for (after every discount) credited to the beautician. */
  creditPercent: number;
  /** At most this many forints credited; 0: no cap. */
  creditMax: number;
  /** Whether an e-mail with an earlier paid order or enrolment is no new customer. */
  newCustomersOnly: boolean;
}

/** A guest code on a cart as its quote reads it. */
export interface GuestCodeOnCart {
  referrerUserId: number;
  /** The beautician's code as it is written (upper case). */
  code: string;
  /** What the database tells against this buyer (own code, not new); a guest's e-mail is checked at checkout. */
  refusal: Exclude<GuestCodeInapplicableReason, 'below_minimum'> | null;
}

const capped = (amount: number, max: number) => (max > 0 ? Math.min(amount, max) : amount);

/** The customer's discount on `items` forints of goods (after coupons): never more than the goods. */
export function guestCodeDiscount(items: number, terms: GuestCodeTerms): number {
  return Math.min(capped(percentOf(items, terms.discountPercent), terms.discountMax), Math.max(items, 0));
}

/** The beautician's credit on `paid` forints of goods (after every discount). */
export function guestCodeCredit(paid: number, terms: GuestCodeTerms): number {
  return Math.max(capped(percentOf(paid, terms.creditPercent), terms.creditMax), 0);
}

/** Why the code gives nothing to this cart; a refusal found in the database (own code, not new) comes in. */
export function guestCodeReason(
  subtotal: number,
  terms: GuestCodeTerms,
  refusal: GuestCodeInapplicableReason | null,
): GuestCodeInapplicableReason | null {
  if (refusal) return refusal;
  return subtotal < terms.minSubtotal ? 'below_minimum' : null;
}

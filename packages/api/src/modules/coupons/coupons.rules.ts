import type { CouponInapplicableReason, HostId } from '@vag/domain';
import { percentOf } from '../cart/cart.totals';
import type { CouponRow, GiftRule } from './coupons.queries';

/*
 * The rules of coupons and gift rules (DESIGN §6 "Coupons"), pure: whether a coupon applies,
 * what it takes off, which gifts a subtotal earns. The cart's quote calls them with what was
 * read; add-coupon calls `couponRefusal` with the cart as priced then.
 */

export interface CouponCheck {
  hostId: HostId;
  /** Items subtotal, gross. */
  subtotal: number;
  /** Earlier redemptions of this coupon by the buyer's e-mail. */
  emailRedemptions: number;
  now: Date;
}

/** The first reason a coupon does not apply, or null when it does. */
export function couponRefusal(coupon: CouponRow, check: CouponCheck): CouponInapplicableReason | null {
  if (!coupon.isActive) return 'inactive';
  if (coupon.hostId !== null && coupon.hostId !== check.hostId) return 'other_site';
  if (coupon.validFrom && coupon.validFrom > check.now) return 'not_yet_valid';
  if (coupon.validUntil && coupon.validUntil <= check.now) return 'expired';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'used_up';
  if (coupon.perEmailLimit !== null && check.emailRedemptions >= coupon.perEmailLimit) return 'email_limit';
  if (check.subtotal < coupon.minSubtotal) return 'below_minimum';
  return null;
}

/** A coupon on a cart as read: the e-mail given with it and that mailbox's earlier redemptions. */
export interface CouponOnCart {
  coupon: CouponRow;
  email: string;
  emailRedemptions: number;
}

/** A coupon on a cart with why it does not apply now (null: it applies). */
export interface CouponState {
  coupon: CouponRow;
  email: string;
  reason: CouponInapplicableReason | null;
}

/** The coupons of a cart, each checked against the cart as it is now. */
export function checkCoupons(
  coupons: readonly CouponOnCart[],
  check: Omit<CouponCheck, 'emailRedemptions'>,
): CouponState[] {
  return coupons.map(({ coupon, email, emailRedemptions }) => ({
    coupon,
    email,
    reason: couponRefusal(coupon, { ...check, emailRedemptions }),
  }));
}

/**
 * What each coupon takes off, in the order they were put on: a percentage of the items
 * subtotal or a fixed amount, never more than the items have left; free delivery the delivery
 * fee. A coupon that applies but finds nothing left to take gives 0 and says so.
 */
export function discountCoupons(
  coupons: readonly CouponState[],
  amounts: { subtotal: number; deliveryFee: number },
): (CouponState & { discount: number })[] {
  let itemsLeft = amounts.subtotal;
  let deliveryLeft = amounts.deliveryFee;
  return coupons.map((state) => {
    if (state.reason) return { ...state, discount: 0 };
    const { kind, value } = state.coupon;
    let discount = 0;
    if (kind === 'percentage') discount = Math.min(percentOf(amounts.subtotal, value), itemsLeft);
    else if (kind === 'fixed') discount = Math.min(value, itemsLeft);
    else discount = deliveryLeft;
    if (kind === 'free_delivery') deliveryLeft -= discount;
    else itemsLeft -= discount;
    return { ...state, discount, reason: discount > 0 ? null : 'nothing_to_discount' };
  });
}

/** Gift lines a subtotal earns from the site's rules in effect, read already (ordered by threshold). */
export function giftsReachedBy(rules: readonly GiftRule[], subtotal: number) {
  if (subtotal <= 0) return [];
  return rules
    .filter((rule) => rule.minSubtotal <= subtotal)
    .map((rule) => ({ productId: rule.productId, count: rule.giftCount }));
}

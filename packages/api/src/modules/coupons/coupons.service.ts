import {
  COUPON_KINDS,
  type CouponInapplicableReason,
  type CouponKind,
  formatHuf,
  type HostId,
  type Locale,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { message } from '../../lib/messages';
import { WordedError } from '../cart/cart.errors';
import type { CartQuote } from '../cart/cart.pricing';
import {
  type CouponRow,
  countRedemptions,
  deleteRedemptionsOf,
  type GiftRule,
  insertRedemption,
  selectCouponByCode,
  selectCouponsByIds,
  takeCouponUse,
} from './coupons.queries';

/*
 * Coupons and gift rules (DESIGN §6 "Coupons"). A coupon is checked when it is added and again
 * each time the cart is priced: one that stops being valid stays on the cart, gives nothing and
 * says why. Its use is counted only when an order is placed (`redeemCoupons`).
 */

/** The cart reads its gift rules in the same statement as its lines. */
export { type GiftRule, giftRulesInEffectJson } from './coupons.queries';
export type { CouponRow };

const refusalCode = {
  inactive: 'coupon_inactive',
  expired: 'coupon_expired',
  not_yet_valid: 'coupon_not_yet_valid',
  below_minimum: 'coupon_below_minimum',
  used_up: 'coupon_used_up',
  email_limit: 'coupon_email_limit',
  other_site: 'coupon_other_site',
  nothing_to_discount: 'coupon_nothing_to_discount',
} as const satisfies Record<CouponInapplicableReason, string>;

/** Why a coupon gives nothing now, in `locale` (the minimum filled in). */
export function couponRefusalText(coupon: CouponRow, reason: CouponInapplicableReason, locale: Locale): string {
  return message(refusalCode[reason], locale).replace('{min}', formatHuf(coupon.minSubtotal));
}

/** A coupon refused at add-coupon: 422 with the reason's code and the minimum in its text. */
export class CouponRefusedError extends WordedError {
  constructor(
    readonly coupon: CouponRow | undefined,
    readonly reason: CouponInapplicableReason | 'not_found',
  ) {
    super(422, reason === 'not_found' ? 'coupon_not_found' : refusalCode[reason], {
      min: formatHuf(coupon?.minSubtotal ?? 0),
    });
  }
}

export interface CouponCheck {
  hostId: HostId;
  /** Items subtotal, gross. */
  subtotal: number;
  /** Earlier redemptions of this coupon by the buyer's e-mail. */
  emailRedemptions: number;
  now?: Date;
}

/** The first reason a coupon does not apply, or null when it does. */
export function couponRefusal(coupon: CouponRow, check: CouponCheck): CouponInapplicableReason | null {
  const now = check.now ?? new Date();
  if (!coupon.isActive) return 'inactive';
  if (coupon.hostId !== null && coupon.hostId !== check.hostId) return 'other_site';
  if (coupon.validFrom && coupon.validFrom > now) return 'not_yet_valid';
  if (coupon.validUntil && coupon.validUntil <= now) return 'expired';
  if (coupon.usageLimit !== null && coupon.usedCount >= coupon.usageLimit) return 'used_up';
  if (coupon.perEmailLimit !== null && check.emailRedemptions >= coupon.perEmailLimit) return 'email_limit';
  if (check.subtotal < coupon.minSubtotal) return 'below_minimum';
  return null;
}

/**
 * The coupon of `code` if it can go on a cart now, else CouponRefusedError. A cart below the
 * minimum is refused too: the shopper learns the minimum at once rather than at checkout.
 */
export async function checkCouponForCart(
  db: Db,
  input: { code: string; email: string; hostId: HostId; subtotal: number },
): Promise<CouponRow> {
  const coupon = await selectCouponByCode(db, input.code);
  // An inactive coupon answers like an unknown one: switched-off codes are not confirmed to exist.
  if (!coupon?.isActive) throw new CouponRefusedError(undefined, 'not_found');
  const reason = couponRefusal(coupon, {
    hostId: input.hostId,
    subtotal: input.subtotal,
    emailRedemptions: await countRedemptions(db, coupon.id, input.email),
  });
  if (reason) throw new CouponRefusedError(coupon, reason);
  return coupon;
}

export function findCouponByCode(db: Db, code: string) {
  return selectCouponByCode(db, code);
}

export interface CouponOnCart {
  coupon: CouponRow;
  email: string;
  reason: CouponInapplicableReason | null;
}

/** The coupons of a cart with why each does not apply now (null: it applies). */
export async function checkCartCoupons(
  db: Db,
  entries: { couponId: number; email: string }[],
  check: Omit<CouponCheck, 'emailRedemptions'>,
): Promise<CouponOnCart[]> {
  const rows = new Map(
    (
      await selectCouponsByIds(
        db,
        entries.map((entry) => entry.couponId),
      )
    ).map((c) => [c.id, c]),
  );
  const result: CouponOnCart[] = [];
  for (const entry of entries) {
    const coupon = rows.get(entry.couponId);
    if (!coupon) continue;
    const emailRedemptions = coupon.perEmailLimit === null ? 0 : await countRedemptions(db, coupon.id, entry.email);
    result.push({ coupon, email: entry.email, reason: couponRefusal(coupon, { ...check, emailRedemptions }) });
  }
  return result;
}

export function isCouponKind(kind: string): kind is CouponKind {
  return (COUPON_KINDS as readonly string[]).includes(kind);
}

/**
 * Inside the order's transaction: counts a use of every coupon that gave a discount, race-free.
 * The usage limit is a conditional UPDATE; the per-e-mail count is read while that UPDATE holds
 * the coupon's row lock, so two orders of one e-mail cannot both pass. Throws 409
 * (coupon_used_up / coupon_email_limit) when a limit was reached meanwhile; the savepoint
 * undoes this call's counting and the caller's transaction decides the rest.
 */
export async function redeemCoupons(
  tx: Db,
  input: { quote: CartQuote; email: string; orderId?: number; academySubscriptionId?: number },
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const used = input.quote.coupons.filter((coupon) => coupon.applicable && coupon.discount > 0);
  if (used.length === 0) return;
  const limits = new Map(
    (
      await selectCouponsByIds(
        tx,
        used.map((c) => c.couponId),
      )
    ).map((c) => [c.id, c]),
  );
  await tx.transaction(async (savepoint) => {
    const db = savepoint as unknown as Db;
    for (const coupon of used) {
      if (!(await takeCouponUse(db, coupon.couponId))) throw new AppError(409, 'coupon_used_up');
      const perEmailLimit = limits.get(coupon.couponId)?.perEmailLimit ?? null;
      if (perEmailLimit !== null && (await countRedemptions(db, coupon.couponId, email)) >= perEmailLimit) {
        throw new AppError(409, 'coupon_email_limit');
      }
      await insertRedemption(db, {
        couponId: coupon.couponId,
        email,
        discount: coupon.discount,
        orderId: input.orderId ?? null,
        academySubscriptionId: input.academySubscriptionId ?? null,
      });
    }
  });
}

/** A purchase cancelled unpaid gives its coupon uses back: the usage limit and the per-e-mail count free up. */
export async function releaseCouponUses(tx: Db, purchase: { orderId?: number; academySubscriptionId?: number }) {
  await deleteRedemptionsOf(tx, purchase);
}

/** Gift lines a subtotal earns from the site's rules in effect, read already (ordered by threshold). */
export function giftsReachedBy(rules: readonly GiftRule[], subtotal: number) {
  if (subtotal <= 0) return [];
  return rules
    .filter((rule) => rule.minSubtotal <= subtotal)
    .map((rule) => ({ productId: rule.productId, count: rule.giftCount }));
}

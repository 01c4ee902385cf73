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
import type { MessageCode } from '../../lib/messages';
import { message } from '../../lib/messages';
import { WordedError } from '../cart/cart.errors';
import type { CartQuote } from '../cart/cart.pricing';
import {
  cartOwnerOf,
  cartSubtotal,
  ensureCart,
  findCart,
  putCouponOnCart,
  putGuestCodeOnCart,
  type Shopper,
  takeCouponOffCart,
  takeGuestCodeOffCart,
  type Visitor,
} from '../cart/cart.service';
import {
  checkGuestCodeForCart,
  type GuestCodeTerms,
  guestCodeOwnerId,
  type Referrer,
} from '../referrals/referrals.service';
import {
  type CouponRow,
  countRedemptions,
  deleteRedemptionsOf,
  insertRedemption,
  redeemUnlimitedCoupon,
  redemptionsBy,
  selectCouponByCode,
  selectCouponsByIds,
  takeCouponUse,
} from './coupons.queries';
import { type CouponOnCart, couponRefusal } from './coupons.rules';

/*
 * Coupons and gift rules (DESIGN §6 "Coupons"). A coupon is checked when it is added and again
 * each time the cart is priced (the rules: `coupons.rules.ts`): one that stops being valid stays
 * on the cart, gives nothing and says why. Its use is counted only when an order is placed
 * (`redeemCoupons`). The coupon field also takes a beautician's guest code (issue 22,
 * `referrals.service`): a code that is no coupon is tried as one.
 */

/** The cart's one read (`db/prebuilt.ts`) takes its gift rules and its coupons with its lines. */
export {
  cartCouponsJson,
  couponRowOf,
  type GiftRule,
  giftRuleProductIds,
  giftRulesInEffectJson,
} from './coupons.queries';
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

interface CodeCheck {
  code: string;
  email: string;
  userId: number | null;
  hostId: HostId;
  subtotal: number;
  guestCodes: GuestCodeTerms;
}

/**
 * What `code` puts on a cart now: a coupon, else a beautician's guest code; CouponRefusedError or
 * GuestCodeRefusedError say why not. A cart below the minimum is refused too: the shopper learns
 * the minimum at once rather than at checkout.
 */
async function checkCodeForCart(db: Db, input: CodeCheck): Promise<{ coupon: CouponRow } | { referrer: Referrer }> {
  const coupon = await selectCouponByCode(db, input.code);
  // An inactive coupon answers like an unknown one: switched-off codes are not confirmed to exist.
  if (coupon?.isActive)
    return { coupon: checkCouponForCart(coupon, input, await countRedemptions(db, coupon.id, input.email)) };
  const referrer = await checkGuestCodeForCart(db, {
    code: input.code,
    customer: { email: input.email, userId: input.userId },
    subtotal: input.subtotal,
    terms: input.guestCodes,
  });
  if (!referrer) throw new CouponRefusedError(undefined, 'not_found');
  return { referrer };
}

function checkCouponForCart(coupon: CouponRow, input: CodeCheck, emailRedemptions: number): CouponRow {
  const reason = couponRefusal(coupon, {
    hostId: input.hostId,
    subtotal: input.subtotal,
    emailRedemptions,
    now: new Date(),
  });
  if (reason) throw new CouponRefusedError(coupon, reason);
  return coupon;
}

/**
 * The coupons of a cart as priced, from what its read found (`cartCouponsJson`): their rows and
 * each e-mail's earlier redemptions, where a limit counts them.
 */
export function couponsOnCartOf(
  entries: readonly { couponId: number; email: string }[],
  rows: readonly CouponRow[],
  redemptions: readonly { couponId: number; email: string }[],
): CouponOnCart[] {
  const byId = new Map(rows.map((coupon) => [coupon.id, coupon]));
  return entries.flatMap((entry) => {
    const coupon = byId.get(entry.couponId);
    if (!coupon) return [];
    const earlier = redemptions.filter((redemption) => redemption.couponId === coupon.id);
    const emailRedemptions = coupon.perEmailLimit === null ? 0 : redemptionsBy(earlier, entry.email);
    return [{ coupon, email: entry.email, emailRedemptions }];
  });
}

export function isCouponKind(kind: string): kind is CouponKind {
  return (COUPON_KINDS as readonly string[]).includes(kind);
}

/**
 * Puts a coupon, or a guest code, on the visitor's cart after checking every rule (the refusal
 * says which failed) against the cart as priced now. A guest without a stored session has no cart
 * yet: the code is checked against an empty one first, so a refused code stores nothing, and
 * `startSession` (the session a cart hangs on) runs only for a code that will be kept. Answers
 * what was added.
 */
export async function addCoupon(
  db: Db,
  shopper: Shopper,
  input: { code: string; email: string; guestCodes: GuestCodeTerms },
  startSession: () => Promise<Shopper>,
): Promise<MessageCode> {
  const check = { code: input.code, email: input.email, userId: shopper.userId, guestCodes: input.guestCodes };
  if (!cartOwnerOf(shopper)) {
    await checkCodeForCart(db, { ...check, hostId: shopper.hostId, subtotal: 0 });
    shopper = await startSession();
  }
  const cartId = await ensureCart(db, shopper);
  const subtotal = await cartSubtotal(db, cartId, shopper, input.email, input.guestCodes);
  const found = await checkCodeForCart(db, { ...check, hostId: shopper.hostId, subtotal });
  if ('referrer' in found) {
    if (!(await putGuestCodeOnCart(db, cartId, found.referrer.userId))) {
      throw new AppError(422, 'guest_code_already_on_cart');
    }
    return 'guest_code_added';
  }
  if (!(await putCouponOnCart(db, cartId, found.coupon.id, input.email))) {
    throw new AppError(422, 'coupon_already_on_cart');
  }
  return 'coupon_added';
}

/** Takes a coupon, or the guest code of `code`, off the visitor's cart; answers what was removed. */
export async function removeCoupon(db: Db, who: Visitor, code: string): Promise<MessageCode> {
  const cart = await findCart(db, who);
  const coupon = await selectCouponByCode(db, code);
  if (cart && coupon && (await takeCouponOffCart(db, cart.id, coupon.id))) return 'coupon_removed';
  const referrerUserId = cart && !coupon ? await guestCodeOwnerId(db, code) : null;
  if (cart && referrerUserId !== null && (await takeGuestCodeOffCart(db, cart.id, referrerUserId))) {
    return 'guest_code_removed';
  }
  throw new AppError(404, 'coupon_not_on_cart');
}

/**
 * Inside the order's transaction: counts a use of every coupon that gave a discount, race-free.
 * The usage limit is a conditional UPDATE; the per-e-mail count is read while that UPDATE holds
 * the coupon's row lock, so two orders of one e-mail cannot both pass. Throws 409
 * (coupon_used_up / coupon_email_limit) when a limit was reached meanwhile; the savepoint
 * undoes this call's counting and the caller's transaction decides the rest. The usual case, one
 * coupon without a per-e-mail limit, is counted and redeemed in one statement, which undoes itself.
 */
export async function redeemCoupons(
  tx: Db,
  input: { quote: CartQuote; email: string; orderId?: number; academySubscriptionId?: number },
): Promise<void> {
  const email = input.email.trim().toLowerCase();
  const used = input.quote.coupons.filter((coupon) => coupon.applicable && coupon.discount > 0);
  const redemptionOf = (coupon: (typeof used)[number]) => ({
    couponId: coupon.couponId,
    email,
    discount: coupon.discount,
    orderId: input.orderId ?? null,
    academySubscriptionId: input.academySubscriptionId ?? null,
  });
  const [only] = used;
  if (!only) return;
  if (used.length === 1) {
    const outcome = await redeemUnlimitedCoupon(tx, redemptionOf(only));
    if (outcome === 'redeemed') return;
    if (outcome === 'used_up') throw new AppError(409, 'coupon_used_up');
  }
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
      await insertRedemption(db, redemptionOf(coupon));
    }
  });
}

/** A purchase cancelled unpaid gives its coupon uses back: the usage limit and the per-e-mail count free up. */
export async function releaseCouponUses(tx: Db, purchase: { orderId?: number; academySubscriptionId?: number }) {
  await deleteRedemptionsOf(tx, purchase);
}

import { formatHuf, type GuestCodeInapplicableReason, type Locale } from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { type MessageCode, message } from '../../lib/messages';
import { hasPaidEnrolment } from '../academy-subscriptions/academy-subscriptions.customer-queries';
import { creditBalance, takeBackBalance } from '../balances/balances.service';
import { WordedError } from '../cart/cart.errors';
import { uniqueViolationOf } from '../content/content.admin';
import { hasPaidOrder } from '../orders/orders.customer-queries';
import { humanNumber } from '../purchases/purchase-checkout';
import { purchaseOptionsOf } from '../purchases/purchase-options';
import { findGuestCodeOwner } from '../users/users.service';
import {
  insertReferralCredit,
  liveReferralExists,
  lockReferralOf,
  moveReferral,
  type PayableKind,
  selectPlacedPayableIds,
} from './referrals.queries';
import type { GuestCodeOnCart, GuestCodeTerms } from './referrals.rules';

/*
 * Guest codes (issue 22). A beautician's referrer code, entered where coupons are, gives a new
 * customer a discount (the cart's quote, `referrals.rules.ts`); placing the purchase records the
 * use (referral_credits: once per customer e-mail among uses that are not void, the unique index
 * deciding races); paying it credits the beautician's marketing balance, a refund takes the credit
 * back, and a purchase that lapses unpaid frees the e-mail for another code. The three settlement
 * hooks run in the transaction that changes the purchase's payment status (purchase-settlement.ts).
 */

export type { GuestCodeOnCart, GuestCodeTerms } from './referrals.rules';
export { guestCodeCredit, guestCodeDiscount } from './referrals.rules';

/** The guest-code settings of the API's purchase options. */
export function guestCodeTermsOf(options: Pick<ApiOptions, 'purchases'>): GuestCodeTerms {
  const settings = purchaseOptionsOf(options);
  return {
    discountPercent: settings.guestCodeDiscountPercent,
    discountMax: settings.guestCodeDiscountMax,
    minSubtotal: settings.guestCodeMinSubtotal,
    creditPercent: settings.guestCodeCreditPercent,
    creditMax: settings.guestCodeCreditMax,
    newCustomersOnly: settings.guestCodeNewCustomersOnly,
  };
}

/** A beautician whose guest code works. */
export interface Referrer {
  userId: number;
  code: string;
  email: string;
}

/** Who would use the code: a guest's e-mail is known at add-coupon and at checkout, not when the cart is shown. */
export interface GuestCodeCustomer {
  email: string | null;
  userId: number | null;
}

type Owner = Awaited<ReturnType<typeof findGuestCodeOwner>>;
const referrerOf = (owner: Owner): Referrer | null =>
  owner?.isBeautician && owner.referrerCode ? { userId: owner.id, code: owner.referrerCode, email: owner.email } : null;

/** The beautician whose code `code` is (any case); null when it is nobody's working code. */
export async function findReferrer(db: Db, code: string): Promise<Referrer | null> {
  const trimmed = code.trim();
  return trimmed ? referrerOf(await findGuestCodeOwner(db, { code: trimmed })) : null;
}

/** The account whose code `code` is, working or not (remove-coupon takes any off). */
export async function guestCodeOwnerId(db: Db, code: string): Promise<number | null> {
  const trimmed = code.trim();
  return trimmed ? ((await findGuestCodeOwner(db, { code: trimmed }))?.id ?? null) : null;
}

/**
 * Why `customer` may not use the referrer's code: their own, or no new customer; null when they
 * may. `placing` is the purchase being placed: paid at once, it is no earlier purchase.
 */
export async function customerRefusal(
  db: Db,
  referrer: Referrer,
  customer: GuestCodeCustomer,
  terms: GuestCodeTerms,
  placing?: { kind: PayableKind; id: number },
): Promise<GuestCodeOnCart['refusal']> {
  const email = customer.email?.trim().toLowerCase() ?? null;
  if (customer.userId === referrer.userId || email === referrer.email.toLowerCase()) return 'own_code';
  if (email === null) return null;
  const known = { email, userId: customer.userId };
  if (await liveReferralExists(db, known)) return 'not_new_customer';
  if (!terms.newCustomersOnly) return null;
  const except = (kind: PayableKind) => (placing?.kind === kind ? placing.id : undefined);
  if (
    (await hasPaidOrder(db, known, except('order'))) ||
    (await hasPaidEnrolment(db, known, except('academy_subscription')))
  ) {
    return 'not_new_customer';
  }
  return null;
}

/** The guest code of a cart's referrer for its quote; null when the beautician's code no longer works. */
export async function guestCodeOnCart(
  db: Db,
  referrerUserId: number,
  customer: GuestCodeCustomer,
  terms: GuestCodeTerms,
): Promise<GuestCodeOnCart | null> {
  const referrer = referrerOf(await findGuestCodeOwner(db, { userId: referrerUserId }));
  if (!referrer) return null;
  return { referrerUserId, code: referrer.code, refusal: await customerRefusal(db, referrer, customer, terms) };
}

const REFUSAL_CODE = {
  own_code: 'guest_code_own',
  not_new_customer: 'guest_code_not_new_customer',
  below_minimum: 'guest_code_below_minimum',
} as const satisfies Record<GuestCodeInapplicableReason, MessageCode>;

/** Why a guest code gives nothing now, in `locale` (the minimum filled in). */
export function guestCodeRefusalText(reason: GuestCodeInapplicableReason, terms: GuestCodeTerms, locale: Locale) {
  return message(REFUSAL_CODE[reason], locale).replace('{min}', formatHuf(terms.minSubtotal));
}

/** A guest code refused: 422 (409 when a concurrent purchase of the customer won) with the reason's code. */
export class GuestCodeRefusedError extends WordedError {
  constructor(
    readonly reason: GuestCodeInapplicableReason,
    terms: GuestCodeTerms,
    status: 409 | 422 = 422,
  ) {
    super(status, REFUSAL_CODE[reason], { min: formatHuf(terms.minSubtotal) });
  }
}

/**
 * add-coupon: the beautician of `code` when the code can go on this cart now, or
 * GuestCodeRefusedError; null when it is no working guest code (the caller answers as for an
 * unknown coupon). A cart below the minimum is refused at once, as a coupon's is.
 */
export async function checkGuestCodeForCart(
  db: Db,
  input: { code: string; customer: { email: string; userId: number | null }; subtotal: number; terms: GuestCodeTerms },
): Promise<Referrer | null> {
  const referrer = await findReferrer(db, input.code);
  if (!referrer) return null;
  const refusal = await customerRefusal(db, referrer, input.customer, input.terms);
  if (refusal) throw new GuestCodeRefusedError(refusal, input.terms);
  if (input.subtotal < input.terms.minSubtotal) throw new GuestCodeRefusedError('below_minimum', input.terms);
  return referrer;
}

/** A guest code's use as the placed purchase's quote priced it. */
export interface GuestCodeUse {
  referrerUserId: number;
  discount: number;
  credit: number;
}

/**
 * In the placing transaction: the customer is checked again with the checkout's e-mail (a guest's
 * was not known when the cart was priced) and the use is recorded. Of two purchases of one
 * customer placed at once, the unique index lets one through; the other is refused (409), not
 * failed. `placedAt` is the purchase's: its number (VAG-2026-…) is derived from it.
 */
export async function recordGuestCodeUse(
  tx: Db,
  input: {
    use: GuestCodeUse;
    buyer: { email: string; userId: number | null };
    kind: PayableKind;
    id: number;
    placedAt: Date;
    terms: GuestCodeTerms;
  },
): Promise<void> {
  const referrer = referrerOf(await findGuestCodeOwner(tx, { userId: input.use.referrerUserId }));
  if (!referrer) return;
  const refusal = await customerRefusal(tx, referrer, input.buyer, input.terms, input);
  if (refusal) throw new GuestCodeRefusedError(refusal, input.terms);
  try {
    await insertReferralCredit(tx, {
      referrerUserId: referrer.userId,
      payableType: input.kind,
      payableId: input.id,
      customerEmail: input.buyer.email.trim().toLowerCase(),
      customerUserId: input.buyer.userId,
      discount: input.use.discount,
      credit: input.use.credit,
      createdAt: input.placedAt,
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'referral_credits_customer_idx') {
      throw new GuestCodeRefusedError('not_new_customer', input.terms, 409);
    }
    throw error;
  }
}

/** The purchase's number, as placing wrote it: its prefix, the year it was placed, its id. */
export const numberOf = (kind: PayableKind, id: number, placedAt: Date) =>
  humanNumber(kind === 'order' ? 'VAG' : 'AKA', id, placedAt);

/** Paid: the beautician's marketing balance earns the credit, the ledger naming the purchase. Once. */
export async function creditReferral(tx: Db, kind: PayableKind, id: number): Promise<void> {
  const row = await moveReferral(tx, kind, id, ['placed'], 'credited');
  if (!row || row.credit <= 0) return;
  await creditBalance(tx, {
    userId: row.referrerUserId,
    kind: 'marketing',
    amount: row.credit,
    reason: { code: 'guest_code_credit_reason', reference: numberOf(kind, id, row.createdAt) },
    orderId: kind === 'order' ? id : null,
  });
}

/**
 * Refunded in full, or cancelled after it was paid: the credit is taken back as far as the
 * balance still holds it (it never goes below zero; what was spent already stays spent), the
 * ledger recording what was taken. The customer's e-mail stays used: the discount was had.
 */
export async function reverseReferral(tx: Db, kind: PayableKind, id: number): Promise<void> {
  const row = await lockReferralOf(tx, kind, id);
  if (!row || (row.status !== 'credited' && row.status !== 'placed')) return;
  await moveReferral(tx, kind, id, [row.status], 'reversed');
  if (row.status !== 'credited' || row.credit <= 0) return;
  await takeBackBalance(tx, {
    userId: row.referrerUserId,
    kind: 'marketing',
    amount: row.credit,
    reason: { code: 'guest_code_reversal_reason', reference: numberOf(kind, id, row.createdAt) },
    orderId: kind === 'order' ? id : null,
  });
}

/** Cancelled or lapsed before it was paid: the use is void and the e-mail may use a guest code again. */
export async function voidReferral(tx: Db, kind: PayableKind, id: number): Promise<void> {
  await moveReferral(tx, kind, id, ['placed'], 'void');
}

/** The purchases of `kind` whose guest-code use waits for their payment (the deadline sweep checks them). */
export const placedReferralIds = (db: Db, kind: PayableKind) => selectPlacedPayableIds(db, kind);

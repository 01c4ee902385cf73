import {
  type AdminOrderDetail,
  type AdminOrderEventInput,
  type AdminRecordedPayment,
  DISPLAY_TIME_ZONE,
  type Locale,
  type OrderDecision,
  type OrderStep,
  PaymentMethodId,
  PaymentStatusId,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import {
  listPaymentAttempts,
  listRecordedPayments,
  recordPayment,
  refreshStaleAttempts,
  refundCardPayment,
  requireNoLivePayment,
} from '../payments/payments.service';
import { staffNames } from '../staff/staff.service';
import { paymentStatusOf } from './purchase-fields';
import { giveBackTakings } from './purchase-give-back';
import { onPurchaseCancelledUnpaid, onPurchasePaid, onPurchaseRefunded } from './purchase-settlement';

/*
 * The money of a lifecycle step (decision 14), the same for a shop order and an academy
 * enrolment: a transfer or cash recorded as paid, a refund (a card through its provider, in parts
 * up to what was paid; a transfer or cash recorded for staff to pay back), an unpaid purchase
 * cancelled with its coupons and balances given back. The caller holds the purchase's lock and
 * writes the values this returns, with its own status, mail and audit entry, in the same
 * transaction.
 */

export type PayableKind = 'order' | 'academy_subscription';

/** What the money of a step reads of a purchase. */
export interface LifecyclePurchase {
  kind: PayableKind;
  id: number;
  userId: number | null;
  number: string;
  paymentMethodId: number;
  paymentStatusId: number;
  totalGross: number;
  refundedAmount: number;
  marketingCredit: number;
  globalCredit: number;
}

/** The payment columns a step changes (both tables have them under these names). */
export interface MoneyChanges {
  paymentStatusId?: number;
  payedDate?: Date;
  /** null once paid; the moment of a cancellation, so that nothing pays the purchase any more (decision 0009). */
  paymentDeadline?: Date | null;
  refundedAmount?: number;
}

/** The calendar day in Budapest of an instant, as YYYY-MM-DD (the books' day). */
export const budapestDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE }).format(at);

/** The input field a refusal is about, so the form marks it; refusals about the purchase itself have none. */
const FIELD_OF_REFUSAL: Partial<Record<string, keyof AdminOrderEventInput>> = {
  order_amount_invalid: 'amount',
  order_parcel_number_required: 'parcel_number',
  order_reason_required: 'reason',
  order_refund_invalid: 'refund',
};

/** What a refusal of the table answers: a step the status never allows is a conflict, a failed condition a 422 at its field. */
export function lifecycleRefusal(decision: OrderDecision & { ok: false }): AppError {
  if (decision.refusal === 'order_status_forbids') return new AppError(409, 'order_status_forbids');
  const field = FIELD_OF_REFUSAL[decision.refusal];
  return field
    ? new AppError(422, 'validation_failed', { [field]: [decision.refusal] })
    : new AppError(409, decision.refusal);
}

/** Carries out the step's money and takings; returns the payment columns to write. */
export async function carryOutMoney(
  tx: Db,
  purchase: LifecyclePurchase,
  step: OrderStep,
  request: AdminOrderEventInput,
  staffId: number,
  now: Date,
): Promise<MoneyChanges> {
  const changes: MoneyChanges = {};
  const book = { payableType: purchase.kind, payableId: purchase.id, staffId };

  if (step.payment === 'mark_paid') {
    const transfer = step.event === 'record_transfer';
    await recordPayment(tx, {
      ...book,
      kind: transfer ? 'transfer_received' : 'cash_received',
      channel: transfer ? 'bank_transfer' : 'cash',
      amount: transfer ? (request.amount ?? 0) : purchase.totalGross,
      expectedAmount: purchase.totalGross,
      bookedOn: request.booked_on ?? budapestDay(now),
      reference: request.reference || null,
    });
    Object.assign(changes, { paymentStatusId: PaymentStatusId.paid, payedDate: now, paymentDeadline: null });
  }

  if (step.payment === 'refund') {
    const amount = step.event === 'return' ? (request.refund ?? 0) : purchase.totalGross - purchase.refundedAmount;
    if (amount > 0) {
      const card = purchase.paymentMethodId === PaymentMethodId.card;
      const refunded = card ? await refundCardPayment(tx, { type: purchase.kind, id: purchase.id }, amount) : null;
      const recordedPaymentId = await recordPayment(tx, {
        ...book,
        kind: 'refund',
        channel: card ? 'card' : purchase.paymentMethodId === PaymentMethodId.bankTransfer ? 'bank_transfer' : 'cash',
        amount,
        expectedAmount: amount,
        bookedOn: budapestDay(now),
        reference: refunded?.providerPaymentId ?? null,
        reason: request.reason?.trim() ?? null,
      });
      const refundedAmount = purchase.refundedAmount + amount;
      const complete = refundedAmount === purchase.totalGross;
      Object.assign(changes, { refundedAmount, ...(complete ? { paymentStatusId: PaymentStatusId.refunded } : {}) });
      await onPurchaseRefunded(
        tx,
        { kind: purchase.kind, id: purchase.id },
        { recordedPaymentId, first: purchase.refundedAmount === 0, complete },
      );
    }
  }

  if (step.event === 'cancel' && purchase.paymentStatusId !== PaymentStatusId.paid) {
    // An unpaid card purchase whose payment may still succeed at the gateway is not cancelled under it.
    if (purchase.paymentMethodId === PaymentMethodId.card) {
      await refreshStaleAttempts(tx, purchase.kind, purchase.id);
      await requireNoLivePayment(tx, purchase.kind, purchase.id);
    }
    // Its deadline becomes the cancellation: cancelled (5) alone would still read as a payment the
    // buyer gave up and may start again, and the reconciler would mail a pay-again link.
    Object.assign(changes, { paymentStatusId: PaymentStatusId.cancelled, paymentDeadline: now });
  }

  if (step.takings.length > 0) {
    await giveBackTakings(
      tx,
      {
        kind: purchase.kind,
        id: purchase.id,
        userId: purchase.userId,
        number: purchase.number,
        marketingCredit: purchase.marketingCredit,
        globalCredit: purchase.globalCredit,
      },
      'cancelled',
    );
  }
  const settled = { kind: purchase.kind, id: purchase.id };
  if (changes.paymentStatusId === PaymentStatusId.paid) await onPurchasePaid(tx, settled);
  if (changes.paymentStatusId === PaymentStatusId.cancelled) await onPurchaseCancelledUnpaid(tx, settled);
  return changes;
}

/** How a refund reaches the buyer, for their mail: back to the card, or by transfer from the shop. */
export const refundChannelOf = (purchase: { paymentMethodId: number }) =>
  purchase.paymentMethodId === PaymentMethodId.card ? ('card' as const) : ('transfer' as const);

/** A purchase's recorded payments as the back office shows them: who recorded each, a different transfer flagged. */
export async function recordedPaymentsOf(db: Db, kind: PayableKind, id: number): Promise<AdminRecordedPayment[]> {
  const [entries, names] = await Promise.all([listRecordedPayments(db, kind, id), staffNames(db)]);
  return entries.map((entry) => ({
    id: entry.id,
    kind: entry.kind,
    channel: entry.channel,
    amount: entry.amount,
    expected_amount: entry.expectedAmount,
    differs: entry.kind === 'transfer_received' && entry.amount !== entry.expectedAmount,
    booked_on: entry.bookedOn,
    reference: entry.reference,
    reason: entry.reason,
    staff_name: entry.staffId === null ? null : (names.get(entry.staffId) ?? null),
    created_at: entry.createdAt.toISOString(),
  }));
}

/** A purchase's card payment attempts as the back office shows them, with the provider's answers (support reads them). */
export async function paymentAttemptsOf(
  db: Db,
  kind: PayableKind,
  id: number,
  locale: Locale,
): Promise<AdminOrderDetail['payments']> {
  return (await listPaymentAttempts(db, kind, id)).map((attempt) => ({
    id: attempt.id,
    provider: attempt.provider,
    provider_payment_id: attempt.providerPaymentId,
    amount: attempt.amount,
    currency: attempt.currency,
    paymentStatus: paymentStatusOf(attempt.statusId, locale),
    provider_status: attempt.providerStatus,
    created_at: attempt.createdAt.toISOString(),
    updated_at: attempt.updatedAt.toISOString(),
    last_state: attempt.lastState ?? null,
  }));
}

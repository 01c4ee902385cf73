import { type Locale, localeFromId, PaymentMethodId, PaymentStatusId } from '@vag/domain';
import { and, asc, gt, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { academySubscriptions, orders } from '../../db/schema';
import type { ApiOptions } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { enqueueMail } from '../../lib/mail';
import { refreshStaleAttempts, reserveRepayment } from '../payments/payments.service';
import type { PayableHandler, PayableType, ReservedPayment } from '../payments/payments.types';
import { needsCardPayment } from './checkout.service';
import { purchaseUrl } from './orders.links';
import { lockOrder, type OrderRow, updateOrder } from './orders.queries';

const RESULTS: Partial<Record<number, 'failed' | 'paid' | 'refunded' | 'cancelled'>> = {
  [PaymentStatusId.failed]: 'failed',
  [PaymentStatusId.paid]: 'paid',
  [PaymentStatusId.refunded]: 'refunded',
  [PaymentStatusId.cancelled]: 'cancelled',
};

/** The payment-result mail of a status the buyer must hear about; null for pending. */
export const resultOf = (to: number) => RESULTS[to] ?? null;

/**
 * Whether an order (or enrolment) at `current` follows a payment attempt's change to `to`: a
 * paid purchase stays paid unless refunded, whatever an older attempt reports later.
 */
export function followsPayment(current: number, to: PaymentStatusId): boolean {
  if (current === to) return false;
  if (current === PaymentStatusId.paid) return to === PaymentStatusId.refunded;
  if (current === PaymentStatusId.refunded) return false;
  return to !== PaymentStatusId.pending;
}

/** Keeps an order's payment status in step with its card payments; runs in the payment's transaction. */
export function orderPayableHandler(options: ApiOptions): PayableHandler {
  return {
    async onStatusChange(tx: Db, { payableId, to }) {
      const order = await lockOrder(tx, payableId);
      if (!order || !followsPayment(order.paymentStatusId, to)) return;
      await updateOrder(tx, order.id, {
        paymentStatusId: to,
        ...(to === PaymentStatusId.paid ? { payedDate: new Date() } : {}),
      });
      const result = resultOf(to);
      if (!result) return;
      const locale: Locale = localeFromId(order.localeId) ?? 'hu';
      await enqueueMail(tx, {
        to: order.email,
        kind: 'payment_result',
        locale,
        data: {
          kind: 'order',
          firstName: order.firstName,
          number: order.orderNumber,
          status: result,
          total: order.historicTotalGross,
          url: purchaseUrl(options, 'order', order, locale, result === 'failed' || result === 'cancelled'),
        },
      });
    },
    sendPayLinks: (db, staleBefore) => sendPayLinks(db, options, 'order', staleBefore),
  };
}

/** Past its payment deadline an unpaid purchase is cancelled for good (decision 0009): nothing pays it any more. */
export const deadlinePassed = (row: { paymentDeadline?: Date | null }) =>
  row.paymentDeadline != null && row.paymentDeadline.getTime() <= Date.now();

/** A card purchase with something to pay, neither paid nor refunded nor past its deadline, may be paid (again). */
export const mayPayAgain = (row: {
  paymentStatusId: number;
  paymentMethodId: number;
  historicTotalGross: number;
  paymentDeadline?: Date | null;
}) =>
  needsCardPayment(row.paymentMethodId, row.historicTotalGross) &&
  row.paymentStatusId !== PaymentStatusId.paid &&
  row.paymentStatusId !== PaymentStatusId.refunded &&
  !deadlinePassed(row);

/**
 * Pay an order again: when no attempt is paid or pending and fresh (decision 0003), so also an
 * order whose payment never started (a crash between its commit and the provider) or went stale.
 * Stale attempts are asked about first; the new attempt is written under the order's lock, so
 * two clicks start one payment. The order is pending again; its attempt starts after the commit.
 */
export async function claimOrderRepayment(
  db: Db,
  found: OrderRow,
): Promise<{ row: OrderRow; reserved: ReservedPayment }> {
  if (!mayPayAgain(found)) throw new AppError(409, 'repayment_not_allowed');
  await refreshStaleAttempts(db, 'order', found.id);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const current = await lockOrder(tx, found.id);
    if (!current || !mayPayAgain(current)) throw new AppError(409, 'repayment_not_allowed');
    const reserved = await reserveRepayment(tx, {
      payableType: 'order',
      payableId: current.id,
      amount: current.historicTotalGross,
    });
    if (current.paymentStatusId !== PaymentStatusId.pending) {
      await updateOrder(tx, current.id, { paymentStatusId: PaymentStatusId.pending });
    }
    return { row: { ...current, paymentStatusId: PaymentStatusId.pending }, reserved };
  });
}

/** Purchases placed longer ago than this get no pay-again mail (nor do they after a deploy). */
const PAY_LINK_LOOKBACK_MS = 2 * 86_400_000;
/** Mails queued per run and kind; the next run takes the rest. */
const PAY_LINK_BATCH = 50;

/**
 * The reconciler's mail (orders and enrolments alike): an unpaid card purchase whose payment
 * window ended before `staleBefore`, still payable (its deadline not passed), gets one mail with
 * the pay-again page of its payment key, once no attempt is paid and none is open at the
 * provider (pending with a provider id: the reconciler first hears how it ended; one reported
 * paid for another amount waits for a person). The rows are locked SKIP LOCKED and marked
 * `payment_link_sent_at` in the mail's transaction, so two instances at once send it once. A
 * purchase still pending (its payment never started) is marked expired (5): the page then
 * offers to pay again.
 */
export async function sendPayLinks(db: Db, options: ApiOptions, type: PayableType, staleBefore: Date) {
  const table = type === 'order' ? orders : academySubscriptions;
  const since = staleBefore.toISOString();
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const due = await tx
      .select({
        id: table.id,
        userId: table.userId,
        paymentKey: table.paymentKey,
        paymentStatusId: table.paymentStatusId,
        email: table.email,
        firstName: table.firstName,
        localeId: table.localeId,
        total: table.historicTotalGross,
        number: type === 'order' ? orders.orderNumber : academySubscriptions.subscriptionId,
      })
      .from(table)
      .where(
        and(
          sql`${table.paymentMethodId} = ${PaymentMethodId.card}`,
          gt(table.historicTotalGross, 0),
          notInArray(table.paymentStatusId, [PaymentStatusId.paid, PaymentStatusId.refunded]),
          isNull(table.paymentLinkSentAt),
          lt(table.createdAt, staleBefore),
          gt(table.createdAt, new Date(staleBefore.getTime() - PAY_LINK_LOOKBACK_MS)),
          or(isNull(table.paymentDeadline), gt(table.paymentDeadline, sql`now()`)),
          sql`not exists (select 1 from payments p where p.payable_type = ${type} and p.payable_id = ${table.id}
            and (p.status_id in (${PaymentStatusId.paid}, ${PaymentStatusId.refunded})
              or (p.status_id = ${PaymentStatusId.pending}
                and (p.provider_payment_id is not null or p.created_at >= ${since}::timestamptz))))`,
        ),
      )
      .orderBy(asc(table.id))
      .limit(PAY_LINK_BATCH)
      .for('update', { skipLocked: true });
    for (const row of due) {
      const expired = row.paymentStatusId === PaymentStatusId.pending ? PaymentStatusId.cancelled : row.paymentStatusId;
      await tx
        .update(table)
        .set({ paymentLinkSentAt: sql`now()`, paymentStatusId: expired, updatedAt: sql`now()` })
        .where(sql`${table.id} = ${row.id}`);
      const locale: Locale = localeFromId(row.localeId) ?? 'hu';
      await enqueueMail(tx, {
        to: row.email,
        kind: 'payment_link',
        locale,
        data: {
          kind: type,
          firstName: row.firstName,
          number: row.number,
          total: row.total,
          url: purchaseUrl(options, type, row, locale, true),
        },
      });
    }
    return due.length;
  });
}

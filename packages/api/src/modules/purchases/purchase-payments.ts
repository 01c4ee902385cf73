import { type Locale, localeFromId, PaymentMethodId, PaymentStatusId } from '@vag/domain';
import { type AnyColumn, and, gt, isNull, lt, not, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { enqueueMail } from '../../lib/mail';
import { paidOrOpenAttempt } from '../payments/payments.service';
import type { PayableType } from '../payments/payments.types';
import { needsCardPayment } from './purchase-checkout';
import { purchaseUrl } from './purchase-links';

/*
 * How orders and enrolments follow their card payments (decision 0003): which attempt results
 * they take, when they may be paid again, and the pay-again mail of the reconciler.
 */

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

/** Purchases placed longer ago than this get no pay-again mail (nor do they after a deploy). */
const PAY_LINK_LOOKBACK_MS = 2 * 86_400_000;
/** Mails queued per run and kind; the next run takes the rest. */
const PAY_LINK_BATCH = 50;

/** The columns of a purchase table (orders, academy_subscriptions) that the pay-again rule reads. */
export type PayLinkColumns = Record<
  | 'id'
  | 'paymentMethodId'
  | 'historicTotalGross'
  | 'paymentStatusId'
  | 'paymentLinkSentAt'
  | 'createdAt'
  | 'paymentDeadline',
  AnyColumn
>;

/** A purchase due its pay-again mail, as its owner reads it. */
export interface PayLinkDue {
  id: number;
  userId: number | null;
  paymentKey: string;
  paymentStatusId: number;
  email: string;
  firstName: string;
  localeId: number;
  total: number;
  number: string;
}

/** The two statements of the pay-again mail, each on the owner's own table. */
export interface PayLinkRows {
  /** The rows matching `due` (built over the table's columns), oldest first, locked SKIP LOCKED. */
  lockDue(tx: Db, due: (table: PayLinkColumns) => SQL | undefined, limit: number): Promise<PayLinkDue[]>;
  /** Marks the mail sent, and the payment status the row goes to. */
  markPayLinkSent(tx: Db, id: number, paymentStatusId: number): Promise<void>;
}

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
export async function sendPayLinks(
  db: Db,
  options: ApiOptions,
  type: PayableType,
  staleBefore: Date,
  rows: PayLinkRows,
): Promise<number> {
  const due = (table: PayLinkColumns) =>
    and(
      sql`${table.paymentMethodId} = ${PaymentMethodId.card}`,
      gt(table.historicTotalGross, 0),
      notInArray(table.paymentStatusId, [PaymentStatusId.paid, PaymentStatusId.refunded]),
      isNull(table.paymentLinkSentAt),
      lt(table.createdAt, staleBefore),
      gt(table.createdAt, new Date(staleBefore.getTime() - PAY_LINK_LOOKBACK_MS)),
      or(isNull(table.paymentDeadline), gt(table.paymentDeadline, sql`now()`)),
      not(paidOrOpenAttempt(type, table.id, staleBefore)),
    );
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const found = await rows.lockDue(tx, due, PAY_LINK_BATCH);
    for (const row of found) {
      const expired = row.paymentStatusId === PaymentStatusId.pending ? PaymentStatusId.cancelled : row.paymentStatusId;
      await rows.markPayLinkSent(tx, row.id, expired);
      const locale: Locale = localeFromId(row.localeId) ?? 'hu';
      await enqueueMail(tx, {
        to: row.email,
        kind: 'payment_link',
        about: { type, id: row.id },
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
    return found.length;
  });
}

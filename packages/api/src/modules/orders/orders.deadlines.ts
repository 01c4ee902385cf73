import { PaymentMethodId } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { onPurchaseCancelledUnpaid } from '../purchases/purchase-settlement';
import {
  type DeadlineOptions,
  type DeadlinePurchase,
  giveBackTakings,
  purchaseOptionsOf,
  queueDeadlineMail,
} from '../purchases/purchases.service';
import { placedReferralIds } from '../referrals/referrals.service';
import { giveBackStock } from './orders.lifecycle';

/*
 * The payment deadline of shop orders (issue 17): one reminder before a bank-transfer deadline,
 * and after any deadline the unpaid order is cancelled (payment status 5) and the buyer told.
 * Each is one conditional UPDATE: a second instance running the job waits on the row locks,
 * then finds nothing left to do. The mails are queued in the same transaction.
 */

interface DueOrder {
  id: number;
  user_id: number | null;
  email: string;
  first_name: string;
  order_number: string;
  locale_id: number;
  historic_total_gross: number;
  payment_key: string;
  payment_deadline: Date | string | null;
  historic_marketing_credit: number;
  historic_global_credit: number;
}

const RETURNING = sql.raw(
  'returning id, user_id, email, first_name, order_number, locale_id, historic_total_gross, payment_key, payment_deadline, ' +
    'historic_marketing_credit, historic_global_credit',
);

const purchaseOf = (row: DueOrder): DeadlinePurchase => ({
  kind: 'order',
  id: row.id,
  userId: row.user_id,
  email: row.email,
  firstName: row.first_name,
  number: row.order_number,
  localeId: row.locale_id,
  total: row.historic_total_gross,
  paymentKey: row.payment_key,
  deadline: row.payment_deadline,
});

export async function remindOrderPayments(db: Db, options: DeadlineOptions): Promise<number> {
  const { reminderHoursBefore } = purchaseOptionsOf(options);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const rows = await queryRows<DueOrder>(
      tx,
      sql`update orders set payment_reminder_sent_at = now(), updated_at = now()
        where payment_method_id = ${PaymentMethodId.bankTransfer} and payment_status_id = 1
          and payment_reminder_sent_at is null and payment_deadline > now()
          and payment_deadline <= now() + make_interval(hours => ${reminderHoursBefore})
        ${RETURNING}`,
    );
    for (const row of rows) {
      await queueDeadlineMail(tx, options, 'payment_reminder', purchaseOf(row));
    }
    return rows.length;
  });
}

/**
 * Orders still unpaid (pending or failed) at their deadline: cancelled, what they took (balances,
 * coupon uses) given back, and the buyer told once.
 */
export async function expireOrders(db: Db, options: DeadlineOptions): Promise<number> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const rows = await queryRows<DueOrder>(
      tx,
      // Cancelled on both axes (decision 14): the goods never leave for an order that was never paid.
      sql`update orders set payment_status_id = 5, fulfilment_status = 'cancelled', cancelled_at = now(),
          updated_at = now()
        where payment_deadline < now() and payment_status_id in (1, 2) and fulfilment_status = 'received'
        ${RETURNING}`,
    );
    for (const row of rows) {
      await giveBackTakings(tx, {
        kind: 'order',
        id: row.id,
        userId: row.user_id,
        number: row.order_number,
        marketingCredit: row.historic_marketing_credit,
        globalCredit: row.historic_global_credit,
      });
      await onPurchaseCancelledUnpaid(tx, { kind: 'order', id: row.id });
      await queueDeadlineMail(tx, options, 'purchase_expired', purchaseOf(row));
    }
    await giveBackStock(
      tx,
      rows.map((row) => row.id),
    );
    return rows.length;
  });
}

/**
 * Orders that lapsed unpaid without `expireOrders`: a card payment the gateway cancelled or let
 * expire (5) stays payable until its deadline, then nothing pays it any more. A guest code used on
 * one is freed then, so its customer may use one again. Locked, so a payment cannot cross it.
 */
export async function voidLapsedOrderReferrals(db: Db): Promise<number> {
  const ids = await placedReferralIds(db, 'order');
  if (ids.length === 0) return 0;
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const rows = await queryRows<{ id: number }>(
      tx,
      sql`select id from orders
        where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) and payment_status_id = 5 and payment_deadline < now()
        order by id for update`,
    );
    for (const row of rows) await onPurchaseCancelledUnpaid(tx, { kind: 'order', id: row.id });
    return rows.length;
  });
}

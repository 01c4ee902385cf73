import { PaymentMethodId, PaymentStatusId } from '@vag/domain';
import { and, count, eq, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { awaitingTransfer, purchaseQueue, takingsByDay } from '../../db/purchase-figures';
import { orders } from './orders.schema';

/*
 * The shop's figures for the back office's dashboard (issue 20). Each is one aggregate or a
 * short, indexed list: cheap at 100,000 orders.
 */

/** The shop's takings per Budapest day of the last 30 days (db/purchase-figures.ts). */
export const orderTakingsByDay = (db: Db, now: Date) => takingsByDay(db, orders, now);

/** How many orders are in each (fulfilment status, payment status) pair that has any: one pass. */
export async function countOrdersByState(db: Db) {
  const rows = await db
    .select({ fulfilmentStatus: orders.fulfilmentStatus, paymentStatusId: orders.paymentStatusId, n: count() })
    .from(orders)
    .groupBy(orders.fulfilmentStatus, orders.paymentStatusId);
  return rows.map((row) => ({ ...row, n: Number(row.n) }));
}

/** Bank-transfer orders whose money has not arrived and that nobody cancelled, oldest first. */
export const ordersAwaitingTransfer = (db: Db, limit: number) =>
  purchaseQueue(
    db,
    orders,
    orders.orderNumber,
    and(awaitingTransfer(orders), ne(orders.fulfilmentStatus, 'cancelled')),
    limit,
  );

/**
 * Orders to send: received or packed (orders_open_fulfilment_idx), and paid or paid on handover
 * (cash on delivery, at pick-up: decision 14), oldest first.
 */
export const unshippedOrders = (db: Db, limit: number) =>
  purchaseQueue(
    db,
    orders,
    orders.orderNumber,
    and(
      inArray(orders.fulfilmentStatus, ['received', 'packed']),
      or(
        eq(orders.paymentStatusId, PaymentStatusId.paid),
        and(
          inArray(orders.paymentMethodId, [PaymentMethodId.cashOnDelivery, PaymentMethodId.payAtPickup]),
          eq(orders.paymentStatusId, PaymentStatusId.pending),
        ),
      ),
    ),
    limit,
  );

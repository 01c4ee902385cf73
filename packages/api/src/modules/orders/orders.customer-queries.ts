import { PaymentStatusId } from '@vag/domain';
import { and, asc, desc, eq, getTableColumns, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderItems, orders } from './orders.schema';

/*
 * A customer's orders as the back office's customer screen and the GDPR export read them
 * (issue 20), and whether one bought before (guest codes, issue 22). The users and referrals modules
 * call these; the orders tables stay this module's.
 */

/** The customer's orders, newest first: number, date, total and payment state. */
export function selectCustomerOrders(db: Db, userId: number) {
  return db
    .select({
      id: orders.id,
      number: orders.orderNumber,
      createdAt: orders.createdAt,
      total: orders.historicTotalGross,
      paymentStatusId: orders.paymentStatusId,
    })
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id));
}

const { paymentKey: _secret, ...exportColumns } = getTableColumns(orders);

/** Every order of the customer with its snapshot and lines, for the access export (not the payment key: a credential). */
export async function selectCustomerOrdersForExport(db: Db, userId: number) {
  const rows = await db
    .select(exportColumns)
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const lines = rows.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          name: orderItems.itemNameHistoric,
          count: orderItems.count,
          sum: orderItems.itemSumPriceHistoric,
          isGift: orderItems.isGift,
        })
        .from(orderItems)
        .where(
          inArray(
            orderItems.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderItems.id))
    : [];
  return rows.map((row) => ({ ...row, items: lines.filter((line) => line.orderId === row.id) }));
}

/** Whether the e-mail or the account has an order that was paid (refunded since or not): no new customer for a guest code (issue 22). */
export async function hasPaidOrder(
  db: Db,
  customer: { email: string; userId: number | null },
  /** The one being placed, which does not count. */
  excluding?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        customer.userId === null
          ? eq(orders.email, customer.email)
          : or(eq(orders.email, customer.email), eq(orders.userId, customer.userId)),
        inArray(orders.paymentStatusId, [PaymentStatusId.paid, PaymentStatusId.refunded]),
        excluding === undefined ? undefined : ne(orders.id, excluding),
      ),
    )
    .limit(1);
  return row !== undefined;
}

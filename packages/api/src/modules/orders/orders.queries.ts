import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { orderItems, orders } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderValues = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber'>;
export type OrderItemValues = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/** The next order id, taken before the insert so that the human number can be written with it. */
export async function nextOrderId(db: Db): Promise<number> {
  const [row] = await queryRows<{ id: number | string }>(
    db,
    sql`select nextval(pg_get_serial_sequence('orders', 'id')) as id`,
  );
  return Number(row?.id);
}

export async function insertOrder(db: Db, id: number, orderNumber: string, values: OrderValues) {
  const [row] = await db
    .insert(orders)
    .values({ ...values, id, orderNumber })
    .returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

export async function insertOrderItems(db: Db, orderId: number, items: OrderItemValues[]): Promise<OrderItemRow[]> {
  if (!items.length) return [];
  return db
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, orderId })))
    .returning();
}

export async function selectOrderItems(db: Db, orderIds: number[]) {
  if (!orderIds.length) return [];
  return db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.orderId), asc(orderItems.isGift), asc(orderItems.id));
}

/** A user's orders, newest first, and how many there are. */
export async function selectUserOrders(db: Db, userId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One order, only if it is the user's: another user's id reads as missing. */
export async function selectUserOrder(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)));
  return row;
}

export async function selectOrderByPaymentKey(db: Db, paymentKey: string) {
  const [row] = await db.select().from(orders).where(eq(orders.paymentKey, paymentKey));
  return row;
}

/** Locks the order for a status change (payment results and repayments queue up on it). */
export async function lockOrder(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function updateOrder(
  db: Db,
  id: number,
  values: Partial<Pick<OrderRow, 'paymentStatusId' | 'payedDate'>>,
) {
  await db
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.id, id));
}

/** The activation of a guest's account takes over the guest orders placed with its e-mail. */
export async function claimOrders(db: Db, userId: number, email: string) {
  await db
    .update(orders)
    .set({ userId, updatedAt: sql`now()` })
    .where(and(isNull(orders.userId), eq(orders.email, email)));
}

/**
 * Locks the cart being checked out until the order commits: a second checkout of the same cart
 * waits, then finds it emptied. The cart module owns the table; this is only its row lock.
 */
export async function lockCart(db: Db, cartId: number) {
  await db.execute(sql`select id from carts where id = ${cartId} for update`);
}

/** Status 2 or 5 back to pending for a new payment; undefined when another request was first. */
export async function reopenOrder(db: Db, id: number) {
  const [row] = await db
    .update(orders)
    .set({ paymentStatusId: 1, updatedAt: sql`now()` })
    .where(and(eq(orders.id, id), inArray(orders.paymentStatusId, [2, 5])))
    .returning();
  return row;
}

import { and, asc, count, desc, eq, getTableColumns, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { type Db, placeholderRow, prebuilt, queryRows, rowValues } from '../../db/client';
import { type MailRow, mailPlaceholdersAlongside, mailValuesAlongside } from '../../lib/mail';
import { clearCartStatements } from '../cart/cart.service';
import type { PaymentSwitch } from '../purchases/purchases.service';
import { orderItems, orders } from './orders.schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderValues = Omit<typeof orders.$inferInsert, 'id' | 'orderNumber'>;
export type OrderItemValues = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/** The next order id as an expression (placing takes it in the statement that locks the cart). */
export const nextOrderIdSql = sql<string>`nextval(pg_get_serial_sequence('orders', 'id'))`;

/** The next order id, taken before the insert so that the human number can be written with it. */
export async function nextOrderId(db: Db): Promise<number> {
  const [row] = await queryRows<{ id: number | string }>(db, sql`select ${nextOrderIdSql} as id`);
  return Number(row?.id);
}

/**
 * Writes an order and, in the same statement (data-modifying `with`s, one round trip), the outbox
 * rows of `mails`. Built once per shape of the rows (`prebuilt`): a checkout writes the same
 * columns every time, and building this statement cost a tenth of a placing's CPU.
 */
export async function insertOrder(
  db: Db,
  id: number,
  orderNumber: string,
  values: OrderValues,
  mails: readonly MailRow[] = [],
): Promise<OrderRow> {
  const order = rowValues(orders, 'order.', { ...values, id, orderNumber });
  const queued = mailValuesAlongside(mails, 'mail');
  const [row] = await orderInsertStatement(db, [order.shape, ...queued.shapes], { ...order.values, ...queued.values });
  if (!row) throw new Error('order insert returned no row');
  return row;
}

const orderInsertStatement = prebuilt<OrderRow, [order: string, ...mails: string[]]>(
  'order_insert',
  (db, order, ...mails) =>
    db
      .with(...mailPlaceholdersAlongside(db, mails, 'mail'))
      .insert(orders)
      .values(placeholderRow(orders, order, 'order.'))
      .returning(),
  getTableColumns(orders),
);

/** Items per statement: each count is a statement of its own (`prebuilt`), so the counts are few. */
const ITEMS_PER_STATEMENT = 16;

/**
 * Writes an order's items and, in the same statement, empties cart `clearCartId` when given
 * (`clearCartStatements`). Built once per shape of the items (their count, and each one's
 * columns); a longer order writes them 16 at a time.
 */
export async function insertOrderItems(
  db: Db,
  orderId: number,
  items: OrderItemValues[],
  clearCartId?: number,
): Promise<OrderItemRow[]> {
  const written: OrderItemRow[] = [];
  for (let start = 0; start < items.length; start += ITEMS_PER_STATEMENT) {
    const rows = items
      .slice(start, start + ITEMS_PER_STATEMENT)
      .map((item, index) => rowValues(orderItems, `item${index}.`, { ...item, orderId }));
    const clearCart = start === 0 && clearCartId !== undefined;
    written.push(
      ...(await orderItemsStatement(
        db,
        [clearCart, ...rows.map((row) => row.shape)],
        Object.assign({ cartId: clearCartId }, ...rows.map((row) => row.values)),
      )),
    );
  }
  return written;
}

const orderItemsStatement = prebuilt<OrderItemRow, [clearCart: boolean, ...items: string[]]>(
  'order_items_insert',
  (db, clearCart, ...items) =>
    db
      .with(...(clearCart ? clearCartStatements(db, sql.placeholder('cartId')) : []))
      .insert(orderItems)
      .values(items.map((item, index) => placeholderRow(orderItems, item, `item${index}.`)))
      .returning(),
  getTableColumns(orderItems),
);

/**
 * The items of the given orders, by order, lines before gifts. Every order read takes them (the
 * account's list, one order, the back office), so the statement is built once (`prebuilt`).
 */
export async function selectOrderItems(db: Db, orderIds: number[]): Promise<OrderItemRow[]> {
  if (!orderIds.length) return [];
  return orderItemsOfStatement(db, [], { orderIds });
}

const orderItemsOfStatement = prebuilt<OrderItemRow>(
  'order_items_of',
  (db) =>
    db
      .select()
      .from(orderItems)
      // One array parameter, not one per id: the same text for any number of orders.
      .where(sql`${orderItems.orderId} = any(${sql.placeholder('orderIds')}::int[])`)
      .orderBy(asc(orderItems.orderId), asc(orderItems.isGift), asc(orderItems.id)),
  getTableColumns(orderItems),
);

/**
 * A user's orders, newest first, and how many there are: the account's order history, read on
 * each of its pages, by statements built once (`prebuilt`; building them cost more CPU than
 * running them).
 */
export async function selectUserOrders(db: Db, userId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    userOrdersStatement(db, [], { userId, limit, offset }),
    userOrderCountStatement(db, [], { userId }),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

const userOrdersStatement = prebuilt<OrderRow>(
  'user_orders',
  (db) =>
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, sql.placeholder('userId')))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  getTableColumns(orders),
);

const userOrderCountStatement = prebuilt<{ n: number }>(
  'user_order_count',
  (db) =>
    db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.userId, sql.placeholder('userId'))),
  { n: count() },
);

/** The back office's filters of the order list (`listOrdersForStaff`). */
export interface StaffOrderFilter {
  /** Lower-cased text found in the number, the e-mail, the name or the phone. */
  text?: string;
  paymentStatusId?: number;
  paymentMethodId?: number;
  deliveryMethodId?: number;
  fulfilmentStatus?: string;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

/**
 * The text the back office's search looks in: the number, the e-mail, the name in either order
 * and the phone's digits, lower-cased. Migration 0019 indexes exactly this expression with
 * trigrams, so a part of any of them is found without reading every order.
 */
const orderSearchText = sql`(lower(${orders.orderNumber} || ' ' || ${orders.email} || ' ' || ${orders.lastName} || ' ' || ${orders.firstName} || ' ' || ${orders.firstName} || ' ' || ${orders.lastName}) || ' ' || regexp_replace(${orders.phoneNumber}, '[^0-9+]', '', 'g'))`;

function staffOrderConditions(filter: StaffOrderFilter): SQL | undefined {
  const like = filter.text ? `%${filter.text.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  return and(
    like
      ? or(
          sql`${orderSearchText} like ${like}`,
          // A phone number is typed with spaces, dashes or brackets; it is kept as its digits.
          sql`${orderSearchText} like ${like.replace(/[\s()-]/g, '')}`,
        )
      : undefined,
    filter.paymentStatusId ? eq(orders.paymentStatusId, filter.paymentStatusId) : undefined,
    filter.paymentMethodId ? eq(orders.paymentMethodId, filter.paymentMethodId) : undefined,
    filter.deliveryMethodId ? eq(orders.deliveryMethodId, filter.deliveryMethodId) : undefined,
    filter.fulfilmentStatus ? eq(orders.fulfilmentStatus, filter.fulfilmentStatus) : undefined,
    filter.from ? gte(orders.createdAt, filter.from) : undefined,
    filter.to ? lt(orders.createdAt, filter.to) : undefined,
  );
}

/** Orders counted at most this far for the back office's pager (the bench: the full count made a page 2.8x slower at 100,000). */
export const STAFF_ORDER_COUNT_CAP = 10_000;

/**
 * A page of every order matching `filter`, newest first, and how many match (unless `count` is
 * false): exactly below the cap, else at least the cap (`atLeast`).
 */
export async function selectStaffOrders(
  db: Db,
  filter: StaffOrderFilter,
  limit: number,
  offset: number,
  { count: counted = true, cap: countCap = STAFF_ORDER_COUNT_CAP } = {},
) {
  const where = staffOrderConditions(filter);
  // Counting every one of 100,000 orders on each page costs more than the page: the count stops
  // at `countCap` (a whole page past this one at least), and says when it stopped there.
  const cap = Math.max(countCap, offset + limit * 2);
  const capped = db.select({ one: sql`1` }).from(orders).where(where).limit(cap).as('capped');
  const [rows, [total]] = await Promise.all([
    db.select().from(orders).where(where).orderBy(desc(orders.createdAt), desc(orders.id)).limit(limit).offset(offset),
    counted ? db.select({ n: count() }).from(capped) : Promise.resolve([{ n: 0 }]),
  ]);
  const n = Number(total?.n ?? 0);
  return { rows, total: n, atLeast: counted && n >= cap };
}

/** Any order by its id (the back office). */
export async function selectOrder(db: Db, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
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
  // Paid: no deadline is left to remind of or to cancel at.
  const paid = values.paymentStatusId === 3 ? { paymentDeadline: null } : {};
  await db
    .update(orders)
    .set({ ...values, ...paid, updatedAt: sql`now()` })
    .where(eq(orders.id, id));
}

/** A step of the order lifecycle (decision 14): the statuses, the money and what the step records. */
export async function updateOrderLifecycle(
  db: Db,
  id: number,
  values: Partial<
    Pick<
      OrderRow,
      | 'fulfilmentStatus'
      | 'paymentStatusId'
      | 'payedDate'
      | 'paymentDeadline'
      | 'refundedAmount'
      | 'parcelNumber'
      | 'shippedAt'
      | 'handedOverAt'
      | 'cancelReason'
      | 'cancelledAt'
    >
  >,
) {
  await db
    .update(orders)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(orders.id, id));
}

/** Another way to pay: the new method, its fee, totals and deadline (`switchPaymentMethod`). */
export async function writeOrderPayment(db: Db, id: number, values: PaymentSwitch) {
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

/** The orders of an account become guest orders of their e-mail again (an unverified account taken over). */
export async function releaseOrders(db: Db, userId: number) {
  await db.update(orders).set({ userId: null, updatedAt: sql`now()` }).where(eq(orders.userId, userId));
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

/** Card orders due a pay-again mail (`due`: the purchases' rule over this table), oldest first, locked SKIP LOCKED. */
export function lockOrdersDueForPayLink(db: Db, due: (table: typeof orders) => SQL | undefined, limit: number) {
  return db
    .select({
      id: orders.id,
      userId: orders.userId,
      paymentKey: orders.paymentKey,
      paymentStatusId: orders.paymentStatusId,
      email: orders.email,
      firstName: orders.firstName,
      localeId: orders.localeId,
      total: orders.historicTotalGross,
      number: orders.orderNumber,
    })
    .from(orders)
    .where(due(orders))
    .orderBy(asc(orders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markOrderPayLinkSent(db: Db, id: number, paymentStatusId: number) {
  await db
    .update(orders)
    .set({ paymentLinkSentAt: sql`now()`, paymentStatusId, updatedAt: sql`now()` })
    .where(eq(orders.id, id));
}

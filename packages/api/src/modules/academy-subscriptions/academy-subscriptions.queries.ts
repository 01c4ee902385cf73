import { and, asc, count, desc, eq, inArray, isNull, ne, type SQL, sql, type WithSubquery } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import type { PaymentSwitch } from '../purchases/purchases.service';
import {
  academySubscriptionItemParticipants,
  academySubscriptionItems,
  academySubscriptions,
} from './academy-subscriptions.schema';

export type SubscriptionRow = typeof academySubscriptions.$inferSelect;
export type SubscriptionItemRow = typeof academySubscriptionItems.$inferSelect;
export type ParticipantRow = typeof academySubscriptionItemParticipants.$inferSelect;
export type SubscriptionValues = Omit<typeof academySubscriptions.$inferInsert, 'id' | 'subscriptionId'>;
export type SubscriptionItemValues = Omit<typeof academySubscriptionItems.$inferInsert, 'id' | 'academySubscriptionId'>;
export type ParticipantValues = Omit<
  typeof academySubscriptionItemParticipants.$inferInsert,
  'id' | 'academySubscriptionItemId' | 'createdAt' | 'updatedAt'
>;

/** The next enrolment id as an expression (placing takes it in the statement that locks the cart). */
export const nextSubscriptionIdSql = sql<string>`nextval(pg_get_serial_sequence('academy_subscriptions', 'id'))`;

export async function nextSubscriptionId(db: Db): Promise<number> {
  const [row] = await queryRows<{ id: number | string }>(db, sql`select ${nextSubscriptionIdSql} as id`);
  return Number(row?.id);
}

/** `alongside`: data-modifying statements (a queued mail) run with the insert, in its round trip. */
export async function insertSubscription(
  db: Db,
  id: number,
  subscriptionId: string,
  values: SubscriptionValues,
  alongside: WithSubquery[] = [],
) {
  const [row] = await db
    .with(...alongside)
    .insert(academySubscriptions)
    .values({ ...values, id, subscriptionId })
    .returning();
  if (!row) throw new Error('academy subscription insert returned no row');
  return row;
}

/**
 * `alongside`: data-modifying statements (emptying the cart) run with the insert, in its round trip.
 * Answers the rows in the order of `items`.
 */
export async function insertSubscriptionItems(
  db: Db,
  subscriptionId: number,
  items: SubscriptionItemValues[],
  alongside: WithSubquery[] = [],
): Promise<SubscriptionItemRow[]> {
  if (!items.length) return [];
  const rows = await db
    .with(...alongside)
    .insert(academySubscriptionItems)
    .values(items.map((item) => ({ ...item, academySubscriptionId: subscriptionId })))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

export async function selectSubscriptionItems(db: Db, subscriptionIds: number[]) {
  if (!subscriptionIds.length) return [];
  return db
    .select()
    .from(academySubscriptionItems)
    .where(inArray(academySubscriptionItems.academySubscriptionId, subscriptionIds))
    .orderBy(asc(academySubscriptionItems.academySubscriptionId), asc(academySubscriptionItems.id));
}

export async function selectParticipants(db: Db, itemIds: number[]) {
  if (!itemIds.length) return [];
  return db
    .select()
    .from(academySubscriptionItemParticipants)
    .where(inArray(academySubscriptionItemParticipants.academySubscriptionItemId, itemIds))
    .orderBy(asc(academySubscriptionItemParticipants.id));
}

export async function selectUserSubscriptions(db: Db, userId: number, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(academySubscriptions)
      .where(eq(academySubscriptions.userId, userId))
      .orderBy(desc(academySubscriptions.createdAt), desc(academySubscriptions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(academySubscriptions).where(eq(academySubscriptions.userId, userId)),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function selectUserSubscription(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(academySubscriptions)
    .where(and(eq(academySubscriptions.id, id), eq(academySubscriptions.userId, userId)));
  return row;
}

export async function selectSubscriptionByPaymentKey(db: Db, paymentKey: string) {
  const [row] = await db.select().from(academySubscriptions).where(eq(academySubscriptions.paymentKey, paymentKey));
  return row;
}

export async function lockSubscription(db: Db, id: number) {
  const [row] = await db.select().from(academySubscriptions).where(eq(academySubscriptions.id, id)).for('update');
  return row;
}

export async function updateSubscription(
  db: Db,
  id: number,
  values: Partial<
    Pick<
      SubscriptionRow,
      | 'paymentStatusId'
      | 'payedDate'
      | 'status'
      | 'seatsHoldUntil'
      | 'seatsReleasedAt'
      | 'paymentDeadline'
      | 'refundedAmount'
      | 'cancelReason'
      | 'cancelledAt'
    >
  >,
) {
  // Paid: no deadline is left to remind of or to cancel at.
  const paid = values.paymentStatusId === 3 ? { paymentDeadline: null } : {};
  await db
    .update(academySubscriptions)
    .set({ ...values, ...paid, updatedAt: sql`now()` })
    .where(eq(academySubscriptions.id, id));
}

export async function claimSubscriptions(db: Db, userId: number, email: string) {
  await db
    .update(academySubscriptions)
    .set({ userId, updatedAt: sql`now()` })
    .where(and(isNull(academySubscriptions.userId), eq(academySubscriptions.email, email)));
}

/** The enrolments of an account become guest enrolments of their e-mail again (an unverified account taken over). */
export async function releaseSubscriptions(db: Db, userId: number) {
  await db
    .update(academySubscriptions)
    .set({ userId: null, updatedAt: sql`now()` })
    .where(eq(academySubscriptions.userId, userId));
}

/** The user's enrolled items (paid or pending, not cancelled), soonest date first. */
export async function selectUserEnrolledItems(db: Db, userId: number, limit: number, offset: number) {
  const where = and(
    eq(academySubscriptions.userId, userId),
    ne(academySubscriptions.status, 'cancelled'),
    inArray(academySubscriptions.paymentStatusId, [1, 3]),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ item: academySubscriptionItems, subscription: academySubscriptions })
      .from(academySubscriptionItems)
      .innerJoin(academySubscriptions, eq(academySubscriptions.id, academySubscriptionItems.academySubscriptionId))
      .where(where)
      .orderBy(asc(academySubscriptionItems.historicStartAt), asc(academySubscriptionItems.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(academySubscriptionItems)
      .innerJoin(academySubscriptions, eq(academySubscriptions.id, academySubscriptionItems.academySubscriptionId))
      .where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** An enrolment item with its enrolment, only if the enrolment is the user's. */
export async function selectOwnItem(db: Db, userId: number, itemId: number) {
  const [row] = await db
    .select({ item: academySubscriptionItems, subscription: academySubscriptions })
    .from(academySubscriptionItems)
    .innerJoin(academySubscriptions, eq(academySubscriptions.id, academySubscriptionItems.academySubscriptionId))
    .where(and(eq(academySubscriptionItems.id, itemId), eq(academySubscriptions.userId, userId)));
  return row;
}

/** Locks the item's row: participants of one item are added one at a time, so the count holds. */
export async function lockItem(db: Db, itemId: number) {
  await db
    .select({ id: academySubscriptionItems.id })
    .from(academySubscriptionItems)
    .where(eq(academySubscriptionItems.id, itemId))
    .for('update');
}

export async function countParticipants(db: Db, itemId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(academySubscriptionItemParticipants)
    .where(eq(academySubscriptionItemParticipants.academySubscriptionItemId, itemId));
  return Number(row?.n ?? 0);
}

export async function insertParticipant(db: Db, itemId: number, values: ParticipantValues) {
  const [row] = await db
    .insert(academySubscriptionItemParticipants)
    .values({ ...values, academySubscriptionItemId: itemId })
    .returning();
  if (!row) throw new Error('participant insert returned no row');
  return row;
}

/** Participants named while enrolling, each on its item (in the placing transaction). */
export async function insertParticipants(db: Db, rows: (ParticipantValues & { academySubscriptionItemId: number })[]) {
  if (rows.length) await db.insert(academySubscriptionItemParticipants).values(rows);
}

/** An enrolment item, only if it belongs to the enrolment of the payment key. */
export async function selectItemOfPaymentKey(db: Db, paymentKey: string, itemId: number) {
  const [row] = await db
    .select({ item: academySubscriptionItems, subscription: academySubscriptions })
    .from(academySubscriptionItems)
    .innerJoin(academySubscriptions, eq(academySubscriptions.id, academySubscriptionItems.academySubscriptionId))
    .where(and(eq(academySubscriptionItems.id, itemId), eq(academySubscriptions.paymentKey, paymentKey)));
  return row;
}

/** A participant, only if the enrolment it belongs to is the user's. */
export async function selectOwnParticipant(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ participant: academySubscriptionItemParticipants })
    .from(academySubscriptionItemParticipants)
    .innerJoin(
      academySubscriptionItems,
      eq(academySubscriptionItems.id, academySubscriptionItemParticipants.academySubscriptionItemId),
    )
    .innerJoin(academySubscriptions, eq(academySubscriptions.id, academySubscriptionItems.academySubscriptionId))
    .where(and(eq(academySubscriptionItemParticipants.id, id), eq(academySubscriptions.userId, userId)));
  return row?.participant;
}

export async function updateParticipant(db: Db, id: number, values: ParticipantValues) {
  const [row] = await db
    .update(academySubscriptionItemParticipants)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(academySubscriptionItemParticipants.id, id))
    .returning();
  return row;
}

/** Card enrolments due a pay-again mail (`due`: the purchases' rule over this table), oldest first, locked SKIP LOCKED. */
export function lockSubscriptionsDueForPayLink(
  db: Db,
  due: (table: typeof academySubscriptions) => SQL | undefined,
  limit: number,
) {
  return db
    .select({
      id: academySubscriptions.id,
      userId: academySubscriptions.userId,
      paymentKey: academySubscriptions.paymentKey,
      paymentStatusId: academySubscriptions.paymentStatusId,
      email: academySubscriptions.email,
      firstName: academySubscriptions.firstName,
      localeId: academySubscriptions.localeId,
      total: academySubscriptions.historicTotalGross,
      number: academySubscriptions.subscriptionId,
    })
    .from(academySubscriptions)
    .where(due(academySubscriptions))
    .orderBy(asc(academySubscriptions.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markSubscriptionPayLinkSent(db: Db, id: number, paymentStatusId: number) {
  await db
    .update(academySubscriptions)
    .set({ paymentLinkSentAt: sql`now()`, paymentStatusId, updatedAt: sql`now()` })
    .where(eq(academySubscriptions.id, id));
}

/**
 * Another way to pay (`switchPaymentMethod`): the new method, fee, totals and deadline; pending
 * again, its seats held (taken again by the caller when released) until the new deadline.
 */
export async function writeSubscriptionPayment(db: Db, id: number, values: PaymentSwitch) {
  await db
    .update(academySubscriptions)
    .set({ ...values, status: 'pending', seatsHoldUntil: null, seatsReleasedAt: null, updatedAt: sql`now()` })
    .where(eq(academySubscriptions.id, id));
}

import { and, asc, count, desc, eq, gte, inArray, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SubscriptionItemRow } from './academy-subscriptions.queries';
import {
  academySubscriptionItemParticipants,
  academySubscriptionItems,
  academySubscriptions,
} from './academy-subscriptions.schema';

/*
 * The back office's reads and writes of enrolments (issue 20): per date seats, enrolments and
 * participants; the staff list's search; a participant's item changing date.
 */

const notCancelled = ne(academySubscriptions.status, 'cancelled');
const holding = and(notCancelled, isNull(academySubscriptions.seatsReleasedAt));

export interface DateSeatStats {
  /** Seats of enrolments that hold them (paid, or unpaid within the window). */
  seatsHolding: number;
  seatsPaid: number;
  enrolments: number;
}

/** Per date: the seats its enrolments hold and have paid, and how many enrolments are not cancelled. */
export async function selectDateSeatStats(db: Db, dateIds: number[]): Promise<Map<number, DateSeatStats>> {
  if (!dateIds.length) return new Map();
  const rows = await db
    .select({
      dateId: academySubscriptionItems.trainingDateId,
      seatsHolding: sql<number>`coalesce(sum(${academySubscriptionItems.count}) filter (where ${holding}), 0)::int`,
      seatsPaid: sql<number>`coalesce(sum(${academySubscriptionItems.count})
        filter (where ${holding} and ${academySubscriptions.paymentStatusId} = 3), 0)::int`,
      enrolments: sql<number>`count(distinct ${academySubscriptions.id}) filter (where ${notCancelled})::int`,
    })
    .from(academySubscriptionItems)
    .innerJoin(academySubscriptions, eq(academySubscriptions.id, academySubscriptionItems.academySubscriptionId))
    .where(inArray(academySubscriptionItems.trainingDateId, dateIds))
    .groupBy(academySubscriptionItems.trainingDateId);
  return new Map(
    rows.map((row) => [
      row.dateId,
      { seatsHolding: Number(row.seatsHolding), seatsPaid: Number(row.seatsPaid), enrolments: Number(row.enrolments) },
    ]),
  );
}

/** The enrolments with seats on a date, oldest first, with their seats and named participants there. */
export async function selectDateEnrolments(db: Db, dateId: number) {
  const rows = await db
    .select({
      subscription: academySubscriptions,
      seats: sql<number>`sum(${academySubscriptionItems.count})::int`,
      /** The training's name as the buyer bought it (the item's snapshot). */
      training: sql<string>`min(${academySubscriptionItems.itemNameHistoric})`,
      named: sql<number>`(select count(*) from ${academySubscriptionItemParticipants} p
        join ${academySubscriptionItems} i on i.id = p.academy_subscription_item_id
        where i.academy_subscription_id = ${academySubscriptions.id} and i.training_date_id = ${dateId})::int`,
    })
    .from(academySubscriptionItems)
    .innerJoin(academySubscriptions, eq(academySubscriptions.id, academySubscriptionItems.academySubscriptionId))
    .where(eq(academySubscriptionItems.trainingDateId, dateId))
    .groupBy(academySubscriptions.id)
    .orderBy(asc(academySubscriptions.createdAt), asc(academySubscriptions.id));
  return rows.map((row) => ({ ...row, seats: Number(row.seats), named: Number(row.named) }));
}

/** The participants named for a date, by enrolment, with their enrolment's number and state. */
export async function selectDateParticipants(db: Db, dateId: number) {
  return db
    .select({
      participant: academySubscriptionItemParticipants,
      subscriptionId: academySubscriptions.id,
      number: academySubscriptions.subscriptionId,
      status: academySubscriptions.status,
      paymentStatusId: academySubscriptions.paymentStatusId,
      localeId: academySubscriptions.localeId,
    })
    .from(academySubscriptionItemParticipants)
    .innerJoin(
      academySubscriptionItems,
      eq(academySubscriptionItems.id, academySubscriptionItemParticipants.academySubscriptionItemId),
    )
    .innerJoin(academySubscriptions, eq(academySubscriptions.id, academySubscriptionItems.academySubscriptionId))
    .where(eq(academySubscriptionItems.trainingDateId, dateId))
    .orderBy(
      asc(academySubscriptions.createdAt),
      asc(academySubscriptions.id),
      asc(academySubscriptionItemParticipants.id),
    );
}

/** The back office's filters of the enrolment list. */
export interface StaffSubscriptionFilter {
  /** Lower-cased text found in the number, the e-mail, the name or the phone. */
  text?: string;
  paymentStatusId?: number;
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

function staffConditions(filter: StaffSubscriptionFilter): SQL | undefined {
  const like = filter.text ? `%${filter.text.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const s = academySubscriptions;
  return and(
    like
      ? or(
          sql`lower(${s.subscriptionId}) like ${like}`,
          sql`lower(${s.email}) like ${like}`,
          sql`lower(${s.lastName} || ' ' || ${s.firstName}) like ${like}`,
          sql`lower(${s.firstName} || ' ' || ${s.lastName}) like ${like}`,
          sql`regexp_replace(${s.phoneNumber}, '[^0-9+]', '', 'g') like ${like.replace(/[\s()-]/g, '')}`,
        )
      : undefined,
    filter.paymentStatusId ? eq(s.paymentStatusId, filter.paymentStatusId) : undefined,
    filter.from ? gte(s.createdAt, filter.from) : undefined,
    filter.to ? lt(s.createdAt, filter.to) : undefined,
  );
}

/** A page of every enrolment matching `filter`, newest first, with its seats, and the count of all. */
export async function selectStaffSubscriptions(db: Db, filter: StaffSubscriptionFilter, limit: number, offset: number) {
  const where = staffConditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        subscription: academySubscriptions,
        seats: sql<number>`(select coalesce(sum(i.count), 0) from ${academySubscriptionItems} i
          where i.academy_subscription_id = ${academySubscriptions.id})::int`,
      })
      .from(academySubscriptions)
      .where(where)
      .orderBy(desc(academySubscriptions.createdAt), desc(academySubscriptions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(academySubscriptions).where(where),
  ]);
  return { rows: rows.map((row) => ({ ...row, seats: Number(row.seats) })), total: Number(total?.n ?? 0) };
}

/** Any enrolment by its id (the back office). */
export async function selectSubscription(db: Db, id: number) {
  const [row] = await db.select().from(academySubscriptions).where(eq(academySubscriptions.id, id));
  return row;
}

/** A participant of the enrolment with its item, the item locked (its count and participants change together). */
export async function lockParticipantItem(tx: Db, subscriptionId: number, participantId: number) {
  const [row] = await tx
    .select({ participant: academySubscriptionItemParticipants, item: academySubscriptionItems })
    .from(academySubscriptionItemParticipants)
    .innerJoin(
      academySubscriptionItems,
      eq(academySubscriptionItems.id, academySubscriptionItemParticipants.academySubscriptionItemId),
    )
    .where(
      and(
        eq(academySubscriptionItemParticipants.id, participantId),
        eq(academySubscriptionItems.academySubscriptionId, subscriptionId),
      ),
    )
    .for('update', { of: academySubscriptionItems });
  return row;
}

/** An item of the enrolment on `dateId` sold the same way at the same unit price: a moved seat joins it. */
export async function selectMatchingItem(
  tx: Db,
  item: SubscriptionItemRow,
  dateId: number,
): Promise<SubscriptionItemRow | undefined> {
  const [row] = await tx
    .select()
    .from(academySubscriptionItems)
    .where(
      and(
        eq(academySubscriptionItems.academySubscriptionId, item.academySubscriptionId),
        eq(academySubscriptionItems.trainingDateId, dateId),
        eq(academySubscriptionItems.locationTypeId, item.locationTypeId),
        eq(academySubscriptionItems.itemPriceHistoric, item.itemPriceHistoric),
        eq(academySubscriptionItems.itemVatRateHistoric, item.itemVatRateHistoric),
      ),
    )
    .for('update');
  return row;
}

/** An item's date and its snapshot of the date (a whole item moves). */
export async function moveItem(tx: Db, itemId: number, date: { id: number; startAt: Date; venue: string | null }) {
  await tx
    .update(academySubscriptionItems)
    .set({ trainingDateId: date.id, historicStartAt: date.startAt, historicVenue: date.venue })
    .where(eq(academySubscriptionItems.id, itemId));
}

/** An item's seats and sums (a seat leaves it or joins it). */
export async function resizeItem(
  tx: Db,
  itemId: number,
  sums: { count: number; sum: number; net: number; vat: number },
) {
  await tx
    .update(academySubscriptionItems)
    .set({
      count: sums.count,
      itemSumPriceHistoric: sums.sum,
      itemNetHistoric: sums.net,
      itemVatHistoric: sums.vat,
    })
    .where(eq(academySubscriptionItems.id, itemId));
}

export async function setParticipantItem(tx: Db, participantId: number, itemId: number) {
  await tx
    .update(academySubscriptionItemParticipants)
    .set({ academySubscriptionItemId: itemId, updatedAt: sql`now()` })
    .where(eq(academySubscriptionItemParticipants.id, participantId));
}

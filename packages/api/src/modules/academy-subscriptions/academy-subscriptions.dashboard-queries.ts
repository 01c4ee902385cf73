import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { awaitingTransfer, countByPaymentStatus, purchaseQueue, takingsByDay } from '../../db/purchase-figures';
import { academySubscriptionItems, academySubscriptions } from './academy-subscriptions.schema';

/* The academy's figures for the back office's dashboard (issue 20). */

/** The academy's takings per Budapest day of the last 30 days (db/purchase-figures.ts). */
export const enrolmentTakingsByDay = (db: Db, now: Date) => takingsByDay(db, academySubscriptions, now);

export const countEnrolmentsByPaymentStatus = (db: Db) => countByPaymentStatus(db, academySubscriptions);

/** Bank-transfer enrolments whose money has not arrived and that are not cancelled, oldest first. */
export const enrolmentsAwaitingTransfer = (db: Db, limit: number) =>
  purchaseQueue(
    db,
    academySubscriptions,
    academySubscriptions.subscriptionId,
    and(awaitingTransfer(academySubscriptions), ne(academySubscriptions.status, 'cancelled')),
    limit,
  );

/**
 * Seats enrolments hold on the given dates: of enrolments not cancelled whose seats were not
 * given back (paid, or unpaid within the payment window: DESIGN §5 "seats"). Online dates keep
 * no `seats_held`, so this is how many attend them.
 */
export async function enrolledSeatsByDate(db: Db, trainingDateIds: number[]): Promise<Map<number, number>> {
  if (trainingDateIds.length === 0) return new Map();
  const rows = await db
    .select({
      trainingDateId: academySubscriptionItems.trainingDateId,
      seats: sql<number | string>`sum(${academySubscriptionItems.count})`,
    })
    .from(academySubscriptionItems)
    .innerJoin(academySubscriptions, eq(academySubscriptions.id, academySubscriptionItems.academySubscriptionId))
    .where(
      and(
        inArray(academySubscriptionItems.trainingDateId, trainingDateIds),
        ne(academySubscriptions.status, 'cancelled'),
        isNull(academySubscriptions.seatsReleasedAt),
      ),
    )
    .groupBy(academySubscriptionItems.trainingDateId);
  return new Map(rows.map((row) => [row.trainingDateId, Number(row.seats)]));
}

import { asc, desc, eq, getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { academySubscriptionItems, academySubscriptions } from './academy-subscriptions.schema';

/*
 * A customer's enrolments as the back office's customer screen and the GDPR export read them
 * (issue 20). The users module calls these; the enrolment tables stay this module's.
 */

/** The customer's enrolments, newest first: number, date, total, payment state and status. */
export function selectCustomerEnrolments(db: Db, userId: number) {
  return db
    .select({
      id: academySubscriptions.id,
      number: academySubscriptions.subscriptionId,
      createdAt: academySubscriptions.createdAt,
      total: academySubscriptions.historicTotalGross,
      paymentStatusId: academySubscriptions.paymentStatusId,
      status: academySubscriptions.status,
    })
    .from(academySubscriptions)
    .where(eq(academySubscriptions.userId, userId))
    .orderBy(desc(academySubscriptions.createdAt), desc(academySubscriptions.id));
}

const { paymentKey: _secret, ...exportColumns } = getTableColumns(academySubscriptions);

/** Every enrolment of the customer with its snapshot and lines, for the access export (not the payment key). */
export async function selectCustomerEnrolmentsForExport(db: Db, userId: number) {
  const rows = await db
    .select(exportColumns)
    .from(academySubscriptions)
    .where(eq(academySubscriptions.userId, userId))
    .orderBy(asc(academySubscriptions.createdAt), asc(academySubscriptions.id));
  const lines = rows.length
    ? await db
        .select({
          academySubscriptionId: academySubscriptionItems.academySubscriptionId,
          name: academySubscriptionItems.itemNameHistoric,
          startAt: academySubscriptionItems.historicStartAt,
          count: academySubscriptionItems.count,
          sum: academySubscriptionItems.itemSumPriceHistoric,
        })
        .from(academySubscriptionItems)
        .where(
          inArray(
            academySubscriptionItems.academySubscriptionId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(academySubscriptionItems.id))
    : [];
  return rows.map((row) => ({ ...row, items: lines.filter((line) => line.academySubscriptionId === row.id) }));
}

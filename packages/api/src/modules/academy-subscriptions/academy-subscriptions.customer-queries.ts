import { PaymentStatusId } from '@vag/domain';
import { and, asc, desc, eq, getTableColumns, inArray, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { academySubscriptionItems, academySubscriptions } from './academy-subscriptions.schema';

/*
 * A customer's enrolments as the back office's customer screen and the GDPR export read them
 * (issue 20), and whether one bought before (guest codes, issue 22). The users and referrals modules
 * call these; the enrolment tables stay this module's.
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

/** Whether the e-mail or the account has an enrolment that was paid (refunded since or not): no new customer for a guest code (issue 22). */
export async function hasPaidEnrolment(
  db: Db,
  customer: { email: string; userId: number | null },
  /** The one being placed, which does not count. */
  excluding?: number,
): Promise<boolean> {
  const [row] = await db
    .select({ id: academySubscriptions.id })
    .from(academySubscriptions)
    .where(
      and(
        customer.userId === null
          ? eq(academySubscriptions.email, customer.email)
          : or(eq(academySubscriptions.email, customer.email), eq(academySubscriptions.userId, customer.userId)),
        inArray(academySubscriptions.paymentStatusId, [PaymentStatusId.paid, PaymentStatusId.refunded]),
        excluding === undefined ? undefined : ne(academySubscriptions.id, excluding),
      ),
    )
    .limit(1);
  return row !== undefined;
}

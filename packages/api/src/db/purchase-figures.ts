import { DASHBOARD_REVENUE_DAYS, DISPLAY_TIME_ZONE, PaymentMethodId, PaymentStatusId } from '@vag/domain';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { type Db, queryRows } from './client';

/*
 * Figures of a purchase table (orders, academy subscriptions: db/purchase-columns.ts) for the back
 * office's dashboard. Each module calls them with its own table, so a module still reads only its
 * own rows (DESIGN §2) and the two kinds of purchase are counted by one rule.
 */

type PurchaseColumn =
  | 'id'
  | 'firstName'
  | 'lastName'
  | 'paymentStatusId'
  | 'paymentMethodId'
  | 'payedDate'
  | 'historicTotalGross'
  | 'refundedAmount'
  | 'paymentDeadline'
  | 'createdAt';
export type PurchaseTable = PgTable & Record<PurchaseColumn, AnyPgColumn>;

/** Budapest's calendar, inlined as a constant so that the bounds stay index-friendly expressions. */
const ZONE = sql.raw(`'${DISPLAY_TIME_ZONE}'`);

/**
 * The takings of each Budapest day of the last DASHBOARD_REVENUE_DAYS days up to `now`'s day,
 * oldest first, every day present: gross of the purchases paid that day (by `payed_date`) less
 * what was refunded of them. A purchase paid at 23:30 UTC counts on the next Budapest day.
 */
export async function takingsByDay(db: Db, table: PurchaseTable, now: Date) {
  const today = sql`((${now.toISOString()}::timestamptz at time zone ${ZONE})::date)`;
  const first = sql`(${today} - ${DASHBOARD_REVENUE_DAYS - 1}::int)`;
  const day = sql`(${table.payedDate} at time zone ${ZONE})::date`;
  const rows = await queryRows<{ day: string; amount: number | string }>(
    db,
    sql`with paid as (
        select ${day} as day, sum(${table.historicTotalGross} - ${table.refundedAmount}) as amount
          from ${table}
          where ${table.paymentStatusId} in (${PaymentStatusId.paid}, ${PaymentStatusId.refunded})
            and ${table.payedDate} >= (${first}::timestamp at time zone ${ZONE})
            and ${table.payedDate} < ((${today} + 1)::timestamp at time zone ${ZONE})
          group by 1
      )
      select to_char(d, 'YYYY-MM-DD') as day, coalesce(paid.amount, 0) as amount
        from generate_series(${first}, ${today}, interval '1 day') d
        left join paid on paid.day = d::date
        order by d`,
  );
  return rows.map((row) => ({ day: row.day, amount: Number(row.amount) }));
}

/**
 * A bank transfer that has not arrived. Not narrowed to rows with a payment deadline (which
 * `*_payment_deadline_idx` would find): every transfer placed through checkout gets one, but a
 * pending transfer without one (imported, or the demo's) still waits for its money.
 */
export const awaitingTransfer = (table: PurchaseTable) =>
  and(eq(table.paymentMethodId, PaymentMethodId.bankTransfer), eq(table.paymentStatusId, PaymentStatusId.pending));

/** A purchase waiting for something, as a short list of the dashboard shows it. */
export interface QueuedPurchase {
  id: number;
  number: string;
  firstName: string;
  lastName: string;
  total: number;
  createdAt: Date;
  paymentDeadline: Date | null;
}

/**
 * How many purchases match `where`, and the `limit` oldest of them, in one statement. The waiting
 * purchases are few and the newest (orders to send: orders_open_fulfilment_idx); the materialized
 * CTE keeps the planner from walking `*_created_idx` from the oldest purchase instead, which at
 * 100,000 orders read every row before reaching them (EXPLAIN: 100 ms against 0.4 ms).
 */
export async function purchaseQueue(
  db: Db,
  table: PurchaseTable,
  number: AnyPgColumn,
  where: SQL | undefined,
  limit: number,
): Promise<{ count: number; oldest: QueuedPurchase[] }> {
  const rows = await queryRows<{
    id: number;
    number: string;
    first_name: string;
    last_name: string;
    total: number;
    created_at: string | Date;
    payment_deadline: string | Date | null;
    queued: number | string;
  }>(
    db,
    sql`with queued as materialized (
        select ${table.id} as id, ${number} as number, ${table.firstName} as first_name,
          ${table.lastName} as last_name, ${table.historicTotalGross} as total, ${table.createdAt} as created_at,
          ${table.paymentDeadline} as payment_deadline
          from ${table}
          where ${where ?? sql`true`}
      )
      select *, count(*) over () as queued from queued order by created_at, id limit ${limit}`,
  );
  return {
    count: Number(rows[0]?.queued ?? 0),
    oldest: rows.map((row) => ({
      id: Number(row.id),
      number: row.number,
      firstName: row.first_name,
      lastName: row.last_name,
      total: Number(row.total),
      createdAt: new Date(row.created_at),
      paymentDeadline: row.payment_deadline === null ? null : new Date(row.payment_deadline),
    })),
  };
}

/** How many purchases are in each payment status (1-5) that has any. */
export async function countByPaymentStatus(db: Db, table: PurchaseTable) {
  const rows = await db
    .select({ paymentStatusId: table.paymentStatusId, n: count() })
    .from(table)
    .groupBy(table.paymentStatusId);
  return rows.map((row) => ({ paymentStatusId: Number(row.paymentStatusId), count: Number(row.n) }));
}

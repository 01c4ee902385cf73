import { and, asc, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, recordedPayments, simulatorPayments } from './payments.schema';

export type PaymentRow = typeof payments.$inferSelect;
export type SimulatorPaymentRow = typeof simulatorPayments.$inferSelect;

export async function insertPayment(db: Db, values: typeof payments.$inferInsert): Promise<number> {
  const [row] = await db.insert(payments).values(values).returning({ id: payments.id });
  if (!row) throw new Error('payment insert returned no row');
  return row.id;
}

export async function updatePayment(db: Db, id: number, values: Partial<typeof payments.$inferInsert>) {
  await db
    .update(payments)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(payments.id, id));
}

/** The attempt a provider's payment id belongs to; the provider is known from a stored row only. */
export async function selectPaymentByProviderId(
  db: Db,
  providerPaymentId: string,
  provider?: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.providerPaymentId, providerPaymentId),
        provider === undefined ? undefined : eq(payments.provider, provider),
      ),
    )
    .orderBy(desc(payments.id))
    .limit(1);
  return row;
}

/** Locks the attempt's row until the transaction ends: concurrent appliers queue up here. */
export async function lockPayment(tx: Db, id: number): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

/** Every attempt of one order or enrolment, oldest first. */
export async function selectPayableAttempts(db: Db, payableType: string, payableId: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.payableType, payableType), eq(payments.payableId, payableId)))
    .orderBy(asc(payments.id));
}

/**
 * The reconciler's claim: up to `limit` pending attempts the provider knows, started before
 * `staleBefore`, not asked about lately, locked and marked `last_checked_at` in one statement
 * (SKIP LOCKED: another instance claims others). The pause between two checks of one attempt
 * grows with its age (a quarter of it, at least `minPauseMs`), so old ones are asked rarely.
 */
export async function claimStalePayments(
  db: Db,
  staleBefore: Date,
  minPauseMs: number,
  limit: number,
): Promise<PaymentRow[]> {
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.statusId, 1),
        isNotNull(payments.providerPaymentId),
        lt(payments.createdAt, staleBefore),
        sql`(${payments.lastCheckedAt} is null or ${payments.lastCheckedAt} < now() - greatest(
          ${minPauseMs} * interval '1 millisecond', (now() - ${payments.createdAt}) / 4))`,
      ),
    )
    .orderBy(sql`${payments.lastCheckedAt} asc nulls first`, asc(payments.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db.update(payments).set({ lastCheckedAt: sql`now()` }).where(inArray(payments.id, due)).returning();
}

export async function insertSimulatorPayment(db: Db, values: typeof simulatorPayments.$inferInsert) {
  await db.insert(simulatorPayments).values(values);
}

export async function selectSimulatorPayment(db: Db, id: string): Promise<SimulatorPaymentRow | undefined> {
  const [row] = await db.select().from(simulatorPayments).where(eq(simulatorPayments.id, id));
  return row;
}

/**
 * Moves a simulated payment from `from` to `status` only if it is still in `from`: two clicks
 * (or a click racing the expiry) settle it once. Returns the row when this call moved it.
 */
export async function settleSimulatorPayment(
  db: Db,
  id: string,
  from: string,
  status: string,
): Promise<SimulatorPaymentRow | undefined> {
  const [row] = await db
    .update(simulatorPayments)
    .set({ status, updatedAt: sql`now()` })
    .where(and(eq(simulatorPayments.id, id), eq(simulatorPayments.status, from)))
    .returning();
  return row;
}

/**
 * Gives `amount` of a succeeded simulated payment back, in parts up to its amount; the last part
 * makes it Refunded. Returns the row when it moved (a refund racing another finds it changed).
 */
export async function refundSimulatorPayment(
  db: Db,
  id: string,
  amount: number,
  refundedStatus: string,
): Promise<SimulatorPaymentRow | undefined> {
  const refunded = sql`${simulatorPayments.refundedAmount} + ${amount}`;
  const [row] = await db
    .update(simulatorPayments)
    .set({
      refundedAmount: refunded,
      status: sql`case when ${refunded} = ${simulatorPayments.amount} then ${refundedStatus} else ${simulatorPayments.status} end`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(simulatorPayments.id, id),
        eq(simulatorPayments.status, 'Succeeded'),
        sql`${refunded} <= ${simulatorPayments.amount}`,
      ),
    )
    .returning();
  return row;
}

/** What staff recorded about a payable's money (decision 14), oldest first. */
export async function selectRecordedPayments(db: Db, payableType: string, payableId: number) {
  return db
    .select()
    .from(recordedPayments)
    .where(and(eq(recordedPayments.payableType, payableType), eq(recordedPayments.payableId, payableId)))
    .orderBy(asc(recordedPayments.createdAt), asc(recordedPayments.id));
}

export async function insertRecordedPayment(db: Db, values: typeof recordedPayments.$inferInsert): Promise<number> {
  const [row] = await db.insert(recordedPayments).values(values).returning({ id: recordedPayments.id });
  if (!row) throw new Error('recorded payment not inserted');
  return row.id;
}

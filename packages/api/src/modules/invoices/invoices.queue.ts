import { HostId } from '@vag/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import type { PayableKind } from '../purchases/purchase-lifecycle';
import { invoices } from './invoices.schema';

/** What is queued: the sale's invoice, its reversal, or the correction for one refund of a part. */
export type InvoiceToQueue = { kind: 'invoice' | 'reversal' } | { kind: 'correction'; recordedPaymentId: number };

/**
 * Queues a sale's invoice, its reversal or a correction, in the transaction that pays or refunds
 * the sale. The unique keys (sale, kind; a correction's refund) make a second callback or a second
 * instance a no-op; a reversal or correction is queued only when there is an invoice to change
 * (one queued, issued or even failed: staff fix it). Returns the row's id, or null without one.
 */
export async function queueInvoice(
  tx: Db,
  kind: PayableKind,
  id: number,
  which: InvoiceToQueue,
): Promise<number | null> {
  const ofSale = and(eq(invoices.payableType, kind), eq(invoices.payableId, id));
  const existing = async (condition: SQL | undefined) => {
    const [row] = await tx.select({ id: invoices.id }).from(invoices).where(and(ofSale, condition));
    return row?.id ?? null;
  };
  if (which.kind !== 'invoice' && (await existing(eq(invoices.kind, 'invoice'))) === null) return null;
  const values = { payableType: kind, payableId: id, hostId: kind === 'order' ? HostId.shop : HostId.academy };
  if (which.kind === 'correction') {
    await tx
      .insert(invoices)
      .values({ ...values, kind: 'correction', recordedPaymentId: which.recordedPaymentId })
      .onConflictDoNothing({ target: invoices.recordedPaymentId, where: sql`recorded_payment_id is not null` });
    return existing(eq(invoices.recordedPaymentId, which.recordedPaymentId));
  }
  await tx
    .insert(invoices)
    .values({ ...values, kind: which.kind })
    .onConflictDoNothing({
      target: [invoices.payableType, invoices.payableId, invoices.kind],
      where: sql`kind <> 'correction'`,
    });
  return existing(eq(invoices.kind, which.kind));
}

/**
 * Staff send a failed invoice (the provider refused it) again after fixing its cause: it is due
 * now with a fresh count of attempts, so the worker issues it like a new one. Only a failed row
 * of that sale changes, in one UPDATE, so two clicks retry it once; the refusal stays in
 * `last_error` until the worker issues it (or overwrites it with the next failure). 404 for
 * another sale's invoice, 409 `invoice_not_failed` for one pending or issued.
 */
export async function retryFailedInvoice(
  db: Db,
  staffId: number,
  kind: PayableKind,
  id: number,
  invoiceId: number,
): Promise<void> {
  const ofSale = and(eq(invoices.id, invoiceId), eq(invoices.payableType, kind), eq(invoices.payableId, id));
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [retried] = await tx
      .update(invoices)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
      .where(and(ofSale, eq(invoices.status, 'failed')))
      .returning({ kind: invoices.kind, lastError: invoices.lastError });
    if (!retried) {
      const [row] = await tx.select({ id: invoices.id }).from(invoices).where(ofSale);
      throw row ? new AppError(409, 'invoice_not_failed') : new AppError(404, 'invoice_not_found');
    }
    await recordAudit(tx, {
      staffId,
      action: 'invoice.retry',
      entity: 'invoice',
      entityId: invoiceId,
      site: kind === 'order' ? 'shop' : 'academy',
      before: { status: 'failed', last_error: retried.lastError },
      after: { status: 'pending', kind: retried.kind, sale: { type: kind, id } },
    });
  });
}

/** Rows of a sale's invoices, newest last (for its pages). */
export function invoicesOf(db: Db, kind: PayableKind, id: number) {
  return db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      status: invoices.status,
      number: invoices.number,
      provider: invoices.provider,
      issuedAt: invoices.issuedAt,
      lastError: invoices.lastError,
      attempts: invoices.attempts,
      createdAt: invoices.createdAt,
    })
    .from(invoices)
    .where(and(eq(invoices.payableType, kind), eq(invoices.payableId, id)))
    .orderBy(invoices.id);
}

/** One invoice with its sale and, once issued, its PDF (the caller checks who may read it). */
export async function invoiceById(db: Db, invoiceId: number) {
  const [row] = await db
    .select({
      id: invoices.id,
      payableType: invoices.payableType,
      payableId: invoices.payableId,
      status: invoices.status,
      number: invoices.number,
      pdf: invoices.pdf,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return row ? { ...row, payableType: row.payableType as PayableKind } : null;
}

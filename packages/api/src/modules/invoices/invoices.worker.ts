import { type HostId, siteKeyOf } from '@vag/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Db, queryRows } from '../../db/client';
import { type BatchWorker, startBatchWorker } from '../../lib/batch-worker';
import { listRecordedPayments } from '../payments/payments.service';
import { budapestDay, type PayableKind } from '../purchases/purchase-lifecycle';
import { correctionDraftOf, draftOf, type InvoiceRefund } from './invoices.draft';
import { readInvoiceSale } from './invoices.sale';
import { invoices } from './invoices.schema';
import { type InvoiceProvider, InvoiceProviderError, type InvoiceSeller } from './invoices.types';

/** How long a claimed invoice belongs to its worker: well above a provider's timeout (30 s). */
const LEASE_SECONDS = 300;
/** Retry after 1, 5, 30 minutes, then every 2 hours: an outage delays invoices, never loses them. */
const BACKOFF_MINUTES = [1, 5, 30, 120];
/** A reversal waits this long for its invoice to be issued first. */
const WAIT_FOR_ORIGINAL_SECONDS = 30;

export interface InvoicingOptions {
  provider: InvoiceProvider;
  /** The seller's details per site (INVOICE_SELLER_*). */
  sellers: Record<'shop' | 'academy', InvoiceSeller>;
}

interface ClaimedInvoice {
  id: number;
  payable_type: PayableKind;
  payable_id: number;
  host_id: number;
  kind: 'invoice' | 'reversal' | 'correction';
  recorded_payment_id: number | null;
  attempts: number;
}

/** Claims due invoices for a lease, FOR UPDATE SKIP LOCKED: instances take different rows, as with mail. */
export function claimDueInvoices(db: Db, limit: number): Promise<ClaimedInvoice[]> {
  return queryRows<ClaimedInvoice>(
    db,
    sql`update invoices
        set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
        where id in (
          select id from invoices
          where status = 'pending' and next_attempt_at <= now()
            and (locked_until is null or locked_until < now())
          order by id
          limit ${limit}
          for update skip locked)
        returning id, payable_type, payable_id, host_id, kind, recorded_payment_id, attempts`,
  );
}

async function release(db: Db, id: number, values: { failed: boolean; delaySeconds: number; error: string }) {
  await db.execute(
    sql`update invoices
        set status = ${values.failed ? 'failed' : 'pending'}, locked_until = null,
            next_attempt_at = now() + make_interval(secs => ${values.delaySeconds}),
            last_error = ${values.error.slice(0, 1000)}
        where id = ${id} and status = 'pending'`,
  );
}

async function originalNumber(db: Db, claimed: ClaimedInvoice): Promise<string | null> {
  const [original] = await db
    .select({ number: invoices.number })
    .from(invoices)
    .where(
      and(
        eq(invoices.payableType, claimed.payable_type),
        eq(invoices.payableId, claimed.payable_id),
        eq(invoices.kind, 'invoice'),
        eq(invoices.status, 'issued'),
      ),
    );
  return original?.number ?? null;
}

/** The sale's refunds, oldest first: a correction takes its part off what the ones before it left. */
async function refundsOf(db: Db, kind: PayableKind, id: number): Promise<InvoiceRefund[]> {
  return (await listRecordedPayments(db, kind, id))
    .filter((entry) => entry.kind === 'refund')
    .map((entry) => ({ id: entry.id, amount: entry.amount, bookedOn: entry.bookedOn, reason: entry.reason }));
}

/** Issues one claimed invoice; returns whether it was issued. */
async function issueClaimed(db: Db, options: InvoicingOptions, claimed: ClaimedInvoice, now: Date): Promise<boolean> {
  const sale = await readInvoiceSale(db, claimed.payable_type, claimed.payable_id);
  if (!sale) {
    await release(db, claimed.id, { failed: true, delaySeconds: 0, error: 'the sale no longer exists' });
    return false;
  }
  const original = claimed.kind === 'invoice' ? null : await originalNumber(db, claimed);
  if (claimed.kind !== 'invoice' && !original) {
    await release(db, claimed.id, {
      failed: false,
      delaySeconds: WAIT_FOR_ORIGINAL_SECONDS,
      error: `waiting for the invoice it ${claimed.kind === 'reversal' ? 'reverses' : 'corrects'}`,
    });
    return false;
  }
  const seller = options.sellers[siteKeyOf(claimed.host_id as HostId)];
  const today = budapestDay(now);
  const draft =
    claimed.kind === 'correction' && original && claimed.recorded_payment_id !== null
      ? correctionDraftOf(sale, {
          seller,
          original,
          refunds: await refundsOf(db, claimed.payable_type, claimed.payable_id),
          refundId: claimed.recorded_payment_id,
          today,
        })
      : draftOf(sale, {
          kind: claimed.kind === 'reversal' ? 'reversal' : 'invoice',
          seller,
          original,
          today,
          paidDay: sale.payedDate ? budapestDay(sale.payedDate) : null,
        });
  // A retry after a lost lease first asks whether the provider issued it already.
  const earlier = claimed.attempts > 1 ? await options.provider.find(draft) : null;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const issued = earlier ?? (await options.provider.issue(draft, tx));
    const updated = await tx
      .update(invoices)
      .set({
        status: 'issued',
        provider: options.provider.name,
        number: issued.number,
        pdf: issued.pdf,
        issuedAt: now,
        lockedUntil: null,
        lastError: null,
      })
      .where(and(eq(invoices.id, claimed.id), eq(invoices.status, 'pending')))
      .returning({ id: invoices.id });
    if (updated.length === 0) throw new Error(`invoice ${claimed.id} is no longer pending`);
  });
  return true;
}

/** Issues the due invoices in one batch; returns how many it claimed. */
export async function issueDueInvoices(db: Db, options: InvoicingOptions, logger: Logger, limit = 10): Promise<number> {
  const batch = await claimDueInvoices(db, limit);
  for (const claimed of batch.sort((a, b) => a.id - b.id)) {
    try {
      await issueClaimed(db, options, claimed, new Date());
    } catch (error) {
      const retryable = !(error instanceof InvoiceProviderError) || error.retryable;
      const delay = BACKOFF_MINUTES[Math.min(claimed.attempts - 1, BACKOFF_MINUTES.length - 1)] ?? 120;
      logger.warn({ err: error, invoiceId: claimed.id, attempt: claimed.attempts, retryable }, 'invoice not issued');
      await release(db, claimed.id, {
        failed: !retryable,
        delaySeconds: delay * 60,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return batch.length;
}

/** A loop that issues due invoices every `intervalMs`; safe in every instance. */
export function startInvoiceWorker(options: {
  db: Db;
  invoicing: InvoicingOptions;
  logger: Logger;
  intervalMs?: number;
}): BatchWorker {
  const { db, invoicing, logger, intervalMs = 5000 } = options;
  return startBatchWorker({
    batch: () => issueDueInvoices(db, invoicing, logger),
    logger,
    name: 'invoice worker',
    intervalMs,
  });
}

import type { Db } from '../../db/client';
import { PaymentProviderError } from './payments.provider';
import { claimStalePayments } from './payments.queries';
import {
  PaymentUnavailableError,
  payLinkSenders,
  paymentLogger,
  paymentWindowMs,
  pullPaymentState,
} from './payments.service';

/*
 * The reconciler (decision 0003): a housekeeping job any instance may run. Callbacks get lost
 * and buyers close the gateway, so it asks the provider about stale pending attempts and applies
 * the answer as a callback would; then it mails a pay-again link for purchases whose payment
 * window ended unpaid.
 */

/** Attempts asked about per run; the next run (a minute later) takes the next ones. */
const BATCH = 50;

export interface ReconcileResult {
  /** Attempts asked about, and how many of them changed status. */
  checked: number;
  changed: number;
  /** Pay-again mails queued. */
  mailed: number;
}

export async function reconcilePayments(db: Db, now = Date.now()): Promise<ReconcileResult> {
  const window = paymentWindowMs();
  const staleBefore = new Date(now - window);
  const result: ReconcileResult = { checked: 0, changed: 0, mailed: 0 };
  // Claimed and marked in one statement: the provider is called outside any transaction.
  const claimed = await claimStalePayments(db, staleBefore, window, BATCH);
  for (const payment of claimed) {
    result.checked++;
    try {
      const applied = await pullPaymentState(db, payment, payment.providerPaymentId ?? '');
      if (applied.changed) result.changed++;
    } catch (error) {
      // Logged by the service; one attempt the provider cannot answer must not stop the others.
      if (!(error instanceof PaymentUnavailableError || error instanceof PaymentProviderError)) throw error;
    }
  }
  for (const [payableType, send] of payLinkSenders(db)) {
    const mailed = await send(db, staleBefore);
    result.mailed += mailed;
    if (mailed) paymentLogger()?.info({ payableType, mailed }, 'pay-again links mailed');
  }
  if (result.changed) paymentLogger()?.info(result, 'stale payments reconciled');
  return result;
}

import { HostId } from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { storefrontUrl } from '../../lib/links';
import { invoicesOf, queueInvoice } from '../invoices/invoices.queue';
import { creditReferral, reverseReferral, voidReferral } from '../referrals/referrals.service';
import type { PayableKind } from './purchase-lifecycle';

/*
 * What follows a sale's money, the same for every way it is paid or given back (card callback,
 * recorded transfer or cash, nothing left to pay at checkout; a refund, a cancellation). Each
 * runs in the transaction that changes the purchase's payment status, under its lock, so it
 * happens exactly once with the change and never without it.
 */

export interface SettledPurchase {
  kind: PayableKind;
  id: number;
}

/**
 * Paid: its invoice is queued and a guest code used on it earns its beautician's credit. Returns
 * the invoice's id, for the paid mail's download link.
 */
export async function onPurchasePaid(tx: Db, purchase: SettledPurchase): Promise<number | null> {
  const invoiceId = await queueInvoice(tx, purchase.kind, purchase.id, { kind: 'invoice' });
  await creditReferral(tx, purchase.kind, purchase.id);
  return invoiceId;
}

/** The paid mail's link to the sale's invoice, once one is queued (by a payment recorded in this transaction). */
export async function paidInvoiceUrl(
  tx: Db,
  options: Pick<ApiOptions, 'accounts'>,
  kind: PayableKind,
  purchase: { id: number; paymentKey: string },
): Promise<string | null> {
  const queued = (await invoicesOf(tx, kind, purchase.id)).find((invoice) => invoice.kind === 'invoice');
  return invoiceUrl(options, kind, queued?.id ?? null, purchase.paymentKey);
}

/** The paid mail's link to the invoice: the guest's payment key opens it for users and guests alike (the mail goes to the buyer). */
export function invoiceUrl(
  options: Pick<ApiOptions, 'accounts'>,
  kind: PayableKind,
  invoiceId: number | null,
  paymentKey: string,
): string | null {
  if (invoiceId === null) return null;
  const hostId = kind === 'order' ? HostId.shop : HostId.academy;
  return storefrontUrl(options, hostId, 'hu', `/api/v1/invoices/${invoiceId}`, { payment_key: paymentKey });
}

/** A refund as recorded (decision 14): its entry in the book, and where it leaves the purchase. */
export interface RecordedRefund {
  recordedPaymentId: number;
  /** Nothing was refunded before this one. */
  first: boolean;
  /** With this one, all that was paid has been given back. */
  complete: boolean;
}

/**
 * A refund. Given back whole at once (a cancellation after payment, a full refund, or the card
 * provider reporting the payment refunded: no `refund` recorded), the invoice is reversed
 * (sztornó); a part, it is corrected by that part (helyesbítő számla), and so is each later part,
 * the last included, so the invoice and its corrections always add up to what the buyer kept.
 * Once all is given back, the credit a guest code earned is taken back.
 */
export async function onPurchaseRefunded(tx: Db, purchase: SettledPurchase, refund?: RecordedRefund): Promise<void> {
  const whole = !refund || (refund.first && refund.complete);
  await queueInvoice(
    tx,
    purchase.kind,
    purchase.id,
    whole ? { kind: 'reversal' } : { kind: 'correction', recordedPaymentId: refund.recordedPaymentId },
  );
  if (!refund || refund.complete) await reverseReferral(tx, purchase.kind, purchase.id);
}

/** Cancelled or expired before it was paid: a guest code used on it may be used again. */
export async function onPurchaseCancelledUnpaid(tx: Db, purchase: SettledPurchase): Promise<void> {
  await voidReferral(tx, purchase.kind, purchase.id);
}

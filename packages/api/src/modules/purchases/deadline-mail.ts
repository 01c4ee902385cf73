import { HostId, localeFromId } from '@vag/domain';
import type { Db } from '../../db/client';
import { enqueueMail } from '../../lib/mail';
import { bankAccountOf } from './bank-transfer';
import { purchaseUrl } from './purchase-links';
import type { DeadlineOptions } from './purchase-options';

/** An order or enrolment as the deadline jobs read it back from their UPDATE. */
export interface DeadlinePurchase {
  kind: 'order' | 'academy_subscription';
  id: number;
  userId: number | null;
  email: string;
  firstName: string;
  number: string;
  localeId: number;
  total: number;
  paymentKey: string;
  deadline: Date | string | null;
}

/** Queues the reminder before a payment deadline, or the cancellation after it, of either kind of purchase. */
export async function queueDeadlineMail(
  tx: Db,
  options: DeadlineOptions,
  mail: 'payment_reminder' | 'purchase_expired',
  purchase: DeadlinePurchase,
) {
  const locale = localeFromId(purchase.localeId) ?? 'hu';
  const about = { type: purchase.kind, id: purchase.id };
  const common = {
    kind: purchase.kind,
    firstName: purchase.firstName,
    number: purchase.number,
    total: purchase.total,
    url: purchaseUrl(options, purchase.kind, purchase, locale),
  };
  if (mail === 'purchase_expired') {
    await enqueueMail(tx, { to: purchase.email, kind: mail, locale, data: common, about });
    return;
  }
  const deadline = new Date(purchase.deadline ?? Date.now()).toISOString();
  // The reminder is of a transfer still to be made: it repeats where to make it.
  const account = bankAccountOf(options, purchase.kind === 'order' ? HostId.shop : HostId.academy);
  await enqueueMail(tx, { to: purchase.email, kind: mail, locale, data: { ...common, deadline, account }, about });
}

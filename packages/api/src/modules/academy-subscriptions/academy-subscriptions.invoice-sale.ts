import { HostId } from '@vag/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type InvoiceSale, saleOfPurchase } from '../invoices/invoices.snapshot';
import { selectSubscriptionItems } from './academy-subscriptions.queries';
import { academySubscriptions } from './academy-subscriptions.schema';

/** An enrolment as its invoice reads it: its own snapshot and seats. */
export async function subscriptionInvoiceSale(db: Db, id: number): Promise<InvoiceSale | null> {
  const [subscription] = await db.select().from(academySubscriptions).where(eq(academySubscriptions.id, id));
  if (!subscription) return null;
  const items = await selectSubscriptionItems(db, [id]);
  return saleOfPurchase('academy_subscription', HostId.academy, subscription.subscriptionId, subscription, items, null);
}

import { eq, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscriptions } from './newsletter.schema';

/** A customer's newsletter consent, by their account or their e-mail (the back office, issue 20). */
export async function selectCustomerSubscription(db: Db, userId: number, email: string) {
  const [row] = await db
    .select({
      email: newsletterSubscriptions.email,
      consentedAt: newsletterSubscriptions.consentedAt,
      confirmedAt: newsletterSubscriptions.confirmedAt,
      unsubscribedAt: newsletterSubscriptions.unsubscribedAt,
      hostId: newsletterSubscriptions.hostId,
    })
    .from(newsletterSubscriptions)
    .where(or(eq(newsletterSubscriptions.userId, userId), eq(newsletterSubscriptions.email, email)))
    .limit(1);
  return row;
}

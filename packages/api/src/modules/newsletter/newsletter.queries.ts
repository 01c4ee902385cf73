import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscriptions } from '../../db/schema';

/** Records consent; a repeated subscription refreshes the name and consent time. */
export async function upsertSubscription(db: Db, values: typeof newsletterSubscriptions.$inferInsert) {
  await db
    .insert(newsletterSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        firstName: values.firstName,
        userId: sql`coalesce(${values.userId ?? null}::int, ${newsletterSubscriptions.userId})`,
        hostId: values.hostId,
        localeId: values.localeId,
        consentedAt: sql`now()`,
        unsubscribedAt: null,
      },
    });
}

export async function markUnsubscribed(db: Db, email: string) {
  await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: sql`now()` })
    .where(eq(newsletterSubscriptions.email, email));
}

export async function deleteSubscription(db: Db, email: string) {
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
}

export async function selectSubscription(db: Db, email: string) {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return row;
}

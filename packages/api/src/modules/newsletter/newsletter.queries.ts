import { and, count, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsletterSubscriptions } from './newsletter.schema';

export type SubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/**
 * Records a request to subscribe. `confirmationTokenHash` null means confirmed at once (the
 * account's own verified mailbox); otherwise the address waits for its link, unconfirmed.
 */
export async function upsertSubscription(
  db: Db,
  values: Omit<typeof newsletterSubscriptions.$inferInsert, 'confirmedAt' | 'consentedAt' | 'unsubscribedAt'> & {
    confirmationTokenHash: string | null;
    unsubscribeToken: string;
  },
) {
  const confirmedNow = values.confirmationTokenHash === null;
  await db
    .insert(newsletterSubscriptions)
    .values({ ...values, confirmedAt: confirmedNow ? sql`now()` : null })
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: {
        firstName: values.firstName,
        userId: sql`coalesce(${values.userId ?? null}::int, ${newsletterSubscriptions.userId})`,
        hostId: values.hostId,
        localeId: values.localeId,
        consentedAt: sql`now()`,
        unsubscribedAt: null,
        confirmedAt: confirmedNow ? sql`now()` : null,
        confirmationTokenHash: values.confirmationTokenHash,
        // An address keeps its unsubscribe link: links in mails already sent go on working.
        unsubscribeToken: sql`coalesce(${newsletterSubscriptions.unsubscribeToken}, ${values.unsubscribeToken})`,
      },
    });
}

/** Links an existing subscription to its account (the user's own e-mail). */
export async function linkSubscriptionToUser(db: Db, email: string, userId: number) {
  await db.update(newsletterSubscriptions).set({ userId }).where(eq(newsletterSubscriptions.email, email));
}

export async function selectByConfirmationHash(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.confirmationTokenHash, tokenHash));
  return row;
}

/** Confirms a pending subscription; false when it was confirmed (or withdrawn) meanwhile. */
export async function markConfirmed(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscriptions)
    .set({ confirmedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscriptions.id, id),
        isNull(newsletterSubscriptions.confirmedAt),
        isNull(newsletterSubscriptions.unsubscribedAt),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

/** Withdraws consent by the mail's link; the confirmation link stops working with it. */
/** Unsubscribes the token's address once: undefined when it was unsubscribed already (or unknown). */
export async function markUnsubscribedByToken(db: Db, unsubscribeToken: string) {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: sql`now()`, confirmationTokenHash: null })
    .where(
      and(
        eq(newsletterSubscriptions.unsubscribeToken, unsubscribeToken),
        isNull(newsletterSubscriptions.unsubscribedAt),
      ),
    )
    .returning({ email: newsletterSubscriptions.email, userId: newsletterSubscriptions.userId });
  return row;
}

export async function selectByUnsubscribeToken(db: Db, unsubscribeToken: string) {
  const [row] = await db
    .select({ unsubscribedAt: newsletterSubscriptions.unsubscribedAt })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.unsubscribeToken, unsubscribeToken));
  return row;
}

export async function markUnsubscribed(db: Db, email: string) {
  await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: sql`now()`, confirmationTokenHash: null })
    .where(eq(newsletterSubscriptions.email, email));
}

export async function deleteSubscription(db: Db, email: string) {
  await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
}

export async function selectSubscription(db: Db, email: string) {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));
  return row;
}

/** Guests' requests never confirmed within `days`: consent was not given, nothing is kept. */
export async function deleteUnconfirmedBefore(db: Db, days: number) {
  await db
    .delete(newsletterSubscriptions)
    .where(
      and(
        isNull(newsletterSubscriptions.confirmedAt),
        isNull(newsletterSubscriptions.unsubscribedAt),
        isNull(newsletterSubscriptions.userId),
        sql`${newsletterSubscriptions.consentedAt} < now() - make_interval(days => ${days})`,
      ),
    );
}

/** Confirmed (double opt-in), not unsubscribed, with the link that unsubscribes it. */
const confirmedAndActive = and(
  isNotNull(newsletterSubscriptions.confirmedAt),
  isNull(newsletterSubscriptions.unsubscribedAt),
  isNotNull(newsletterSubscriptions.unsubscribeToken),
);

/**
 * Who may be sent a newsletter of a site: confirmed (double opt-in) and not unsubscribed. This is
 * the only query that selects newsletter recipients.
 */
export function selectNewsletterRecipients(db: Db, hostId: number) {
  return db
    .select({
      email: newsletterSubscriptions.email,
      firstName: newsletterSubscriptions.firstName,
      localeId: newsletterSubscriptions.localeId,
      unsubscribeToken: newsletterSubscriptions.unsubscribeToken,
    })
    .from(newsletterSubscriptions)
    .where(and(eq(newsletterSubscriptions.hostId, hostId), confirmedAndActive))
    .orderBy(newsletterSubscriptions.id);
}

/** The back office's filter of the confirmed list: sites, language, a lower-cased LIKE pattern. */
export interface SubscriberFilter {
  hostIds: number[];
  localeId?: number;
  like?: string;
}

function subscriberConditions(filter: SubscriberFilter): SQL | undefined {
  return and(
    confirmedAndActive,
    inArray(newsletterSubscriptions.hostId, filter.hostIds),
    filter.localeId ? eq(newsletterSubscriptions.localeId, filter.localeId) : undefined,
    filter.like
      ? or(
          sql`${newsletterSubscriptions.email} like ${filter.like}`,
          sql`lower(${newsletterSubscriptions.firstName}) like ${filter.like}`,
        )
      : undefined,
  );
}

/** A page of the confirmed subscribers, newest confirmation first, and how many match. */
export async function selectSubscriberPage(db: Db, filter: SubscriberFilter, limit: number, offset: number) {
  const where = subscriberConditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscriptions)
      .where(where)
      .orderBy(desc(newsletterSubscriptions.confirmedAt), desc(newsletterSubscriptions.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(newsletterSubscriptions).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Every confirmed subscriber matching `filter`, oldest first (the CSV export). */
export function selectSubscribers(db: Db, filter: SubscriberFilter) {
  return db
    .select()
    .from(newsletterSubscriptions)
    .where(subscriberConditions(filter))
    .orderBy(newsletterSubscriptions.id);
}

/** One subscription, locked until the transaction ends. */
export async function lockSubscription(db: Db, id: number) {
  const [row] = await db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id)).for('update');
  return row;
}

/** Unsubscribes one address as its own link does; undefined when it was unsubscribed already. */
export async function markUnsubscribedById(db: Db, id: number) {
  const [row] = await db
    .update(newsletterSubscriptions)
    .set({ unsubscribedAt: sql`now()`, confirmationTokenHash: null })
    .where(and(eq(newsletterSubscriptions.id, id), isNull(newsletterSubscriptions.unsubscribedAt)))
    .returning();
  return row;
}

import { type HostId, type Locale, LocaleId } from '@vag/domain';
import type { Db } from '../../db/client';
import { getProfile, setWantsNewsletter } from '../users/users.service';
import { deleteSubscription, markUnsubscribed, upsertSubscription } from './newsletter.queries';

export interface Subscription {
  email: string;
  firstName: string;
  /** The logged-in user; a `user_id` in the request body is never trusted. */
  userId: number | null;
  hostId: HostId;
  locale: Locale;
}

/**
 * Records the newsletter consent of an e-mail. For the logged-in user whose own e-mail it is,
 * the account's wants_newsletter flag is set too (the newsletter block then hides, spec §2).
 */
export async function subscribe(db: Db, subscription: Subscription) {
  const profile = subscription.userId === null ? undefined : await getProfile(db, subscription.userId);
  const ownEmail = profile?.email === subscription.email;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await upsertSubscription(tx, {
      email: subscription.email,
      firstName: subscription.firstName,
      userId: ownEmail ? (profile?.id ?? null) : null,
      hostId: subscription.hostId,
      localeId: LocaleId[subscription.locale],
    });
    if (ownEmail && profile) await setWantsNewsletter(tx, profile.id, true);
  });
}

/** The account's newsletter switch turned off (POST /api/v1/credential/). */
export async function unsubscribe(db: Db, email: string) {
  await markUnsubscribed(db, email);
}

/** A deleted account leaves no newsletter record behind. */
export async function forgetSubscription(db: Db, email: string) {
  await deleteSubscription(db, email);
}

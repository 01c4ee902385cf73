import { type HostId, type Locale, LocaleId, localeFromId, siteKeyOf } from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { storefrontUrl } from '../../lib/links';
import { enqueueMail, type OutgoingMail } from '../../lib/mail';
import { type NewsletterIssue, renderNewsletterIssue } from '../../lib/mail/newsletter-templates';
import { hashToken, newToken } from '../../lib/tokens';
import { getProfile, setWantsNewsletter } from '../users/users.service';
import {
  deleteSubscription,
  deleteUnconfirmedBefore,
  linkSubscriptionToUser,
  markConfirmed,
  markUnsubscribed,
  markUnsubscribedByToken,
  type SubscriptionRow,
  selectByConfirmationHash,
  selectByUnsubscribeToken,
  selectNewsletterRecipients,
  selectSubscription,
  upsertSubscription,
} from './newsletter.queries';

/** A confirmation link works this long; afterwards the visitor subscribes again. */
export const NEWSLETTER_CONFIRM_TTL_DAYS = 7;
/** One confirmation mail per address this often, whoever asks: the form is no mail cannon. */
const RESEND_AFTER_MS = 10 * 60_000;

/** The storefront pages of the newsletter's links (route-config/content.ts). */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/** RFC 8058 one-click unsubscribe: mail clients POST here (no cookies, no CSRF token: the token is the proof). */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/v1/newsletter/unsubscribe';

export interface Subscription {
  email: string;
  firstName: string;
  /** The logged-in user; a `user_id` in the request body is never trusted. */
  userId: number | null;
  hostId: HostId;
  locale: Locale;
}

/**
 * `confirmed`: the logged-in user's own address, nothing to confirm; `pending` otherwise, also when a
 * stranger names an address that is confirmed already (the answer must not tell who subscribed).
 */
export type SubscribeOutcome = 'confirmed' | 'pending';

/**
 * Double opt-in (issue 17): the address is stored unconfirmed and a single-use confirmation link
 * is mailed; until it is opened no newsletter goes to it. The logged-in user subscribing their
 * own, verified e-mail has proved the mailbox already and is confirmed at once. An address that
 * is confirmed stays as it is (a stranger's form cannot rename it), and the account's
 * wants_newsletter flag is set for the user's own e-mail (the newsletter block then hides).
 */
export async function subscribe(db: Db, options: ApiOptions, subscription: Subscription): Promise<SubscribeOutcome> {
  const profile = subscription.userId === null ? undefined : await getProfile(db, subscription.userId);
  const ownEmail = profile !== undefined && profile.email === subscription.email;
  const verifiedOwner = ownEmail && profile?.emailVerifiedAt != null;
  const existing = await selectSubscription(db, subscription.email);
  const active = existing !== undefined && existing.unsubscribedAt === null;
  const userId = ownEmail ? (profile?.id ?? null) : null;

  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    if (ownEmail && profile) await setWantsNewsletter(tx, profile.id, true);
    if (active && existing.confirmedAt !== null) {
      if (userId === null) return 'pending';
      await linkSubscriptionToUser(tx, subscription.email, userId);
      return 'confirmed';
    }
    const values = {
      email: subscription.email,
      firstName: subscription.firstName,
      userId,
      hostId: subscription.hostId,
      localeId: LocaleId[subscription.locale],
      unsubscribeToken: newToken(),
    };
    if (verifiedOwner) {
      await upsertSubscription(tx, { ...values, confirmationTokenHash: null });
      return 'confirmed';
    }
    if (active && Date.now() - existing.consentedAt.getTime() < RESEND_AFTER_MS) return 'pending';
    const token = newToken();
    await upsertSubscription(tx, { ...values, confirmationTokenHash: hashToken(token) });
    await enqueueMail(tx, {
      to: subscription.email,
      kind: 'newsletter_confirm',
      locale: subscription.locale,
      data: {
        firstName: subscription.firstName,
        url: storefrontUrl(options, subscription.hostId, subscription.locale, NEWSLETTER_CONFIRM_PATH, { token }),
        site: siteKeyOf(subscription.hostId),
      },
    });
    return 'pending';
  });
}

const linkAlive = (row: SubscriptionRow) =>
  row.unsubscribedAt === null && Date.now() - row.consentedAt.getTime() < NEWSLETTER_CONFIRM_TTL_DAYS * 86_400_000;

/** What the confirmation page shows before anything is spent: `pending` (a button) or `confirmed`. */
export async function confirmationState(db: Db, token: string): Promise<'pending' | 'confirmed'> {
  const row = await selectByConfirmationHash(db, hashToken(token));
  if (!row || row.unsubscribedAt !== null) throw new AppError(404, 'newsletter_link_invalid');
  if (row.confirmedAt !== null) return 'confirmed';
  if (!linkAlive(row)) throw new AppError(404, 'newsletter_link_invalid');
  return 'pending';
}

/** The human's click on the confirmation page; a second one answers `already` and changes nothing. */
export async function confirmSubscription(db: Db, token: string): Promise<'confirmed' | 'already'> {
  const state = await confirmationState(db, token);
  if (state === 'confirmed') return 'already';
  const row = await selectByConfirmationHash(db, hashToken(token));
  return row && (await markConfirmed(db, row.id)) ? 'confirmed' : 'already';
}

/** What the unsubscribe page shows before anything is done: `subscribed` (a button) or `unsubscribed`. */
export async function unsubscriptionState(db: Db, token: string): Promise<'subscribed' | 'unsubscribed'> {
  const row = await selectByUnsubscribeToken(db, token);
  if (!row) throw new AppError(404, 'newsletter_link_invalid');
  return row.unsubscribedAt === null ? 'subscribed' : 'unsubscribed';
}

/**
 * One click from a newsletter mail, without login; repeating it changes nothing and answers
 * `already` (issue 18: a second open says so, not "invalid").
 */
export async function unsubscribeByToken(db: Db, token: string): Promise<'unsubscribed' | 'already'> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await markUnsubscribedByToken(tx, token);
    if (!row) {
      await unsubscriptionState(tx, token);
      return 'already';
    }
    if (row.userId !== null) await setWantsNewsletter(tx, row.userId, false);
    return 'unsubscribed';
  });
}

/** The account's newsletter switch turned off (POST /api/v1/credential/). */
export async function unsubscribe(db: Db, email: string) {
  await markUnsubscribed(db, email);
}

/** Housekeeping: addresses whose confirmation link expired unused are forgotten. */
export async function pruneUnconfirmedSubscriptions(db: Db) {
  await deleteUnconfirmedBefore(db, NEWSLETTER_CONFIRM_TTL_DAYS);
}

/** A deleted account leaves no newsletter record behind. */
export async function forgetSubscription(db: Db, email: string) {
  await deleteSubscription(db, email);
}

export interface NewsletterRecipient {
  email: string;
  firstName: string;
  locale: Locale;
  unsubscribeToken: string;
}

/** The only list a newsletter may go to: confirmed, not unsubscribed subscribers of the site. */
export async function listNewsletterRecipients(db: Db, hostId: HostId): Promise<NewsletterRecipient[]> {
  const rows = await selectNewsletterRecipients(db, hostId);
  return rows.map((row) => ({
    email: row.email,
    firstName: row.firstName,
    locale: localeFromId(row.localeId) ?? 'hu',
    unsubscribeToken: row.unsubscribeToken ?? '',
  }));
}

/**
 * One newsletter issue for one recipient: the unsubscribe link in the body, and the List-Unsubscribe
 * headers (RFC 2369, RFC 8058 one-click) that let a mail client unsubscribe with one click.
 */
export function composeNewsletterMail(
  options: ApiOptions,
  hostId: HostId,
  recipient: NewsletterRecipient,
  issue: NewsletterIssue,
): Omit<OutgoingMail, 'id'> {
  const token = { token: recipient.unsubscribeToken };
  const page = storefrontUrl(options, hostId, recipient.locale, NEWSLETTER_UNSUBSCRIBE_PATH, token);
  const oneClick = storefrontUrl(options, hostId, 'hu', ONE_CLICK_UNSUBSCRIBE_PATH, token);
  const rendered = renderNewsletterIssue(
    recipient.locale,
    issue,
    { firstName: recipient.firstName, unsubscribeUrl: page },
    siteKeyOf(hostId),
  );
  return {
    to: recipient.email,
    ...rendered,
    headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

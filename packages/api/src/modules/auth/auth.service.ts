import {
  EMAIL_VERIFICATION_TTL_HOURS,
  HostId,
  type Locale,
  localeFromId,
  PASSWORD_RESET_TTL_MINUTES,
  type ResetPasswordInput,
  siteKeyOf,
} from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { storefrontUrl } from '../../lib/links';
import { enqueueMail } from '../../lib/mail';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/passwords';
import { clearRateLimit, hitRateLimit } from '../../lib/rate-limit';
import { deleteUserSessions } from '../../lib/session-store';
import { hashToken, newToken } from '../../lib/tokens';
import { claimGuestOrders } from '../credential/guest-orders';
import {
  findLoginCandidate,
  getProfile,
  markEmailVerified,
  setPasswordHash,
  setUserLocale,
} from '../users/users.service';
import { accountKey, LOGIN_ACCOUNT_LIMIT } from './auth.limits';
import { consumeToken, deleteTokens, deleteUnusedTokens, insertToken, selectTokenState } from './auth.queries';

export { deleteTokens } from './auth.queries';

const authFailed = () => new AppError(422, 'auth_failed', { email: ['auth_failed'] });

/**
 * Checks e-mail and password. An unknown e-mail, a deleted or deactivated account and a wrong
 * password fail alike, in the same time (a dummy hash is verified when there is no user): the
 * answer tells nobody whether an account exists or what staff did with it (DESIGN §8).
 */
export async function authenticate(
  db: Db,
  options: ApiOptions,
  email: string,
  password: string,
  locale: Locale,
): Promise<number> {
  const candidate = await findLoginCandidate(db, email);
  const live = candidate && !candidate.deletedAt && !candidate.deactivatedAt ? candidate : undefined;
  const storedHash = live ? live.passwordHash : null;
  const valid = await verifyPassword(storedHash, password);
  if (!candidate || !live || !storedHash || !valid) {
    await countFailedLogin(db, options, email, live);
    throw authFailed();
  }
  if (needsRehash(storedHash)) await setPasswordHash(db, candidate.id, await hashPassword(password));
  await setUserLocale(db, candidate.id, locale);
  return candidate.id;
}

/**
 * Counts a failed login against the account from any address (every e-mail is counted alike, so
 * the lock says nothing about whether the account exists); when the count reaches the limit the
 * owner is mailed, once per window.
 */
async function countFailedLogin(db: Db, options: ApiOptions, email: string, account: MailTarget | undefined) {
  const { count } = await hitRateLimit(db, LOGIN_ACCOUNT_LIMIT, accountKey(email));
  if (count !== LOGIN_ACCOUNT_LIMIT.limit || !account) return;
  const locale = localeOf(account);
  await enqueueMail(db, {
    to: account.email,
    kind: 'login_locked',
    locale,
    data: {
      firstName: account.firstName,
      minutes: LOGIN_ACCOUNT_LIMIT.windowMs / 60_000,
      url: storefrontUrl(options, hostOf(account), locale, '/forgot-password'),
      site: siteKeyOf(hostOf(account)),
    },
  });
}

interface MailTarget {
  id: number;
  email: string;
  firstName: string;
  localeId: number;
  hostId: number;
}

const localeOf = (target: MailTarget): Locale => localeFromId(target.localeId) ?? 'hu';
const hostOf = (target: MailTarget) => (target.hostId === HostId.academy ? HostId.academy : HostId.shop);

/**
 * Queues the e-mail verification mail with a new single-use link (valid 48 hours), in the
 * transaction that created the account. The link opens the storefront's verify-email screen,
 * which calls GET /api/v1/email/verify/{id}/{token} (idempotent for the link's owner).
 */
export async function sendVerificationMail(tx: Db, options: ApiOptions, user: MailTarget) {
  const token = newToken();
  await deleteTokens(tx, user.id, 'verify_email');
  await insertToken(tx, user.id, 'verify_email', hashToken(token), EMAIL_VERIFICATION_TTL_HOURS * 3600);
  const locale = localeOf(user);
  await enqueueMail(tx, {
    to: user.email,
    kind: 'verify_email',
    locale,
    data: {
      firstName: user.firstName,
      url: storefrontUrl(options, hostOf(user), locale, '/verify-email', { id: user.id, token }),
      site: siteKeyOf(hostOf(user)),
    },
  });
}

/** Resends the verification mail to a logged-in user whose e-mail is not verified yet. */
export async function resendVerification(db: Db, options: ApiOptions, userId: number) {
  const profile = await getProfile(db, userId);
  if (!profile || profile.emailVerifiedAt) return;
  await db.transaction(async (tx) => sendVerificationMail(tx as unknown as Db, options, profile));
}

/**
 * The holder proved the mailbox: the e-mail is marked verified, the guest purchases made with it
 * become the account's (issue 17: never before), and the welcome mail goes out.
 */
export async function completeVerification(
  tx: Db,
  options: ApiOptions,
  user: MailTarget & { professionalStatus: string },
  welcome = true,
) {
  await markEmailVerified(tx, user.id);
  await claimGuestOrders(tx, user.id, user.email);
  if (!welcome) return;
  const locale = localeOf(user);
  await enqueueMail(tx, {
    to: user.email,
    kind: 'welcome',
    locale,
    data: {
      firstName: user.firstName,
      url: storefrontUrl(options, hostOf(user), locale, '/account'),
      professionalPending: user.professionalStatus === 'pending',
      site: siteKeyOf(hostOf(user)),
    },
  });
}

/** What opening a verification link did: verified now, or (its owner opening it again) before. */
export type VerificationOutcome = 'verified' | 'already_verified';

/**
 * Marks the e-mail verified by a link's token and sends the welcome mail. Idempotent for the
 * link's owner (issue 18): the token is marked used, not deleted, so opening it again within its
 * validity (a second render, a mail app's preview, the visitor's second click) answers
 * `already_verified` instead of "invalid".
 */
export async function verifyEmail(db: Db, options: ApiOptions, userId: number, token: string) {
  return db.transaction(async (txn): Promise<VerificationOutcome> => {
    const tx = txn as unknown as Db;
    const tokenHash = hashToken(token);
    // Spent first, read after: a second click that waited for the first one's lock sees it verified.
    const spentNow = await consumeToken(tx, userId, 'verify_email', tokenHash);
    const profile = await getProfile(tx, userId);
    if (spentNow && profile) {
      if (profile.emailVerifiedAt) return 'already_verified';
      await completeVerification(tx, options, profile);
      return 'verified';
    }
    if (profile?.emailVerifiedAt && (await selectTokenState(tx, userId, 'verify_email', tokenHash)) === 'used') {
      return 'already_verified';
    }
    throw new AppError(422, 'verification_invalid');
  });
}

/**
 * Queues a password reset mail when the e-mail belongs to an account; does nothing otherwise.
 * The caller answers the same in both cases. Earlier reset links stop working.
 */
export async function requestPasswordReset(db: Db, options: ApiOptions, email: string) {
  const candidate = await findLoginCandidate(db, email);
  // A deactivated account cannot sign in: a new password would not change that (issue 20).
  if (!candidate || candidate.deletedAt || candidate.deactivatedAt) return;
  const token = newToken();
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await deleteUnusedTokens(tx, candidate.id, 'reset_password');
    await insertToken(tx, candidate.id, 'reset_password', hashToken(token), PASSWORD_RESET_TTL_MINUTES * 60);
    const locale = localeOf(candidate);
    await enqueueMail(tx, {
      to: candidate.email,
      kind: 'reset_password',
      locale,
      data: {
        firstName: candidate.firstName,
        url: storefrontUrl(options, hostOf(candidate), locale, '/reset-password', { token, email: candidate.email }),
        site: siteKeyOf(hostOf(candidate)),
      },
    });
  });
}

/**
 * What a reset link can still do, read without spending it (the page reads it on every open):
 * `valid` (set a password), `used` (a password was set with it already).
 */
export async function resetLinkState(db: Db, email: string, token: string): Promise<'valid' | 'used'> {
  const candidate = await findLoginCandidate(db, email);
  const state =
    candidate && !candidate.deletedAt
      ? await selectTokenState(db, candidate.id, 'reset_password', hashToken(token))
      : undefined;
  if (state === 'unused') return 'valid';
  if (state === 'used') return 'used';
  throw new AppError(404, 'reset_token_invalid');
}

/**
 * Sets a new password with a reset link's token: single-use, 60 minutes, for that e-mail only.
 * The spent token stays (marked used) so that a second use is refused as used, not as unknown.
 * Every session of the user ends (whoever had the old password is logged out).
 */
export async function resetPassword(db: Db, options: ApiOptions, input: ResetPasswordInput) {
  const passwordHash = await hashPassword(input.password);
  const candidate = await findLoginCandidate(db, input.email);
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const tokenHash = hashToken(input.token);
    const valid =
      candidate && !candidate.deletedAt && (await consumeToken(tx, candidate.id, 'reset_password', tokenHash));
    if (!candidate || !valid) {
      const used =
        candidate && !candidate.deletedAt && (await selectTokenState(tx, candidate.id, 'reset_password', tokenHash));
      const code = used === 'used' ? 'reset_token_used' : 'reset_token_invalid';
      throw new AppError(422, code, { email: [code] });
    }
    await setPasswordHash(tx, candidate.id, passwordHash);
    await deleteUnusedTokens(tx, candidate.id, 'reset_password');
    // The owner proved the mailbox: failed logins of others no longer keep them out.
    await clearRateLimit(tx, LOGIN_ACCOUNT_LIMIT, accountKey(input.email));
    await deleteUserSessions(tx, candidate.id);
    // Following the mailed link proves the mailbox is the user's: an unverified account (maybe
    // registered by someone else) is now the owner's, with the owner's password.
    if (!candidate.emailVerifiedAt) await completeVerification(tx, options, candidate, false);
  });
}

/** A password change revokes outstanding reset links (issue 4); a spent one stays spent. */
export async function revokeResetTokens(db: Db, userId: number) {
  await deleteUnusedTokens(db, userId, 'reset_password');
}

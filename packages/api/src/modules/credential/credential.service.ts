import type { ActivationInput, CredentialInput, HostId, Locale } from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { AppError, fieldError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { deleteUserSessions } from '../../lib/session-store';
import { defaultUploadDir, removeStoredUpload } from '../../lib/uploads';
import { revokeResetTokens } from '../auth/auth.service';
import { registerAccount } from '../auth/registration.service';
import { forgetSubscription, subscribe, unsubscribe } from '../newsletter/newsletter.service';
import { checkPassword, getProfile, setPasswordHash, setWantsNewsletter } from '../users/users.service';
import { eraseAccount } from './account-erasure';
import { findGuestOrder } from './guest-orders';

/**
 * POST /api/v1/credential/: the newsletter switch and/or a password change. A new password
 * needs the current one, revokes reset links and ends the user's other sessions.
 */
export async function updateCredential(
  db: Db,
  options: ApiOptions,
  user: { id: number; sessionId: string; hostId: HostId; locale: Locale },
  input: CredentialInput,
) {
  if (input.password !== undefined && !(await checkPassword(db, user.id, input.current_password ?? ''))) {
    throw fieldError('current_password', 'current_password_invalid');
  }
  const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
  const profile = await getProfile(db, user.id);
  if (!profile) throw new AppError(401, 'unauthenticated');
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    if (input.wants_newsletter === true) {
      await subscribe(tx, options, {
        email: profile.email,
        firstName: profile.firstName,
        userId: user.id,
        hostId: user.hostId,
        locale: user.locale,
      });
    } else if (input.wants_newsletter === false) {
      await setWantsNewsletter(tx, user.id, false);
      await unsubscribe(tx, profile.email);
    }
    if (passwordHash) {
      await setPasswordHash(tx, user.id, passwordHash);
      await revokeResetTokens(tx, user.id);
      await deleteUserSessions(tx, user.id, user.sessionId);
    }
  });
}

/**
 * Self-delete (with the password as confirmation): personal data is erased, addresses, wish
 * list, newsletter consent, tokens, sessions and uploaded documents go; the user row stays,
 * anonymised, so that orders and the balance ledger keep their reference for accounting.
 */
export async function deleteOwnAccount(db: Db, options: ApiOptions, userId: number, password: string) {
  if (!(await checkPassword(db, userId, password))) throw fieldError('password', 'current_password_invalid');
  const profile = await getProfile(db, userId);
  if (!profile) throw new AppError(401, 'unauthenticated');
  const files = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await forgetSubscription(tx, profile.email);
    return eraseAccount(tx, userId);
  });
  const dir = options.accounts?.uploadDir ?? defaultUploadDir();
  await Promise.all(files.map((key) => removeStoredUpload(dir, key)));
}

/**
 * A guest who ordered creates an account from that order (multipart). With the payment key of a
 * guest order of the same e-mail (which only its mails and return page carry) the mailbox is
 * proven: the account starts verified, holds the e-mail's guest purchases and is logged in
 * (`mailboxProven`). Without one a captcha is needed and the account is a plain unverified
 * registration: the purchases follow once the mailed link is opened (issue 17).
 */
export async function activateFromOrder(
  db: Db,
  options: ApiOptions,
  input: ActivationInput,
  context: { locale: Locale; hostId: HostId; captchaPassed: () => Promise<boolean> },
): Promise<{ userId: number; mailboxProven: boolean }> {
  const order = input.payment_key ? await findGuestOrder(db, input.payment_key) : undefined;
  if (input.payment_key && (!order || order.email !== input.email)) throw fieldError('payment_key', 'invalid');
  if (!order && !(await context.captchaPassed())) {
    throw new AppError(422, 'captcha_failed', { captcha_token: ['captcha_failed'] });
  }
  const firstName = input.first_name ?? order?.firstName;
  const lastName = input.last_name ?? order?.lastName;
  if (!firstName || !lastName) {
    throw new AppError(422, 'validation_failed', {
      ...(firstName ? {} : { first_name: ['required'] }),
      ...(lastName ? {} : { last_name: ['required'] }),
    });
  }
  const mailboxProven = order !== undefined;
  const userId = await registerAccount(
    db,
    options,
    {
      email: input.email,
      firstName,
      lastName,
      phoneNumber: input.phone_number ?? order?.phoneNumber ?? null,
      companyName: input.company_name,
      taxNumber: input.tax_number,
      password: input.password,
      wantsNewsletter: input.wants_newsletter ?? false,
      professional: input.is_professional ?? false,
      proofOfConduct: input.proof_of_conduct instanceof File ? input.proof_of_conduct : undefined,
      locale: context.locale,
      hostId: context.hostId,
    },
    mailboxProven,
  );
  return { userId, mailboxProven };
}

import { fullName, type HostId, type Locale, LocaleId } from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { fieldError } from '../../lib/errors';
import { queueOperatorMail } from '../../lib/operator-mail';
import { hashPassword } from '../../lib/passwords';
import { defaultUploadDir, removeStoredUpload, type StoredUpload, storeUpload } from '../../lib/uploads';
import { takeOverUnverifiedAccount } from '../credential/account-erasure';
import { subscribe } from '../newsletter/newsletter.service';
import { createAccount, isEmailTaken, recordUpload } from '../users/users.service';
import { completeVerification, sendVerificationMail } from './auth.service';

export const PROOF_OF_CONDUCT = 'proof_of_conduct';

export interface Registration {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  companyName?: string | null;
  taxNumber?: string | null;
  password: string;
  wantsNewsletter: boolean;
  professional: boolean;
  /** The professional flow's document; its type is checked by content here. */
  proofOfConduct?: File;
  locale: Locale;
  hostId: HostId;
}

/**
 * Creates an account (registration, and activation from a guest order): the user, the stored
 * proof of conduct, the newsletter consent and the verification mail commit together, or none
 * of them does (a stored file is removed again). An unverified account of the same e-mail is
 * taken over (issue 17). An activation that proved the mailbox with a purchase's payment key
 * starts verified, with the e-mail's guest purchases; any other account gets them once verified.
 */
export async function registerAccount(
  db: Db,
  options: ApiOptions,
  registration: Registration,
  mailboxProven = false,
): Promise<number> {
  if (await isEmailTaken(db, registration.email)) throw fieldError('email', 'email_taken');
  const uploadDir = options.accounts?.uploadDir ?? defaultUploadDir();
  const passwordHash = await hashPassword(registration.password);
  const stored: StoredUpload | undefined =
    registration.professional && registration.proofOfConduct
      ? await storeUpload(uploadDir, PROOF_OF_CONDUCT, registration.proofOfConduct)
      : undefined;
  let released: string[] = [];
  let userId: number;
  try {
    userId = await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      released = await takeOverUnverifiedAccount(tx, registration.email);
      const userId = await createAccount(tx, {
        email: registration.email,
        firstName: registration.firstName,
        lastName: registration.lastName,
        phoneNumber: registration.phoneNumber,
        companyName: registration.companyName ?? null,
        taxNumber: registration.taxNumber ?? null,
        passwordHash,
        wantsNewsletter: registration.wantsNewsletter,
        locale: registration.locale,
        hostId: registration.hostId,
        professional: registration.professional,
      });
      if (stored) await recordUpload(tx, userId, PROOF_OF_CONDUCT, stored);
      if (registration.professional) {
        // The operators approve professionals: they hear of each registration (issue 18).
        await queueOperatorMail(tx, options, registration.hostId, {
          event: 'professional_registration',
          name: fullName(registration.firstName, registration.lastName, 'hu'),
          email: registration.email,
          phone: registration.phoneNumber,
          company: registration.companyName ?? null,
        });
      }
      if (registration.wantsNewsletter) {
        await subscribe(tx, options, {
          email: registration.email,
          firstName: registration.firstName,
          userId,
          hostId: registration.hostId,
          locale: registration.locale,
        });
      }
      const target = {
        id: userId,
        email: registration.email,
        firstName: registration.firstName,
        localeId: LocaleId[registration.locale],
        hostId: registration.hostId,
        professionalStatus: registration.professional ? 'pending' : 'none',
      };
      if (mailboxProven) await completeVerification(tx, options, target);
      else await sendVerificationMail(tx, options, target);
      return userId;
    });
  } catch (error) {
    if (stored) await removeStoredUpload(uploadDir, stored.storageKey);
    throw error;
  }
  await Promise.all(released.map((key) => removeStoredUpload(uploadDir, key)));
  return userId;
}

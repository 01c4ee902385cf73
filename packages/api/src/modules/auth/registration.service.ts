import { type HostId, type Locale, LocaleId } from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { fieldError } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { defaultUploadDir, removeStoredUpload, type StoredUpload, storeUpload } from '../../lib/uploads';
import { subscribe } from '../newsletter/newsletter.service';
import { createAccount, isEmailTaken, recordUpload } from '../users/users.service';
import { sendVerificationMail } from './auth.service';

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
 * of them does (a stored file is removed again).
 */
export async function registerAccount(
  db: Db,
  options: ApiOptions,
  registration: Registration,
  /** Runs in the account's transaction (activation links the guest orders here). */
  afterCreate?: (tx: Db, userId: number) => Promise<void>,
): Promise<number> {
  if (await isEmailTaken(db, registration.email)) throw fieldError('email', 'email_taken');
  const uploadDir = options.accounts?.uploadDir ?? defaultUploadDir();
  const passwordHash = await hashPassword(registration.password);
  const stored: StoredUpload | undefined =
    registration.professional && registration.proofOfConduct
      ? await storeUpload(uploadDir, PROOF_OF_CONDUCT, registration.proofOfConduct)
      : undefined;
  try {
    return await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
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
      await afterCreate?.(tx, userId);
      if (registration.wantsNewsletter) {
        await subscribe(tx, {
          email: registration.email,
          firstName: registration.firstName,
          userId,
          hostId: registration.hostId,
          locale: registration.locale,
        });
      }
      await sendVerificationMail(tx, options, {
        id: userId,
        email: registration.email,
        firstName: registration.firstName,
        localeId: LocaleId[registration.locale],
        hostId: registration.hostId,
      });
      return userId;
    });
  } catch (error) {
    if (stored) await removeStoredUpload(uploadDir, stored.storageKey);
    throw error;
  }
}

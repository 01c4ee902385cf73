import { type HostId, type Locale, LocaleId, type ProfileInput, ROLE_NAMES, RoleId, type User } from '@vag/domain';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { verifyPassword } from '../../lib/passwords';
import type { StoredUpload } from '../../lib/uploads';
import { visibleBalances } from '../balances/balances.service';
import { educationLevelExists } from '../reference/reference.service';
import { insertUpload } from './uploads.queries';
import {
  insertCredential,
  insertRoles,
  insertUser,
  lockUnverifiedHolder,
  type ProfileRow,
  selectLoginCandidate,
  selectPasswordHash,
  selectProfile,
  selectProfileWithRoles,
  updatePasswordHash,
  updateUser,
  updateWantsNewsletter,
  verifiedEmailExists,
} from './users.queries';

export { deleteUploadsOf, selectUploadKeys as uploadKeysOf } from './uploads.queries';
export { anonymiseUser, selectGuestCodeOwner as findGuestCodeOwner } from './users.queries';

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  companyName: string | null;
  taxNumber: string | null;
  /** Hashed before the transaction: argon2 should not hold a database connection. */
  passwordHash: string;
  wantsNewsletter: boolean;
  locale: Locale;
  hostId: HostId;
  /** A professional registration: the customer role now, role 2 after the operator's check. */
  professional: boolean;
}

/** Creates a customer account; 422 `email_taken` when the e-mail is registered (also under a race). */
export async function createAccount(tx: Db, account: NewAccount): Promise<number> {
  const id = await insertUser(tx, {
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    phoneNumber: account.phoneNumber,
    companyName: account.companyName,
    taxNumber: account.taxNumber,
    localeId: LocaleId[account.locale],
    hostId: account.hostId,
    professionalStatus: account.professional ? 'pending' : 'none',
  });
  if (id === undefined) throw fieldError('email', 'email_taken');
  await insertCredential(tx, id, account.passwordHash, account.wantsNewsletter);
  await insertRoles(tx, id, [RoleId.customer]);
  return id;
}

export async function recordUpload(tx: Db, userId: number, purpose: string, stored: StoredUpload) {
  return insertUpload(tx, { userId, purpose, ...stored });
}

/** Registration and the e-mail check: only a verified account takes an e-mail (issue 17). */
export const isEmailTaken = verifiedEmailExists;
export const findUnverifiedHolder = lockUnverifiedHolder;

export function findLoginCandidate(db: Db, email: string) {
  return selectLoginCandidate(db, email);
}

/** The password check of self-delete and password change; a deleted account has no password. */
export async function checkPassword(db: Db, userId: number, password: string): Promise<boolean> {
  return verifyPassword(await selectPasswordHash(db, userId), password);
}

export const setPasswordHash = updatePasswordHash;
export const setWantsNewsletter = updateWantsNewsletter;

export async function setUserLocale(db: Db, userId: number, locale: Locale) {
  await updateUser(db, userId, { localeId: LocaleId[locale] });
}

export async function markEmailVerified(db: Db, userId: number) {
  await updateUser(db, userId, { emailVerifiedAt: new Date() });
}

export async function getProfile(db: Db, userId: number): Promise<ProfileRow | undefined> {
  return selectProfile(db, userId);
}

/** GET /api/v1/user: the profile with roles, the newsletter flag and the visible balances. */
export async function getUser(db: Db, userId: number): Promise<User | undefined> {
  const profile = await selectProfileWithRoles(db, userId);
  if (!profile) return undefined;
  const { roleIds } = profile;
  return {
    id: profile.id,
    email: profile.email,
    first_name: profile.firstName,
    last_name: profile.lastName,
    phone_number: profile.phoneNumber,
    company_name: profile.companyName,
    tax_number: profile.taxNumber,
    referrer_code: profile.referrerCode,
    email_verified_at: profile.emailVerifiedAt?.toISOString() ?? null,
    highest_level_of_education_id: profile.highestLevelOfEducationId,
    locale_id: profile.localeId,
    created_at: profile.createdAt.toISOString(),
    credential: {
      roles: roleIds.flatMap((id) => {
        const name = ROLE_NAMES[id - 1];
        return name ? [{ id, name }] : [];
      }),
      wants_newsletter: profile.wantsNewsletter ?? false,
      professional_status: profile.professionalStatus as User['credential']['professional_status'],
    },
    balance: await visibleBalances(db, userId, roleIds),
  };
}

/** Profile update: only the fields sent change; an unknown education level is a field error. */
export async function updateProfile(db: Db, userId: number, input: ProfileInput) {
  const levelId = input.highest_level_of_education_id;
  if (typeof levelId === 'number' && !(await educationLevelExists(db, levelId))) {
    throw fieldError('highest_level_of_education_id', 'education_level_unknown');
  }
  const values = {
    firstName: input.first_name,
    lastName: input.last_name,
    phoneNumber: input.phone_number,
    companyName: input.company_name,
    taxNumber: input.tax_number,
    highestLevelOfEducationId: levelId,
  };
  const changed = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  if (Object.keys(changed).length) await updateUser(db, userId, changed);
}

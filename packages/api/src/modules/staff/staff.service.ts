import {
  type Locale,
  LocaleId,
  localeFromId,
  type StaffMember,
  type StaffRole,
  type StaffSessionStage,
  type StaffTwoFactorPolicy,
  staffCreateSchema,
  staffRoleSchema,
  totpRequiredFor,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/errors';
import { enqueueMail } from '../../lib/mail';
import { hashPassword, needsRehash, verifyPassword } from '../../lib/passwords';
import { hitRateLimit } from '../../lib/rate-limit';
import { recordAudit } from '../audit/audit.service';
import { STAFF_ACCOUNT_LIMIT, staffAccountKey } from './staff.limits';
import {
  claimTotpStep,
  countActiveOwners,
  deleteSessionsOfStaff,
  insertStaff,
  lockActiveOwners,
  StaffEmailTaken,
  type StaffRow,
  selectAllStaff,
  selectStaff,
  selectStaffByEmail,
  updateStaff,
} from './staff.queries';
import { newTotpSecret, totpEnrolment, totpStepOf } from './staff.totp';

/*
 * Staff accounts (issue 20, docs/decisions/0012): sign-in with a password and, when enrolled, a
 * TOTP code; enrolment; the owner's management of members. Every write is audited in its own
 * transaction.
 */

const authFailed = () => new AppError(422, 'staff_auth_failed', { email: ['staff_auth_failed'] });
const totpInvalid = () => new AppError(422, 'staff_totp_invalid', { code: ['staff_totp_invalid'] });

const roleOf = (row: StaffRow): StaffRole => staffRoleSchema.parse(row.role);
export const staffLocaleOf = (row: Pick<StaffRow, 'localeId'>): Locale => localeFromId(row.localeId) ?? 'hu';

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: roleOf(row),
    active: row.active,
    totp_enabled: row.totpEnabledAt !== null,
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

/** What the stored values of a member are, for the audit log: never the password hash or the TOTP secret. */
const audited = (row: StaffRow) => toStaffMember(row);

/** Where a session starts after the right password: the code first, enrolment first, or signed in. */
export function stageAfterPassword(row: StaffRow, policy: StaffTwoFactorPolicy): StaffSessionStage {
  if (row.totpEnabledAt) return 'totp';
  return totpRequiredFor(roleOf(row), policy) ? 'enrol' : 'active';
}

/**
 * Checks e-mail and password. An unknown e-mail, a deactivated member and a wrong password fail
 * alike, in the same time; each failure counts against the account, and the member is mailed when
 * the account's limit trips (once per window).
 */
export async function authenticateStaff(db: Db, email: string, password: string): Promise<StaffRow> {
  const row = await selectStaffByEmail(db, email);
  const usable = row?.active ? row : undefined;
  const valid = await verifyPassword(usable?.passwordHash, password);
  if (!usable || !valid) {
    await countFailedSignIn(db, email, usable);
    throw authFailed();
  }
  if (needsRehash(usable.passwordHash))
    await updateStaff(db, usable.id, { passwordHash: await hashPassword(password) });
  return usable;
}

/** A wrong code counts as a failed sign-in of the account. */
export async function verifySignInCode(db: Db, staffId: number, code: string): Promise<StaffRow> {
  const row = await selectStaff(db, staffId);
  if (!row?.active) throw new AppError(401, 'unauthenticated');
  const step = row.totpSecret && row.totpEnabledAt ? totpStepOf(row.totpSecret, code) : null;
  if (step === null || !(await claimTotpStep(db, row.id, step))) {
    await countFailedSignIn(db, row.email, row);
    throw totpInvalid();
  }
  return row;
}

async function countFailedSignIn(db: Db, email: string, row: StaffRow | undefined) {
  const { count } = await hitRateLimit(db, STAFF_ACCOUNT_LIMIT, staffAccountKey(email));
  if (count !== STAFF_ACCOUNT_LIMIT.limit || !row) return;
  await enqueueMail(db, {
    to: row.email,
    kind: 'staff_login_locked',
    locale: staffLocaleOf(row),
    data: { name: row.name, minutes: STAFF_ACCOUNT_LIMIT.windowMs / 60_000 },
  });
}

export async function recordSignIn(db: Db, staffId: number, locale: Locale): Promise<void> {
  await updateStaff(db, staffId, { lastLoginAt: new Date(), localeId: LocaleId[locale] });
}

export async function getStaffRow(db: Db, id: number): Promise<StaffRow | undefined> {
  return selectStaff(db, id);
}

/**
 * Starts enrolment: a secret, not live until a code confirms it. Asking again before confirming
 * answers the same pending secret, so the page can be shown again (a reload, a wrong code).
 */
export async function startTotpEnrolment(db: Db, staffId: number) {
  const row = await selectStaff(db, staffId);
  if (!row) throw new AppError(401, 'unauthenticated');
  if (row.totpEnabledAt) throw new AppError(409, 'staff_totp_already_enabled');
  const secret = row.totpSecret ?? newTotpSecret();
  if (!row.totpSecret) await updateStaff(db, staffId, { totpSecret: secret });
  return { secret, ...(await totpEnrolment(secret, row.email)) };
}

/** A code from the app proves the secret arrived: the second factor is on. */
export async function confirmTotpEnrolment(db: Db, staffId: number, code: string): Promise<void> {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await selectStaff(tx, staffId, true);
    if (!row) throw new AppError(401, 'unauthenticated');
    if (row.totpEnabledAt) throw new AppError(409, 'staff_totp_already_enabled');
    const step = row.totpSecret ? totpStepOf(row.totpSecret, code) : null;
    if (step === null) throw totpInvalid();
    const after = await updateStaff(tx, staffId, { totpEnabledAt: new Date(), totpLastStep: step });
    await recordAudit(tx, {
      staffId,
      action: 'totp.enable',
      entity: 'staff',
      entityId: staffId,
      before: audited(row),
      after: after && audited(after),
    });
  });
}

/**
 * Turns a member's second factor off: their own (with a current code), or anyone's by the owner
 * (a lost phone). Not one's own when the role requires it.
 */
export async function disableTotp(
  db: Db,
  actor: { id: number; role: StaffRole },
  targetId: number,
  policy: StaffTwoFactorPolicy,
  code?: string,
): Promise<void> {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await selectStaff(tx, targetId, true);
    if (!row) throw new AppError(404, 'not_found');
    if (actor.id === targetId) {
      if (totpRequiredFor(roleOf(row), policy)) throw new AppError(422, 'staff_totp_required');
      const step = row.totpSecret && code ? totpStepOf(row.totpSecret, code) : null;
      if (step === null) throw totpInvalid();
    } else if (actor.role !== 'owner') throw new AppError(403, 'staff_forbidden');
    const after = await updateStaff(tx, targetId, { totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    await recordAudit(tx, {
      staffId: actor.id,
      action: 'totp.disable',
      entity: 'staff',
      entityId: targetId,
      before: audited(row),
      after: after && audited(after),
    });
  });
}

export async function listStaff(db: Db): Promise<StaffMember[]> {
  return (await selectAllStaff(db)).map(toStaffMember);
}

/** The names of members, for lists that show who did something. */
export async function staffNames(db: Db): Promise<Map<number, string>> {
  return new Map((await selectAllStaff(db)).map((row) => [row.id, row.name]));
}

export async function createStaff(
  db: Db,
  actorId: number,
  input: { email: string; name: string; role: StaffRole; password: string },
): Promise<StaffMember> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    let row: StaffRow;
    try {
      row = await insertStaff(tx, { email: input.email, name: input.name, role: input.role, passwordHash });
    } catch (error) {
      if (error instanceof StaffEmailTaken) throw fieldError('email', 'staff_email_taken');
      throw error;
    }
    await recordAudit(tx, {
      staffId: actorId,
      action: 'staff.create',
      entity: 'staff',
      entityId: row.id,
      after: audited(row),
    });
    return toStaffMember(row);
  });
}

/**
 * Changes a member: role or active flag. The change, its audit row and the check that an active
 * owner remains commit together or not at all. A deactivated member's sessions end.
 */
export async function updateStaffMember(
  db: Db,
  actorId: number,
  targetId: number,
  change: { role?: StaffRole; active?: boolean },
): Promise<StaffMember> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockActiveOwners(tx);
    const before = await selectStaff(tx, targetId, true);
    if (!before) throw new AppError(404, 'not_found');
    const after = await updateStaff(tx, targetId, change);
    if (!after) throw new AppError(404, 'not_found');
    await recordAudit(tx, {
      staffId: actorId,
      action: change.active === false ? 'staff.deactivate' : 'staff.update',
      entity: 'staff',
      entityId: targetId,
      before: audited(before),
      after: audited(after),
    });
    if ((await countActiveOwners(tx)) === 0) throw new AppError(422, 'staff_last_owner');
    if (change.active === false) await deleteSessionsOfStaff(tx, targetId);
    return toStaffMember(after);
  });
}

/** Why the first owner was not created (the CLI says it in words). */
export class OwnerExistsError extends Error {}

/**
 * The first owner of a new install (`npm run staff:create-owner`): created only while no active
 * owner exists, so the command cannot be used to take over a running back office. The owner
 * then sets up the second factor at the first sign-in (required for owners in production). The
 * audit log names the new owner as the one who did it: nobody else was signed in.
 */
export async function createFirstOwner(
  db: Db,
  input: { email: string; name: string; password: string },
): Promise<StaffMember> {
  const checked = staffCreateSchema.parse({ ...input, role: 'owner' });
  const passwordHash = await hashPassword(checked.password);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockActiveOwners(tx);
    if ((await countActiveOwners(tx)) > 0) throw new OwnerExistsError('an active owner exists already');
    const email = checked.email.toLowerCase();
    const row = await insertStaff(tx, { email, name: checked.name, role: 'owner', passwordHash });
    await recordAudit(tx, {
      staffId: row.id,
      action: 'staff.create_first_owner',
      entity: 'staff',
      entityId: row.id,
      after: audited(row),
    });
    return toStaffMember(row);
  });
}

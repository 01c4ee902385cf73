import { RoleId } from '@vag/domain';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { type Db, preparedPerDb } from '../../db/client';
import { userCredentials, userRoles, users } from './users.schema';

/** The users, credentials and roles tables; other modules reach them through users.service. */

export async function selectLoginCandidate(db: Db, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      localeId: users.localeId,
      hostId: users.hostId,
      emailVerifiedAt: users.emailVerifiedAt,
      professionalStatus: users.professionalStatus,
      deletedAt: users.deletedAt,
      deactivatedAt: users.deactivatedAt,
      passwordHash: userCredentials.passwordHash,
    })
    .from(users)
    .leftJoin(userCredentials, eq(userCredentials.userId, users.id))
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

export async function selectPasswordHash(db: Db, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ hash: userCredentials.passwordHash })
    .from(userCredentials)
    .where(eq(userCredentials.userId, userId));
  return row?.hash ?? null;
}

const profileColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  companyName: users.companyName,
  taxNumber: users.taxNumber,
  referrerCode: users.referrerCode,
  emailVerifiedAt: users.emailVerifiedAt,
  highestLevelOfEducationId: users.highestLevelOfEducationId,
  localeId: users.localeId,
  hostId: users.hostId,
  professionalStatus: users.professionalStatus,
  createdAt: users.createdAt,
  wantsNewsletter: userCredentials.wantsNewsletter,
};

const roleIdsOf = sql<number[] | null>`(select array_agg(${userRoles.roleId}::int order by ${userRoles.roleId})
  from ${userRoles} where ${userRoles.userId} = ${users.id})`;

export async function selectProfile(db: Db, userId: number) {
  const [row] = await db
    .select(profileColumns)
    .from(users)
    .leftJoin(userCredentials, eq(userCredentials.userId, users.id))
    .where(and(eq(users.id, userId), sql`${users.deletedAt} is null`))
    .limit(1);
  return row;
}

/**
 * GET /api/v1/user runs on every personal render and every `/visitor.json`: prepared once per
 * database (`preparedPerDb`); building it cost more of the server's time than running it.
 */
const profileWithRolesStatement = preparedPerDb((db) =>
  db
    .select({ ...profileColumns, roleIds: roleIdsOf })
    .from(users)
    .leftJoin(userCredentials, eq(userCredentials.userId, users.id))
    .where(and(eq(users.id, sql.placeholder('userId')), sql`${users.deletedAt} is null`))
    .limit(1)
    .prepare('profile_with_roles'),
);

/** The profile and its role ids (ascending) in one statement. */
export async function selectProfileWithRoles(db: Db, userId: number) {
  const [row] = await profileWithRolesStatement(db).execute({ userId });
  return row && { ...row, roleIds: row.roleIds ?? [] };
}

export type ProfileRow = NonNullable<Awaited<ReturnType<typeof selectProfile>>>;

export async function selectRoleIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.roleId));
  return rows.map((row) => row.roleId);
}

/** Whether a verified account holds the e-mail: an unverified one never blocks the mailbox's owner. */
export async function verifiedEmailExists(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return rows.length > 0;
}

/** The account holding the e-mail without having verified it, locked for its takeover; undefined if none. */
export async function lockUnverifiedHolder(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.emailVerifiedAt), isNull(users.deletedAt)))
    .for('update');
  return row?.id;
}

export type NewUser = typeof users.$inferInsert;

/** Inserts the user unless the e-mail is taken (then undefined): race-free against a double submit. */
export async function insertUser(db: Db, values: NewUser): Promise<number | undefined> {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id });
  return row?.id;
}

export async function insertCredential(db: Db, userId: number, passwordHash: string, wantsNewsletter: boolean) {
  await db.insert(userCredentials).values({ userId, passwordHash, wantsNewsletter });
}

export async function insertRoles(db: Db, userId: number, roleIds: number[]) {
  if (roleIds.length === 0) return;
  await db
    .insert(userRoles)
    .values(roleIds.map((roleId) => ({ userId, roleId })))
    .onConflictDoNothing();
}

export async function updateUser(db: Db, userId: number, values: Partial<NewUser>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string) {
  await db
    .update(userCredentials)
    .set({ passwordHash, passwordChangedAt: sql`now()` })
    .where(eq(userCredentials.userId, userId));
}

export async function updateWantsNewsletter(db: Db, userId: number, wantsNewsletter: boolean) {
  await db.update(userCredentials).set({ wantsNewsletter }).where(eq(userCredentials.userId, userId));
}

/**
 * Erases the personal data of a deleted account; the row stays so that orders and the balance
 * ledger keep a valid reference for accounting.
 */
export async function anonymiseUser(db: Db, userId: number) {
  await db
    .update(users)
    .set({
      email: sql`'deleted-' || ${users.id} || '@deleted.invalid'`,
      firstName: '',
      lastName: '',
      phoneNumber: null,
      companyName: null,
      taxNumber: null,
      referrerCode: null,
      highestLevelOfEducationId: null,
      emailVerifiedAt: null,
      deletedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
  await db
    .update(userCredentials)
    .set({ passwordHash: null, wantsNewsletter: false })
    .where(eq(userCredentials.userId, userId));
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
}

/**
 * The account that owns a guest code (any case: codes are read out and typed), or the one of
 * `userId`, with whether its code works: a beautician's (role 3) on an active account.
 */
export async function selectGuestCodeOwner(db: Db, by: { code: string } | { userId: number }) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      referrerCode: users.referrerCode,
      isBeautician: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id}
        and ${userRoles.roleId} = ${RoleId.beautician})`,
    })
    .from(users)
    .where(
      and(
        'code' in by ? sql`upper(${users.referrerCode}) = upper(${by.code})` : eq(users.id, by.userId),
        isNotNull(users.referrerCode),
        isNull(users.deletedAt),
        isNull(users.deactivatedAt),
      ),
    )
    .limit(1);
  return row;
}

import { and, eq, gt, isNull, lt, ne, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, prebuilt, preparedPerDb } from '../db/client';
import { sessions, userRoles, users } from '../db/schema';

/** Drizzle queries of the sessions table; lib/session.ts holds the rules and the cookies. */

const after = (seconds: number | Placeholder) => sql`now() + make_interval(secs => ${seconds})`;

const roleIds = sql<number[] | null>`(select array_agg(${userRoles.roleId}::int order by ${userRoles.roleId})
  from ${userRoles} where ${userRoles.userId} = ${sessions.userId})`;

const sessionColumns = {
  id: sessions.id,
  userId: sessions.userId,
  csrfToken: sessions.csrfToken,
  localeId: sessions.localeId,
  expiresAt: sessions.expiresAt,
  rememberUntil: sessions.rememberUntil,
  email: users.email,
  roleIds,
};

export type SessionRow = {
  id: string;
  userId: number | null;
  csrfToken: string;
  localeId: number | null;
  expiresAt: Date;
  rememberUntil: Date | null;
  email: string | null;
  roleIds: number[] | null;
};

/** Every request runs it: prepared once per database (`preparedPerDb`). */
const liveSessionStatement = preparedPerDb((db) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
    .limit(1)
    .prepare('live_session'),
);

/** The live session of a cookie token's hash, with its user's e-mail and roles. */
export async function selectLiveSession(db: Db, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await liveSessionStatement(db).execute({ tokenHash });
  return row;
}

/** What a read along the session selects: SQL over the session row's own columns, on one site. */
export type AlongSelect = (session: { id: SQL; userId: SQL }, hostId: number) => SQL;

/**
 * The live session's statement with one column more, `along`: another read of the same request
 * made in the same round trip (`SessionManager.readAlong`). Built once per site; `along` comes
 * back as the driver gives it (JSON parsed).
 */
export function liveSessionAlong(label: string, select: AlongSelect) {
  const columns = (along: SQL) => ({ ...sessionColumns, along });
  const statement = prebuilt<SessionRow & { along: unknown }, [hostId: number]>(
    `live_session_${label}`,
    (db, hostId) =>
      db
        .select(columns(select({ id: sql`${sessions.id}`, userId: sql`${sessions.userId}` }, hostId)))
        .from(sessions)
        .leftJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), gt(sessions.expiresAt, sql`now()`)))
        .limit(1),
    // Rows are mapped by position: the same columns in the same order, `along` untouched.
    columns(sql`along`),
  );
  return async (db: Db, hostId: number, tokenHash: string) => {
    const [row] = await statement(db, [hostId], { tokenHash });
    return row;
  };
}

/** A remembered session by its refresh token's hash, while "remember me" lasts. */
export async function selectRememberedSession(db: Db, refreshHash: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select(sessionColumns)
    .from(sessions)
    .leftJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.refreshTokenHash, refreshHash), gt(sessions.rememberUntil, sql`now()`)))
    .limit(1);
  return row;
}

export interface SessionWrite {
  tokenHash: string;
  csrfToken: string;
  userId: number | null;
  localeId: number | null;
  ttlSeconds: number;
  refreshTokenHash?: string | null;
  rememberSeconds?: number | null;
}

function writeValues(values: SessionWrite) {
  return {
    tokenHash: values.tokenHash,
    csrfToken: values.csrfToken,
    userId: values.userId,
    localeId: values.localeId,
    expiresAt: after(values.ttlSeconds),
    ...(values.refreshTokenHash !== undefined ? { refreshTokenHash: values.refreshTokenHash } : {}),
    ...(values.rememberSeconds !== undefined
      ? { rememberUntil: values.rememberSeconds === null ? null : after(values.rememberSeconds) }
      : {}),
  };
}

/** What a write answers of the row: the session's columns, without its user's e-mail and roles. */
const writtenColumns = {
  id: sessions.id,
  userId: sessions.userId,
  csrfToken: sessions.csrfToken,
  localeId: sessions.localeId,
  expiresAt: sessions.expiresAt,
  rememberUntil: sessions.rememberUntil,
};
export type WrittenSession = Omit<SessionRow, 'email' | 'roleIds'>;

/** A new session row, answered as written (a guest's needs no second read). */
export async function insertSession(db: Db, values: SessionWrite): Promise<WrittenSession> {
  const [row] = await db.insert(sessions).values(writeValues(values)).returning(writtenColumns);
  if (!row) throw new Error('session insert returned no row');
  return row;
}

/** Every first visit writes it (`insertSessionOnce`): built once, each value a placeholder. */
const sessionOnceStatement = prebuilt<WrittenSession>(
  'session_insert_once',
  (db) => {
    const expiresAt = after(sql.placeholder('ttlSeconds'));
    return db
      .insert(sessions)
      .values({
        tokenHash: sql.placeholder('tokenHash'),
        csrfToken: sql.placeholder('csrfToken'),
        userId: sql.placeholder('userId'),
        localeId: sql.placeholder('localeId'),
        expiresAt,
        refreshTokenHash: sql.placeholder('refreshTokenHash'),
        // make_interval of null is null: no "remember me", no end to it.
        rememberUntil: after(sql.placeholder('rememberSeconds')),
      })
      .onConflictDoUpdate({ target: sessions.tokenHash, set: { expiresAt } })
      .returning(writtenColumns);
  },
  writtenColumns,
);

/**
 * The guest session of a visitor whose token is derived from the visitor's id: the first of
 * several concurrent requests writes the row, the others take it (one cart, not one per click);
 * a row left expired by an earlier visit lives again.
 */
export async function insertSessionOnce(db: Db, values: SessionWrite): Promise<WrittenSession> {
  const [row] = await sessionOnceStatement(db, [], {
    tokenHash: values.tokenHash,
    csrfToken: values.csrfToken,
    userId: values.userId,
    localeId: values.localeId,
    ttlSeconds: values.ttlSeconds,
    refreshTokenHash: values.refreshTokenHash ?? null,
    rememberSeconds: values.rememberSeconds ?? null,
  });
  if (!row) throw new Error('session upsert returned no row');
  return row;
}

/** New tokens for an existing session row: the old cookie stops working, the row id stays. */
export async function rewriteSession(db: Db, id: string, values: SessionWrite): Promise<WrittenSession | undefined> {
  const [row] = await db.update(sessions).set(writeValues(values)).where(eq(sessions.id, id)).returning(writtenColumns);
  return row;
}

/** Pushes the session's expiry forward; the new expiry, or undefined when the row is gone. */
export async function extendSession(
  db: Db,
  id: string,
  ttlSeconds: number,
  localeId: number | null,
): Promise<Date | undefined> {
  const [row] = await db
    .update(sessions)
    .set({ expiresAt: after(ttlSeconds), localeId })
    .where(eq(sessions.id, id))
    .returning({ expiresAt: sessions.expiresAt });
  return row?.expiresAt;
}

export async function setSessionLocale(db: Db, id: string, localeId: number) {
  await db.update(sessions).set({ localeId }).where(eq(sessions.id, id));
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Logs a user out everywhere (password reset, self-delete), or everywhere else (password change). */
export async function deleteUserSessions(db: Db, userId: number, exceptId?: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), exceptId ? ne(sessions.id, exceptId) : undefined));
}

/** Drops sessions that neither live nor can be refreshed any more. */
export async function pruneSessions(db: Db) {
  await db
    .delete(sessions)
    .where(
      and(
        lt(sessions.expiresAt, sql`now()`),
        or(isNull(sessions.rememberUntil), lt(sessions.rememberUntil, sql`now()`)),
      ),
    );
}

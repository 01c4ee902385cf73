import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTokens } from './auth.schema';

export type TokenPurpose = 'verify_email' | 'reset_password';

export async function insertToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  tokenHash: string,
  ttlSeconds: number,
) {
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash,
    expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
  });
}

export async function deleteTokens(db: Db, userId: number, purpose?: TokenPurpose) {
  await db
    .delete(userTokens)
    .where(and(eq(userTokens.userId, userId), purpose ? eq(userTokens.purpose, purpose) : undefined));
}

/** Links not used yet stop working; a spent one stays as the record of its use (issue 18). */
export async function deleteUnusedTokens(db: Db, userId: number, purpose: TokenPurpose) {
  await db
    .delete(userTokens)
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
}

/**
 * Uses a token once: the single UPDATE marks it used only if it is unused, unexpired and the
 * user's, so two simultaneous clicks cannot both succeed.
 */
export async function consumeToken(db: Db, userId: number, purpose: TokenPurpose, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: userTokens.id });
  return rows.length > 0;
}

/**
 * A link's state within its validity: `unused`, `used` (spent earlier: a second open answers
 * "already done", issue 18), or undefined (unknown, another user's, expired, replaced).
 */
export async function selectTokenState(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  tokenHash: string,
): Promise<'unused' | 'used' | undefined> {
  const [row] = await db
    .select({ usedAt: userTokens.usedAt })
    .from(userTokens)
    .where(
      and(
        eq(userTokens.tokenHash, tokenHash),
        eq(userTokens.userId, userId),
        eq(userTokens.purpose, purpose),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    );
  if (!row) return undefined;
  return row.usedAt === null ? 'unused' : 'used';
}

/** Spent links are kept until they expire: until then a second open says what the first did. */
export async function pruneTokens(db: Db) {
  await db.delete(userTokens).where(lt(userTokens.expiresAt, sql`now()`));
}

import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
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

export async function pruneTokens(db: Db) {
  await db.delete(userTokens).where(or(lt(userTokens.expiresAt, sql`now()`), sql`${userTokens.usedAt} is not null`));
}

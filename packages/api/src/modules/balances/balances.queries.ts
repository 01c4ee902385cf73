import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { balanceTransactions, userBalances } from './balances.schema';

export function selectBalances(db: Db, userId: number) {
  return db
    .select({ kind: userBalances.kind, current: userBalances.current })
    .from(userBalances)
    .where(eq(userBalances.userId, userId));
}

/** Adds to a balance (creating its row), returning the new value. */
export async function addToBalance(db: Db, userId: number, kind: string, amount: number): Promise<number> {
  const [row] = await db
    .insert(userBalances)
    .values({ userId, kind, current: amount })
    .onConflictDoUpdate({
      target: [userBalances.userId, userBalances.kind],
      set: { current: sql`${userBalances.current} + ${amount}`, updatedAt: sql`now()` },
    })
    .returning({ current: userBalances.current });
  return row?.current ?? amount;
}

/**
 * Takes `amount` off a balance only if it covers it. The UPDATE locks the row, so concurrent
 * spenders queue up and each re-checks `current >= amount` against the committed value.
 */
export async function takeFromBalance(db: Db, userId: number, kind: string, amount: number) {
  const [row] = await db
    .update(userBalances)
    .set({ current: sql`${userBalances.current} - ${amount}`, updatedAt: sql`now()` })
    .where(and(eq(userBalances.userId, userId), eq(userBalances.kind, kind), sql`${userBalances.current} >= ${amount}`))
    .returning({ current: userBalances.current });
  return row?.current;
}

/**
 * Takes up to `amount` off a balance, as much as there is: the row is locked first, so what is
 * read is what is taken. Answers the forints taken (0 without a balance).
 */
export async function takeUpToFromBalance(db: Db, userId: number, kind: string, amount: number): Promise<number> {
  const [row] = await db
    .select({ current: userBalances.current })
    .from(userBalances)
    .where(and(eq(userBalances.userId, userId), eq(userBalances.kind, kind)))
    .for('update');
  const taken = Math.min(row?.current ?? 0, amount);
  if (taken > 0) await takeFromBalance(db, userId, kind, taken);
  return taken;
}

export async function insertTransaction(db: Db, values: typeof balanceTransactions.$inferInsert) {
  const [row] = await db.insert(balanceTransactions).values(values).returning({ id: balanceTransactions.id });
  return row?.id;
}

export async function selectTransactions(db: Db, userId: number, kinds: string[], limit: number, offset: number) {
  const where = and(eq(balanceTransactions.userId, userId), inArray(balanceTransactions.kind, kinds));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(balanceTransactions)
      .where(where)
      .orderBy(desc(balanceTransactions.createdAt), desc(balanceTransactions.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(balanceTransactions).where(where),
  ]);
  return { rows, total: Number(total?.total ?? 0) };
}

export async function sumLedger(db: Db, userId: number, kind: string): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | number | null>`sum(${balanceTransactions.amount})` })
    .from(balanceTransactions)
    .where(and(eq(balanceTransactions.userId, userId), eq(balanceTransactions.kind, kind)));
  return Number(row?.sum ?? 0);
}

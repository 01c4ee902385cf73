import { and, count, desc, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { type Db, prebuilt } from '../../db/client';
import { addresses } from './addresses.schema';

export type AddressRow = typeof addresses.$inferSelect;
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'createdAt' | 'updatedAt'>;

/**
 * The user's addresses: the default first, then the newest. The checkout's first step reads them
 * on every render, so the statement is built once (`prebuilt`).
 */
export function selectAddresses(db: Db, userId: number): Promise<AddressRow[]> {
  return addressesStatement(db, [], { userId });
}

const addressesStatement = prebuilt<AddressRow>(
  'user_addresses',
  (db) =>
    db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, sql.placeholder('userId')))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id)),
  getTableColumns(addresses),
);

/** One address, only if it is the user's: another user's id reads as missing. */
export async function selectOwnAddress(db: Db, userId: number, id: number) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  return row;
}

export async function countAddresses(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.userId, userId));
  return Number(row?.n ?? 0);
}

export async function insertAddress(db: Db, userId: number, values: AddressValues) {
  const [row] = await db
    .insert(addresses)
    .values({ ...values, userId })
    .returning();
  return row;
}

export async function updateOwnAddress(db: Db, userId: number, id: number, values: Partial<AddressValues>) {
  const [row] = await db
    .update(addresses)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning();
  return row;
}

/** Clears the default flag of the user's other addresses (one default per user, DB-enforced). */
export async function clearDefault(db: Db, userId: number, exceptId?: number) {
  await db
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        exceptId ? ne(addresses.id, exceptId) : undefined,
      ),
    );
}

export async function deleteOwnAddress(db: Db, userId: number, id: number) {
  const [row] = await db
    .delete(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
    .returning({ id: addresses.id, isDefault: addresses.isDefault });
  return row;
}

/** Makes the newest remaining address the default (after the default one was deleted). */
export async function promoteNewest(db: Db, userId: number) {
  await db.execute(sql`update addresses set is_default = true
    where id = (select id from addresses where user_id = ${userId} order by created_at desc, id desc limit 1)`);
}

export async function deleteAllAddresses(db: Db, userId: number) {
  await db.delete(addresses).where(eq(addresses.userId, userId));
}

import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { wishlistItems } from './wishlist.schema';

export async function selectWishlistProductIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ productId: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt));
  return rows.map((row) => row.productId);
}

export async function insertWishlistItem(db: Db, userId: number, productId: number) {
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
}

export async function deleteWishlistItem(db: Db, userId: number, productId: number) {
  await db.delete(wishlistItems).where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)));
}

export async function deleteWishlistOf(db: Db, userId: number) {
  await db.delete(wishlistItems).where(eq(wishlistItems.userId, userId));
}

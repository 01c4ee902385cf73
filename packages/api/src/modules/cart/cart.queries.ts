import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartCoupons, cartItems, carts } from '../../db/schema';

/** Whose cart: a guest's session or a user (never both: the table's check). */
export type CartOwner = { sessionId: string } | { userId: number };

const ownedBy = (hostId: number, owner: CartOwner) =>
  and(
    eq(carts.hostId, hostId),
    'userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.sessionId, owner.sessionId),
  );

export async function selectCartId(db: Db, hostId: number, owner: CartOwner): Promise<number | undefined> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownedBy(hostId, owner));
  return row?.id;
}

export async function selectCartIdForUpdate(db: Db, hostId: number, owner: CartOwner): Promise<number | undefined> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownedBy(hostId, owner)).for('update');
  return row?.id;
}

/**
 * The owner's cart, created on first use and touched otherwise, in one statement; concurrent
 * first adds end up in one cart.
 */
export async function ensureCartId(db: Db, hostId: number, owner: CartOwner): Promise<number> {
  const isUser = 'userId' in owner;
  const [row] = await db
    .insert(carts)
    .values({ hostId, ...owner })
    .onConflictDoUpdate({
      target: isUser ? [carts.hostId, carts.userId] : [carts.hostId, carts.sessionId],
      targetWhere: isUser ? isNotNull(carts.userId) : isNotNull(carts.sessionId),
      set: { updatedAt: sql`now()` },
    })
    .returning({ id: carts.id });
  if (!row) throw new Error('cart could not be created');
  return row.id;
}

/** Carts of a guest session on every site (a login merges each into the user's). */
export function selectSessionCarts(db: Db, sessionId: string) {
  return db.select({ id: carts.id, hostId: carts.hostId }).from(carts).where(eq(carts.sessionId, sessionId));
}

export async function touchCart(db: Db, cartId: number) {
  await db.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
}

export async function deleteCart(db: Db, cartId: number) {
  await db.delete(carts).where(eq(carts.id, cartId));
}

export type CartItemRow = typeof cartItems.$inferSelect;

export function selectCartItems(db: Db, cartId: number): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartId)).orderBy(asc(cartItems.id));
}

/** What a line refers to: a product or a training date. */
export type CartLineRef = { productId: number } | { trainingDateId: number };

const lineOf = (cartId: number, ref: CartLineRef) =>
  and(
    eq(cartItems.cartId, cartId),
    'productId' in ref ? eq(cartItems.productId, ref.productId) : eq(cartItems.trainingDateId, ref.trainingDateId),
  );

export async function selectLineCount(db: Db, cartId: number, ref: CartLineRef): Promise<number> {
  const [row] = await db.select({ count: cartItems.count }).from(cartItems).where(lineOf(cartId, ref));
  return row?.count ?? 0;
}

/** Sets a line's count, creating the line when it is new. */
export async function upsertLine(db: Db, cartId: number, ref: CartLineRef, count: number) {
  const isProduct = 'productId' in ref;
  await db
    .insert(cartItems)
    .values({ cartId, ...ref, count })
    .onConflictDoUpdate({
      target: isProduct ? [cartItems.cartId, cartItems.productId] : [cartItems.cartId, cartItems.trainingDateId],
      targetWhere: isProduct ? isNotNull(cartItems.productId) : isNotNull(cartItems.trainingDateId),
      set: { count },
    });
}

/**
 * Adds `count` to a product line (created when new) in one statement, unless the line would pass
 * `max`: answers the new count, or undefined when it would. Concurrent adds both count.
 */
export async function addToProductLine(db: Db, cartId: number, productId: number, count: number, max: number) {
  const [row] = await db
    .insert(cartItems)
    .values({ cartId, productId, count })
    .onConflictDoUpdate({
      target: [cartItems.cartId, cartItems.productId],
      targetWhere: isNotNull(cartItems.productId),
      set: { count: sql`${cartItems.count} + excluded.count` },
      setWhere: sql`${cartItems.count} + excluded.count <= ${max}`,
    })
    .returning({ count: cartItems.count });
  return row?.count;
}

export async function deleteLine(db: Db, cartId: number, ref: CartLineRef) {
  await db.delete(cartItems).where(lineOf(cartId, ref));
}

/** A placed cart's lines and coupons, in one statement. */
export async function deleteLinesAndCoupons(db: Db, cartId: number) {
  await db.execute(sql`with lines as (delete from ${cartItems} where ${cartItems.cartId} = ${cartId})
    delete from ${cartCoupons} where ${cartCoupons.cartId} = ${cartId}`);
}

export function selectCartCoupons(db: Db, cartId: number) {
  return db
    .select({ couponId: cartCoupons.couponId, email: cartCoupons.email })
    .from(cartCoupons)
    .where(eq(cartCoupons.cartId, cartId))
    .orderBy(asc(cartCoupons.createdAt), asc(cartCoupons.couponId));
}

export async function insertCartCoupon(db: Db, cartId: number, couponId: number, email: string): Promise<boolean> {
  const rows = await db
    .insert(cartCoupons)
    .values({ cartId, couponId, email })
    .onConflictDoNothing()
    .returning({ couponId: cartCoupons.couponId });
  return rows.length > 0;
}

export async function deleteCartCoupon(db: Db, cartId: number, couponId: number): Promise<boolean> {
  const rows = await db
    .delete(cartCoupons)
    .where(and(eq(cartCoupons.cartId, cartId), eq(cartCoupons.couponId, couponId)))
    .returning({ couponId: cartCoupons.couponId });
  return rows.length > 0;
}

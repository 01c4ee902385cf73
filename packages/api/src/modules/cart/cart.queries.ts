import { and, asc, eq, isNotNull, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Db, prebuilt, queryRows } from '../../db/client';
import type { AlongSelect } from '../../lib/session-store';
import { userBalancesJson } from '../balances/balances.service';
import { type GiftRule, giftRulesInEffectJson } from '../coupons/coupons.service';
import { cartCoupons, cartItems, carts } from './cart.schema';

/** Whose cart: a guest's session or a user (never both: the table's check). */
export type CartOwner = { sessionId: string } | { userId: number };

/** An owner, or a placeholder for one in a prepared statement (`db/prebuilt.ts`). */
type CartOwnerOrPlaceholder = { sessionId: string | Placeholder } | { userId: number | Placeholder };

/** The condition on `carts` of the owner's cart on a site. */
export const cartOwnedBy = (hostId: number, owner: CartOwnerOrPlaceholder) =>
  and(
    eq(carts.hostId, hostId),
    'userId' in owner ? eq(carts.userId, owner.userId) : eq(carts.sessionId, owner.sessionId),
  );

export async function selectCartId(db: Db, hostId: number, owner: CartOwner): Promise<number | undefined> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(cartOwnedBy(hostId, owner));
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
  return db
    .select({ id: carts.id, hostId: carts.hostId, referrerUserId: carts.referrerUserId })
    .from(carts)
    .where(eq(carts.sessionId, sessionId));
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

/**
 * What pricing reads of a cart: its lines (by id), its coupons (in the order they were put on),
 * the beautician whose guest code is on it, and the site's gift rules in effect (by threshold).
 */
export interface CartContents {
  items: (Pick<CartItemRow, 'id' | 'productId' | 'trainingDateId' | 'count'> & {
    /** A classroom date line's held seats and until when (ISO), running or run out (issue 24). */
    seatsHeld?: number;
    heldUntil?: string | null;
  })[];
  coupons: { couponId: number; email: string }[];
  referrerUserId: number | null;
  giftRules: GiftRule[];
}

/** An empty cart's contents: nothing to price, so no gift either. */
export const NO_CONTENTS: CartContents = { items: [], coupons: [], referrerUserId: null, giftRules: [] };

/** A cart's contents (`CartContents`) as JSON fields of a statement that reads more (`readCartRow`). */
export const cartContentsJson = (hostId: number, cartId: SQLWrapper) => ({
  items: sql<CartContents['items']>`coalesce((select json_agg(json_build_object('id', ${cartItems.id},
      'productId', ${cartItems.productId}, 'trainingDateId', ${cartItems.trainingDateId}, 'count', ${cartItems.count},
      'seatsHeld', ${cartItems.seatsHeld}, 'heldUntil', ${cartItems.heldUntil}) order by ${cartItems.id})
    from ${cartItems} where ${cartItems.cartId} = ${cartId}), '[]')`,
  coupons: sql<CartContents['coupons']>`coalesce((select json_agg(json_build_object('couponId', ${cartCoupons.couponId},
      'email', ${cartCoupons.email}) order by ${cartCoupons.createdAt}, ${cartCoupons.couponId})
    from ${cartCoupons} where ${cartCoupons.cartId} = ${cartId}), '[]')`,
  referrerUserId: sql<number | null>`(select guest.referrer_user_id from ${carts} guest where guest.id = ${cartId})`,
  giftRules: sql<GiftRule[]>`${giftRulesInEffectJson(hostId)}`,
});

/**
 * The cart's own rows that its priced answer is built from (its lines, coupons and guest code),
 * with the user's balances: what a stored answer is checked against (`cart.answers.ts`). The
 * catalogue it is priced from is not here: its changes come as notices.
 */
export interface CartStampRow {
  cartId: number | null;
  items: CartContents['items'];
  coupons: CartContents['coupons'];
  referrerUserId: number | null;
  balances: { kind: string; current: number }[];
}

/** The owner's cart's `CartStampRow` on a site, in one small statement (`cartId` null: no cart). */
export async function selectCartStamp(
  db: Db,
  hostId: number,
  owner: CartOwner,
  userId: number | null,
): Promise<CartStampRow> {
  const [row] = await cartStampStatement(db, ['userId' in owner ? 'user_id' : 'session_id', hostId], {
    owner: 'userId' in owner ? owner.userId : owner.sessionId,
    userId,
  });
  if (!row) throw new Error('the cart stamp answered no row');
  return row;
}

/**
 * `CartStampRow` of a session's owner (its user's cart, else the guest session's) as one JSON
 * value, read along the session itself (`SessionManager.readAlong`): a kept cart answer then
 * costs one round trip. Each branch of the owner's cart is one unique index's look-up.
 */
export const sessionCartStamp: AlongSelect = (session, hostId) => {
  const { items, coupons } = cartContentsJson(hostId, sql`cart.id`);
  return sql`(select json_build_object('cartId', cart.id, 'items', ${items}, 'coupons', ${coupons},
      'referrerUserId', cart.referrer_user_id, 'balances', ${userBalancesJson(session.userId)})
    from (select 1) one
    left join lateral (
      select owned.id, owned.referrer_user_id from ${carts} owned
        where ${session.userId} is not null and owned.host_id = ${hostId} and owned.user_id = ${session.userId}
      union all
      select owned.id, owned.referrer_user_id from ${carts} owned
        where ${session.userId} is null and owned.host_id = ${hostId} and owned.session_id = ${session.id}
    ) cart on true)`;
};

/** `selectCartStamp`'s statement, built once per kind of owner and site: every cart answer kept runs it. */
const cartStampStatement = prebuilt<CartStampRow, [ownerColumn: 'user_id' | 'session_id', hostId: number]>(
  'cart_stamp',
  (_db, ownerColumn, hostId) => {
    // The same fragments as the full read's (`readCartRow`), so that the two agree value for value.
    const { items, coupons } = cartContentsJson(hostId, sql`cart.id`);
    return sql`select cart.id as "cartId", ${items} as "items", ${coupons} as "coupons",
        cart.referrer_user_id as "referrerUserId", ${userBalancesJson(sql.placeholder('userId'))} as "balances"
      from (select 1) one
      left join ${carts} cart on cart.host_id = ${hostId} and cart.${sql.raw(ownerColumn)} = ${sql.placeholder('owner')}`;
  },
);

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

/**
 * Sets a training date line's count and, for a classroom date, holds that many seats until
 * `minutes` from now (the trigger of migration 0025 takes them from the date, or the statement
 * fails with training_dates_seats_check when they are not there). A new hold starts the clock
 * again and may be extended once more at checkout.
 */
export async function holdDateLine(
  db: Db,
  cartId: number,
  trainingDateId: number,
  count: number,
  hold: { seats: number; minutes: number },
) {
  const heldUntil = hold.seats > 0 ? sql`now() + make_interval(mins => ${hold.minutes})` : null;
  await db.execute(
    sql`insert into cart_items (cart_id, training_date_id, count, seats_held, held_until, hold_extended)
        values (${cartId}, ${trainingDateId}, ${count}, ${hold.seats}, ${heldUntil}, false)
        on conflict (cart_id, training_date_id) where training_date_id is not null
        do update set count = excluded.count, seats_held = excluded.seats_held,
          held_until = excluded.held_until, hold_extended = false`,
  );
}

/** The seats a line of the cart holds on a date now (0 when it holds none, or its hold ran out). */
export async function selectLineHold(db: Db, cartId: number, trainingDateId: number): Promise<number> {
  const [row] = await queryRows<{ seats_held: number }>(
    db,
    sql`select seats_held from cart_items
        where cart_id = ${cartId} and training_date_id = ${trainingDateId} and held_until > now()`,
  );
  return row?.seats_held ?? 0;
}

/** Lets every hold that has run out go (its seats back on the date, by the trigger); answers how many. */
export async function releaseExpiredCartHolds(db: Db): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update cart_items set seats_held = 0 where seats_held > 0 and held_until <= now() returning id`,
  );
  return rows.length;
}

/** Lets the cart's holds go: its enrolment takes the seats in the same transaction. */
export async function releaseCartHolds(db: Db, cartId: number): Promise<void> {
  await db.execute(sql`update cart_items set seats_held = 0 where cart_id = ${cartId} and seats_held > 0`);
}

/** Extends the cart's running holds to `minutes` from now, once (when checkout starts). */
export async function extendCartHolds(db: Db, cartId: number, minutes: number): Promise<void> {
  await db.execute(
    sql`update cart_items
        set held_until = greatest(held_until, now() + make_interval(mins => ${minutes})), hold_extended = true
        where cart_id = ${cartId} and seats_held > 0 and held_until > now() and not hold_extended`,
  );
}

/** Sets a line's count, creating the line when it is new; a hold of more seats shrinks with it. */
export async function upsertLine(db: Db, cartId: number, ref: CartLineRef, count: number) {
  const isProduct = 'productId' in ref;
  await db
    .insert(cartItems)
    .values({ cartId, ...ref, count })
    .onConflictDoUpdate({
      target: isProduct ? [cartItems.cartId, cartItems.productId] : [cartItems.cartId, cartItems.trainingDateId],
      targetWhere: isProduct ? isNotNull(cartItems.productId) : isNotNull(cartItems.trainingDateId),
      set: { count, seatsHeld: sql`least(${cartItems.seatsHeld}, ${count})` },
    });
}

/**
 * Adds `count` to a product line of the owner's cart in one statement: the cart is created on
 * first use and touched otherwise (concurrent first adds end up in one cart), the line created
 * when new, unless the line would pass `max`. Answers the new count, or undefined when it would
 * pass. Concurrent adds both count.
 */
export async function addToOwnersProductLine(
  db: Db,
  hostId: number,
  owner: CartOwner,
  productId: number,
  count: number,
  max: number,
): Promise<number | undefined> {
  const [row] = await addToLineStatement(db, ['userId' in owner ? 'user_id' : 'session_id'], {
    hostId,
    owner: 'userId' in owner ? owner.userId : owner.sessionId,
    productId,
    count,
    max,
  });
  return row?.count;
}

/** `addToOwnersProductLine`'s statement, built once per kind of owner: every add to the cart runs it. */
const addToLineStatement = prebuilt<{ count: number }, [ownerColumn: 'user_id' | 'session_id']>(
  'cart_add_to_line',
  (_db, ownerColumn) => {
    const column = sql.raw(ownerColumn);
    return sql`with cart as (
        insert into ${carts} (host_id, ${column}) values (${sql.placeholder('hostId')}, ${sql.placeholder('owner')})
        on conflict (host_id, ${column}) where ${column} is not null do update set updated_at = now()
        returning id)
      insert into ${cartItems} (cart_id, product_id, count) select cart.id, ${sql.placeholder('productId')}::int, ${sql.placeholder('count')}::int from cart
      on conflict (cart_id, product_id) where product_id is not null
        do update set count = ${cartItems}.count + excluded.count
        where ${cartItems}.count + excluded.count <= ${sql.placeholder('max')}::int
      returning count`;
  },
);

/**
 * Empties a placed purchase's cart (lines, coupons and the guest code, used now): data-modifying
 * `with` statements to run inside its item insert (`cartId` a placeholder in a prebuilt one).
 */
export function clearCartStatements(tx: Db, cartId: number | Placeholder) {
  return [
    tx.$with('cleared_lines').as(tx.delete(cartItems).where(eq(cartItems.cartId, cartId))),
    tx.$with('cleared_coupons').as(tx.delete(cartCoupons).where(eq(cartCoupons.cartId, cartId))),
    tx.$with('cleared_guest_code').as(tx.update(carts).set({ referrerUserId: null }).where(eq(carts.id, cartId))),
  ];
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

/** Puts a beautician's guest code on a cart (one at a time: it replaces another); false when it is there already. */
export async function updateCartReferrer(db: Db, cartId: number, referrerUserId: number): Promise<boolean> {
  const rows = await db
    .update(carts)
    .set({ referrerUserId, updatedAt: sql`now()` })
    .where(and(eq(carts.id, cartId), sql`${carts.referrerUserId} is distinct from ${referrerUserId}`))
    .returning({ id: carts.id });
  return rows.length > 0;
}

/** Takes the guest code of `referrerUserId` off a cart; false when it was not on it. */
export async function clearCartReferrer(db: Db, cartId: number, referrerUserId: number): Promise<boolean> {
  const rows = await db
    .update(carts)
    .set({ referrerUserId: null, updatedAt: sql`now()` })
    .where(and(eq(carts.id, cartId), eq(carts.referrerUserId, referrerUserId)))
    .returning({ id: carts.id });
  return rows.length > 0;
}

/**
 * Locks the owner's cart being checked out until the purchase commits (a second checkout of the
 * same cart waits, then finds it emptied) and evaluates `alongside` (the purchase's next id) in
 * the same round trip; undefined when the owner has no cart.
 */
export async function lockOwnersCart(
  db: Db,
  hostId: number,
  owner: CartOwner,
  alongside: SQL,
): Promise<{ id: number; alongside: unknown } | undefined> {
  const [row] = await db
    .select({ id: carts.id, alongside })
    .from(carts)
    .where(cartOwnedBy(hostId, owner))
    .for('update');
  return row;
}

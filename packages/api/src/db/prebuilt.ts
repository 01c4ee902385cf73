import type { PGlite } from '@electric-sql/pglite';
import { PRICE_HISTORY_LOOKBACK_DAYS } from '@vag/domain';
import { eq, fillPlaceholders, is, type Query, type SQL, sql } from 'drizzle-orm';
import type { PreparedQueryConfig } from 'drizzle-orm/pg-core';
import { PgliteDatabase } from 'drizzle-orm/pglite';
import { userBalancesJson } from '../modules/balances/balances.service';
import { type CartContents, type CartOwner, cartContentsJson, cartOwnedBy } from '../modules/cart/cart.queries';
import { cartCoupons, cartItems, carts } from '../modules/cart/cart.schema';
import { cartCouponsJson, giftRuleProductIds } from '../modules/coupons/coupons.service';
import { type DeliveryMethodRow, deliveryMethodsJson } from '../modules/delivery-methods/delivery-methods.service';
import { mediaAltsJson } from '../modules/media/media.service';
import { type PaymentMethodRow, paymentMethodsJson } from '../modules/payment-methods/payment-methods.service';
import { pictureMediaIds, productsWithRelationsJson, productVatRatesJson } from '../modules/products/products.service';
import { type Db, queryRows } from './client';

/*
 * Statements that a hot path sends as one round trip, each built from the owning modules' JSON
 * fragments and prepared under a fixed name: PostgreSQL plans such a statement once per
 * connection (planning one this size costs more than running it). Every value is a parameter,
 * so a name always has the same text.
 */

/** Which cart to read: the owner's (the cart screen) or one by id, locked already (an order). */
export type CartKey = CartOwner | { cartId: number };

/**
 * What pricing a cart reads, in one statement: the cart's lines, coupons, guest code and the
 * site's gift rules; the site's delivery and payment methods; the products of the lines and of
 * the gifts with their pictures' alt texts and the lines' VAT rates; the coupons' rows with the
 * earlier redemptions their per-e-mail limits count; the user's balances. No cart: `cartId` null.
 */
export interface CartReadRow {
  cartId: number | null;
  items: CartContents['items'];
  coupons: CartContents['coupons'];
  referrerUserId: number | null;
  giftRules: CartContents['giftRules'];
  deliveryMethods: DeliveryMethodRow[];
  paymentMethods: PaymentMethodRow[];
  products: ReturnType<typeof productsWithRelationsJson>['_']['type'];
  vatRates: { id: number; vatRate: number }[];
  mediaAlts: ReturnType<typeof mediaAltsJson>['_']['type'];
  couponRows: ReturnType<typeof cartCouponsJson>['coupons']['_']['type'];
  redemptions: { couponId: number; email: string }[];
  balances: { kind: string; current: number }[];
}

type CartReadVariant = 'cart_read_by_id' | 'cart_read_by_user' | 'cart_read_by_session';

const variantOf = (key: CartKey): CartReadVariant =>
  'cartId' in key ? 'cart_read_by_id' : 'userId' in key ? 'cart_read_by_user' : 'cart_read_by_session';

/** The placeholders' values of a read: the key's cart or owner (`cart`) and the balances' user. */
const valuesOf = (key: CartKey, userId: number | null) => ({
  cart: 'cartId' in key ? key.cartId : 'userId' in key ? key.userId : key.sessionId,
  userId,
});

/** The cart of a read, by its id or `cartOwnedBy` its owner, a placeholder either way. */
const cartOf = (variant: CartReadVariant, hostId: number) => {
  const cart = sql.placeholder('cart');
  if (variant === 'cart_read_by_id') return eq(carts.id, cart);
  return cartOwnedBy(hostId, variant === 'cart_read_by_user' ? { userId: cart } : { sessionId: cart });
};

function cartReadStatement(db: Db, variant: CartReadVariant, hostId: number, localeId: number) {
  const lineProductIds = sql`(select ${cartItems.productId} from ${cartItems}
    where ${cartItems.cartId} = ${carts.id} and ${cartItems.productId} is not null)`;
  // A gift needs a subtotal above 0, so an empty cart reads no gift product.
  const productIds = sql`(${lineProductIds} union select gift.product_id from ${giftRuleProductIds(hostId)} gift
    where exists (select 1 from ${cartItems} where ${cartItems.cartId} = ${carts.id}))`;
  const couponsOnCart = cartCouponsJson(
    sql`(select ${cartCoupons.couponId} as coupon_id, ${cartCoupons.email} as email from ${cartCoupons}
      where ${cartCoupons.cartId} = ${carts.id})`,
  );
  // Each column is named after its field: PGlite's EXECUTE (`readCartRow`) answers objects by name.
  const fields = {
    cartId: sql<number | null>`${carts.id}`,
    ...cartContentsJson(hostId, carts.id),
    deliveryMethods: deliveryMethodsJson(hostId, localeId),
    paymentMethods: paymentMethodsJson(hostId, localeId),
    products: productsWithRelationsJson(productIds, localeId, { hostId, lookbackDays: PRICE_HISTORY_LOOKBACK_DAYS }),
    vatRates: productVatRatesJson(lineProductIds),
    mediaAlts: mediaAltsJson(pictureMediaIds(productIds)),
    couponRows: couponsOnCart.coupons,
    redemptions: couponsOnCart.redemptions,
    balances: userBalancesJson(sql.placeholder('userId')),
  };
  return db
    .select(
      Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, field.as(name)])) as {
        [Name in keyof typeof fields]: SQL.Aliased<(typeof fields)[Name]['_']['type']>;
      },
    )
    .from(sql`(select 1) as one`)
    .leftJoin(carts, cartOf(variant, hostId));
}

/*
 * Building the statement costs more CPU than the rest of a cart request's use of it, so it is
 * built once per site and language (both closed sets) for the whole process, and a read fills
 * in its placeholders. The text is the same for every site and language (their ids are
 * parameters), so one name stays one statement on a connection. The built query is bound to no
 * database: an order's transaction, a Db of its own each time, reads the cart with the same text
 * (building it anew there was 6 % of the checkout's CPU).
 */
const builtQueries = new Map<string, Query>();

function builtQuery(db: Db, variant: CartReadVariant, hostId: number, localeId: number): Query {
  const id = `${variant}:${hostId}:${localeId}`;
  let query = builtQueries.get(id);
  if (!query) {
    query = cartReadStatement(db, variant, hostId, localeId).toSQL();
    builtQueries.set(id, query);
  }
  return query;
}

/** PGlite: the variants prepared on the server (`readCartRow`), or being prepared, per database. */
const onServerOf = new WeakMap<Db, Map<CartReadVariant, Promise<unknown>>>();

function onServerFor(db: Db): Map<CartReadVariant, Promise<unknown>> {
  let onServer = onServerOf.get(db);
  if (!onServer) {
    onServer = new Map();
    onServerOf.set(db, onServer);
  }
  return onServer;
}

/** A parameter's value as an SQL literal of unknown type, which EXECUTE casts as a bound text value would be. */
function literal(value: unknown): string {
  if (value === null) return 'null';
  if (typeof value === 'number' || typeof value === 'string') return `'${String(value).replaceAll("'", "''")}'`;
  throw new Error(`the cart read has no literal for a ${typeof value}`);
}

type PgliteDb = Db & { $client: PGlite };

/** A PGlite cart read by EXECUTE; the first of a variant prepares it in the same round trip. */
async function executeOnPglite(db: PgliteDb, variant: CartReadVariant, text: string, args: string) {
  const execute = `execute ${variant}(${args})`;
  const prepared = onServerFor(db);
  const onServer = prepared.get(variant);
  if (onServer) {
    await onServer;
    return queryRows<CartReadRow>(db, sql.raw(execute));
  }
  const first = db.$client.exec(`prepare ${variant} as ${text}; ${execute}`);
  prepared.set(
    variant,
    first.then(
      () => undefined,
      // A failed EXECUTE leaves the statement prepared, a failed PREPARE does not: the next read
      // prepares it again only when it is not there.
      async () => {
        const [found] = await queryRows(db, sql`select 1 from pg_prepared_statements where name = ${variant}`);
        if (!found) prepared.delete(variant);
      },
    ),
  );
  const results = await first;
  return (results.at(-1)?.rows ?? []) as CartReadRow[];
}

/** The cart of `key` on site `hostId` with all its pricing reads (`CartReadRow`), in one round trip. */
export async function readCartRow(
  db: Db,
  input: { hostId: number; localeId: number; key: CartKey; userId: number | null },
): Promise<CartReadRow> {
  const variant = variantOf(input.key);
  const query = builtQuery(db, variant, input.hostId, input.localeId);
  const values = valuesOf(input.key, input.userId);
  // PGlite plans an unnamed statement anew on every call (~8 ms of this one's ~10), and drizzle
  // sends it unnamed whatever its name: prepared on the server, EXECUTE reuses the plan (~2 ms).
  // EXECUTE takes no bound parameters, so the values go in as literals. A transaction's Db
  // (orders) takes drizzle's way: which database it runs on is not known here.
  if (is(db, PgliteDatabase)) {
    const args = fillPlaceholders(query.params, values).map(literal).join(', ');
    const [row] = await executeOnPglite(db as PgliteDb, variant, query.sql, args);
    if (!row) throw new Error('the cart read answered no row');
    return row;
  }
  // PostgreSQL, or a PGlite transaction: named, so that node-postgres prepares it once per
  // connection (PGlite's driver ignores the name); answered as objects by the columns' names,
  // which are the fields' (`cartReadStatement`).
  const statement = db._.session.prepareQuery<PreparedQueryConfig & { execute: { rows: CartReadRow[] } }>(
    query,
    undefined,
    variant,
    false,
  );
  const { rows } = await statement.execute(values);
  const [row] = rows;
  if (!row) throw new Error('the cart read answered no row');
  return row;
}

import { PRICE_HISTORY_LOOKBACK_DAYS } from '@vag/domain';
import { eq, sql } from 'drizzle-orm';
import { userBalances } from '../modules/balances/balances.schema';
import { type CartContents, type CartOwner, cartContentsJson, cartOwnedBy } from '../modules/cart/cart.queries';
import { cartCoupons, cartItems, carts } from '../modules/cart/cart.schema';
import { cartCouponsJson, giftRuleProductIds } from '../modules/coupons/coupons.service';
import { type DeliveryMethodRow, deliveryMethodsJson } from '../modules/delivery-methods/delivery-methods.service';
import { mediaAltsJson } from '../modules/media/media.service';
import { type PaymentMethodRow, paymentMethodsJson } from '../modules/payment-methods/payment-methods.service';
import { pictureMediaIds, productsWithRelationsJson, productVatRatesJson } from '../modules/products/products.service';
import type { Db } from './client';

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

const cartOf = (hostId: number, key: CartKey) =>
  'cartId' in key ? eq(carts.id, key.cartId) : cartOwnedBy(hostId, key);

function cartReadStatement(db: Db, hostId: number, localeId: number, key: CartKey, userId: number | null) {
  const lineProductIds = sql`(select ${cartItems.productId} from ${cartItems}
    where ${cartItems.cartId} = ${carts.id} and ${cartItems.productId} is not null)`;
  // A gift needs a subtotal above 0, so an empty cart reads no gift product.
  const productIds = sql`(${lineProductIds} union select gift.product_id from ${giftRuleProductIds(hostId)} gift
    where exists (select 1 from ${cartItems} where ${cartItems.cartId} = ${carts.id}))`;
  const couponsOnCart = cartCouponsJson(
    sql`(select ${cartCoupons.couponId} as coupon_id, ${cartCoupons.email} as email from ${cartCoupons}
      where ${cartCoupons.cartId} = ${carts.id})`,
  );
  return db
    .select({
      cartId: carts.id,
      ...cartContentsJson(hostId, carts.id),
      deliveryMethods: deliveryMethodsJson(hostId, localeId),
      paymentMethods: paymentMethodsJson(hostId, localeId),
      products: productsWithRelationsJson(productIds, localeId, { hostId, lookbackDays: PRICE_HISTORY_LOOKBACK_DAYS }),
      vatRates: productVatRatesJson(lineProductIds),
      mediaAlts: mediaAltsJson(pictureMediaIds(productIds)),
      couponRows: couponsOnCart.coupons,
      redemptions: couponsOnCart.redemptions,
      balances: sql<CartReadRow['balances']>`coalesce((select json_agg(json_build_object(
          'kind', ${userBalances.kind}, 'current', ${userBalances.current}))
        from ${userBalances} where ${userBalances.userId} = ${userId}::int), '[]')`,
    })
    .from(sql`(select 1) as one`)
    .leftJoin(carts, cartOf(hostId, key))
    .prepare('cartId' in key ? 'cart_read_by_id' : 'userId' in key ? 'cart_read_by_user' : 'cart_read_by_session');
}

/** The cart of `key` on site `hostId` with all its pricing reads (`CartReadRow`), in one round trip. */
export async function readCartRow(
  db: Db,
  input: { hostId: number; localeId: number; key: CartKey; userId: number | null },
): Promise<CartReadRow> {
  const [row] = await cartReadStatement(db, input.hostId, input.localeId, input.key, input.userId).execute();
  if (!row) throw new Error('the cart read answered no row');
  return row as CartReadRow;
}

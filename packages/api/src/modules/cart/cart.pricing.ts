import {
  type CouponInapplicableReason,
  type HostId,
  type Locale,
  type Product,
  visibleBalanceKinds,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { currentBalances } from '../balances/balances.service';
import { type CouponRow, loadCartCoupons } from '../coupons/coupons.service';
import { listDeliveryMethods } from '../delivery-methods/delivery-methods.service';
import { type CheckoutMethods, listCheckoutMethods } from '../payment-methods/payment-methods.service';
import { getProductsByIds, productVatRates as productVatRatesOf } from '../products/products.service';
import { type GuestCodeTerms, guestCodeOnCart } from '../referrals/referrals.service';
import { findSellableTrainingDates, type SellableTrainingDate } from '../trainings/trainings.dates';
import { type CartContents, selectCartContents } from './cart.queries';
import { type CartQuote, type QuoteData, quote } from './cart.quote';

/*
 * Prices a cart from the database (DESIGN §6): `loadQuoteData` reads what the price depends on
 * (catalogue prices, the methods' fees, coupons, the guest code, gift rules, balances), `quote` computes it.
 * Nothing a client sends is a price. A pure read: orders call `quoteCart` inside their
 * transaction so that what is charged is what is computed then.
 */

export type { CartQuote, QuoteLine } from './cart.quote';

export interface QuoteInput {
  hostId: HostId;
  cartId: number;
  user: { id: number; roleIds: number[]; email: string } | null;
  locale: Locale;
  deliveryMethodId: number;
  paymentMethodId: number | null;
  usingMarketingCredit: boolean;
  usingGlobalCredit: boolean;
  /** What a guest code gives (the purchase options' GUEST_CODE_* settings). */
  guestCodes: GuestCodeTerms;
  /** The site's delivery methods and payment methods when the caller read them already (no second read). */
  methods?: CheckoutMethods;
  /** The cart's lines and coupons when the caller read them already (after its lock, in an order). */
  contents?: CartContents;
}

/** A quote with what the cart screen shows besides it. */
export interface PricedCart {
  quote: CartQuote;
  products: Map<number, Product>;
  dates: Map<number, SellableTrainingDate>;
  giftProducts: Map<number, Product>;
  couponStates: { coupon: CouponRow; email: string; discount: number; reason: CouponInapplicableReason | null }[];
  /** Balances this user may spend (null: not for the role). */
  credits: { marketing: number | null; global: number | null };
}

/** Everything `quote` needs, with the catalogue rows the cart screen shows. */
async function loadQuoteData(
  db: Db,
  input: QuoteInput,
): Promise<QuoteData & { products: Map<number, Product>; dates: Map<number, SellableTrainingDate> }> {
  const { items, coupons, referrerUserId, giftRules } =
    input.contents ?? (await selectCartContents(db, input.hostId, input.cartId));
  const productIds = items.flatMap((item) => (item.productId === null ? [] : [item.productId]));
  const dateIds = items.flatMap((item) => (item.trainingDateId === null ? [] : [item.trainingDateId]));
  // A gift needs a subtotal above 0, so an empty cart reads no gift product.
  const giftIds = items.length === 0 ? [] : giftRules.map((rule) => rule.productId);
  // One query after another throughout: an order prices the cart inside its transaction (one connection).
  const products = await getProductsByIds(db, input.hostId, input.locale, [...new Set([...productIds, ...giftIds])]);
  const productVatRates = await productVatRatesOf(db, productIds);
  const dates = await findSellableTrainingDates(db, input.hostId, input.locale, dateIds);
  const methods =
    input.methods ??
    (input.paymentMethodId === null
      ? { delivery: await listDeliveryMethods(db, input.hostId, input.locale), payments: () => [] }
      : await listCheckoutMethods(db, input.hostId, input.locale));
  const cartCoupons = await loadCartCoupons(db, coupons);
  // A signed-in buyer is checked against the code now; a guest's e-mail only at checkout.
  const customer = { email: input.user?.email ?? null, userId: input.user?.id ?? null };
  const guestCode =
    referrerUserId === null ? null : await guestCodeOnCart(db, referrerUserId, customer, input.guestCodes);
  const kinds = input.user ? visibleBalanceKinds(input.user.roleIds) : [];
  const balances = input.user && kinds.length > 0 ? await currentBalances(db, input.user.id) : undefined;
  return {
    hostId: input.hostId,
    locale: input.locale,
    now: new Date(),
    roleIds: input.user?.roleIds ?? [],
    items,
    products: new Map(products.map((product) => [product.id, product])),
    productVatRates,
    dates,
    coupons: cartCoupons,
    guestCode,
    guestCodeTerms: input.guestCodes,
    giftRules,
    deliveryMethodId: input.deliveryMethodId,
    deliveryMethods: methods.delivery,
    paymentMethodId: input.paymentMethodId,
    paymentMethods: input.paymentMethodId === null ? [] : methods.payments(input.deliveryMethodId),
    credits: {
      marketing: balances && kinds.includes('marketing') ? balances.marketing : null,
      global: balances && kinds.includes('global') ? balances.global : null,
    },
    usingMarketingCredit: input.usingMarketingCredit,
    usingGlobalCredit: input.usingGlobalCredit,
  };
}

/** The rows of `ids` only, from a map read with more. */
function pick<T>(rows: ReadonlyMap<number, T>, ids: readonly (number | null)[]): Map<number, T> {
  const picked = new Map<number, T>();
  for (const id of ids) {
    const row = id === null ? undefined : rows.get(id);
    if (id !== null && row) picked.set(id, row);
  }
  return picked;
}

export async function priceCart(db: Db, input: QuoteInput): Promise<PricedCart> {
  const data = await loadQuoteData(db, input);
  const priced = quote(data);
  return {
    quote: priced,
    products: pick(
      data.products,
      priced.lines.map((line) => line.productId),
    ),
    dates: data.dates,
    giftProducts: pick(
      data.products,
      priced.gifts.map((gift) => gift.productId),
    ),
    // The quote has one coupon per coupon read, in the same order.
    couponStates: priced.coupons.flatMap(({ email, discount, reason }, index) => {
      const coupon = data.coupons[index]?.coupon;
      return coupon ? [{ coupon, email, discount, reason }] : [];
    }),
    credits: data.credits,
  };
}

/** The quote of a cart (see CartQuote); usable inside a transaction (pass it as `db`). */
export async function quoteCart(db: Db, input: QuoteInput): Promise<CartQuote> {
  return quote(await loadQuoteData(db, input));
}

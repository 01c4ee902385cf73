import {
  type BalanceKind,
  type CouponInapplicableReason,
  type HostId,
  type Locale,
  LocaleId,
  type Product,
  type ProductRelation,
  visibleBalanceKinds,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { type CartKey, readCartRow } from '../../db/prebuilt';
import type { CouponOnCart } from '../coupons/coupons.rules';
import { type CouponRow, couponRowOf, couponsOnCartOf } from '../coupons/coupons.service';
import { altsOf } from '../media/media.service';
import { type CheckoutMethods, checkoutMethodsOf } from '../payment-methods/payment-methods.service';
import { hydrateProducts } from '../products/products.service';
import { type GuestCodeTerms, guestCodeOnCart } from '../referrals/referrals.service';
import { findSellableTrainingDates, type SellableTrainingDate } from '../trainings/trainings.dates';
import { type CartContents, NO_CONTENTS } from './cart.queries';
import { type CartQuote, type QuoteData, quote } from './cart.quote';

/*
 * Prices a cart from the database (DESIGN §6): `readCart` reads what the price depends on
 * (catalogue prices, the methods' fees, coupons, gift rules, balances) in one statement,
 * `loadQuoteData` adds what only some carts need (training dates, a guest code), `quote`
 * computes it. Nothing a client sends is a price. A pure read: orders price the cart inside their
 * transaction so that what is charged is what is computed then.
 */

export type { CartQuote, QuoteLine } from './cart.quote';

/** A cart with everything its price depends on that one statement reads (`readCartRow`). */
export interface CartRead {
  /** null: the visitor has no cart (priced as an empty one). */
  cartId: number | null;
  contents: CartContents;
  /** The site's delivery methods and payment methods in the shopper's language. */
  methods: CheckoutMethods;
  /** The lines' and the gifts' products on sale on the site, by id. */
  products: Map<number, Product>;
  productVatRates: Map<number, number>;
  coupons: CouponOnCart[];
  /** The user's balances (none for a guest). */
  balances: Record<BalanceKind, number>;
}

/**
 * What a cart line's product brings besides its own fields: its pictures. Its place in the
 * category tree (`subCategories`, each level with its SEO) is the catalogue's to show; a cart
 * line links to the product by `full_uri`, which it keeps.
 */
const CART_PRODUCT_RELATIONS: readonly ProductRelation[] = ['pictures'];

/** The cart of `key` (the owner's, or one by id) with all `CartRead` holds, in one round trip. */
export async function readCart(
  db: Db,
  input: { hostId: HostId; locale: Locale; key: CartKey; userId: number | null },
): Promise<CartRead> {
  const row = await readCartRow(db, { ...input, localeId: LocaleId[input.locale] });
  const contents: CartContents =
    row.cartId === null
      ? NO_CONTENTS
      : { items: row.items, coupons: row.coupons, referrerUserId: row.referrerUserId, giftRules: row.giftRules };
  const products = row.products.map((product) => ({ ...product, createdAt: new Date(product.createdAt) }));
  const ids = products.map((product) => product.id);
  return {
    cartId: row.cartId,
    contents,
    methods: checkoutMethodsOf(row.deliveryMethods, row.paymentMethods),
    products: new Map(
      hydrateProducts(products, ids, input.locale, CART_PRODUCT_RELATIONS, altsOf(row.mediaAlts)).map((product) => [
        product.id,
        product,
      ]),
    ),
    productVatRates: new Map(row.vatRates.map((rate) => [rate.id, rate.vatRate])),
    coupons: couponsOnCartOf(contents.coupons, row.couponRows.map(couponRowOf), row.redemptions),
    balances: balancesOf(row.balances),
  };
}

/** The balances a cart may spend, from a user's balance rows (none for a guest). */
export function balancesOf(rows: readonly { kind: string; current: number }[]): Record<BalanceKind, number> {
  const balances: Record<BalanceKind, number> = { marketing: 0, global: 0 };
  for (const balance of rows) {
    if (balance.kind === 'marketing' || balance.kind === 'global') balances[balance.kind] = balance.current;
  }
  return balances;
}

export interface QuoteInput {
  hostId: HostId;
  /** The cart as read (`readCart`). */
  read: CartRead;
  user: { id: number; roleIds: number[]; email: string } | null;
  locale: Locale;
  deliveryMethodId: number;
  paymentMethodId: number | null;
  usingMarketingCredit: boolean;
  usingGlobalCredit: boolean;
  /** What a guest code gives (the purchase options' GUEST_CODE_* settings). */
  guestCodes: GuestCodeTerms;
  /** The site's delivery methods and payment methods as the caller checked them (checkout); else the read's. */
  methods?: CheckoutMethods;
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
  const { read } = input;
  const { items, referrerUserId, giftRules } = read.contents;
  const dateIds = items.flatMap((item) => (item.trainingDateId === null ? [] : [item.trainingDateId]));
  // Only carts with training dates or a guest code read more, one query after the other (an
  // order prices the cart inside its transaction: one connection).
  const dates = await findSellableTrainingDates(db, input.hostId, input.locale, dateIds);
  const methods = input.methods ?? read.methods;
  // A signed-in buyer is checked against the code now; a guest's e-mail only at checkout.
  const customer = { email: input.user?.email ?? null, userId: input.user?.id ?? null };
  const guestCode =
    referrerUserId === null ? null : await guestCodeOnCart(db, referrerUserId, customer, input.guestCodes);
  const kinds = input.user ? visibleBalanceKinds(input.user.roleIds) : [];
  return {
    hostId: input.hostId,
    locale: input.locale,
    now: new Date(),
    roleIds: input.user?.roleIds ?? [],
    items,
    products: read.products,
    productVatRates: read.productVatRates,
    dates,
    coupons: read.coupons,
    guestCode,
    guestCodeTerms: input.guestCodes,
    giftRules,
    deliveryMethodId: input.deliveryMethodId,
    deliveryMethods: methods.delivery,
    paymentMethodId: input.paymentMethodId,
    paymentMethods: input.paymentMethodId === null ? [] : methods.payments(input.deliveryMethodId),
    credits: {
      marketing: kinds.includes('marketing') ? read.balances.marketing : null,
      global: kinds.includes('global') ? read.balances.global : null,
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

import {
  type CouponInapplicableReason,
  type HostId,
  type Locale,
  PRODUCT_VAT_RATE,
  type Product,
  visibleBalanceKinds,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/errors';
import { message } from '../../lib/messages';
import { currentBalances } from '../balances/balances.service';
import { type CouponRow, checkCartCoupons, giftsReachedBy } from '../coupons/coupons.service';
import { listDeliveryMethods } from '../delivery-methods/delivery-methods.service';
import { type CheckoutMethods, listCheckoutMethods } from '../payment-methods/payment-methods.service';
import { getProductsByIds, mayBuyProfessionalProducts } from '../products/products.service';
import { findSellableTrainingDates, type SellableTrainingDate } from '../trainings/trainings.dates';
import { type CartContents, selectCartContents } from './cart.queries';
import { percentOf, splitGross, taxOfPayable } from './cart.totals';

/*
 * Prices a cart from the database (DESIGN §6): catalogue prices, the chosen methods' fees,
 * coupons, gifts and balance credits. Nothing a client sends is a price. A pure read: orders
 * call `quoteCart` inside their transaction so that what is charged is what is computed then.
 */

export interface QuoteInput {
  hostId: HostId;
  cartId: number;
  user: { id: number; roleIds: number[]; email: string } | null;
  locale: Locale;
  deliveryMethodId: number;
  paymentMethodId: number | null;
  usingMarketingCredit: boolean;
  usingGlobalCredit: boolean;
  /** The site's delivery methods and payment methods when the caller read them already (no second read). */
  methods?: CheckoutMethods;
  /** The cart's lines and coupons when the caller read them already (after its lock, in an order). */
  contents?: CartContents;
}

/** A cart line; net and VAT are of `sumPrice`, before the cart-level subtractions. */
export interface QuoteLine {
  /** The cart item's id. */
  itemId: number;
  productId: number | null;
  trainingDateId: number | null;
  locationTypeId: number | null;
  name: string;
  count: number;
  unitPrice: number;
  unitPriceOriginal: number;
  vatRate: number;
  sumPrice: number;
  sumPriceOriginal: number;
  net: number;
  vat: number;
}

export interface CartQuote {
  lines: QuoteLine[];
  gifts: { productId: number; name: string; count: number }[];
  /** Every coupon on the cart; only `applicable` ones with a discount are redeemed. */
  coupons: {
    couponId: number;
    code: string;
    name: string;
    kind: string;
    discount: number;
    applicable: boolean;
    email: string;
  }[];
  /** Σ lines' sumPrice, gross. */
  subtotal: number;
  deliveryFee: number;
  paymentFee: number;
  /** Coupons first, then marketing, then global; never more than subtotal + fees. */
  subtractions: { kind: 'coupon' | 'marketing' | 'global'; name: string; amount: number; couponId?: number }[];
  marketingCredit: number;
  globalCredit: number;
  /** VAT inside totalGross (subtractions spread over the lines, per-line rounding). */
  taxAmount: number;
  /** totalGross − taxAmount. */
  totalNet: number;
  /** Payable: subtotal + fees − subtractions. */
  totalGross: number;
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

function lineOf(
  item: { id: number; count: number },
  ref: Pick<QuoteLine, 'productId' | 'trainingDateId' | 'locationTypeId' | 'name'>,
  unitPrice: number,
  unitPriceOriginal: number,
  vatRate: number,
): QuoteLine {
  const sumPrice = unitPrice * item.count;
  return {
    itemId: item.id,
    ...ref,
    count: item.count,
    unitPrice,
    unitPriceOriginal,
    vatRate,
    sumPrice,
    sumPriceOriginal: unitPriceOriginal * item.count,
    ...splitGross(sumPrice, vatRate),
  };
}

export async function priceCart(db: Db, input: QuoteInput): Promise<PricedCart> {
  const { items, coupons, giftRules } = input.contents ?? (await selectCartContents(db, input.hostId, input.cartId));
  const roleIds = input.user?.roleIds ?? [];
  const productIds = items.flatMap((item) => (item.productId === null ? [] : [item.productId]));
  const dateIds = items.flatMap((item) => (item.trainingDateId === null ? [] : [item.trainingDateId]));
  // One query after another throughout: an order prices the cart inside its transaction (one connection).
  const productList = await getProductsByIds(db, input.hostId, input.locale, productIds);
  const dates = await findSellableTrainingDates(db, input.hostId, input.locale, dateIds);
  // Withdrawn products, past dates and professionals-only products of other roles are left out.
  const products = new Map(
    productList
      .filter((product) => !product.is_only_for_professionals || mayBuyProfessionalProducts(roleIds))
      .map((product) => [product.id, product]),
  );
  const lines = items.flatMap((item): QuoteLine[] => {
    const product = item.productId === null ? undefined : products.get(item.productId);
    if (product) {
      const ref = { productId: product.id, trainingDateId: null, locationTypeId: null, name: product.name };
      return [lineOf(item, ref, product.price, product.price_original, PRODUCT_VAT_RATE)];
    }
    const date = item.trainingDateId === null ? undefined : dates.get(item.trainingDateId);
    if (!date?.isSellable) return [];
    const ref = { productId: null, trainingDateId: date.id, locationTypeId: date.locationTypeId, name: date.title };
    return [lineOf(item, ref, date.price, date.priceOriginal, date.vatRate)];
  });
  const subtotal = lines.reduce((sum, line) => sum + line.sumPrice, 0);
  const hasLines = lines.length > 0;

  const gifts = giftsReachedBy(giftRules, subtotal);
  const methods =
    input.methods ??
    (input.paymentMethodId === null
      ? { delivery: await listDeliveryMethods(db, input.hostId, input.locale), payments: () => [] }
      : await listCheckoutMethods(db, input.hostId, input.locale));
  const deliveryMethod = methods.delivery.find((method) => method.id === input.deliveryMethodId);
  const paymentMethods = input.paymentMethodId === null ? [] : methods.payments(input.deliveryMethodId);
  if (!deliveryMethod) throw fieldError('delivery_method_id', 'choice_invalid');
  const paymentMethod = paymentMethods.find((method) => method.id === input.paymentMethodId);
  if (input.paymentMethodId !== null && !paymentMethod) throw fieldError('payment_method_id', 'choice_invalid');
  // An empty cart costs nothing: no delivery or payment fee without anything to deliver.
  const deliveryFee = hasLines ? deliveryMethod.price : 0;
  const paymentFee = hasLines ? (paymentMethod?.extra_cost ?? 0) : 0;

  const giftList = await getProductsByIds(
    db,
    input.hostId,
    input.locale,
    gifts.map((gift) => gift.productId),
  );
  const giftProducts = new Map(
    giftList
      .filter((product) => !product.is_only_for_professionals || mayBuyProfessionalProducts(roleIds))
      .map((product) => [product.id, product]),
  );

  const checked = await checkCartCoupons(db, coupons, {
    hostId: input.hostId,
    subtotal,
  });
  let itemsLeft = subtotal;
  let deliveryLeft = deliveryFee;
  const couponStates = checked.map(({ coupon, email, reason }) => {
    if (reason) return { coupon, email, discount: 0, reason };
    let discount = 0;
    if (coupon.kind === 'percentage') discount = Math.min(percentOf(subtotal, coupon.value), itemsLeft);
    else if (coupon.kind === 'fixed') discount = Math.min(coupon.value, itemsLeft);
    else discount = deliveryLeft;
    if (coupon.kind === 'free_delivery') deliveryLeft -= discount;
    else itemsLeft -= discount;
    return { coupon, email, discount, reason: discount > 0 ? null : ('nothing_to_discount' as const) };
  });

  const couponSubtractions = couponStates
    .filter((state) => state.discount > 0)
    .map((state) => ({
      kind: 'coupon' as const,
      name: message('cart_coupon_subtraction', input.locale).replace('{code}', state.coupon.code),
      amount: state.discount,
      couponId: state.coupon.id,
    }));
  let payable = subtotal + deliveryFee + paymentFee - couponSubtractions.reduce((sum, s) => sum + s.amount, 0);

  const kinds = input.user ? visibleBalanceKinds(input.user.roleIds) : [];
  const balances = input.user && kinds.length > 0 ? await currentBalances(db, input.user.id) : undefined;
  const credits = {
    marketing: balances && kinds.includes('marketing') ? balances.marketing : null,
    global: balances && kinds.includes('global') ? balances.global : null,
  };
  const marketingCredit = input.usingMarketingCredit ? Math.min(credits.marketing ?? 0, payable) : 0;
  payable -= marketingCredit;
  const globalCredit = input.usingGlobalCredit ? Math.min(credits.global ?? 0, payable) : 0;
  payable -= globalCredit;

  const subtractions: CartQuote['subtractions'] = [...couponSubtractions];
  if (marketingCredit > 0)
    subtractions.push({
      kind: 'marketing',
      name: message('cart_marketing_credit', input.locale),
      amount: marketingCredit,
    });
  if (globalCredit > 0)
    subtractions.push({ kind: 'global', name: message('cart_global_credit', input.locale), amount: globalCredit });

  const itemIndexes = lines.map((_, index) => index);
  const deliveryIndex = lines.length;
  const allIndexes = [...itemIndexes, deliveryIndex, deliveryIndex + 1];
  const tax = taxOfPayable(
    [
      ...lines.map((line) => ({ gross: line.sumPrice, vatRate: line.vatRate })),
      { gross: deliveryFee, vatRate: PRODUCT_VAT_RATE },
      { gross: paymentFee, vatRate: PRODUCT_VAT_RATE },
    ],
    [
      ...couponStates.map((state) => ({
        amount: state.discount,
        lineIndexes: state.coupon.kind === 'free_delivery' ? [deliveryIndex] : itemIndexes,
      })),
      { amount: marketingCredit + globalCredit, lineIndexes: allIndexes },
    ],
  );

  const quote: CartQuote = {
    lines,
    gifts: gifts.flatMap((gift) => {
      const product = giftProducts.get(gift.productId);
      return product ? [{ productId: product.id, name: product.name, count: gift.count }] : [];
    }),
    coupons: couponStates.map((state) => ({
      couponId: state.coupon.id,
      code: state.coupon.code,
      name: message('cart_coupon_subtraction', input.locale).replace('{code}', state.coupon.code),
      kind: state.coupon.kind,
      discount: state.discount,
      applicable: state.reason === null,
      email: state.email,
    })),
    subtotal,
    deliveryFee,
    paymentFee,
    subtractions,
    marketingCredit,
    globalCredit,
    taxAmount: tax.vat,
    totalNet: tax.net,
    totalGross: payable,
  };
  return { quote, products, dates, giftProducts, couponStates, credits };
}

/** The quote of a cart (see CartQuote); usable inside a transaction (pass it as `db`). */
export async function quoteCart(db: Db, input: QuoteInput): Promise<CartQuote> {
  return (await priceCart(db, input)).quote;
}

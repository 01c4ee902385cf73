import {
  type CouponInapplicableReason,
  type DeliveryMethod,
  type GuestCodeInapplicableReason,
  type HostId,
  type Locale,
  type PaymentMethod,
  PRODUCT_VAT_RATE,
  type Product,
  type SubtractionKind,
} from '@vag/domain';
import { fieldError } from '../../lib/errors';
import { message } from '../../lib/messages';
import { type CouponOnCart, checkCoupons, discountCoupons, giftsReachedBy } from '../coupons/coupons.rules';
import type { GiftRule } from '../coupons/coupons.service';
import { mayBuyProfessionalProducts } from '../products/products.service';
import {
  type GuestCodeOnCart,
  type GuestCodeTerms,
  guestCodeCredit,
  guestCodeDiscount,
  guestCodeReason,
} from '../referrals/referrals.rules';
import type { SellableTrainingDate } from '../trainings/trainings.dates';
import type { CartContents } from './cart.queries';
import { splitGross, taxOfPayable } from './cart.totals';

/*
 * The price of a cart (DESIGN §6) from what was read of it: lines at catalogue prices, the
 * chosen methods' fees, coupons, gifts and balance credits. Pure and synchronous: no database,
 * no clock (`now` comes in), so every rule is unit tested on plain objects (cart.quote.test.ts).
 */

/** What a line reads of a product. */
export type QuoteProduct = Pick<Product, 'id' | 'name' | 'price' | 'price_original' | 'is_only_for_professionals'>;
/** What a line reads of a training date. */
export type QuoteDate = Pick<
  SellableTrainingDate,
  'id' | 'title' | 'locationTypeId' | 'isSellable' | 'price' | 'priceOriginal' | 'vatRate'
> &
  Partial<Pick<SellableTrainingDate, 'vatExemption'>>;

/** Everything a quote needs, read already (`loadQuoteData`). */
export interface QuoteData {
  hostId: HostId;
  locale: Locale;
  /** Coupons' validity windows are compared with it. */
  now: Date;
  /** The buyer's roles (none for a guest): professionals-only products need role 2 or 3. */
  roleIds: readonly number[];
  items: CartContents['items'];
  /** Catalogue products of the lines and of the gift rules, as on sale now (withdrawn ones absent). */
  products: ReadonlyMap<number, QuoteProduct>;
  /** Each product's VAT rate (products.vat_rate); PRODUCT_VAT_RATE for one not in it. */
  productVatRates?: ReadonlyMap<number, number>;
  dates: ReadonlyMap<number, QuoteDate>;
  /** In the order they were put on the cart. */
  coupons: readonly CouponOnCart[];
  /** A beautician's guest code on the cart (issue 22), with what the database tells against this buyer. */
  guestCode: GuestCodeOnCart | null;
  guestCodeTerms: GuestCodeTerms;
  /** The site's gift rules in effect, by threshold. */
  giftRules: readonly GiftRule[];
  deliveryMethodId: number;
  deliveryMethods: readonly Pick<DeliveryMethod, 'id' | 'price'>[];
  /** null: no payment method chosen yet (no fee). */
  paymentMethodId: number | null;
  /** The payment methods that go with the delivery method. */
  paymentMethods: readonly Pick<PaymentMethod, 'id' | 'extra_cost'>[];
  /** Balances this user may spend (null: not for the role). */
  credits: { marketing: number | null; global: number | null };
  usingMarketingCredit: boolean;
  usingGlobalCredit: boolean;
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
  /** The exemption an exempt training's invoice names (TAM, AAM); null when taxed. */
  vatExemption: string | null;
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
    /** Why it gives nothing now (null: it applies). */
    reason: CouponInapplicableReason | null;
    email: string;
  }[];
  /**
   * The guest code on the cart: the new customer's discount on the items left after coupons, and
   * the beautician's credit on what is paid for them; both 0 when it does not apply (`reason`).
   */
  guestCode: {
    referrerUserId: number;
    code: string;
    name: string;
    discount: number;
    credit: number;
    applicable: boolean;
    reason: GuestCodeInapplicableReason | null;
  } | null;
  /** Σ lines' sumPrice, gross. */
  subtotal: number;
  deliveryFee: number;
  paymentFee: number;
  /** Coupons first, then the guest code, then marketing, then global; never more than subtotal + fees. */
  subtractions: {
    kind: SubtractionKind;
    name: string;
    amount: number;
    couponId?: number;
    /** The guest code of a `referral`. */
    code?: string;
  }[];
  marketingCredit: number;
  globalCredit: number;
  /** VAT inside totalGross (subtractions spread over the lines, per-line rounding). */
  taxAmount: number;
  /** totalGross − taxAmount. */
  totalNet: number;
  /** Payable: subtotal + fees − subtractions. */
  totalGross: number;
}

function lineOf(
  item: { id: number; count: number },
  ref: Pick<QuoteLine, 'productId' | 'trainingDateId' | 'locationTypeId' | 'name'>,
  unitPrice: number,
  unitPriceOriginal: number,
  vatRate: number,
  vatExemption: string | null = null,
): QuoteLine {
  const sumPrice = unitPrice * item.count;
  return {
    itemId: item.id,
    ...ref,
    count: item.count,
    unitPrice,
    unitPriceOriginal,
    vatRate,
    vatExemption,
    sumPrice,
    sumPriceOriginal: unitPriceOriginal * item.count,
    ...splitGross(sumPrice, vatRate),
  };
}

/** Withdrawn products, past dates and professionals-only products of other roles are left out. */
function linesOf(data: QuoteData): QuoteLine[] {
  const mayBuy = (product: QuoteProduct) =>
    !product.is_only_for_professionals || mayBuyProfessionalProducts(data.roleIds);
  return data.items.flatMap((item): QuoteLine[] => {
    const product = item.productId === null ? undefined : data.products.get(item.productId);
    if (product && mayBuy(product)) {
      const ref = { productId: product.id, trainingDateId: null, locationTypeId: null, name: product.name };
      const vatRate = data.productVatRates?.get(product.id) ?? PRODUCT_VAT_RATE;
      return [lineOf(item, ref, product.price, product.price_original, vatRate)];
    }
    const date = item.trainingDateId === null ? undefined : data.dates.get(item.trainingDateId);
    if (!date?.isSellable) return [];
    const ref = { productId: null, trainingDateId: date.id, locationTypeId: date.locationTypeId, name: date.title };
    return [lineOf(item, ref, date.price, date.priceOriginal, date.vatRate, date.vatExemption ?? null)];
  });
}

function giftsOf(data: QuoteData, subtotal: number): CartQuote['gifts'] {
  return giftsReachedBy(data.giftRules, subtotal).flatMap((gift) => {
    const product = data.products.get(gift.productId);
    if (!product || (product.is_only_for_professionals && !mayBuyProfessionalProducts(data.roleIds))) return [];
    return [{ productId: product.id, name: product.name, count: gift.count }];
  });
}

/** The chosen methods' fees; an unknown or unfitting choice is the client's error (422). */
function feesOf(data: QuoteData, hasLines: boolean) {
  const deliveryMethod = data.deliveryMethods.find((method) => method.id === data.deliveryMethodId);
  if (!deliveryMethod) throw fieldError('delivery_method_id', 'choice_invalid');
  const paymentMethod = data.paymentMethods.find((method) => method.id === data.paymentMethodId);
  if (data.paymentMethodId !== null && !paymentMethod) throw fieldError('payment_method_id', 'choice_invalid');
  // An empty cart costs nothing: no delivery or payment fee without anything to deliver.
  return {
    deliveryFee: hasLines ? deliveryMethod.price : 0,
    paymentFee: hasLines ? (paymentMethod?.extra_cost ?? 0) : 0,
  };
}

/** The guest code's share: items below the minimum, or a buyer it is refused to, get nothing off. */
function guestCodeOf(data: QuoteData, subtotal: number, itemsLeft: number): CartQuote['guestCode'] {
  if (!data.guestCode) return null;
  const terms = data.guestCodeTerms;
  const reason = guestCodeReason(subtotal, terms, data.guestCode.refusal);
  const discount = reason === null ? guestCodeDiscount(itemsLeft, terms) : 0;
  return {
    referrerUserId: data.guestCode.referrerUserId,
    code: data.guestCode.code,
    name: message('cart_guest_code_subtraction', data.locale).replace('{code}', data.guestCode.code),
    discount,
    credit: reason === null ? guestCodeCredit(itemsLeft - discount, terms) : 0,
    applicable: reason === null,
    reason,
  };
}

/** The quote of a cart (see CartQuote) from what was read of it. */
export function quote(data: QuoteData): CartQuote {
  const lines = linesOf(data);
  const subtotal = lines.reduce((sum, line) => sum + line.sumPrice, 0);
  const { deliveryFee, paymentFee } = feesOf(data, lines.length > 0);
  const coupons = discountCoupons(checkCoupons(data.coupons, { hostId: data.hostId, subtotal, now: data.now }), {
    subtotal,
    deliveryFee,
  });
  const couponName = (code: string) => message('cart_coupon_subtraction', data.locale).replace('{code}', code);

  const couponSubtractions = coupons
    .filter((state) => state.discount > 0)
    .map((state) => ({
      kind: 'coupon' as const,
      name: couponName(state.coupon.code),
      amount: state.discount,
      couponId: state.coupon.id,
    }));
  const itemCouponDiscount = coupons
    .filter((state) => state.coupon.kind !== 'free_delivery')
    .reduce((sum, state) => sum + state.discount, 0);
  const guestCode = guestCodeOf(data, subtotal, subtotal - itemCouponDiscount);
  const guestDiscount = guestCode?.discount ?? 0;
  let payable =
    subtotal + deliveryFee + paymentFee - couponSubtractions.reduce((sum, s) => sum + s.amount, 0) - guestDiscount;
  const marketingCredit = data.usingMarketingCredit ? Math.min(data.credits.marketing ?? 0, payable) : 0;
  payable -= marketingCredit;
  const globalCredit = data.usingGlobalCredit ? Math.min(data.credits.global ?? 0, payable) : 0;
  payable -= globalCredit;

  const subtractions: CartQuote['subtractions'] = [...couponSubtractions];
  if (guestCode && guestDiscount > 0) {
    subtractions.push({ kind: 'referral', name: guestCode.name, amount: guestDiscount, code: guestCode.code });
  }
  if (marketingCredit > 0)
    subtractions.push({
      kind: 'marketing',
      name: message('cart_marketing_credit', data.locale),
      amount: marketingCredit,
    });
  if (globalCredit > 0)
    subtractions.push({ kind: 'global', name: message('cart_global_credit', data.locale), amount: globalCredit });

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
      ...coupons.map((state) => ({
        amount: state.discount,
        lineIndexes: state.coupon.kind === 'free_delivery' ? [deliveryIndex] : itemIndexes,
      })),
      { amount: guestDiscount, lineIndexes: itemIndexes },
      { amount: marketingCredit + globalCredit, lineIndexes: allIndexes },
    ],
  );

  return {
    lines,
    gifts: giftsOf(data, subtotal),
    coupons: coupons.map((state) => ({
      couponId: state.coupon.id,
      code: state.coupon.code,
      name: couponName(state.coupon.code),
      kind: state.coupon.kind,
      discount: state.discount,
      applicable: state.reason === null,
      reason: state.reason,
      email: state.email,
    })),
    guestCode,
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
}

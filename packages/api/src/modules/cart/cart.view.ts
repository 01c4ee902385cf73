import {
  type AcademyCart,
  type CartCoupon,
  type CartGuestCode,
  type CartMeta,
  type CartSeatHold,
  type HostId,
  type Locale,
  type PaymentMethod,
  type ShopCart,
  TRAINING_LOCATION_CODES,
  TrainingLocationType,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { couponRefusalText, isCouponKind } from '../coupons/coupons.service';
import { type GuestCodeTerms, guestCodeRefusalText } from '../referrals/referrals.service';
import { loadTrainings } from '../trainings/trainings.hydrate';
import { type CartRead, type PricedCart, priceCart, readCart } from './cart.pricing';
import type { CartContents } from './cart.queries';
import { cartOwnerOf, defaultDeliveryMethodIdOf, type Visitor } from './cart.service';

/** GET {cart}: the priced cart in the contract's shape (spec §7 "Cart", DESIGN §4). */

export interface CartViewInput {
  who: Visitor;
  user: { id: number; roleIds: number[]; email: string } | null;
  locale: Locale;
  deliveryMethodId?: number;
  paymentMethodId?: number;
  usingMarketingCredit: boolean;
  usingGlobalCredit: boolean;
  /** What a guest code gives (the purchase options). */
  guestCodes: GuestCodeTerms;
}

/** Cart ids start at 1: a visitor without a cart is priced as an empty one. */
const NO_CART = 0;

interface Priced {
  priced: PricedCart;
  /** What it was priced from. */
  read: CartRead;
  /** The cart's lines as stored, for what pricing does not carry (a line's seat hold). */
  lines: CartContents['items'];
  meta: CartMeta;
  cartCoupons: CartCoupon[];
  guestCode: CartGuestCode | null;
  availablePaymentMethods: PaymentMethod[];
}

async function priceForView(db: Db, input: CartViewInput): Promise<Priced> {
  const hostId: HostId = input.who.hostId;
  const read = await readCart(db, {
    hostId,
    locale: input.locale,
    key: cartOwnerOf(input.who) ?? { cartId: NO_CART },
    userId: input.user?.id ?? null,
  });
  const { methods } = read;
  const deliveryMethodId = input.deliveryMethodId ?? defaultDeliveryMethodIdOf(hostId, methods.delivery);
  const availablePaymentMethods = methods.payments(deliveryMethodId);
  // A payment method that does not go with the delivery method just chosen is dropped, not an
  // error: the screen then offers the ones that do (checkout validates the final choice).
  const paymentMethodId = availablePaymentMethods.some((method) => method.id === input.paymentMethodId)
    ? (input.paymentMethodId ?? null)
    : null;
  const priced = await priceCart(db, {
    hostId,
    read,
    user: input.user,
    locale: input.locale,
    deliveryMethodId,
    paymentMethodId,
    usingMarketingCredit: input.usingMarketingCredit,
    usingGlobalCredit: input.usingGlobalCredit,
    guestCodes: input.guestCodes,
  });
  const { quote } = priced;
  const meta: CartMeta = {
    sub_total: quote.subtotal,
    delivery_fee: quote.deliveryFee,
    payment_fee: quote.paymentFee,
    tax_amount: quote.taxAmount,
    total: quote.totalNet,
    total_with_tax: quote.totalGross,
    subtractions: quote.subtractions.map((subtraction) => ({
      kind: subtraction.kind,
      name: subtraction.name,
      amount: subtraction.amount,
      coupon_code:
        subtraction.code ?? quote.coupons.find((coupon) => coupon.couponId === subtraction.couponId)?.code ?? null,
    })),
    gifts: quote.gifts.flatMap((gift) => {
      const product = priced.giftProducts.get(gift.productId);
      return product ? [{ item_count: gift.count, product }] : [];
    }),
    delivery_method_id: deliveryMethodId,
    payment_method_id: paymentMethodId,
    available_credits: priced.credits,
    item_count: quote.lines.reduce((sum, line) => sum + line.count, 0),
  };
  const cartCoupons = priced.couponStates.flatMap(({ coupon, email, discount, reason }) =>
    isCouponKind(coupon.kind)
      ? [
          {
            id: coupon.id,
            code: coupon.code,
            name: quote.coupons.find((c) => c.couponId === coupon.id)?.name ?? coupon.code,
            kind: coupon.kind,
            email,
            discount,
            is_applicable: reason === null,
            reason,
            reason_message: reason === null ? null : couponRefusalText(coupon, reason, input.locale),
          },
        ]
      : [],
  );
  const code = quote.guestCode;
  const guestCode: CartGuestCode | null = code && {
    code: code.code,
    name: code.name,
    discount: code.discount,
    is_applicable: code.applicable,
    reason: code.reason,
    reason_message: code.reason === null ? null : guestCodeRefusalText(code.reason, input.guestCodes, input.locale),
  };
  return { priced, read, lines: read.contents.items, meta, cartCoupons, guestCode, availablePaymentMethods };
}

export async function shopCartView(db: Db, input: CartViewInput): Promise<ShopCart> {
  return (await shopCartViewRead(db, input)).cart;
}

/** `shopCartView` with the read it was priced from (`cart.answers.ts` keeps it by that read). */
export async function shopCartViewRead(db: Db, input: CartViewInput): Promise<{ cart: ShopCart; read: CartRead }> {
  const { priced, read, meta, cartCoupons, guestCode, availablePaymentMethods } = await priceForView(db, input);
  const items = priced.quote.lines.flatMap((line) => {
    const product = line.productId === null ? undefined : priced.products.get(line.productId);
    if (!product) return [];
    return [
      {
        id: line.itemId,
        product_id: product.id,
        product,
        count: line.count,
        sum_price: line.sumPrice,
        sum_price_original: line.sumPriceOriginal,
        vat_rate: line.vatRate,
      },
    ];
  });
  return { cart: { data: { items, cartCoupons, guestCode }, meta, availablePaymentMethods }, read };
}

/** A classroom line's seat hold as the cart shows it: running until when, or run out (to hold again). */
function holdOf(line: CartContents['items'][number] | undefined, now = Date.now()): CartSeatHold {
  const heldUntil = line?.heldUntil ? new Date(line.heldUntil) : null;
  const running = heldUntil !== null && (line?.seatsHeld ?? 0) > 0 && heldUntil.getTime() > now;
  return { held_until: running ? heldUntil.toISOString() : null, status: running ? 'held' : 'expired' };
}

export async function academyCartView(db: Db, input: CartViewInput): Promise<AcademyCart> {
  const { priced, lines, meta, cartCoupons, guestCode, availablePaymentMethods } = await priceForView(db, input);
  const stored = new Map(lines.map((line) => [line.id, line]));
  const trainingIds = [...new Set([...priced.dates.values()].map((date) => date.trainingId))];
  const trainings = new Map(
    (await loadTrainings(db, trainingIds, input.locale, ['images', 'trainingDates'])).map((t) => [t.id, t]),
  );
  const items = priced.quote.lines.flatMap((line) => {
    const date = line.trainingDateId === null ? undefined : priced.dates.get(line.trainingDateId);
    const training = date && trainings.get(date.trainingId);
    const model = training?.trainingDates?.find((candidate) => candidate.id === date?.id);
    if (!date || !training || !model) return [];
    const { trainingDates: _dates, ...trainingOnly } = training;
    return [
      {
        id: line.itemId,
        model_id: date.id,
        model: { ...model, training: trainingOnly },
        trainingLocationType: {
          id: date.locationTypeId,
          code: TRAINING_LOCATION_CODES[date.locationTypeId] ?? ('none' as const),
        },
        count: line.count,
        sum_price: line.sumPrice,
        sum_price_original: line.sumPriceOriginal,
        vat_rate: line.vatRate,
        hold: date.locationTypeId === TrainingLocationType.classroom ? holdOf(stored.get(line.itemId)) : null,
      },
    ];
  });
  return { data: { items, cartCoupons, guestCode }, meta, availablePaymentMethods };
}

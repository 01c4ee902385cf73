import { z } from 'zod';
import { decimalInteger } from '../validation/integer';
import { emailSchema, flagSchema, optionalWith, requiredString } from '../validation/rules';
import { productSchema, trainingDateSchema, trainingLocationTypeSchema, trainingSchema } from './catalogue';
import { paymentMethodSchema } from './checkout-reference';

/*
 * The carts of both sites (spec §7 "Cart", DESIGN §4-6). Every amount is computed by the API
 * from the database; what a client sends as a price is never read.
 *
 * Money in `meta` (integer forints):
 * - items subtotal = Σ items' `sum_price` (gross, VAT included); gifts cost nothing.
 * - `delivery_fee`, `payment_fee`: gross fees of the chosen methods, before subtractions.
 * - `subtractions`: coupon discounts first, then a guest code's discount (`referral`), then the
 *   marketing balance, then the global balance; together never more than what there is to pay.
 * - `total_with_tax`: the gross amount payable = subtotal + fees − subtractions (≥ 0).
 * - `tax_amount`: the VAT inside `total_with_tax`. Subtractions are spread over the lines in
 *   proportion to their gross, each line's net and VAT derived at its own rate and rounded half
 *   away from zero, then summed.
 * - `total`: the net payable, always `total_with_tax − tax_amount`.
 */

/** VAT of cosmetics (spec: 27 %); trainings carry their own configured rate. */
export const PRODUCT_VAT_RATE = 27;
/** The most pieces of one line a cart takes: more is a typo or abuse, never a shopper. */
export const MAX_CART_LINE_COUNT = 99;
/** Coupon attempts (add-coupon) per visitor in the rate-limit window. */
export const COUPON_ATTEMPT_LIMIT = 10;
export const COUPON_ATTEMPT_WINDOW_MINUTES = 15;

export const COUPON_KINDS = ['percentage', 'fixed', 'free_delivery'] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];

/** Why a coupon on the cart gives no discount now (it stays on the cart until removed). */
export const COUPON_INAPPLICABLE_REASONS = [
  'inactive',
  'expired',
  'not_yet_valid',
  'below_minimum',
  'used_up',
  'email_limit',
  'other_site',
  'nothing_to_discount',
] as const;
export type CouponInapplicableReason = (typeof COUPON_INAPPLICABLE_REASONS)[number];

/**
 * Why a guest code on the cart gives no discount now (issue 22): it is the buyer's own, the buyer
 * is no new customer (an earlier purchase with a guest code, or an earlier paid one), or the items
 * do not reach the minimum. It stays on the cart until removed; checkout checks it again.
 */
export const GUEST_CODE_INAPPLICABLE_REASONS = ['own_code', 'not_new_customer', 'below_minimum'] as const;
export type GuestCodeInapplicableReason = (typeof GUEST_CODE_INAPPLICABLE_REASONS)[number];

/** `count`: a whole number of pieces, 1 to MAX_CART_LINE_COUNT; absent means 1. */
export const cartCountSchema = decimalInteger(
  z.number('number_invalid').int('number_invalid').min(1).max(MAX_CART_LINE_COUNT),
).default(1);

const idField = decimalInteger(z.number('number_invalid').int('number_invalid').positive('number_invalid'));

/** POST /api/v1/user-cart/{add,remove,decrease} (form data or JSON). */
export const shopCartChangeSchema = z.object({ product_id: idField, count: cartCountSchema });
export type ShopCartChange = z.infer<typeof shopCartChangeSchema>;

/** POST /api/v1/academy-cart/{add,remove,decrease}: `item_id` is the training date id. */
export const academyCartChangeSchema = z.object({
  item_id: idField,
  /** 1 classroom, 2 online: must be the date's own. */
  training_location_type_id: decimalInteger(z.number('number_invalid').pipe(z.union([z.literal(1), z.literal(2)]))),
  count: cartCountSchema,
});
export type AcademyCartChange = z.infer<typeof academyCartChangeSchema>;

export const addCouponSchema = z.object({
  /**
   * The guest buyer's e-mail (per-e-mail limits count it); a signed-in shopper's is the account's,
   * whatever is sent, so that another address cannot dodge the limit.
   */
  email: optionalWith(emailSchema),
  coupon_code: requiredString().max(64),
});
export const removeCouponSchema = z.object({ coupon_code: requiredString().max(64) });

const optionalFlag = flagSchema.optional().default(false);

/** GET {cart} query. */
export const cartQuerySchema = z.object({
  /** Default: the site's first delivery method (5 on the academy). */
  delivery_method_id: decimalInteger(z.number().int().positive()).optional(),
  payment_method_id: decimalInteger(z.number().int().positive()).optional(),
  using_marketing_credit: optionalFlag,
  using_global_credit: optionalFlag,
  /** The shopper is at checkout: the academy cart's running seat holds are extended, once (issue 24). */
  checkout: optionalFlag,
});

/** POST {academy cart}/hold: holds the line's seats again after its hold ran out (issue 24). */
export const cartHoldAgainSchema = z.object({ item_id: idField });

const lineMoney = {
  count: z.number().int(),
  /** count × unit price paid (gross). */
  sum_price: z.number().int(),
  /** count × unit price before promotion (gross). */
  sum_price_original: z.number().int(),
  /** VAT rate of the line, percent. */
  vat_rate: z.number().int(),
};

/**
 * A cart line's or a gift's product: the catalogue's, with its pictures but not its place in the
 * category tree (`subCategories`, the catalogue's to show); `full_uri` links it.
 */
const cartProductSchema = productSchema.omit({ subCategories: true });

export const shopCartItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product: cartProductSchema,
  ...lineMoney,
});

/**
 * A classroom line's seats, held while the shopper checks out (issue 24): `held` until
 * `held_until`, or `expired` (the seats went back; `POST {cart}/hold` holds them again if they
 * are still free). Online dates have no limit and no hold.
 */
export const cartSeatHoldSchema = z.object({
  held_until: z.string().nullable().meta({ example: '2026-11-28T10:15:00.000Z' }),
  status: z.enum(['held', 'expired']),
});
export type CartSeatHold = z.infer<typeof cartSeatHoldSchema>;

export const academyCartItemSchema = z.object({
  id: z.number().int(),
  /** The training date id. */
  model_id: z.number().int(),
  model: trainingDateSchema.extend({ training: trainingSchema }),
  trainingLocationType: trainingLocationTypeSchema,
  ...lineMoney,
  /** The seat hold of a classroom date; null online. */
  hold: cartSeatHoldSchema.nullable(),
});

export const cartCouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: z.enum(COUPON_KINDS),
  email: z.string(),
  /** What it takes off now (0 when not applicable). */
  discount: z.number().int(),
  is_applicable: z.boolean(),
  reason: z.enum(COUPON_INAPPLICABLE_REASONS).nullable(),
  /** Why it gives nothing now, in the request's language; null when applicable. */
  reason_message: z.string().nullable(),
});

/**
 * A beautician's guest code entered in the coupon field (issue 22): a new customer's discount on
 * the items. Taken off with remove-coupon and its code.
 */
export const cartGuestCodeSchema = z.object({
  code: z.string(),
  /** `Vendégkód: KOZMET24` in the request's language. */
  name: z.string(),
  /** What it takes off now (0 when not applicable). */
  discount: z.number().int(),
  is_applicable: z.boolean(),
  reason: z.enum(GUEST_CODE_INAPPLICABLE_REASONS).nullable(),
  /** Why it gives nothing now, in the request's language; null when applicable. */
  reason_message: z.string().nullable(),
});

export const SUBTRACTION_KINDS = ['coupon', 'referral', 'marketing', 'global'] as const;
export type SubtractionKind = (typeof SUBTRACTION_KINDS)[number];

export const cartSubtractionSchema = z.object({
  kind: z.enum(SUBTRACTION_KINDS),
  name: z.string(),
  amount: z.number().int(),
  /** The code entered in the coupon field: a coupon's, or the guest code of a `referral`. */
  coupon_code: z.string().nullable(),
});

export const cartGiftSchema = z.object({ item_count: z.number().int(), product: cartProductSchema });

export const cartMetaSchema = z.object({
  /** Σ sum_price of the items (gross). */
  sub_total: z.number().int(),
  delivery_fee: z.number().int(),
  payment_fee: z.number().int(),
  tax_amount: z.number().int(),
  /** Net payable (total_with_tax − tax_amount). */
  total: z.number().int(),
  /** Gross payable after every subtraction. */
  total_with_tax: z.number().int(),
  subtractions: z.array(cartSubtractionSchema),
  gifts: z.array(cartGiftSchema),
  delivery_method_id: z.number().int().nullable(),
  payment_method_id: z.number().int().nullable(),
  /** Balances the user may spend here (null: not for this role). */
  available_credits: z.object({ marketing: z.number().int().nullable(), global: z.number().int().nullable() }),
  item_count: z.number().int(),
});

export const shopCartSchema = z.object({
  data: z.object({
    items: z.array(shopCartItemSchema),
    cartCoupons: z.array(cartCouponSchema),
    guestCode: cartGuestCodeSchema.nullable(),
  }),
  meta: cartMetaSchema,
  availablePaymentMethods: z.array(paymentMethodSchema),
});
export const academyCartSchema = z.object({
  data: z.object({
    items: z.array(academyCartItemSchema),
    cartCoupons: z.array(cartCouponSchema),
    guestCode: cartGuestCodeSchema.nullable(),
  }),
  meta: cartMetaSchema,
  availablePaymentMethods: z.array(paymentMethodSchema),
});
export type ShopCart = z.infer<typeof shopCartSchema>;
export type AcademyCart = z.infer<typeof academyCartSchema>;
export type CartMeta = z.infer<typeof cartMetaSchema>;
export type CartCoupon = z.infer<typeof cartCouponSchema>;
export type CartGuestCode = z.infer<typeof cartGuestCodeSchema>;

/** Cart mutations: a message in the request's language and a stable code. */
export const cartMessageSchema = z.object({ message: z.string(), code: z.string() });

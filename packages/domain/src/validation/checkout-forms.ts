import { z } from 'zod';
import { settlementSchema, zipcodeCodeSchema, zipcodeRules } from './address-forms';
import { decimalInteger } from './integer';
import {
  emailSchema,
  flagSchema,
  hungarianNameSchema,
  idSchema,
  mobilePhoneSchema,
  optionalText,
  optionalWith,
  requiredString,
  taxNumberSchema,
} from './rules';

/*
 * The checkout and participant forms of spec §5 and §7 "Orders and payment", as the storefront
 * sends them. Guest data is optional here because a signed-in buyer does not send it: the API
 * requires it of guests with `guestDataSchema`.
 */

const always = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

const ticked = (code: 'order_terms_required' | 'order_privacy_required') =>
  z.unknown().refine((value) => flagSchema.safeParse(value).data === true, code);

const addressLine = (max: number) => optionalText(max);

/** Spec §5: the comment is sent only when not empty and not a single space; blank means none. */
const commentSchema = z
  .string()
  .max(2000, 'too_long')
  .nullish()
  .transform((value) => value?.trim() || null);

const addressFields = {
  address_id: optionalWith(idSchema),
  zipcode_id: optionalWith(idSchema),
  zipcode: optionalWith(zipcodeCodeSchema),
  city: settlementSchema,
  street_type_id: optionalWith(idSchema),
  street: addressLine(100),
  number: addressLine(20),
  building: addressLine(20),
  staircase: addressLine(20),
  floor: addressLine(20),
  door: addressLine(20),
};

const billingFields = {
  billing_is_same: flagSchema.default(true),
  billing_name: optionalText(150),
  billing_company_name: optionalText(150),
  billing_tax_number: optionalWith(taxNumberSchema),
  billing_address_id: optionalWith(idSchema),
  billing_zipcode_id: optionalWith(idSchema),
  billing_zipcode: optionalWith(zipcodeCodeSchema),
  billing_city: settlementSchema,
  billing_street_type_id: optionalWith(idSchema),
  billing_street: addressLine(100),
  billing_number: addressLine(20),
  billing_building: addressLine(20),
  billing_staircase: addressLine(20),
  billing_floor: addressLine(20),
  billing_door: addressLine(20),
};

const ADDRESS_REQUIRED = ['street_type_id', 'street', 'number'] as const;

type Checkout = Record<string, unknown>;

const isSameBilling = (value: Checkout) => flagSchema.safeParse(value.billing_is_same ?? true).data !== false;

/** An address is an address-book id or its four required parts; each missing part is named. */
const addressRules = [
  ...zipcodeRules('', (value) => value.address_id != null),
  ...zipcodeRules('billing_', (value) => isSameBilling(value) || value.billing_address_id != null),
  ...ADDRESS_REQUIRED.flatMap((field) => [
    [
      (value: Checkout) => value.address_id != null || value[field] != null,
      { ...always, path: [field], error: 'required' },
    ],
    [
      (value: Checkout) =>
        isSameBilling(value) || value.billing_address_id != null || value[`billing_${field}`] != null,
      { ...always, path: [`billing_${field}`], error: 'required' },
    ],
  ]),
] as [(value: Checkout) => boolean, { when: typeof always.when; path: string[]; error: string }][];

/**
 * POST /api/v1/order (shop) and /api/v1/academy-subscriptions (academy). The buyer's address is
 * required on both sites (on the academy it is the invoice's); a separate billing address when
 * `billing_is_same` is false. The academy's delivery method is always 5, so it may be left out.
 */
const checkoutObject = z.object({
  last_name: optionalWith(hungarianNameSchema),
  first_name: optionalWith(hungarianNameSchema),
  email: optionalWith(emailSchema),
  phone_number: optionalWith(mobilePhoneSchema),
  ...addressFields,
  ...billingFields,
  delivery_method_id: optionalWith(idSchema),
  gls_parcel_shop_id: optionalWith(idSchema),
  payment_method_id: idSchema,
  terms_accepted: ticked('order_terms_required'),
  second_terms_accepted: ticked('order_privacy_required'),
  comment: commentSchema,
  delivery_comment: optionalText(500),
  using_marketing_credit: flagSchema.default(false),
  using_global_credit: flagSchema.default(false),
  /**
   * The total (gross) the shopper confirmed on the final step. When sent and the server's total
   * differs (a coupon used up meanwhile, a price changed, a balance spent elsewhere), nothing is
   * placed: 409 `order_total_changed` with the new cart. Optional for older clients.
   */
  expected_total: optionalWith(
    decimalInteger(z.number('number_invalid').int('number_invalid').min(0, 'number_invalid')),
  ),
  /** Bot protection of the public checkout (DESIGN §6); the test verifier accepts `test-pass`. */
  captcha_token: z.string().max(4000).optional(),
  locale_id: z.unknown().optional(),
});

const withAddressRules = <T extends z.ZodObject>(object: T) =>
  addressRules.reduce((schema, [check, params]) => schema.refine(check, params), object);

export const checkoutSchema = withAddressRules(checkoutObject);
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** What a guest must send besides the checkout fields (a signed-in buyer's come from the account). */
export const guestDataSchema = z.object({
  last_name: hungarianNameSchema,
  first_name: hungarianNameSchema,
  email: emailSchema,
  phone_number: mobilePhoneSchema,
});

/** POST /api/v1/order-from-payment-key: reopens an unpaid order for payment. */
export const paymentKeySchema = z.object({ payment_key: requiredString().max(200) });

/** POST …-from-payment-key/payment-method: another way to pay a purchase whose card payment failed. */
export const paymentSwitchSchema = paymentKeySchema.extend({ payment_method_id: idSchema });
export type PaymentSwitchInput = z.infer<typeof paymentSwitchSchema>;

const EARLIEST_BIRTH_DATE = '1900-01-01';

/** A calendar date `YYYY-MM-DD` in the past (a participant's date of birth). */
export const birthDateSchema = requiredString().refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === value &&
    value >= EARLIEST_BIRTH_DATE &&
    date.getTime() < Date.now()
  );
}, 'birth_date_invalid');

/** What a certificate of attendance needs of a participant (spec §3 "Participant"). */
const participantFields = z.object({
  first_name: hungarianNameSchema,
  last_name: hungarianNameSchema,
  email: emailSchema,
  phone_number: mobilePhoneSchema,
  highest_level_of_education_id: idSchema,
  birth_place: requiredString().max(100),
  birth_date: birthDateSchema,
});

/** The fields of one participant, in the order the forms show them. */
export const PARTICIPANT_FIELDS = participantFields.keyof().options;

/**
 * POST /api/v1/academy-subscription-item-participants (create, with the enrolment item's id)
 * and POST .../{id}/ with `_method=PUT` (update).
 */
export const participantSchema = participantFields.extend({
  academy_subscription_item_id: optionalWith(idSchema),
  _method: z.string().optional(),
});
export type ParticipantInput = z.infer<typeof participantSchema>;

/** The most participants one enrolment may name while it is placed (no cart holds more seats). */
export const MAX_PLACED_PARTICIPANTS = 100;

/** A participant named while enrolling: a seat on one of the cart's training dates. */
export const placedParticipantSchema = participantFields.extend({ training_date_id: idSchema });
export type PlacedParticipantInput = z.infer<typeof placedParticipantSchema>;

/**
 * POST /api/v1/academy-subscriptions: the checkout, and optionally the participants of some or
 * all seats (never more than the seats bought of a date; the rest can be named later).
 */
export const enrolmentCheckoutSchema = withAddressRules(
  checkoutObject.extend({
    participants: z.array(placedParticipantSchema).max(MAX_PLACED_PARTICIPANTS, 'participants_too_many').optional(),
  }),
);
export type EnrolmentCheckoutInput = z.infer<typeof enrolmentCheckoutSchema>;

/**
 * POST /api/v1/academy-subscription-from-payment-key/participants: a missing participant named
 * later by the holder of the enrolment's payment key (a guest's proof, decision 0008).
 */
export const keyParticipantSchema = participantFields.extend({
  payment_key: requiredString().max(200),
  academy_subscription_item_id: idSchema,
});
export type KeyParticipantInput = z.infer<typeof keyParticipantSchema>;

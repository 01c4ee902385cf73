import { z } from 'zod';
import { listMetaSchema } from '../contract';
import { academyCartSchema, SUBTRACTION_KINDS, shopCartSchema } from './cart';

/*
 * Orders (shop) and academy subscriptions (enrolments): spec §3 "Order", "Academy subscription",
 * "Participant" and §7 "Orders and payment". Every `historic_*` value is the snapshot taken when
 * the order was placed (integer forints, gross unless net or VAT is named).
 */

export const ACADEMY_SUBSCRIPTION_STATUS_CODES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;
export type AcademySubscriptionStatusCode = (typeof ACADEMY_SUBSCRIPTION_STATUS_CODES)[number];

const named = z.object({ id: z.number().int(), name: z.string() });

export const paymentStatusSchema = named;

export const orderPaymentMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  extra_cost: z.number().int(),
});

const historicLine = {
  count: z.number().int(),
  item_name_historic: z.string(),
  item_price_historic: z.number().int(),
  item_price_original_historic: z.number().int(),
  item_vat_rate_historic: z.number().int(),
  item_sum_price_historic: z.number().int(),
};

export const subtractionSnapshotSchema = z.object({
  kind: z.enum(SUBTRACTION_KINDS),
  name: z.string(),
  amount: z.number().int(),
});

const billingAddress = {
  billing_address_name: z.string(),
  billing_company_name: z.string().nullable(),
  billing_tax_number: z.string().nullable(),
  billing_address_zipcode: z.string(),
  billing_address_city: z.string(),
  billing_address_street: z.string(),
  billing_address_street_type: z.string(),
  billing_address_number: z.string(),
  billing_address_building: z.string().nullable(),
  billing_address_staircase: z.string().nullable(),
  billing_address_floor: z.string().nullable(),
  billing_address_door: z.string().nullable(),
};

/**
 * How to pay a bank-transfer purchase (DESIGN §5 payment method 2): the site's account, the
 * amount, the purchase's number as the reference (közlemény) and the deadline. Null unless the
 * purchase is paid by bank transfer, has something to pay and its payment is still pending.
 */
export const bankTransferSchema = z
  .object({
    beneficiary: z.string().meta({ description: 'The account holder (kedvezményezett).', example: 'Vagheggi Kft.' }),
    account_number: z.string().meta({
      description: 'Hungarian account number: 2 or 3 groups of 8 digits.',
      example: '12345676-12345678-90123452',
    }),
    iban: z
      .string()
      .meta({ description: 'IBAN, electronic form without spaces.', example: 'HU28123456761234567890123452' }),
    bank: z.string().meta({ description: 'The bank keeping the account.', example: 'Demo Bank Zrt.' }),
    amount: z.number().int().meta({ description: 'Forints to transfer: the gross total.', example: 12990 }),
    reference: z.string().meta({
      description: 'The transfer reference (közlemény): the order or enrolment number.',
      example: 'VAG-2026-000123',
    }),
    deadline: z.string().nullable().meta({
      description: 'ISO date-time by which the money must arrive; unpaid after it, the purchase is cancelled.',
    }),
  })
  .meta({
    id: 'BankTransfer',
    description:
      'How to pay by bank transfer. Null unless paid by bank transfer, with something to pay, payment still pending.',
  });
export type BankTransfer = z.infer<typeof bankTransferSchema>;

const purchase = {
  id: z.number().int(),
  created_at: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  comment: z.string().nullable(),
  paymentStatus: paymentStatusSchema,
  paymentMethod: orderPaymentMethodSchema,
  payed_date: z.string().nullable(),
  /** Whether a new card payment can be started (status 2 or 5, card). */
  can_repay: z.boolean(),
  ...billingAddress,
  historic_sub_total_gross: z.number().int(),
  historic_sub_total_vat: z.number().int(),
  historic_payment_price_gross: z.number().int(),
  historic_discount_amount: z.number().int(),
  historic_discount_description: z.string().nullable(),
  historic_subtractions: z.array(subtractionSnapshotSchema),
  historic_total_net: z.number().int(),
  historic_total_vat: z.number().int(),
  historic_total_gross: z.number().int(),
  bank_transfer: bankTransferSchema.nullable(),
};

export const orderItemSchema = z.object({
  id: z.number().int(),
  /** The product as it is now (null once deleted); the snapshot fields say what was bought. */
  product: z.object({ id: z.number().int(), name: z.string(), full_uri: z.string() }).nullable(),
  is_gift: z.boolean(),
  ...historicLine,
});

export const orderSchema = z.object({
  ...purchase,
  order_number: z.string(),
  deliveryMethod: z.object({ id: z.number().int(), name: z.string() }),
  historic_shipping_price_final: z.number().int(),
  delivery_comment: z.string().nullable(),
  gls_parcel_shop_id: z.number().int().nullable(),
  historic_parcel_shop: z.string().nullable(),
  delivery_address_zipcode: z.string().nullable(),
  delivery_address_city: z.string().nullable(),
  delivery_address_street: z.string().nullable(),
  delivery_address_street_type: z.string().nullable(),
  delivery_address_number: z.string().nullable(),
  delivery_address_building: z.string().nullable(),
  delivery_address_staircase: z.string().nullable(),
  delivery_address_floor: z.string().nullable(),
  delivery_address_door: z.string().nullable(),
  orderItems: z.array(orderItemSchema),
});
export type Order = z.infer<typeof orderSchema>;

export const participantResourceSchema = z.object({
  id: z.number().int(),
  academy_subscription_item_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  highest_level_of_education_id: z.number().int(),
  birth_place: z.string(),
  birth_date: z.string(),
});
export type Participant = z.infer<typeof participantResourceSchema>;

export const academySubscriptionItemSchema = z.object({
  id: z.number().int(),
  training: z.object({ id: z.number().int(), title: z.string(), full_uri: z.string().nullable() }),
  trainingDate: z.object({ id: z.number().int(), start_at: z.string(), venue: z.string().nullable() }),
  trainingLocationType: z.object({ id: z.number().int(), code: z.enum(['classroom', 'online']) }),
  participants: z.array(participantResourceSchema),
  ...historicLine,
});

export const academySubscriptionSchema = z.object({
  ...purchase,
  subscription_id: z.string(),
  academySubscriptionStatus: z.object({ code: z.enum(ACADEMY_SUBSCRIPTION_STATUS_CODES), name: z.string() }),
  /** Until when an unpaid enrolment keeps its seats; null once paid or released. */
  seats_hold_until: z.string().nullable(),
  items: z.array(academySubscriptionItemSchema),
});
export type AcademySubscription = z.infer<typeof academySubscriptionSchema>;

export const INVOICE_KINDS = ['invoice', 'reversal', 'correction'] as const;
export const INVOICE_STATUSES = ['pending', 'issued', 'failed'] as const;

/**
 * One invoice of a paid order or enrolment, the reversal (sztornó) of it, or a correction
 * (helyesbítő számla) by a refund of a part (decision 0018):
 * `pending` while it is being issued, `issued` with its number, date and download link.
 */
export const saleInvoiceSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(INVOICE_KINDS),
    number: z.string().nullable().meta({ example: 'VAGSZ-2026-000001' }),
    /** `failed`: the invoicing service refused it and staff fix it; the storefront shows it as being issued. */
    status: z.enum(INVOICE_STATUSES),
    issued_at: z.string().nullable(),
    /** The PDF (same origin, the session or the payment key authorizes it); null until issued. */
    url: z.string().nullable(),
  })
  .meta({ id: 'SaleInvoice' });
export type SaleInvoice = z.infer<typeof saleInvoiceSchema>;

/** GET /api/v1/orders/{id}: the order with its invoices. */
export const orderDetailSchema = orderSchema.extend({ invoices: z.array(saleInvoiceSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;
/** GET /api/v1/academy-subscriptions/{id}: the enrolment with its invoices. */
export const academySubscriptionDetailSchema = academySubscriptionSchema.extend({
  invoices: z.array(saleInvoiceSchema),
});
export type AcademySubscriptionDetail = z.infer<typeof academySubscriptionDetailSchema>;

export const orderResponseSchema = z.object({ data: orderDetailSchema });
export const orderListSchema = z.object({ data: z.array(orderSchema), meta: listMetaSchema });
export const academySubscriptionResponseSchema = z.object({ data: academySubscriptionDetailSchema });
export const academySubscriptionListSchema = z.object({
  data: z.array(academySubscriptionSchema),
  meta: listMetaSchema,
});

/** Placing an order or enrolment: the resource, its payment key, and where to pay by card. */
export const placedOrderSchema = z.object({
  message: z.string(),
  data: orderSchema.extend({ payment_key: z.string() }),
  payment_url: z.string().optional(),
});
/** POST /api/v1/order-from-payment-key/payment-method: the order, paid the new way. */
export const switchedOrderSchema = placedOrderSchema.omit({ payment_url: true });
export const placedAcademySubscriptionSchema = z.object({
  message: z.string(),
  data: academySubscriptionSchema.extend({ payment_key: z.string() }),
  payment_url: z.string().optional(),
});

/** POST /api/v1/academy-subscription-from-payment-key/payment-method: the enrolment, paid the new way. */
export const switchedAcademySubscriptionSchema = placedAcademySubscriptionSchema.omit({ payment_url: true });

/**
 * 409 `order_total_changed` of placing an order or enrolment: the total the shopper confirmed,
 * the server's, why it changed (worded), and the cart as it is priced now. Nothing was placed.
 */
export const totalChangedSchema = z.object({
  message: z.string(),
  code: z.literal('order_total_changed'),
  expected_total: z.number().int(),
  total: z.number().int(),
  reasons: z.array(z.string()),
  cart: z.union([shopCartSchema, academyCartSchema]),
});
export type TotalChanged = z.infer<typeof totalChangedSchema>;

/** Repayment and reopening by payment key (spec §7): the browser goes to `payment_url` when success. */
export const repaymentSchema = z.object({
  success: z.boolean(),
  payment_url: z.string().nullable(),
  message: z.string(),
});

export const reorderResultSchema = z.object({
  message: z.string(),
  added: z.array(z.object({ product_id: z.number().int(), name: z.string(), count: z.number().int() })),
  not_added: z.array(z.object({ product_id: z.number().int().nullable(), name: z.string(), reason: z.string() })),
});

/** POST /api/v1/academy-subscription-from-payment-key/cart: the dates put back into the academy cart. */
export const academyRefillResultSchema = z.object({
  message: z.string(),
  added: z.array(z.object({ training_date_id: z.number().int(), name: z.string(), count: z.number().int() })),
  not_added: z.array(z.object({ training_date_id: z.number().int(), name: z.string(), reason: z.string() })),
});

/** GET /api/v1/my-trainings: the user's enrolled dates (paid or pending) with seats vs participants. */
export const myTrainingSchema = z.object({
  academy_subscription_id: z.number().int(),
  subscription_id: z.string(),
  academy_subscription_item_id: z.number().int(),
  training: z.object({ id: z.number().int(), title: z.string(), full_uri: z.string().nullable() }),
  trainingDate: z.object({ id: z.number().int(), start_at: z.string(), venue: z.string().nullable() }),
  trainingLocationType: z.object({ id: z.number().int(), code: z.enum(['classroom', 'online']) }),
  paymentStatus: paymentStatusSchema,
  seats: z.number().int(),
  participants_count: z.number().int(),
  participants: z.array(participantResourceSchema),
  /** An online date's link: only once the enrolment is paid, never otherwise (issue 21). */
  online_url: z.string().nullable(),
});
export const myTrainingListSchema = z.object({ data: z.array(myTrainingSchema), meta: listMetaSchema });
export type MyTraining = z.infer<typeof myTrainingSchema>;

/**
 * GET /api/v1/academy-subscription-from-payment-key/participants: the enrolment's dates, each with
 * its seats and who is named for them. By key only the names are shown: the rest of a
 * participant's data is not read back to whoever holds a link.
 */
export const keyParticipantsSchema = z.object({
  data: z.object({
    subscription_id: z.string(),
    academySubscriptionStatus: z.object({ code: z.enum(ACADEMY_SUBSCRIPTION_STATUS_CODES), name: z.string() }),
    /** Seats of the enrolment without a participant yet. */
    missing_participants: z.number().int(),
    items: z.array(
      z.object({
        academy_subscription_item_id: z.number().int(),
        training: z.object({ id: z.number().int(), title: z.string(), full_uri: z.string().nullable() }),
        trainingDate: z.object({ id: z.number().int(), start_at: z.string(), venue: z.string().nullable() }),
        trainingLocationType: z.object({ id: z.number().int(), code: z.enum(['classroom', 'online']) }),
        seats: z.number().int(),
        participants: z.array(z.object({ first_name: z.string(), last_name: z.string() })),
      }),
    ),
  }),
});
export type KeyParticipants = z.infer<typeof keyParticipantsSchema>['data'];

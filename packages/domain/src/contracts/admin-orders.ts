import { z } from 'zod';
import { listMetaSchema } from '../contract';
import { ORDER_EVENTS, ORDER_STATUSES } from '../order-lifecycle';
import { decimalInteger } from '../validation/integer';
import { adminMailOfHistorySchema } from './admin-history';
import { orderSchema, saleInvoiceSchema } from './orders';

/*
 * The back office's order list (issue 20): search by number, e-mail, name or phone; filters by
 * payment state, payment and delivery method and placing date; server-side pages, newest first.
 */

export const ADMIN_ORDERS_PAGE_SIZE = 25;

export const adminOrderQuerySchema = z.object({
  page: decimalInteger(z.number().int().min(1).max(100_000)).optional(),
  per_page: decimalInteger(z.number().int().min(1).max(100)).optional(),
  /** A part of the order number, the e-mail, the buyer's name or the phone number. */
  q: z.string().trim().max(100).optional(),
  payment_status_id: decimalInteger(z.number().int().min(1).max(5)).optional(),
  payment_method_id: decimalInteger(z.number().int().min(1)).optional(),
  delivery_method_id: decimalInteger(z.number().int().min(1)).optional(),
  /** Where the goods are (decision 14). */
  fulfilment_status: z.enum(ORDER_STATUSES).optional(),
  /** Placed on or after this day (Budapest time). */
  from: z.iso.date().optional(),
  /** Placed on or before this day (Budapest time). */
  to: z.iso.date().optional(),
});
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

const named = z.object({ id: z.number().int(), name: z.string() });
/** A fulfilment status with its name in the member's language. */
const fulfilmentStatusSchema = z.object({ id: z.enum(ORDER_STATUSES), name: z.string() });

export const adminOrderRowSchema = z.object({
  id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  name: z.string(),
  email: z.string(),
  phone_number: z.string(),
  total: z.number().int(),
  paymentStatus: named,
  paymentMethod: named,
  deliveryMethod: named,
  fulfilmentStatus: fulfilmentStatusSchema,
});
export type AdminOrderRow = z.infer<typeof adminOrderRowSchema>;

export const adminOrderListSchema = z.object({ data: z.array(adminOrderRowSchema), meta: listMetaSchema });

/** One card payment attempt of a purchase, with the provider's last answer (for support). */
export const adminPaymentAttemptSchema = z.object({
  id: z.number().int(),
  provider: z.string(),
  provider_payment_id: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  paymentStatus: named,
  provider_status: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  last_state: z.unknown().nullable(),
});

/** Money staff recorded: a transfer that arrived (flagged when its amount differs), cash on handover, a refund. */
export const adminRecordedPaymentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['transfer_received', 'cash_received', 'refund']),
  channel: z.enum(['bank_transfer', 'cash', 'card']),
  amount: z.number().int(),
  expected_amount: z.number().int(),
  /** A transfer whose amount is not the order's total: the operator follows it up. */
  differs: z.boolean(),
  booked_on: z.string(),
  reference: z.string().nullable(),
  reason: z.string().nullable(),
  staff_name: z.string().nullable(),
  created_at: z.string(),
});
export type AdminRecordedPayment = z.infer<typeof adminRecordedPaymentSchema>;

/** One line of an order's history, oldest first: placed, payments, staff's steps, invoices, mails. */
export const adminTimelineEntrySchema = z.object({
  at: z.string(),
  kind: z.enum(['placed', 'payment_attempt', 'recorded_payment', 'staff', 'invoice', 'mail']),
  /** What happened, in the member's language. */
  text: z.string(),
  /** Who did it: a staff member's name, or null (the buyer, the provider, the shop). */
  actor: z.string().nullable(),
});
export type AdminTimelineEntry = z.infer<typeof adminTimelineEntrySchema>;

/** Where the goods are and what the order went through on that axis. */
export const adminFulfilmentSchema = z.object({
  status: fulfilmentStatusSchema,
  parcel_number: z.string().nullable(),
  /** GLS's tracking page of the parcel. */
  tracking_url: z.string().nullable(),
  shipped_at: z.string().nullable(),
  handed_over_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  refunded_amount: z.number().int(),
  /** The last day a withdrawal can be recorded (14 days after the handover), or null. */
  withdrawal_until: z.string().nullable(),
});

/** A sale's invoice as staff see it: `url` is the back office's download, `last_error` why it failed. */
export const adminSaleInvoiceSchema = saleInvoiceSchema
  .extend({ last_error: z.string().nullable() })
  .meta({ id: 'AdminSaleInvoice' });
export type AdminSaleInvoice = z.infer<typeof adminSaleInvoiceSchema>;

/** GET /api/admin/v1/orders/{id}: the order as its buyer sees it, its payments, the steps it allows and its history. */
export const adminOrderDetailSchema = z.object({
  data: orderSchema,
  payments: z.array(adminPaymentAttemptSchema),
  fulfilment: adminFulfilmentSchema,
  recorded_payments: z.array(adminRecordedPaymentSchema),
  /** The events the order's status and facts allow now (what the member gives is checked when sent). */
  events: z.array(z.enum(ORDER_EVENTS)),
  mails: z.array(adminMailOfHistorySchema),
  timeline: z.array(adminTimelineEntrySchema),
  /** The order's invoice and its reversal, oldest first. */
  invoices: z.array(adminSaleInvoiceSchema),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>;

export const ORDER_EVENT_LIMITS = { referenceMax: 140, reasonMax: 1000 } as const;

/**
 * POST /api/admin/v1/orders/{id}/events: one step of the order's life (decision 14). What each
 * event needs (a transfer's amount, a parcel number, a reason, a refund) the lifecycle table
 * checks, and refuses with its own code.
 */
export const adminOrderEventSchema = z.object({
  event: z.enum(ORDER_EVENTS),
  /** record_transfer: the amount that arrived, in forints. */
  amount: decimalInteger(z.number().int().min(1).max(100_000_000)).optional(),
  /** record_transfer: the bank's booking day; today when not given (a form's empty field too). */
  booked_on: z.union([z.iso.date(), z.literal('').transform(() => undefined)]).optional(),
  /** record_transfer: the bank's reference of the transfer. */
  reference: z.string().trim().max(ORDER_EVENT_LIMITS.referenceMax).optional(),
  /** ship: GLS's parcel number (8-14 digits). */
  parcel_number: z.string().trim().max(20).optional(),
  /** cancel, return: why, in the member's words. */
  reason: z.string().trim().max(ORDER_EVENT_LIMITS.reasonMax).optional(),
  /** return: the gross refunded now. */
  refund: decimalInteger(z.number().int().min(1).max(100_000_000)).optional(),
});
export type AdminOrderEventInput = z.infer<typeof adminOrderEventSchema>;

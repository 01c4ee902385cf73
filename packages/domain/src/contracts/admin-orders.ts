import { z } from 'zod';
import { listMetaSchema } from '../contract';
import { decimalInteger } from '../validation/integer';
import { orderSchema } from './orders';

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
  /** Placed on or after this day (Budapest time). */
  from: z.iso.date().optional(),
  /** Placed on or before this day (Budapest time). */
  to: z.iso.date().optional(),
});
export type AdminOrderQuery = z.infer<typeof adminOrderQuerySchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

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

/** GET /api/admin/v1/orders/{id}: the order as its buyer sees it, and its payment attempts. */
export const adminOrderDetailSchema = z.object({
  data: orderSchema,
  payments: z.array(adminPaymentAttemptSchema),
});

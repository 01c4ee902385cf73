import { z } from 'zod';

/** Payment status ids as DESIGN §5 settles them. 2 and 5 can be paid again (repayment). */
export const PaymentStatusId = { pending: 1, failed: 2, paid: 3, refunded: 4, cancelled: 5 } as const;
export type PaymentStatusId = (typeof PaymentStatusId)[keyof typeof PaymentStatusId];

/** Statuses from which the buyer may start a new payment of the same order or enrolment. */
export const REPAYABLE_STATUS_IDS: readonly PaymentStatusId[] = [PaymentStatusId.failed, PaymentStatusId.cancelled];

/** Where the payment return page sends the shopper: payment/success, or payment/cancel to pay again. */
export const PAYMENT_RETURN_RESULTS = ['success', 'pending', 'cancel'] as const;
export type PaymentReturnResult = (typeof PAYMENT_RETURN_RESULTS)[number];

/** The result page for a payment status: paid succeeds, pending waits (the page polls), the rest cancel. */
export function paymentReturnResult(statusId: PaymentStatusId): PaymentReturnResult {
  if (statusId === PaymentStatusId.paid) return 'success';
  if (statusId === PaymentStatusId.pending) return 'pending';
  return 'cancel';
}

/** GET /api/v1/barion-payment/back-from-payment/: the state of the attempt the shopper returned from. */
export const backFromPaymentSchema = z.object({
  data: z.object({
    payment_status_id: z.number().int().min(1).max(5),
    payable_type: z.enum(['order', 'academy_subscription']),
    payment_key: z.string().nullable(),
    result: z.enum(PAYMENT_RETURN_RESULTS),
  }),
});
export type BackFromPayment = z.infer<typeof backFromPaymentSchema>;

import { type Locale, localeFromId, PaymentStatusId } from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { enqueueMail } from '../../lib/mail';
import type { PayableHandler } from '../payments/payments.types';
import { purchaseUrl } from './orders.links';
import { lockOrder, updateOrder } from './orders.queries';

const RESULTS: Partial<Record<number, 'failed' | 'paid' | 'refunded' | 'cancelled'>> = {
  [PaymentStatusId.failed]: 'failed',
  [PaymentStatusId.paid]: 'paid',
  [PaymentStatusId.refunded]: 'refunded',
  [PaymentStatusId.cancelled]: 'cancelled',
};

/** The payment-result mail of a status the buyer must hear about; null for pending. */
export const resultOf = (to: number) => RESULTS[to] ?? null;

/**
 * Whether an order (or enrolment) at `current` follows a payment attempt's change to `to`: a
 * paid purchase stays paid unless refunded, whatever an older attempt reports later.
 */
export function followsPayment(current: number, to: PaymentStatusId): boolean {
  if (current === to) return false;
  if (current === PaymentStatusId.paid) return to === PaymentStatusId.refunded;
  if (current === PaymentStatusId.refunded) return false;
  return to !== PaymentStatusId.pending;
}

/** Keeps an order's payment status in step with its card payments; runs in the payment's transaction. */
export function orderPayableHandler(options: ApiOptions): PayableHandler {
  return {
    async onStatusChange(tx: Db, { payableId, to }) {
      const order = await lockOrder(tx, payableId);
      if (!order || !followsPayment(order.paymentStatusId, to)) return;
      await updateOrder(tx, order.id, {
        paymentStatusId: to,
        ...(to === PaymentStatusId.paid ? { payedDate: new Date() } : {}),
      });
      const result = resultOf(to);
      if (!result) return;
      const locale: Locale = localeFromId(order.localeId) ?? 'hu';
      await enqueueMail(tx, {
        to: order.email,
        kind: 'payment_result',
        locale,
        data: {
          kind: 'order',
          firstName: order.firstName,
          number: order.orderNumber,
          status: result,
          total: order.historicTotalGross,
          url: purchaseUrl(options, 'order', order, locale, result === 'failed' || result === 'cancelled'),
        },
      });
    },
  };
}

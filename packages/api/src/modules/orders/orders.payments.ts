import { type Locale, localeFromId, PaymentStatusId } from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { enqueueMail } from '../../lib/mail';
import { refreshStaleAttempts, reserveRepayment } from '../payments/payments.service';
import type { PayableHandler, ReservedPayment } from '../payments/payments.types';
import { invoiceUrl, onPurchasePaid, onPurchaseRefunded } from '../purchases/purchase-settlement';
import { followsPayment, mayPayAgain, purchaseUrl, resultOf, sendPayLinks } from '../purchases/purchases.service';
import { lockOrder, lockOrdersDueForPayLink, markOrderPayLinkSent, type OrderRow, updateOrder } from './orders.queries';

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
      const invoiceId = to === PaymentStatusId.paid ? await onPurchasePaid(tx, { kind: 'order', id: order.id }) : null;
      if (to === PaymentStatusId.refunded) await onPurchaseRefunded(tx, { kind: 'order', id: order.id });
      const result = resultOf(to);
      if (!result) return;
      const locale: Locale = localeFromId(order.localeId) ?? 'hu';
      await enqueueMail(tx, {
        to: order.email,
        kind: 'payment_result',
        about: { type: 'order', id: order.id },
        locale,
        data: {
          kind: 'order',
          firstName: order.firstName,
          number: order.orderNumber,
          status: result,
          total: order.historicTotalGross,
          url: purchaseUrl(options, 'order', order, locale, result === 'failed' || result === 'cancelled'),
          invoiceUrl: invoiceUrl(options, 'order', invoiceId, order.paymentKey),
        },
      });
    },
    sendPayLinks: (db, staleBefore) =>
      sendPayLinks(db, options, 'order', staleBefore, {
        lockDue: lockOrdersDueForPayLink,
        markPayLinkSent: markOrderPayLinkSent,
      }),
  };
}

/**
 * Pay an order again: when no attempt is paid or pending and fresh (decision 0003), so also an
 * order whose payment never started (a crash between its commit and the provider) or went stale.
 * Stale attempts are asked about first; the new attempt is written under the order's lock, so
 * two clicks start one payment. The order is pending again; its attempt starts after the commit.
 */
export async function claimOrderRepayment(
  db: Db,
  found: OrderRow,
): Promise<{ row: OrderRow; reserved: ReservedPayment }> {
  if (!mayPayAgain(found)) throw new AppError(409, 'repayment_not_allowed');
  await refreshStaleAttempts(db, 'order', found.id);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const current = await lockOrder(tx, found.id);
    if (!current || !mayPayAgain(current)) throw new AppError(409, 'repayment_not_allowed');
    const reserved = await reserveRepayment(tx, {
      payableType: 'order',
      payableId: current.id,
      amount: current.historicTotalGross,
    });
    if (current.paymentStatusId !== PaymentStatusId.pending) {
      await updateOrder(tx, current.id, { paymentStatusId: PaymentStatusId.pending });
    }
    return { row: { ...current, paymentStatusId: PaymentStatusId.pending }, reserved };
  });
}

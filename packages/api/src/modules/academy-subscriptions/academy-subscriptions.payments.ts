import { type Locale, localeFromId, PaymentStatusId } from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { enqueueMail } from '../../lib/mail';
import type { PayableHandler } from '../payments/payments.types';
import { followsPayment, purchaseUrl, resultOf, sendPayLinks } from '../purchases/purchases.service';
import {
  lockSubscription,
  lockSubscriptionsDueForPayLink,
  markSubscriptionPayLinkSent,
  updateSubscription,
} from './academy-subscriptions.queries';
import { refundSubscriptionSeats, settleSubscriptionPayment } from './academy-subscriptions.service';

/**
 * Keeps an enrolment in step with its card payments, in the payment's transaction: paid
 * confirms it and keeps its seats for good; failed or cancelled leaves the seats held until the
 * payment window ends (the sweep then releases them); refunded cancels it and frees the seats.
 */
export function subscriptionPayableHandler(options: ApiOptions): PayableHandler {
  return {
    async onStatusChange(tx: Db, { payableId, to }) {
      const subscription = await lockSubscription(tx, payableId);
      if (!subscription || !followsPayment(subscription.paymentStatusId, to)) return;
      await updateSubscription(tx, subscription.id, {
        paymentStatusId: to,
        ...(to === PaymentStatusId.paid ? { payedDate: new Date() } : {}),
      });
      if (to === PaymentStatusId.paid) await settleSubscriptionPayment(tx, subscription);
      if (to === PaymentStatusId.refunded) await refundSubscriptionSeats(tx, subscription);
      const result = resultOf(to);
      if (!result) return;
      const locale: Locale = localeFromId(subscription.localeId) ?? 'hu';
      await enqueueMail(tx, {
        to: subscription.email,
        kind: 'payment_result',
        locale,
        data: {
          kind: 'academy_subscription',
          firstName: subscription.firstName,
          number: subscription.subscriptionId,
          status: result,
          total: subscription.historicTotalGross,
          url: purchaseUrl(
            options,
            'academy_subscription',
            subscription,
            locale,
            result === 'failed' || result === 'cancelled',
          ),
        },
      });
    },
    sendPayLinks: (db, staleBefore) =>
      sendPayLinks(db, options, 'academy_subscription', staleBefore, {
        lockDue: lockSubscriptionsDueForPayLink,
        markPayLinkSent: markSubscriptionPayLinkSent,
      }),
  };
}

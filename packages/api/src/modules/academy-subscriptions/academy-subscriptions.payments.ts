import { DeliveryMethodId, HostId, type Locale, localeFromId, PaymentStatusId } from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { enqueueMail } from '../../lib/mail';
import type { PayableHandler } from '../payments/payments.types';
import { invoiceUrl, onPurchasePaid, onPurchaseRefunded } from '../purchases/purchase-settlement';
import {
  followsPayment,
  purchaseUrl,
  resultOf,
  type SwitchRows,
  sendPayLinks,
  switchPaymentMethod,
} from '../purchases/purchases.service';
import { onlineLinksOf } from '../trainings/trainings.online-links';
import { takeSeats } from '../trainings/trainings.service';
import { dateLinesOf } from './academy-subscriptions.by-date';
import {
  lockSubscription,
  lockSubscriptionsDueForPayLink,
  markSubscriptionPayLinkSent,
  type SubscriptionRow,
  selectParticipants,
  selectSubscriptionByPaymentKey,
  selectSubscriptionItems,
  updateSubscription,
  writeSubscriptionPayment,
} from './academy-subscriptions.queries';
import { releaseExpiredHolds } from './academy-subscriptions.seats';
import {
  claimsOf,
  enrolmentCalendarUrl,
  getSubscriptionByPaymentKey,
  participantsUrl,
  refundSubscriptionSeats,
  settleSubscriptionPayment,
} from './academy-subscriptions.service';

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
      const settled = { kind: 'academy_subscription', id: subscription.id } as const;
      const invoiceId = to === PaymentStatusId.paid ? await onPurchasePaid(tx, settled) : null;
      if (to === PaymentStatusId.refunded) await onPurchaseRefunded(tx, settled);
      const result = resultOf(to);
      if (!result) return;
      const locale: Locale = localeFromId(subscription.localeId) ?? 'hu';
      await enqueueMail(tx, {
        to: subscription.email,
        kind: 'payment_result',
        about: { type: 'academy_subscription', id: subscription.id },
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
          invoiceUrl: invoiceUrl(options, 'academy_subscription', invoiceId, subscription.paymentKey),
          // Paid with seats still unnamed: the mail repeats where to name them (issue 18).
          participantsUrl:
            result === 'paid' && (await missingParticipants(tx, subscription.id)) > 0
              ? participantsUrl(options, locale, subscription.paymentKey)
              : null,
          calendarUrl: result === 'paid' ? enrolmentCalendarUrl(options, locale, subscription) : null,
          // The online dates' links reach paid participants only (issue 21).
          onlineLinks: result === 'paid' ? await onlineLinksOf(tx, await dateLinesOf(tx, subscription.id)) : null,
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

/** Seats of an enrolment that nobody is named for yet. */
async function missingParticipants(db: Db, subscriptionId: number): Promise<number> {
  const items = await selectSubscriptionItems(db, [subscriptionId]);
  const named = await selectParticipants(
    db,
    items.map((item) => item.id),
  );
  return items.reduce((sum, item) => sum + item.count, 0) - named.length;
}

const subscriptionSwitchRows: SwitchRows<SubscriptionRow> = {
  kind: 'academy_subscription',
  hostId: HostId.academy,
  numberOf: (row) => row.subscriptionId,
  // Trainings are not delivered: the methods allowed without delivery (the card and the transfer).
  deliveryMethodIdOf: () => DeliveryMethodId.noDelivery,
  lock: lockSubscription,
  async write(tx, row, values) {
    // A hold that expired gave the seats back: they are taken again (409 training_date_full).
    if (row.seatsReleasedAt !== null) await takeSeats(tx, await claimsOf(tx, row.id));
    await writeSubscriptionPayment(tx, row.id, values);
  },
};

/**
 * POST /api/v1/academy-subscription-from-payment-key/payment-method: an enrolment whose card
 * payment failed or was cancelled is paid by bank transfer instead; its seats are held until the
 * transfer's deadline. Answers the enrolment as its return page shows it.
 */
export async function switchSubscriptionPaymentByPaymentKey(
  db: Db,
  options: ApiOptions,
  paymentKey: string,
  paymentMethodId: number,
  locale: Locale,
) {
  await releaseExpiredHolds(db);
  const found = await selectSubscriptionByPaymentKey(db, paymentKey);
  const row = await switchPaymentMethod(db, options, found, paymentMethodId, subscriptionSwitchRows);
  return getSubscriptionByPaymentKey(db, options, row.paymentKey, locale);
}

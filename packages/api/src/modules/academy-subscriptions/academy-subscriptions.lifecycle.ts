import {
  type AdminOrderEventInput,
  DeliveryMethodId,
  decideOrderEvent,
  ENROLMENT_EVENTS,
  type EnrolmentEvent,
  enrolmentAsOrderStatus,
  type Locale,
  localeFromId,
  type OrderFacts,
  PaymentStatusId,
} from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { enqueueMail } from '../../lib/mail';
import { recordAudit } from '../audit/audit.service';
import { paidInvoiceUrl } from '../purchases/purchase-settlement';
import { carryOutMoney, lifecycleRefusal, purchaseUrl, refundChannelOf } from '../purchases/purchases.service';
import { onlineLinksOf } from '../trainings/trainings.online-links';
import { offerFreedSeatsAfter } from '../waiting-list/waiting-list.service';
import { dateLinesOf } from './academy-subscriptions.by-date';
import { lockSubscription, type SubscriptionRow, updateSubscription } from './academy-subscriptions.queries';
import { refundSubscriptionSeats, settleSubscriptionPayment } from './academy-subscriptions.service';

/*
 * An enrolment's steps in the back office (issue 20, decision 14): a bank transfer recorded (the
 * enrolment is confirmed and keeps its seats) and a cancellation with its reason (the seats go
 * back to their dates, what was paid is refunded, coupons and balances given back, the buyer
 * told). The order lifecycle's table decides; this carries it out under the enrolment's lock in
 * one transaction with the audit entry.
 */

export function enrolmentFacts(row: SubscriptionRow): OrderFacts {
  return {
    status: enrolmentAsOrderStatus(row.status),
    paymentStatusId: row.paymentStatusId,
    paymentMethodId: row.paymentMethodId,
    deliveryMethodId: DeliveryMethodId.noDelivery,
    handedOverAt: null,
    refundedAmount: row.refundedAmount,
    totalGross: row.historicTotalGross,
  };
}

const audited = (row: Pick<SubscriptionRow, 'status' | 'paymentStatusId' | 'refundedAmount'>) => ({
  status: row.status,
  payment_status_id: row.paymentStatusId,
  refunded_amount: row.refundedAmount,
});

/**
 * POST /api/admin/v1/enrolments/{id}/events: `record_transfer` or `cancel`. Refusals as the
 * order's: 404, 409 with the table's code, 422 at the field, 502 when the card provider refuses.
 */
export async function applyEnrolmentEvent(
  db: Db,
  options: ApiOptions,
  staffId: number,
  id: number,
  request: AdminOrderEventInput,
  now = new Date(),
): Promise<void> {
  if (!(ENROLMENT_EVENTS as readonly string[]).includes(request.event)) {
    throw new ValidationError({ event: ['order_status_forbids'] });
  }
  const event = request.event as EnrolmentEvent;
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const row = await lockSubscription(tx, id);
    if (!row) throw new NotFoundError();
    const decision = decideOrderEvent(
      enrolmentFacts(row),
      event,
      { amount: request.amount, reason: request.reason },
      now,
    );
    if (!decision.ok) throw lifecycleRefusal(decision);
    const money = await carryOutMoney(
      tx,
      {
        kind: 'academy_subscription',
        id: row.id,
        userId: row.userId,
        number: row.subscriptionId,
        paymentMethodId: row.paymentMethodId,
        paymentStatusId: row.paymentStatusId,
        totalGross: row.historicTotalGross,
        refundedAmount: row.refundedAmount,
        marketingCredit: row.historicMarketingCredit,
        globalCredit: row.historicGlobalCredit,
      },
      decision.step,
      request,
      staffId,
      now,
    );
    await updateSubscription(tx, row.id, {
      ...money,
      ...(event === 'cancel' ? { cancelReason: request.reason?.trim() ?? null, cancelledAt: now } : {}),
    });
    const after = { ...row, ...money };
    // Paid: confirmed, its seats kept for good. Cancelled: its seats go back to their dates once.
    if (event === 'record_transfer') await settleSubscriptionPayment(tx, after);
    else await refundSubscriptionSeats(tx, after);
    const current = (await lockSubscription(tx, row.id)) ?? after;
    await queueMail(tx, options, current, event, request);
    await recordAudit(tx, {
      staffId,
      action: `enrolment.${event}`,
      entity: 'academy_subscription',
      entityId: row.id,
      site: 'academy',
      before: audited(row),
      after: { ...audited(current), input: request },
    });
  });
  // The seats it gave back go down the dates' waiting lists (issue 24), now that they are free.
  if (event === 'cancel') {
    const dateIds = (await dateLinesOf(db, id)).map((line) => line.training_date_id);
    await offerFreedSeatsAfter(db, options, dateIds);
  }
}

async function queueMail(
  tx: Db,
  options: ApiOptions,
  row: SubscriptionRow,
  event: EnrolmentEvent,
  request: AdminOrderEventInput,
) {
  const locale: Locale = localeFromId(row.localeId) ?? 'hu';
  const common = { to: row.email, locale, about: { type: 'academy_subscription' as const, id: row.id } };
  const who = { kind: 'academy_subscription' as const, firstName: row.firstName, number: row.subscriptionId };
  const url = purchaseUrl(options, 'academy_subscription', row, locale);
  if (event === 'record_transfer') {
    await enqueueMail(tx, {
      ...common,
      kind: 'payment_result',
      // A transfer recorded pays it: the online dates' links go with this mail only (issue 21).
      data: {
        ...who,
        status: 'paid',
        total: row.historicTotalGross,
        url,
        onlineLinks: await onlineLinksOf(tx, await dateLinesOf(tx, row.id)),
        invoiceUrl: await paidInvoiceUrl(tx, options, 'academy_subscription', row),
      },
    });
    return;
  }
  await enqueueMail(tx, {
    ...common,
    kind: 'order_cancelled',
    data: {
      ...who,
      reason: request.reason?.trim() ?? '',
      refund: row.paymentStatusId === PaymentStatusId.refunded ? row.refundedAmount : 0,
      refundChannel: refundChannelOf(row),
      url,
    },
  });
}

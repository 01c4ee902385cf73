import {
  type AdminOrderEventInput,
  DISPLAY_TIME_ZONE,
  decideOrderEvent,
  type Locale,
  localeFromId,
  type OrderFacts,
  type OrderStatus,
  type OrderStep,
  PaymentMethodId,
  PaymentStatusId,
} from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { AppError, NotFoundError } from '../../lib/errors';
import { enqueueMail } from '../../lib/mail';
import { recordAudit } from '../audit/audit.service';
import {
  recordPayment,
  refreshStaleAttempts,
  refundCardPayment,
  requireNoLivePayment,
} from '../payments/payments.service';
import { giveBackTakings, purchaseUrl } from '../purchases/purchases.service';
import { lockOrder, type OrderRow, updateOrderLifecycle } from './orders.queries';

/*
 * The order lifecycle's executor (issue 20, decision 14). `decideOrderEvent` (domain) says
 * whether a step is allowed and what it does; this carries out exactly those effects, under the
 * order's lock and in one transaction with the audit entry: the payment recorded or refunded,
 * coupon uses released and balances returned, the new status, the customer's mail. Two staff
 * members sending the same step at once: the second waits for the lock, then finds the order
 * moved on and is refused.
 */

/** Who acts: the signed-in member. */
export interface OrderActor {
  staffId: number;
}

/** What a refusal of the table answers: a step the status never allows is a conflict, a failed condition a 422. */
function refusal(code: ReturnType<typeof decideOrderEvent> & { ok: false }): AppError {
  if (code.refusal === 'order_status_forbids') return new AppError(409, 'order_status_forbids');
  const field = FIELD_OF_REFUSAL[code.refusal];
  return field ? new AppError(422, 'validation_failed', { [field]: [code.refusal] }) : new AppError(409, code.refusal);
}

/** The input field a refusal is about, so the form marks it; refusals about the order itself have none. */
const FIELD_OF_REFUSAL: Partial<Record<string, keyof AdminOrderEventInput>> = {
  order_amount_invalid: 'amount',
  order_parcel_number_required: 'parcel_number',
  order_reason_required: 'reason',
  order_refund_invalid: 'refund',
};

export function orderFacts(order: OrderRow): OrderFacts {
  return {
    status: order.fulfilmentStatus as OrderStatus,
    paymentStatusId: order.paymentStatusId,
    paymentMethodId: order.paymentMethodId,
    deliveryMethodId: order.deliveryMethodId,
    handedOverAt: order.handedOverAt,
    refundedAmount: order.refundedAmount,
    totalGross: order.historicTotalGross,
  };
}

/** The calendar day in Budapest of an instant, as YYYY-MM-DD (the books' day). */
export const budapestDay = (at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE }).format(at);

/** What the audit log keeps of an order before and after a step. */
const auditedState = (
  order: Pick<OrderRow, 'fulfilmentStatus' | 'paymentStatusId' | 'refundedAmount' | 'parcelNumber'>,
) => ({
  fulfilment_status: order.fulfilmentStatus,
  payment_status_id: order.paymentStatusId,
  refunded_amount: order.refundedAmount,
  parcel_number: order.parcelNumber,
});

/**
 * POST /api/admin/v1/orders/{id}/events: takes one step of the order's life. Refusals: 404, 409
 * `order_status_forbids` (the status never allows it) or the table's own code, 422 with the
 * field for what the member gave, 502 when the card provider refuses the refund (nothing changes).
 */
export async function applyOrderEvent(
  db: Db,
  options: ApiOptions,
  actor: OrderActor,
  orderId: number,
  request: AdminOrderEventInput,
  now = new Date(),
): Promise<void> {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const order = await lockOrder(tx, orderId);
    if (!order) throw new NotFoundError();
    const decision = decideOrderEvent(
      orderFacts(order),
      request.event,
      { amount: request.amount, parcelNumber: request.parcel_number, reason: request.reason, refund: request.refund },
      now,
    );
    if (!decision.ok) throw refusal(decision);
    const { step } = decision;
    const changes = await carryOut(tx, order, step, request, actor, now);
    await updateOrderLifecycle(tx, order.id, changes);
    const after = { ...order, ...changes };
    await queueCustomerMail(tx, options, after, step, request);
    await recordAudit(tx, {
      staffId: actor.staffId,
      action: `order.${step.event}`,
      entity: 'order',
      entityId: order.id,
      site: 'shop',
      before: auditedState(order),
      after: { ...auditedState(after), input: withoutEmpty(request) },
    });
  });
}

type LifecycleChanges = Parameters<typeof updateOrderLifecycle>[2];

/** The step's effects besides the mail and the audit entry; returns the order's new values. */
async function carryOut(
  tx: Db,
  order: OrderRow,
  step: OrderStep,
  request: AdminOrderEventInput,
  actor: OrderActor,
  now: Date,
): Promise<LifecycleChanges> {
  const changes: LifecycleChanges = { fulfilmentStatus: step.to };
  const payable = { type: 'order' as const, id: order.id };
  const book = { payableType: 'order', payableId: order.id, staffId: actor.staffId };
  const total = order.historicTotalGross;

  if (step.payment === 'mark_paid') {
    const transfer = step.event === 'record_transfer';
    const amount = transfer ? (request.amount ?? 0) : total;
    await recordPayment(tx, {
      ...book,
      kind: transfer ? 'transfer_received' : 'cash_received',
      channel: transfer ? 'bank_transfer' : 'cash',
      amount,
      expectedAmount: total,
      bookedOn: request.booked_on ?? budapestDay(now),
      reference: request.reference || null,
    });
    Object.assign(changes, { paymentStatusId: PaymentStatusId.paid, payedDate: now, paymentDeadline: null });
  }

  if (step.payment === 'refund') {
    const amount = step.event === 'return' ? (request.refund ?? 0) : total - order.refundedAmount;
    if (amount > 0) {
      const card = order.paymentMethodId === PaymentMethodId.card;
      const refunded = card ? await refundCardPayment(tx, payable, amount) : null;
      await recordPayment(tx, {
        ...book,
        kind: 'refund',
        channel: card ? 'card' : order.paymentMethodId === PaymentMethodId.bankTransfer ? 'bank_transfer' : 'cash',
        amount,
        expectedAmount: amount,
        bookedOn: budapestDay(now),
        reference: refunded?.providerPaymentId ?? null,
        reason: request.reason ?? null,
      });
      const refundedAmount = order.refundedAmount + amount;
      Object.assign(changes, {
        refundedAmount,
        ...(refundedAmount === total ? { paymentStatusId: PaymentStatusId.refunded } : {}),
      });
    }
  }

  if (step.event === 'cancel') {
    if (order.paymentStatusId !== PaymentStatusId.paid) {
      // An unpaid card order whose payment may still succeed at the gateway is not cancelled under it.
      if (order.paymentMethodId === PaymentMethodId.card) {
        await refreshStaleAttempts(tx, 'order', order.id);
        await requireNoLivePayment(tx, 'order', order.id);
      }
      Object.assign(changes, { paymentStatusId: PaymentStatusId.cancelled, paymentDeadline: null });
    }
    Object.assign(changes, { cancelReason: request.reason?.trim() ?? null, cancelledAt: now });
  }
  if (step.takings.length > 0) {
    await giveBackTakings(
      tx,
      {
        kind: 'order',
        id: order.id,
        userId: order.userId,
        number: order.orderNumber,
        marketingCredit: order.historicMarketingCredit,
        globalCredit: order.historicGlobalCredit,
      },
      'cancelled',
    );
  }
  if (step.event === 'ship') Object.assign(changes, { parcelNumber: request.parcel_number?.trim(), shippedAt: now });
  if (step.event === 'deliver' || step.event === 'hand_over') changes.handedOverAt = now;
  return changes;
}

/** The mail the step names, in the buyer's language, listed in the order's history. */
async function queueCustomerMail(
  tx: Db,
  options: ApiOptions,
  order: OrderRow,
  step: OrderStep,
  request: AdminOrderEventInput,
) {
  if (!step.mail) return;
  const locale: Locale = localeFromId(order.localeId) ?? 'hu';
  const common = {
    to: order.email,
    locale,
    about: { type: 'order' as const, id: order.id },
  };
  const who = { kind: 'order' as const, firstName: order.firstName, number: order.orderNumber };
  const url = purchaseUrl(options, 'order', order, locale);
  switch (step.mail) {
    case 'order_paid':
      await enqueueMail(tx, {
        ...common,
        kind: 'payment_result',
        data: { ...who, status: 'paid', total: order.historicTotalGross, url },
      });
      return;
    case 'order_shipped':
      await enqueueMail(tx, {
        ...common,
        kind: 'order_shipped',
        data: { ...who, parcelNumber: order.parcelNumber ?? '', orderUrl: url },
      });
      return;
    case 'order_cancelled':
      await enqueueMail(tx, {
        ...common,
        kind: 'order_cancelled',
        data: {
          ...who,
          reason: order.cancelReason ?? '',
          refund: order.refundedAmount,
          refundChannel: refundChannelOf(order),
          url,
        },
      });
      return;
    case 'order_refunded':
      await enqueueMail(tx, {
        ...common,
        kind: 'order_refunded',
        data: {
          ...who,
          reason: request.reason?.trim() ?? '',
          refund: request.refund ?? 0,
          refundedTotal: order.refundedAmount,
          total: order.historicTotalGross,
          refundChannel: refundChannelOf(order),
          url,
        },
      });
      return;
  }
}

const refundChannelOf = (order: OrderRow) =>
  order.paymentMethodId === PaymentMethodId.card ? ('card' as const) : ('transfer' as const);

const withoutEmpty = (input: AdminOrderEventInput) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== ''));

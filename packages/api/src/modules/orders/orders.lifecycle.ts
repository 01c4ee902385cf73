import {
  type AdminOrderEventInput,
  decideOrderEvent,
  type Locale,
  localeFromId,
  type OrderFacts,
  type OrderStatus,
  type OrderStep,
} from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { NotFoundError } from '../../lib/errors';
import { enqueueMail } from '../../lib/mail';
import { recordAudit } from '../audit/audit.service';
import { releaseStock } from '../products/products.service';
import { paidInvoiceUrl } from '../purchases/purchase-settlement';
import { carryOutMoney, lifecycleRefusal, purchaseUrl, refundChannelOf } from '../purchases/purchases.service';
import { lockOrder, type OrderRow, selectOrderItems, updateOrderLifecycle } from './orders.queries';

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
    if (!decision.ok) throw lifecycleRefusal(decision);
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
  const money = await carryOutMoney(
    tx,
    {
      kind: 'order',
      id: order.id,
      userId: order.userId,
      number: order.orderNumber,
      paymentMethodId: order.paymentMethodId,
      paymentStatusId: order.paymentStatusId,
      totalGross: order.historicTotalGross,
      refundedAmount: order.refundedAmount,
      marketingCredit: order.historicMarketingCredit,
      globalCredit: order.historicGlobalCredit,
    },
    step,
    request,
    actor.staffId,
    now,
  );
  const changes: LifecycleChanges = { fulfilmentStatus: step.to, ...money };
  // Both are final states, so the pieces go back once (a partial return keeps the status and the goods' count).
  if ((step.to === 'cancelled' || step.to === 'returned') && step.to !== order.fulfilmentStatus) {
    await giveBackStock(tx, [order.id]);
  }
  if (step.event === 'cancel')
    Object.assign(changes, { cancelReason: request.reason?.trim() ?? null, cancelledAt: now });
  if (step.event === 'ship') Object.assign(changes, { parcelNumber: request.parcel_number?.trim(), shippedAt: now });
  if (step.event === 'deliver' || step.event === 'hand_over') changes.handedOverAt = now;
  return changes;
}

/** The bought pieces of cancelled or returned orders go back to the counted stock (issue 21); gifts took none. */
export async function giveBackStock(tx: Db, orderIds: number[]): Promise<void> {
  const items = await selectOrderItems(tx, orderIds);
  await releaseStock(
    tx,
    items.flatMap((item) =>
      item.isGift || item.productId === null ? [] : [{ productId: item.productId, count: item.count }],
    ),
  );
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
        data: {
          ...who,
          status: 'paid',
          total: order.historicTotalGross,
          url,
          invoiceUrl: await paidInvoiceUrl(tx, options, 'order', order),
        },
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

const withoutEmpty = (input: AdminOrderEventInput) =>
  Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined && value !== ''));

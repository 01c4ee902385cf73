import { DeliveryMethodId, PaymentMethodId } from './contracts/checkout-reference';
import { PaymentStatusId } from './payments';

/*
 * The life of a shop order after it is placed (issue 20, decision 14), as one declarative table:
 * each event names the states it may start from, the state it leads to, the conditions that must
 * hold (each with the code a refusal answers) and what else it does (the payment it records, the
 * takings it gives back, the mail it sends). The back office's API walks this table and nothing
 * else, so a rule exists once and every pair of (state, event) is tested.
 *
 * Fulfilment and payment are two axes: the payment status (spec §4, 1-5) says whether the money
 * is in; the fulfilment status says where the goods are. "Paid" is the payment axis; an order
 * paid on handover (cash on delivery, at pick-up) is packed and sent before it is paid.
 */

export const ORDER_STATUSES = [
  'received',
  'packed',
  'shipped',
  'delivered',
  'picked_up',
  'cancelled',
  'returned',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** The withdrawal period of a distance sale (EU 2011/83 art. 9): days after the goods arrived. */
export const WITHDRAWAL_DAYS = 14;

/** What an event's conditions read of an order. */
export interface OrderFacts {
  status: OrderStatus;
  paymentStatusId: number;
  paymentMethodId: number;
  deliveryMethodId: number;
  /** When the buyer got the goods (delivered or picked up); null before. */
  handedOverAt: Date | null;
  /** Gross already refunded by earlier returns. */
  refundedAmount: number;
  totalGross: number;
}

/** What the staff member gives with an event (a transfer's amount, a parcel number, a reason). */
export interface OrderEventInput {
  /** record_transfer: the amount that arrived (a different amount is recorded and flagged). */
  amount?: number;
  /** ship: the GLS parcel number the customer's mail links to. */
  parcelNumber?: string;
  /** cancel, return: why, in the staff member's words. */
  reason?: string;
  /** return: the gross refunded now (part or the rest of the total). */
  refund?: number;
}

/** Money a transition moves besides the status. */
export type PaymentEffect =
  /** The payment status becomes paid (a transfer recorded, cash taken on handover). */
  | 'mark_paid'
  /** A paid order's money goes back: card through the provider, a transfer recorded by staff. */
  | 'refund';

/** What a cancellation or a return gives back besides money. */
export type TakingsEffect = 'release_coupons' | 'return_balances';

/** The customer's mail of a transition (kinds of the mail outbox). */
export type CustomerMail = 'order_paid' | 'order_shipped' | 'order_cancelled' | 'order_refunded';

interface Condition {
  /** The message code a refusal answers (422 order_transition_refused with this reason). */
  refusal: OrderRefusal;
  /** `order`: decided by the order alone (and the time); `input`: by what the staff member gives. */
  reads: 'order' | 'input';
  holds(order: OrderFacts, input: OrderEventInput, now: Date): boolean;
}

interface Transition {
  from: readonly OrderStatus[];
  /** The next status; a function where the input decides (a partial return keeps the status). */
  to: OrderStatus | ((order: OrderFacts, input: OrderEventInput) => OrderStatus);
  conditions: readonly Condition[];
  payment?: PaymentEffect | ((order: OrderFacts) => PaymentEffect | null);
  takings?: readonly TakingsEffect[];
  mail?: CustomerMail;
}

export const ORDER_REFUSALS = [
  'order_not_paid',
  'order_already_paid',
  'order_not_transfer',
  'order_amount_invalid',
  'order_parcel_number_required',
  'order_pickup_not_shipped',
  'order_not_pickup',
  'order_reason_required',
  'order_refund_invalid',
  'order_withdrawal_period_over',
] as const;
export type OrderRefusal = (typeof ORDER_REFUSALS)[number];

const PAY_ON_HANDOVER: readonly number[] = [PaymentMethodId.cashOnDelivery, PaymentMethodId.payAtPickup];
const isPaid = (order: OrderFacts) => order.paymentStatusId === PaymentStatusId.paid;
const paysOnHandover = (order: OrderFacts) => PAY_ON_HANDOVER.includes(order.paymentMethodId);
const isPickup = (order: OrderFacts) => order.deliveryMethodId === DeliveryMethodId.personalPickup;
const reasonGiven = (input: OrderEventInput) => (input.reason ?? '').trim().length >= 3;
const DAY_MS = 86_400_000;

const paidOrPaysOnHandover: Condition = {
  refusal: 'order_not_paid',
  reads: 'order',
  holds: (order) => isPaid(order) || paysOnHandover(order),
};
const withReason: Condition = {
  refusal: 'order_reason_required',
  reads: 'input',
  holds: (_, input) => reasonGiven(input),
};

/** The steps of an order's life, in the order the back office offers them. */
export const ORDER_EVENTS = ['record_transfer', 'pack', 'ship', 'deliver', 'hand_over', 'cancel', 'return'] as const;
export type OrderEvent = (typeof ORDER_EVENTS)[number];

export const ORDER_TRANSITIONS = {
  /** Staff record a bank transfer that arrived (amount, date and reference in the audit log). */
  record_transfer: {
    // A transfer order is packed only once paid: the money is recorded while it waits.
    from: ['received'],
    to: 'received',
    conditions: [
      {
        refusal: 'order_not_transfer',
        reads: 'order',
        holds: (order) => order.paymentMethodId === PaymentMethodId.bankTransfer,
      },
      { refusal: 'order_already_paid', reads: 'order', holds: (order) => !isPaid(order) },
      {
        refusal: 'order_amount_invalid',
        reads: 'input',
        holds: (_, input) => Number.isInteger(input.amount) && (input.amount ?? 0) > 0,
      },
    ],
    payment: 'mark_paid',
    mail: 'order_paid',
  },
  /** The parcel is packed: paid, or paid on handover. */
  pack: { from: ['received'], to: 'packed', conditions: [paidOrPaysOnHandover] },
  /** Handed to GLS with its parcel number; personal pick-up is never shipped. */
  ship: {
    from: ['packed'],
    to: 'shipped',
    conditions: [
      { refusal: 'order_pickup_not_shipped', reads: 'order', holds: (order) => !isPickup(order) },
      {
        refusal: 'order_parcel_number_required',
        reads: 'input',
        holds: (_, input) => /^\d{8,14}$/.test(input.parcelNumber ?? ''),
      },
    ],
    mail: 'order_shipped',
  },
  /** GLS delivered it (to the door, the parcel shop or the locker); cash on delivery is then paid. */
  deliver: {
    from: ['shipped'],
    to: 'delivered',
    conditions: [],
    payment: (order) => (isPaid(order) ? null : 'mark_paid'),
  },
  /** The buyer took it at the showroom, paying there when that was the method. */
  hand_over: {
    from: ['packed'],
    to: 'picked_up',
    conditions: [{ refusal: 'order_not_pickup', reads: 'order', holds: (order) => isPickup(order) }],
    payment: (order) => (isPaid(order) ? null : 'mark_paid'),
  },
  /** Before it leaves: coupon uses released, balances returned, a paid order refunded, the buyer told. */
  cancel: {
    from: ['received', 'packed'],
    to: 'cancelled',
    conditions: [withReason],
    payment: (order) => (isPaid(order) ? 'refund' : null),
    takings: ['release_coupons', 'return_balances'],
    mail: 'order_cancelled',
  },
  /**
   * A withdrawal within the 14 days after the goods arrived: a full or partial refund with its
   * reason. The refunds of one order never exceed its total; the last one makes it returned.
   */
  return: {
    from: ['delivered', 'picked_up'],
    to: (order, input) => (order.refundedAmount + (input.refund ?? 0) >= order.totalGross ? 'returned' : order.status),
    conditions: [
      withReason,
      { refusal: 'order_not_paid', reads: 'order', holds: (order) => isPaid(order) },
      {
        refusal: 'order_refund_invalid',
        reads: 'input',
        holds: (order, input) =>
          Number.isInteger(input.refund) &&
          (input.refund ?? 0) > 0 &&
          order.refundedAmount + (input.refund ?? 0) <= order.totalGross,
      },
      {
        refusal: 'order_withdrawal_period_over',
        reads: 'order',
        holds: (order, _, now) =>
          order.handedOverAt !== null && now.getTime() - order.handedOverAt.getTime() <= WITHDRAWAL_DAYS * DAY_MS,
      },
    ],
    payment: 'refund',
    mail: 'order_refunded',
  },
} as const satisfies Record<OrderEvent, Transition>;

/** What an allowed event does: the next status and its effects, for the service to carry out. */
export interface OrderStep {
  event: OrderEvent;
  from: OrderStatus;
  to: OrderStatus;
  payment: PaymentEffect | null;
  takings: readonly TakingsEffect[];
  mail: CustomerMail | null;
}

export type OrderDecision =
  | { ok: true; step: OrderStep }
  /** `status`: the event never starts from this status; otherwise the first condition that failed. */
  | { ok: false; refusal: 'order_status_forbids' | OrderRefusal };

/** Decides `event` for `order` with `input` at `now`: the step to take, or why not. Pure. */
export function decideOrderEvent(
  order: OrderFacts,
  event: OrderEvent,
  input: OrderEventInput = {},
  now: Date = new Date(),
): OrderDecision {
  const transition: Transition = ORDER_TRANSITIONS[event];
  if (!transition.from.includes(order.status)) return { ok: false, refusal: 'order_status_forbids' };
  const failed = transition.conditions.find((condition) => !condition.holds(order, input, now));
  if (failed) return { ok: false, refusal: failed.refusal };
  const to = typeof transition.to === 'function' ? transition.to(order, input) : transition.to;
  const payment = typeof transition.payment === 'function' ? transition.payment(order) : (transition.payment ?? null);
  return {
    ok: true,
    step: { event, from: order.status, to, payment, takings: transition.takings ?? [], mail: transition.mail ?? null },
  };
}

/**
 * The events the back office offers for an order at `now`: those whose status and order-only
 * conditions allow them (what the staff member gives is checked when the event is sent).
 */
export function availableOrderEvents(order: OrderFacts, now: Date = new Date()): OrderEvent[] {
  return ORDER_EVENTS.filter((event) => {
    const transition: Transition = ORDER_TRANSITIONS[event];
    if (!transition.from.includes(order.status)) return false;
    return transition.conditions.every((condition) => condition.reads === 'input' || condition.holds(order, {}, now));
  });
}

/*
 * An academy enrolment walks the same table (decision 14): nothing is shipped, so of its steps
 * only recording a transfer and cancelling apply, with the same conditions and effects (the
 * refund of what was paid, coupons and balances given back, the buyer told). Its status reads as
 * a fulfilment status: pending or confirmed as received, cancelled as cancelled, and completed
 * (the date is over) as delivered, from which neither step starts.
 */
export const ENROLMENT_EVENTS = ['record_transfer', 'cancel'] as const satisfies readonly OrderEvent[];
export type EnrolmentEvent = (typeof ENROLMENT_EVENTS)[number];

const ENROLMENT_STATUS_AS_ORDER: Record<string, OrderStatus> = {
  pending: 'received',
  confirmed: 'received',
  cancelled: 'cancelled',
  completed: 'delivered',
};

/** An enrolment's status (DESIGN §5: pending, confirmed, cancelled, completed) as the table reads it. */
export function enrolmentAsOrderStatus(status: string): OrderStatus {
  return ENROLMENT_STATUS_AS_ORDER[status] ?? 'cancelled';
}

/** The steps the back office offers for an enrolment now (what the member gives is checked when sent). */
export function availableEnrolmentEvents(enrolment: OrderFacts, now: Date = new Date()): EnrolmentEvent[] {
  const events = availableOrderEvents(enrolment, now);
  return ENROLMENT_EVENTS.filter((event) => events.includes(event));
}

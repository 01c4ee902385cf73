import { describe, expect, it } from 'vitest';
import { DeliveryMethodId, PaymentMethodId } from './contracts/checkout-reference';
import {
  availableEnrolmentEvents,
  availableOrderEvents,
  decideOrderEvent,
  enrolmentAsOrderStatus,
  ORDER_EVENTS,
  ORDER_STATUSES,
  type OrderEvent,
  type OrderFacts,
  type OrderStatus,
  WITHDRAWAL_DAYS,
} from './order-lifecycle';
import { PaymentStatusId } from './payments';

const NOW = new Date('2026-11-27T10:00:00Z');
const DAY = 86_400_000;

/** A paid card order for home delivery at `status`, with `changes`. */
const order = (status: OrderStatus, changes: Partial<OrderFacts> = {}): OrderFacts => ({
  status,
  paymentStatusId: PaymentStatusId.paid,
  paymentMethodId: PaymentMethodId.card,
  deliveryMethodId: DeliveryMethodId.glsHomeDelivery,
  handedOverAt: ['delivered', 'picked_up', 'returned'].includes(status) ? new Date(NOW.getTime() - DAY) : null,
  refundedAmount: 0,
  totalGross: 20_000,
  ...changes,
});

/** The input each event needs to pass its own checks. */
const GOOD_INPUT: Record<OrderEvent, Parameters<typeof decideOrderEvent>[2]> = {
  record_transfer: { amount: 20_000 },
  pack: {},
  ship: { parcelNumber: '90001234567' },
  deliver: {},
  hand_over: {},
  cancel: { reason: 'A vevő kérte' },
  return: { reason: 'Elállás', refund: 20_000 },
};

/** The order each event suits best (its method and delivery), at `status`. */
const suited = (event: OrderEvent, status: OrderStatus): OrderFacts => {
  if (event === 'record_transfer') {
    return order(status, { paymentMethodId: PaymentMethodId.bankTransfer, paymentStatusId: PaymentStatusId.pending });
  }
  if (event === 'hand_over') return order(status, { deliveryMethodId: DeliveryMethodId.personalPickup });
  return order(status);
};

/** Where each event may start from: every other (status, event) pair is refused. */
const ALLOWED: Record<OrderEvent, OrderStatus[]> = {
  record_transfer: ['received'],
  pack: ['received'],
  ship: ['packed'],
  deliver: ['shipped'],
  hand_over: ['packed'],
  cancel: ['received', 'packed'],
  return: ['delivered', 'picked_up'],
};

describe('the order lifecycle (decision 14)', () => {
  for (const event of ORDER_EVENTS) {
    for (const status of ORDER_STATUSES) {
      const allowed = ALLOWED[event].includes(status);
      it(`${event} from ${status}: ${allowed ? 'allowed' : 'refused'}`, () => {
        const decision = decideOrderEvent(suited(event, status), event, GOOD_INPUT[event], NOW);
        if (allowed) expect(decision.ok, JSON.stringify(decision)).toBe(true);
        else expect(decision).toEqual({ ok: false, refusal: 'order_status_forbids' });
      });
    }
  }

  it('takes a paid order from received to delivered, mailing the shipment', () => {
    const steps = (['pack', 'ship', 'deliver'] as const).reduce<{ status: OrderStatus; mails: (string | null)[] }>(
      (state, event) => {
        const decision = decideOrderEvent(order(state.status), event, GOOD_INPUT[event], NOW);
        if (!decision.ok) throw new Error(decision.refusal);
        return { status: decision.step.to, mails: [...state.mails, decision.step.mail] };
      },
      { status: 'received', mails: [] },
    );
    expect(steps).toEqual({ status: 'delivered', mails: [null, 'order_shipped', null] });
  });

  it('packs an unpaid order only when it is paid on handover, and takes the money then', () => {
    const transfer = { paymentMethodId: PaymentMethodId.bankTransfer, paymentStatusId: PaymentStatusId.pending };
    expect(decideOrderEvent(order('received', transfer), 'pack')).toEqual({ ok: false, refusal: 'order_not_paid' });
    const cod = { paymentMethodId: PaymentMethodId.cashOnDelivery, paymentStatusId: PaymentStatusId.pending };
    expect(decideOrderEvent(order('received', cod), 'pack').ok).toBe(true);
    const delivered = decideOrderEvent(order('shipped', cod), 'deliver');
    expect(delivered.ok && delivered.step.payment).toBe('mark_paid');
    const paidDelivery = decideOrderEvent(order('shipped'), 'deliver');
    expect(paidDelivery.ok && paidDelivery.step.payment).toBeNull();
    const atPickup = {
      paymentMethodId: PaymentMethodId.payAtPickup,
      paymentStatusId: PaymentStatusId.pending,
      deliveryMethodId: DeliveryMethodId.personalPickup,
    };
    const handed = decideOrderEvent(order('packed', atPickup), 'hand_over');
    expect(handed.ok && handed.step).toMatchObject({ to: 'picked_up', payment: 'mark_paid' });
  });

  it('records a transfer once, of a positive whole amount, on transfer orders only', () => {
    const pending = { paymentMethodId: PaymentMethodId.bankTransfer, paymentStatusId: PaymentStatusId.pending };
    const recorded = decideOrderEvent(order('received', pending), 'record_transfer', { amount: 19_990 });
    expect(recorded.ok && recorded.step).toMatchObject({ to: 'received', payment: 'mark_paid', mail: 'order_paid' });
    for (const amount of [0, -5, 12.5, undefined]) {
      expect(decideOrderEvent(order('received', pending), 'record_transfer', { amount })).toEqual({
        ok: false,
        refusal: 'order_amount_invalid',
      });
    }
    const paid = { paymentMethodId: PaymentMethodId.bankTransfer };
    expect(decideOrderEvent(order('received', paid), 'record_transfer', { amount: 1 })).toEqual({
      ok: false,
      refusal: 'order_already_paid',
    });
    expect(decideOrderEvent(order('received'), 'record_transfer', { amount: 1 })).toEqual({
      ok: false,
      refusal: 'order_not_transfer',
    });
  });

  it('ships with a GLS parcel number, never a personal pick-up', () => {
    expect(decideOrderEvent(order('packed'), 'ship', { parcelNumber: 'abc' })).toEqual({
      ok: false,
      refusal: 'order_parcel_number_required',
    });
    const pickup = order('packed', { deliveryMethodId: DeliveryMethodId.personalPickup });
    expect(decideOrderEvent(pickup, 'ship', GOOD_INPUT.ship)).toEqual({
      ok: false,
      refusal: 'order_pickup_not_shipped',
    });
    expect(decideOrderEvent(order('packed'), 'hand_over')).toEqual({ ok: false, refusal: 'order_not_pickup' });
  });

  it('cancels with a reason, refunding only what was paid and giving the takings back', () => {
    expect(decideOrderEvent(order('received'), 'cancel', { reason: ' ' })).toEqual({
      ok: false,
      refusal: 'order_reason_required',
    });
    const paid = decideOrderEvent(order('packed'), 'cancel', GOOD_INPUT.cancel);
    expect(paid.ok && paid.step).toMatchObject({
      to: 'cancelled',
      payment: 'refund',
      takings: ['release_coupons', 'return_balances'],
      mail: 'order_cancelled',
    });
    const unpaid = decideOrderEvent(order('received', { paymentStatusId: PaymentStatusId.pending }), 'cancel', {
      reason: 'Nem utalt',
    });
    expect(unpaid.ok && unpaid.step.payment).toBeNull();
  });

  it('refunds returns within the withdrawal period, in parts that never exceed the total', () => {
    const partial = decideOrderEvent(order('delivered'), 'return', { reason: 'Sérült', refund: 5_000 }, NOW);
    expect(partial.ok && partial.step).toMatchObject({ to: 'delivered', payment: 'refund', mail: 'order_refunded' });
    const rest = decideOrderEvent(
      order('delivered', { refundedAmount: 5_000 }),
      'return',
      { reason: 'Elállás', refund: 15_000 },
      NOW,
    );
    expect(rest.ok && rest.step.to).toBe('returned');
    expect(
      decideOrderEvent(
        order('delivered', { refundedAmount: 5_000 }),
        'return',
        { reason: 'Több', refund: 15_001 },
        NOW,
      ),
    ).toEqual({ ok: false, refusal: 'order_refund_invalid' });
    const late = order('delivered', { handedOverAt: new Date(NOW.getTime() - (WITHDRAWAL_DAYS + 1) * DAY) });
    expect(decideOrderEvent(late, 'return', GOOD_INPUT.return, NOW)).toEqual({
      ok: false,
      refusal: 'order_withdrawal_period_over',
    });
  });

  it('offers the events whose status and order-only conditions allow them', () => {
    expect(availableOrderEvents(order('received'), NOW)).toEqual(['pack', 'cancel']);
    const transfer = order('received', {
      paymentMethodId: PaymentMethodId.bankTransfer,
      paymentStatusId: PaymentStatusId.pending,
    });
    expect(availableOrderEvents(transfer, NOW)).toEqual(['record_transfer', 'cancel']);
    expect(availableOrderEvents(order('packed'), NOW)).toEqual(['ship', 'cancel']);
    expect(availableOrderEvents(order('delivered'), NOW)).toEqual(['return']);
    expect(availableOrderEvents(order('cancelled'), NOW)).toEqual([]);
  });
});

describe('an enrolment on the same table', () => {
  /** An enrolment (no delivery) in `status`, paid by `method`. */
  const enrolment = (status: string, changes: Partial<OrderFacts> = {}): OrderFacts => ({
    ...order(enrolmentAsOrderStatus(status), { deliveryMethodId: DeliveryMethodId.noDelivery, ...changes }),
  });

  it('offers a transfer to record while it waits for one, and a cancellation until its date is over', () => {
    const waiting = { paymentMethodId: PaymentMethodId.bankTransfer, paymentStatusId: PaymentStatusId.pending };
    expect(availableEnrolmentEvents(enrolment('pending', waiting), NOW)).toEqual(['record_transfer', 'cancel']);
    expect(availableEnrolmentEvents(enrolment('confirmed'), NOW)).toEqual(['cancel']);
    expect(availableEnrolmentEvents(enrolment('cancelled'), NOW)).toEqual([]);
    expect(availableEnrolmentEvents(enrolment('completed'), NOW)).toEqual([]);
    // Never a step of the goods: an enrolment is not packed, shipped or returned.
    expect(availableEnrolmentEvents(enrolment('confirmed'), NOW)).not.toContain('pack');
  });

  it('refunds a paid enrolment it cancels, and gives back what it took', () => {
    const decision = decideOrderEvent(enrolment('confirmed'), 'cancel', { reason: 'Elmarad a képzés' }, NOW);
    expect(decision).toMatchObject({
      ok: true,
      step: { to: 'cancelled', payment: 'refund', takings: ['release_coupons', 'return_balances'] },
    });
  });

  it('reads an unknown status as cancelled, from which nothing starts', () => {
    expect(enrolmentAsOrderStatus('no such status')).toBe('cancelled');
  });
});

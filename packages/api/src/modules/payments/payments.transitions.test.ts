import { PaymentStatusId } from '@vag/domain';
import { describe, expect, it } from 'vitest';
import { statusIdOfBarion } from './payments.provider';
import { nextStatus } from './payments.transitions';

const { pending, failed, paid, refunded, cancelled } = PaymentStatusId;
const name = { 1: 'pending', 2: 'failed', 3: 'paid', 4: 'refunded', 5: 'cancelled' } as const;

// Every (current, incoming) pair with the status it must lead to; null = nothing changes.
const TABLE: [PaymentStatusId, PaymentStatusId, PaymentStatusId | null][] = [
  [pending, pending, null],
  [pending, failed, failed],
  [pending, paid, paid],
  [pending, refunded, null],
  [pending, cancelled, cancelled],
  [failed, pending, null],
  [failed, failed, null],
  [failed, paid, paid],
  [failed, refunded, null],
  [failed, cancelled, null],
  [paid, pending, null],
  [paid, failed, null],
  [paid, paid, null],
  [paid, refunded, refunded],
  [paid, cancelled, null],
  [refunded, pending, null],
  [refunded, failed, null],
  [refunded, paid, null],
  [refunded, refunded, null],
  [refunded, cancelled, null],
  [cancelled, pending, null],
  [cancelled, failed, null],
  [cancelled, paid, paid],
  [cancelled, refunded, null],
  [cancelled, cancelled, null],
];

describe('nextStatus', () => {
  it('covers every pair of statuses', () => {
    const ids = Object.values(PaymentStatusId);
    expect(TABLE.map(([from, to]) => `${from}-${to}`).sort()).toEqual(
      ids.flatMap((from) => ids.map((to) => `${from}-${to}`)).sort(),
    );
  });

  it.each(TABLE)('%s + %s → %s', (current, incoming, expected) => {
    expect(nextStatus(current, incoming), `${name[current]} + ${name[incoming]}`).toBe(expected);
  });
});

describe('statusIdOfBarion', () => {
  it('maps Barion’s statuses as DESIGN §5 settles them', () => {
    const mapped = Object.fromEntries(
      [
        'Prepared',
        'Started',
        'InProgress',
        'Waiting',
        'Reserved',
        'Authorized',
        'PartiallySucceeded',
        'Succeeded',
        'Failed',
        'Canceled',
        'Expired',
        'SomethingNew',
        'toString',
      ].map((status) => [status, statusIdOfBarion(status)]),
    );
    expect(mapped).toEqual({
      Prepared: pending,
      Started: pending,
      InProgress: pending,
      Waiting: pending,
      Reserved: pending,
      Authorized: pending,
      PartiallySucceeded: pending,
      Succeeded: paid,
      Failed: failed,
      Canceled: cancelled,
      Expired: cancelled,
      SomethingNew: pending,
      toString: pending,
    });
  });
});

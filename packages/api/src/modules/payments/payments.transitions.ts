import { PaymentStatusId } from '@vag/domain';

const { pending, failed, paid, refunded, cancelled } = PaymentStatusId;

/**
 * The statuses an attempt may move to from each status (DESIGN §5-6). Callbacks and return
 * pages arrive late, twice and out of order, so only moves forward are allowed:
 * - pending ends in failed, paid or cancelled;
 * - failed or cancelled may still become paid: the provider took the money, so that wins;
 * - paid only becomes refunded, and refunded is the end.
 * Nothing goes back to pending, and a late failure or cancellation never overrides paid.
 */
const ALLOWED: Record<PaymentStatusId, readonly PaymentStatusId[]> = {
  [pending]: [failed, paid, cancelled],
  [failed]: [paid],
  [cancelled]: [paid],
  [paid]: [refunded],
  [refunded]: [],
};

/** The status to move to when the provider reports `incoming`, or null when nothing changes. */
export function nextStatus(current: PaymentStatusId, incoming: PaymentStatusId): PaymentStatusId | null {
  return ALLOWED[current].includes(incoming) ? incoming : null;
}

/** Failed, paid and cancelled close an attempt (its `completedAt`); refunded keeps the paid time. */
export function isCompleting(status: PaymentStatusId): boolean {
  return status === failed || status === paid || status === cancelled;
}

/** Payment status ids as DESIGN §5 settles them. 2 and 5 can be paid again (repayment). */
export const PaymentStatusId = { pending: 1, failed: 2, paid: 3, refunded: 4, cancelled: 5 } as const;
export type PaymentStatusId = (typeof PaymentStatusId)[keyof typeof PaymentStatusId];

/** Statuses from which the buyer may start a new payment of the same order or enrolment. */
export const REPAYABLE_STATUS_IDS: readonly PaymentStatusId[] = [PaymentStatusId.failed, PaymentStatusId.cancelled];

import { PaymentMethodId } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';

/**
 * How long an unpaid order or enrolment stays payable, when the buyer is reminded, and how many
 * seats a guest may hold (issue 17: one anonymous enrolment must not block a date for good).
 * Cash on delivery and payment at pick-up have no deadline: they are paid on handover.
 */
export interface PurchaseOptions {
  /** Bank transfer: days to pay; an enrolment's seats are held until then. */
  transferPaymentDays: number;
  /** Card: days the purchase stays payable again after its payment window (seats not held). */
  cardPayableDays: number;
  /** Hours before a bank-transfer deadline when the one reminder is sent. */
  reminderHoursBefore: number;
  /** Share of a date's capacity one guest e-mail may hold across pending enrolments (at least 1 seat). */
  guestMaxSeatShare: number;
  /** Placing orders and enrolments: per visitor (session, else address) and per address, per window. */
  placeLimit: number;
  placeIpLimit: number;
  placeWindowMinutes: number;
  /**
   * Guest codes (issue 22). The new customer gets `guestCodeDiscountPercent` % off the items left
   * after coupons, at most `guestCodeDiscountMax` forints (0: no cap), once the items come to
   * `guestCodeMinSubtotal`; the paid purchase earns the beautician `guestCodeCreditPercent` % of the
   * items paid for (after every discount), at most `guestCodeCreditMax` (0: no cap), as marketing balance.
   */
  guestCodeDiscountPercent: number;
  guestCodeDiscountMax: number;
  guestCodeMinSubtotal: number;
  guestCodeCreditPercent: number;
  guestCodeCreditMax: number;
  /** An e-mail with an earlier paid order or enrolment is no new customer (the code is for winning new ones). */
  guestCodeNewCustomersOnly: boolean;
}

export const DEFAULT_PURCHASE_OPTIONS: PurchaseOptions = {
  transferPaymentDays: 5,
  cardPayableDays: 2,
  reminderHoursBefore: 24,
  guestMaxSeatShare: 0.5,
  placeLimit: 10,
  placeIpLimit: 200,
  placeWindowMinutes: 60,
  // A salon's client's first order: 10 % off (at most 5 000 Ft) from 5 000 Ft of items; the beautician
  // earns 10 % of what was paid for the items (at most 5 000 Ft) to spend on the shop's products.
  guestCodeDiscountPercent: 10,
  guestCodeDiscountMax: 5000,
  guestCodeMinSubtotal: 5000,
  guestCodeCreditPercent: 10,
  guestCodeCreditMax: 5000,
  guestCodeNewCustomersOnly: true,
};

export const purchaseOptionsOf = (options: Pick<ApiOptions, 'purchases'>): PurchaseOptions => ({
  ...DEFAULT_PURCHASE_OPTIONS,
  ...options.purchases,
});

/** What the deadline job needs of the API's options (links and bank accounts in its mails, the settings above). */
export type DeadlineOptions = Pick<ApiOptions, 'accounts' | 'purchases' | 'bankAccounts'>;

const DAY_MS = 86_400_000;

/**
 * The payment deadline of a purchase placed now: transfer after its days; card after the
 * payment window plus its payable days; none when nothing is to be paid or it is paid on handover.
 */
export function paymentDeadlineOf(
  options: Pick<ApiOptions, 'purchases' | 'paymentWindowMinutes'>,
  paymentMethodId: number,
  totalGross: number,
  now = Date.now(),
): Date | null {
  if (totalGross <= 0) return null;
  const { transferPaymentDays, cardPayableDays } = purchaseOptionsOf(options);
  if (paymentMethodId === PaymentMethodId.bankTransfer) return new Date(now + transferPaymentDays * DAY_MS);
  if (paymentMethodId === PaymentMethodId.card) {
    return new Date(now + (options.paymentWindowMinutes ?? 30) * 60_000 + cardPayableDays * DAY_MS);
  }
  return null;
}

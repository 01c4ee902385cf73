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
}

export const DEFAULT_PURCHASE_OPTIONS: PurchaseOptions = {
  transferPaymentDays: 5,
  cardPayableDays: 2,
  reminderHoursBefore: 24,
  guestMaxSeatShare: 0.5,
  placeLimit: 10,
  placeIpLimit: 200,
  placeWindowMinutes: 60,
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

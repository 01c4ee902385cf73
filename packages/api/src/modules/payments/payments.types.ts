import type { Locale, PaymentStatusId } from '@vag/domain';
import type { Db } from '../../db/client';

/**
 * The seam between the payments module and what is paid (DESIGN §6). The orders and
 * enrolments modules never talk to a provider; the payments module never touches an order.
 */
export type PayableType = 'order' | 'academy_subscription';

/** What a provider needs to start a payment (Barion v2 Payment/Start, or the simulator). */
export interface StartPaymentInput {
  payableType: PayableType;
  payableId: number;
  /** Integer forints, gross; > 0. */
  amount: number;
  locale: Locale;
  /** The buyer's e-mail (Barion's PayerHint). */
  payerEmail: string;
  /** Shown on the gateway page: the order number, e.g. "VAG-2026-000123". */
  description: string;
  items: { name: string; quantity: number; unitPrice: number; total: number }[];
  /**
   * Absolute URL of the storefront page the shopper returns to; the provider appends
   * `paymentId=` (Barion's RedirectUrl), e.g. https://shop/payment/success?payment_key=K.
   */
  redirectUrl: string;
}

export interface StartedPayment {
  /** Our payments.id of this attempt. */
  paymentId: number;
  /** Where to send the browser (the provider's gateway page). */
  gatewayUrl: string;
}

/** Called inside the transaction that changes an attempt's status, once per real change. */
export interface PayableHandler {
  onStatusChange(
    tx: Db,
    change: { payableId: number; paymentId: number; from: PaymentStatusId; to: PaymentStatusId },
  ): Promise<void>;
  /**
   * The reconciler's last step: mails a pay-again link, once each, to the buyers of unpaid card
   * purchases whose payment window ended before `staleBefore` without a paid attempt or one still
   * fresh. Answers how many mails it queued; safe to run on several instances at once.
   */
  sendPayLinks?(db: Db, staleBefore: Date): Promise<number>;
}

/** An attempt's row written in the payable's transaction, before the provider is called. */
export interface ReservedPayment {
  paymentId: number;
  requestKey: string;
  provider: PaymentProviderName;
}

/** The providers a payment can run through (DESIGN §6); `simulator` is the default. */
export type PaymentProviderName = 'simulator' | 'barion';

export interface BarionOptions {
  /** e.g. https://api.test.barion.com (sandbox) or https://api.barion.com. */
  apiUrl: string;
  /** The shop's secret POS key; sent to Barion only, never shown. */
  posKey: string;
  /** The e-mail of the Barion wallet that receives the money. */
  payee: string;
}

/** Card payment configuration of the API (`ApiOptions.payments`). */
export interface PaymentOptions {
  provider: PaymentProviderName;
  /** Required when `provider` is `barion`. */
  barion?: BarionOptions;
  /**
   * The payment window: a pending attempt older than this is stale. Its purchase may be paid
   * again, the reconciler asks the provider about it, and the buyer gets a pay-again link.
   * Default 30 minutes (Barion's own window).
   */
  staleAfterMs?: number;
}

/** What `applyProviderState` did: at most one real change per provider state, whoever calls. */
export interface AppliedState {
  changed: boolean;
  paymentId: number;
  statusId: PaymentStatusId;
  payableType: PayableType;
  payableId: number;
}

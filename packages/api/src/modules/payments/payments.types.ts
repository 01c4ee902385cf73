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
}

/** What `applyProviderState` did: at most one real change per provider state, whoever calls. */
export interface AppliedState {
  changed: boolean;
  paymentId: number;
  statusId: PaymentStatusId;
  payableType: PayableType;
  payableId: number;
}

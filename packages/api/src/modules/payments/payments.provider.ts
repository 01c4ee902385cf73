import { PaymentStatusId } from '@vag/domain';
import type { PaymentProviderName, StartPaymentInput } from './payments.types';

/** What the service hands a provider: the buyer's payment plus our ids and the callback address. */
export interface ProviderStartInput extends StartPaymentInput {
  /** Our unguessable id of the attempt (Barion's PaymentRequestId and POSTransactionId). */
  requestKey: string;
  /** Absolute URL the provider POSTs `paymentId=` to on every state change. */
  callbackUrl: string;
}

export interface ProviderStarted {
  providerPaymentId: string;
  gatewayUrl: string;
  /** The provider's own word for the new payment (Barion: Prepared). */
  status: string;
}

export interface ProviderState {
  /** The provider's own word (Barion: Prepared, Started, Succeeded, Failed, Canceled, Expired, ...). */
  status: string;
  statusId: PaymentStatusId;
  /** What the provider says was charged (integer forints) and in which currency; checked before paid. */
  amount?: number;
  currency?: string;
  /** The state document as the provider sent it, kept for support (never shown to shoppers). */
  raw: unknown;
}

/** A card payment provider (DESIGN §6). Its answers are the only truth about a payment's state. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  start(input: ProviderStartInput): Promise<ProviderStarted>;
  getState(providerPaymentId: string): Promise<ProviderState>;
  /** Gives `amount` forints of a succeeded payment back to the buyer. */
  refund(providerPaymentId: string, amount: number): Promise<void>;
}

/**
 * The provider could not be reached, refused the call, or answered something we cannot read.
 * `details` names what happened for the log (Barion's error codes); it never reaches a shopper.
 */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly details: { httpStatus?: number; errorCodes?: string[] } = {},
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}

/**
 * Barion's payment statuses in our ids (DESIGN §5). PartiallySucceeded stays pending until an
 * operator reconciles it; an unknown word is pending too, so it never pays or fails anything.
 */
const BARION_STATUS_IDS: Record<string, PaymentStatusId> = {
  Prepared: PaymentStatusId.pending,
  Started: PaymentStatusId.pending,
  InProgress: PaymentStatusId.pending,
  Waiting: PaymentStatusId.pending,
  Reserved: PaymentStatusId.pending,
  Authorized: PaymentStatusId.pending,
  PartiallySucceeded: PaymentStatusId.pending,
  Succeeded: PaymentStatusId.paid,
  Failed: PaymentStatusId.failed,
  Canceled: PaymentStatusId.cancelled,
  Expired: PaymentStatusId.cancelled,
};

export function statusIdOfBarion(status: string): PaymentStatusId {
  return Object.hasOwn(BARION_STATUS_IDS, status)
    ? (BARION_STATUS_IDS[status] as PaymentStatusId)
    : PaymentStatusId.pending;
}

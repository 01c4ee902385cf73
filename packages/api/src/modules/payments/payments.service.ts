import { PaymentStatusId } from '@vag/domain';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { newToken } from '../../lib/tokens';
import { barionProvider } from './payments.barion';
import { type PaymentProvider, PaymentProviderError, type ProviderState } from './payments.provider';
import {
  insertPayment,
  lockPayment,
  type PaymentRow,
  selectPayment,
  selectPaymentByProviderId,
  updatePayment,
} from './payments.queries';
import { simulatorProvider } from './payments.simulator';
import { isCompleting, nextStatus } from './payments.transitions';
import type {
  AppliedState,
  PayableHandler,
  PayableType,
  PaymentOptions,
  PaymentProviderName,
  StartedPayment,
  StartPaymentInput,
} from './payments.types';

/*
 * Card payments (DESIGN §6). An attempt is a `payments` row; the provider's state is pulled,
 * never taken from a callback's body, and applied under a row lock through `nextStatus`, so
 * duplicate, concurrent and late notifications change an attempt at most once per real change.
 * What is paid (orders, enrolments) follows through its registered PayableHandler, in the same
 * transaction.
 */

/** Barion's CallbackUrl: the simulator calls the same address. */
export const PAYMENT_CALLBACK_PATH = '/api/v1/barion-payment/callback';

/** The provider cannot be used now; the shopper reads a message in their language, never the cause. */
export class PaymentUnavailableError extends AppError {
  constructor(cause?: unknown) {
    super(502, 'payment_provider_error');
    this.cause = cause;
  }
}

const DEFAULT_OPTIONS: PaymentOptions = { provider: 'simulator' };
let settings: PaymentOptions = DEFAULT_OPTIONS;
let log: Logger | undefined;

/**
 * Sets the process's provider; the API calls it when composed (`paymentRoutes`). Orders call
 * `startPayment(db, input)` without knowing the provider, so it is configuration, not a parameter.
 */
export function configurePayments(options: PaymentOptions | undefined, logger?: Logger): void {
  settings = options ?? DEFAULT_OPTIONS;
  log = logger;
}

export function configuredProviderName(): PaymentProviderName {
  return settings.provider;
}

/** The provider by name; a payment is always checked with the provider that started it. */
export function paymentProvider(db: Db, name: PaymentProviderName = settings.provider): PaymentProvider {
  if (name === 'simulator') return simulatorProvider(db);
  if (!settings.barion) throw new PaymentUnavailableError(new PaymentProviderError('barion is not configured'));
  return barionProvider(settings.barion);
}

const handlers = new Map<PayableType, PayableHandler>();

/**
 * Who follows the status of a payable type (orders, enrolments register at module load). A later
 * registration replaces the earlier one; the returned function puts the earlier one back (tests).
 */
export function registerPayableHandler(type: PayableType, handler: PayableHandler): () => void {
  const previous = handlers.get(type);
  handlers.set(type, handler);
  return () => {
    if (previous) handlers.set(type, previous);
    else handlers.delete(type);
  };
}

function providerFailure(error: unknown, context: Record<string, unknown>): never {
  if (error instanceof PaymentUnavailableError) throw error;
  if (error instanceof PaymentProviderError) {
    log?.warn({ err: error, details: error.details, ...context }, 'payment provider failed');
    throw new PaymentUnavailableError(error);
  }
  throw error;
}

/**
 * Starts a card payment of a payable. Call it after the payable's transaction has committed:
 * the provider is called over the network, and no transaction waits on it. When the provider
 * refuses, the attempt is marked failed (the payable can be paid again) and a 502 AppError
 * tells the caller.
 */
export async function startPayment(
  db: Db,
  input: StartPaymentInput,
  provider: PaymentProvider = paymentProvider(db),
): Promise<StartedPayment> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new RangeError(`payment amount must be a positive integer, got ${input.amount}`);
  }
  const requestKey = newToken(32);
  const paymentId = await insertPayment(db, {
    payableType: input.payableType,
    payableId: input.payableId,
    provider: provider.name,
    requestKey,
    amount: input.amount,
    statusId: PaymentStatusId.pending,
  });
  try {
    // The API answers on the storefront's own host, whose public URL the return address carries.
    const callbackUrl = new URL(PAYMENT_CALLBACK_PATH, input.redirectUrl).toString();
    const started = await provider.start({ ...input, requestKey, callbackUrl });
    await updatePayment(db, paymentId, {
      providerPaymentId: started.providerPaymentId,
      gatewayUrl: started.gatewayUrl,
      providerStatus: started.status,
    });
    return { paymentId, gatewayUrl: started.gatewayUrl };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await transitionPayment(db, paymentId, {
      status: 'StartFailed',
      statusId: PaymentStatusId.failed,
      raw: { error: reason },
    });
    return providerFailure(error, { paymentId, provider: provider.name });
  }
}

/**
 * A provider's "paid" counts only for what the attempt asked: the same amount in the same
 * currency. Anything else (a provider bug, a tampered payment) is logged and waits for a person.
 */
function paidAsAsked(row: PaymentRow, state: ProviderState): boolean {
  if (state.amount === row.amount && state.currency === row.currency) return true;
  log?.warn(
    {
      paymentId: row.id,
      provider: row.provider,
      providerPaymentId: row.providerPaymentId,
      payableType: row.payableType,
      payableId: row.payableId,
      expected: { amount: row.amount, currency: row.currency },
      reported: { amount: state.amount ?? null, currency: state.currency ?? null },
    },
    'payment reported paid with another amount or currency: left pending for a person',
  );
  return false;
}

/**
 * Applies a state to an attempt in one transaction: lock the row, decide with `nextStatus`,
 * write the change and tell the payable's handler. Without a real change nothing is written.
 */
async function transitionPayment(db: Db, paymentId: number, state: ProviderState): Promise<AppliedState> {
  return db.transaction(async (tx) => {
    const row = await lockPayment(tx, paymentId);
    if (!row) throw new Error(`payment ${paymentId} vanished`);
    const from = row.statusId as PaymentStatusId;
    const to = nextStatus(from, state.statusId);
    const payableType = row.payableType as PayableType;
    const base = { paymentId, payableType, payableId: row.payableId };
    if (to === null) return { ...base, changed: false, statusId: from };
    if (to === PaymentStatusId.paid && !paidAsAsked(row, state)) return { ...base, changed: false, statusId: from };
    const handler = handlers.get(payableType);
    if (!handler) throw new Error(`no payable handler registered for ${payableType}`);
    await updatePayment(tx, paymentId, {
      statusId: to,
      providerStatus: state.status,
      lastState: state.raw,
      ...(isCompleting(to) ? { completedAt: new Date() } : {}),
    });
    await handler.onStatusChange(tx, { payableId: row.payableId, paymentId, from, to });
    return { ...base, changed: true, statusId: to };
  });
}

/**
 * Pulls an attempt's state from its provider and applies it (callback and return page). Returns
 * undefined for a payment id we never started. `provider` narrows the lookup when known.
 */
export async function applyProviderState(
  db: Db,
  { provider, providerPaymentId }: { provider?: PaymentProviderName; providerPaymentId: string },
): Promise<AppliedState | undefined> {
  const payment = await selectPaymentByProviderId(db, providerPaymentId, provider);
  if (!payment) return undefined;
  const name = payment.provider as PaymentProviderName;
  let state: ProviderState;
  try {
    state = await paymentProvider(db, name).getState(providerPaymentId);
  } catch (error) {
    return providerFailure(error, { paymentId: payment.id, provider: name });
  }
  return transitionPayment(db, payment.id, state);
}

/** Gives a paid attempt's full amount back (the back office's refund) and marks it refunded. */
export async function refundPayment(db: Db, paymentId: number): Promise<AppliedState> {
  const payment = await selectPayment(db, paymentId);
  if (!payment?.providerPaymentId) throw new AppError(404, 'payment_not_found');
  if (payment.statusId !== PaymentStatusId.paid) throw new AppError(409, 'payment_not_refundable');
  const name = payment.provider as PaymentProviderName;
  try {
    await paymentProvider(db, name).refund(payment.providerPaymentId, payment.amount);
  } catch (error) {
    return providerFailure(error, { paymentId, provider: name });
  }
  return transitionPayment(db, paymentId, {
    status: 'Refunded',
    statusId: PaymentStatusId.refunded,
    raw: { refunded: payment.amount },
  });
}

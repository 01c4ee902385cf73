import { PaymentStatusId } from '@vag/domain';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { newToken } from '../../lib/tokens';
import { barionProvider } from './payments.barion';
import { type PaymentProvider, PaymentProviderError, type ProviderState } from './payments.provider';
import {
  insertPayment,
  insertRecordedPayment,
  lockPayment,
  type PaymentRow,
  selectPayableAttempts,
  selectPaymentByProviderId,
  selectRecordedPayments,
  updatePayment,
} from './payments.queries';
import type { recordedPayments } from './payments.schema';
import { simulatorProvider } from './payments.simulator';
import { isCompleting, nextStatus } from './payments.transitions';
import type {
  AppliedState,
  PayableHandler,
  PayableType,
  PaymentOptions,
  PaymentProviderName,
  ReservedPayment,
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

/** Barion's default payment window, and ours unless configured (`staleAfterMs`). */
export const DEFAULT_PAYMENT_WINDOW_MS = 30 * 60_000;
/**
 * An attempt the provider never gave an id to is being started for at most this long (Barion's
 * timeout is 15 s); older, the process that started it is gone (a crash) and nobody will.
 */
export const PAYMENT_START_GRACE_MS = 30_000;

/** The payment window: a pending attempt older than this is stale. */
export function paymentWindowMs(): number {
  return settings.staleAfterMs ?? DEFAULT_PAYMENT_WINDOW_MS;
}

/**
 * Whether an attempt may still be paid by the buyer: pending, and younger than the payment
 * window (or, without a provider id yet, than the start's grace). A purchase with a fresh
 * attempt is not paid again: the buyer may be at the gateway right now.
 */
export function isFreshAttempt(
  row: Pick<PaymentRow, 'statusId' | 'providerPaymentId' | 'createdAt'>,
  now = Date.now(),
) {
  if (row.statusId !== PaymentStatusId.pending) return false;
  const window = row.providerPaymentId ? paymentWindowMs() : Math.min(paymentWindowMs(), PAYMENT_START_GRACE_MS);
  return now - row.createdAt.getTime() < window;
}

/** The provider by name; a payment is always checked with the provider that started it. */
export function paymentProvider(db: Db, name: PaymentProviderName = settings.provider): PaymentProvider {
  if (name === 'simulator') return simulatorProvider(db);
  if (!settings.barion) throw new PaymentUnavailableError(new PaymentProviderError('barion is not configured'));
  return barionProvider(settings.barion);
}

/**
 * Who follows the status of each payable type, per database: `createApp` registers orders and
 * enrolments on the database it serves, so two apps on two databases never see each other's.
 */
const handlersByDb = new WeakMap<Db, Map<PayableType, PayableHandler>>();

function handlersOf(db: Db): Map<PayableType, PayableHandler> {
  const handlers = handlersByDb.get(db) ?? new Map<PayableType, PayableHandler>();
  handlersByDb.set(db, handlers);
  return handlers;
}

/**
 * Registers who follows a payable type's payments on this database. A later registration
 * replaces the earlier one; the returned function puts the earlier one back (tests).
 */
export function registerPayableHandler(db: Db, type: PayableType, handler: PayableHandler): () => void {
  const handlers = handlersOf(db);
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
  { reserved, ...input }: StartPaymentInput & { reserved?: ReservedPayment },
  provider: PaymentProvider = paymentProvider(db, reserved?.provider),
): Promise<StartedPayment> {
  const { paymentId, requestKey } = reserved ?? (await reservePayment(db, input, provider.name));
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
 * Writes a new pending attempt. `startPayment` does it itself; a repayment does it in the
 * payable's locked transaction (`reserveRepayment`), so two clicks cannot both start one.
 */
async function reservePayment(
  db: Db,
  input: Pick<StartPaymentInput, 'payableType' | 'payableId' | 'amount'>,
  provider: PaymentProviderName = settings.provider,
): Promise<ReservedPayment> {
  if (!Number.isInteger(input.amount) || input.amount <= 0) {
    throw new RangeError(`payment amount must be a positive integer, got ${input.amount}`);
  }
  const requestKey = newToken(32);
  const paymentId = await insertPayment(db, {
    payableType: input.payableType,
    payableId: input.payableId,
    provider,
    requestKey,
    amount: input.amount,
    statusId: PaymentStatusId.pending,
  });
  return { paymentId, requestKey, provider };
}

/**
 * Before a purchase is paid again: asks the provider about its stale pending attempts, since one
 * may have been paid while nobody heard (a lost callback, a crash). A provider that cannot be
 * asked answers 502: paying twice is worse than paying a minute later.
 */
export async function refreshStaleAttempts(db: Db, payableType: PayableType, payableId: number): Promise<void> {
  for (const row of await selectPayableAttempts(db, payableType, payableId)) {
    if (row.statusId === PaymentStatusId.pending && row.providerPaymentId && !isFreshAttempt(row)) {
      await pullPaymentState(db, row, row.providerPaymentId);
    }
  }
}

/**
 * Paying a purchase again, in its transaction with its row locked: refuses (409
 * `repayment_not_allowed`) while an attempt is paid, refunded or pending and fresh; otherwise
 * writes the new attempt, which `startPayment` then starts after the commit.
 */
export async function reserveRepayment(
  tx: Db,
  input: Pick<StartPaymentInput, 'payableType' | 'payableId' | 'amount'>,
): Promise<ReservedPayment> {
  await requireNoLivePayment(tx, input.payableType, input.payableId);
  return reservePayment(tx, input);
}

/**
 * 409 repayment_not_allowed while an attempt is paid, refunded, or pending and fresh: the
 * purchase is paid, or its payment may still succeed at the provider. Run under the payable's
 * lock (new attempts are written under it), after `refreshStaleAttempts`.
 */
export async function requireNoLivePayment(tx: Db, payableType: PayableType, payableId: number): Promise<void> {
  const attempts = await selectPayableAttempts(tx, payableType, payableId);
  const blocking = attempts.some(
    (row) => row.statusId === PaymentStatusId.paid || row.statusId === PaymentStatusId.refunded || isFreshAttempt(row),
  );
  if (blocking) throw new AppError(409, 'repayment_not_allowed');
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
    const handler = handlersOf(db).get(payableType);
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
  return pullPaymentState(db, payment, providerPaymentId);
}

/** Asks the attempt's own provider for its state and applies it (502 when it cannot be asked). */
export async function pullPaymentState(db: Db, payment: PaymentRow, providerPaymentId: string): Promise<AppliedState> {
  const name = payment.provider as PaymentProviderName;
  let state: ProviderState;
  try {
    state = await paymentProvider(db, name).getState(providerPaymentId);
  } catch (error) {
    return providerFailure(error, { paymentId: payment.id, provider: name });
  }
  return transitionPayment(db, payment.id, state);
}

/** The handlers that mail pay-again links (the reconciler's last step). */
export function payLinkSenders(db: Db): [PayableType, NonNullable<PayableHandler['sendPayLinks']>][] {
  return [...handlersOf(db)].flatMap(([type, handler]) =>
    handler.sendPayLinks ? [[type, handler.sendPayLinks.bind(handler)] as const] : [],
  ) as [PayableType, NonNullable<PayableHandler['sendPayLinks']>][];
}

/** The logger the API was composed with (the reconciler runs outside requests). */
export const paymentLogger = (): Logger | undefined => log;

/** A purchase's payment attempts, oldest first, as the back office shows them (the provider's answers too). */
export async function listPaymentAttempts(db: Db, payableType: PayableType, payableId: number) {
  return (await selectPayableAttempts(db, payableType, payableId)).map((row) => ({
    id: row.id,
    provider: row.provider,
    providerPaymentId: row.providerPaymentId,
    amount: row.amount,
    currency: row.currency,
    statusId: row.statusId,
    providerStatus: row.providerStatus,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    lastState: row.lastState,
  }));
}

/**
 * Gives `amount` of a payable's paid card payment back through the provider that took it, in
 * parts up to what was paid; the last part marks the attempt refunded. Runs in the caller's
 * transaction, which holds the payable's lock: two staff members refunding at once refund once,
 * and when the provider refuses (502) nothing of the caller's change commits. The payable's own
 * status and mail are the caller's (the order lifecycle's, decision 14).
 */
export async function refundCardPayment(
  tx: Db,
  payable: { type: PayableType; id: number },
  amount: number,
): Promise<{ paymentId: number; providerPaymentId: string }> {
  const attempts = await selectPayableAttempts(tx, payable.type, payable.id);
  const paid = attempts.find((row) => row.statusId === PaymentStatusId.paid && row.providerPaymentId);
  if (!paid?.providerPaymentId || paid.refundedAmount + amount > paid.amount) {
    throw new AppError(409, 'payment_not_refundable');
  }
  const name = paid.provider as PaymentProviderName;
  try {
    await paymentProvider(tx, name).refund(paid.providerPaymentId, amount);
  } catch (error) {
    providerFailure(error, { paymentId: paid.id, provider: name });
  }
  const refunded = paid.refundedAmount + amount;
  await updatePayment(tx, paid.id, {
    refundedAmount: refunded,
    ...(refunded === paid.amount ? { statusId: PaymentStatusId.refunded, providerStatus: 'Refunded' } : {}),
    updatedAt: new Date(),
  });
  return { paymentId: paid.id, providerPaymentId: paid.providerPaymentId };
}

/** What staff record about a payable's money (decision 14): a transfer that arrived, cash, a refund. */
export type RecordedPaymentInput = Omit<typeof recordedPayments.$inferInsert, 'id' | 'createdAt'>;

/** Writes one entry of the recorded-payments book, in the caller's transaction; returns its id. */
export function recordPayment(tx: Db, entry: RecordedPaymentInput): Promise<number> {
  return insertRecordedPayment(tx, entry);
}

/** A payable's recorded payments, oldest first, for the back office's detail and timeline. */
export async function listRecordedPayments(db: Db, payableType: PayableType, payableId: number) {
  return (await selectRecordedPayments(db, payableType, payableId)).map((row) => ({
    id: row.id,
    kind: row.kind as 'transfer_received' | 'cash_received' | 'refund',
    channel: row.channel as 'bank_transfer' | 'cash' | 'card',
    amount: row.amount,
    expectedAmount: row.expectedAmount,
    bookedOn: row.bookedOn,
    reference: row.reference,
    reason: row.reason,
    staffId: row.staffId,
    createdAt: row.createdAt,
  }));
}

/**
 * SQL for a purchase's statement: whether the payable has an attempt that settled it (paid or
 * refunded) or may still (pending and open at the provider, or started after `since`). The
 * pay-again mail waits for such an attempt's outcome instead of competing with it.
 */
export function paidOrOpenAttempt(payableType: PayableType, payableId: SQLWrapper, since: Date): SQL {
  return sql`exists (select 1 from payments p where p.payable_type = ${payableType} and p.payable_id = ${payableId}
    and (p.status_id in (${PaymentStatusId.paid}, ${PaymentStatusId.refunded})
      or (p.status_id = ${PaymentStatusId.pending}
        and (p.provider_payment_id is not null or p.created_at >= ${since.toISOString()}::timestamptz))))`;
}

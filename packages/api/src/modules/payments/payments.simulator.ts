import { createHmac } from 'node:crypto';
import { PaymentStatusId } from '@vag/domain';
import type { Db } from '../../db/client';
import { newToken, safeEqual } from '../../lib/tokens';
import { type PaymentProvider, PaymentProviderError, type ProviderState, statusIdOfBarion } from './payments.provider';
import {
  insertSimulatorPayment,
  refundSimulatorPayment,
  type SimulatorPaymentRow,
  selectSimulatorPayment,
  settleSimulatorPayment,
} from './payments.queries';

/** The gateway page of a simulated payment, on the storefront's own host. */
export const SIMULATOR_PAGE_PATH = '/payment-simulator';
/** Where the page's buttons post (one fixed path: it is exempt from the session CSRF check). */
export const SIMULATOR_DECISION_PATH = '/payment-simulator/decision';
/** Like Barion's default payment window: an unpaid simulated payment expires after 30 minutes. */
export const SIMULATOR_PAYMENT_WINDOW_MS = 30 * 60_000;

export const SIMULATOR_DECISIONS = { pay: 'Succeeded', fail: 'Failed', cancel: 'Canceled' } as const;
export type SimulatorDecision = keyof typeof SIMULATOR_DECISIONS;

/** The simulator keeps a full refund in its status word (Barion reports refunds as transactions). */
const SIMULATOR_REFUNDED = 'Refunded';

export interface SimulatorItem {
  name: string;
  quantity: number;
  unitPrice: number;
  total: number;
}

/**
 * The token the gateway page's forms carry. The gateway plays another site, so it cannot use
 * our session's CSRF token: an HMAC of the payment id keyed by its request id (random, never
 * sent to a browser) proves the post came from the page, on any instance, without a column.
 */
export function simulatorFormToken(row: Pick<SimulatorPaymentRow, 'id' | 'paymentRequestId'>): string {
  return createHmac('sha256', row.paymentRequestId).update(`simulator-form:${row.id}`).digest('base64url');
}

export function isSimulatorFormToken(row: SimulatorPaymentRow, token: string): boolean {
  return safeEqual(simulatorFormToken(row), token);
}

/** Prepared is the only open status; it turns into Expired once the window has passed. */
export function isExpired(row: SimulatorPaymentRow, now = Date.now()): boolean {
  return row.status === 'Prepared' && now - row.createdAt.getTime() > SIMULATOR_PAYMENT_WINDOW_MS;
}

/** The row as it stands now: an expired payment is written down as Expired the first time it is read. */
export async function currentSimulatorPayment(db: Db, id: string): Promise<SimulatorPaymentRow | undefined> {
  // Ids are base64url tokens; anything else (a NUL would fail the query) is no payment of ours.
  if (!/^[\w-]+$/.test(id)) return undefined;
  const row = await selectSimulatorPayment(db, id);
  if (!row || !isExpired(row)) return row;
  return (await settleSimulatorPayment(db, id, 'Prepared', 'Expired')) ?? selectSimulatorPayment(db, id);
}

/** Records the shopper's button: only a payment still open moves; returns the row as it now is. */
export async function decideSimulatorPayment(
  db: Db,
  row: SimulatorPaymentRow,
  decision: SimulatorDecision,
): Promise<SimulatorPaymentRow> {
  if (row.status !== 'Prepared') return row;
  return (await settleSimulatorPayment(db, row.id, 'Prepared', SIMULATOR_DECISIONS[decision])) ?? row;
}

function stateOf(row: SimulatorPaymentRow): ProviderState {
  const statusId = row.status === SIMULATOR_REFUNDED ? PaymentStatusId.refunded : statusIdOfBarion(row.status);
  return {
    status: row.status,
    statusId,
    amount: row.amount,
    currency: row.currency,
    raw: {
      PaymentId: row.id,
      PaymentRequestId: row.paymentRequestId,
      Status: row.status,
      Total: row.amount,
      Currency: row.currency,
      CreatedAt: row.createdAt.toISOString(),
      UpdatedAt: row.updatedAt.toISOString(),
    },
  };
}

/**
 * The built-in provider (DESIGN §6): it keeps its payments in `simulator_payments` and serves a
 * gateway page (payments.simulator-page.ts) where the shopper pays, fails or cancels.
 */
export function simulatorProvider(db: Db): PaymentProvider {
  return {
    name: 'simulator',

    async start(input) {
      const id = newToken(24);
      await insertSimulatorPayment(db, {
        id,
        paymentRequestId: input.requestKey,
        amount: input.amount,
        status: 'Prepared',
        redirectUrl: input.redirectUrl,
        callbackUrl: input.callbackUrl,
        description: input.description,
        items: input.items satisfies SimulatorItem[],
        locale: input.locale === 'en' ? 'en-US' : 'hu-HU',
      });
      // The page is served on the host the shopper returns to, so it works on either site.
      const gatewayUrl = new URL(`${SIMULATOR_PAGE_PATH}/${id}`, input.redirectUrl).toString();
      return { providerPaymentId: id, gatewayUrl, status: 'Prepared' };
    },

    async getState(providerPaymentId) {
      const row = await currentSimulatorPayment(db, providerPaymentId);
      if (!row) throw new PaymentProviderError('simulator: unknown payment');
      return stateOf(row);
    },

    async refund(providerPaymentId, amount) {
      const row = await currentSimulatorPayment(db, providerPaymentId);
      if (row?.status !== 'Succeeded') throw new PaymentProviderError('simulator: payment not refundable');
      // Like Barion: in parts, never more than was paid.
      if (!Number.isInteger(amount) || amount <= 0 || row.refundedAmount + amount > row.amount) {
        throw new PaymentProviderError('simulator: refund above what is left of the payment');
      }
      if (!(await refundSimulatorPayment(db, row.id, amount, SIMULATOR_REFUNDED))) {
        throw new PaymentProviderError('simulator: payment changed while refunding');
      }
    },
  };
}

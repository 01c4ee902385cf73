import { type PaymentProvider, PaymentProviderError, statusIdOfBarion } from './payments.provider';
import type { BarionOptions } from './payments.types';

/** Barion answers within seconds; a shopper should not wait longer than this for a gateway. */
const BARION_TIMEOUT_MS = 15_000;

interface BarionError {
  ErrorCode?: string;
  Title?: string;
  Description?: string;
}

interface BarionAnswer {
  Errors?: BarionError[] | null;
  PaymentId?: string;
  GatewayUrl?: string;
  Status?: string;
  Total?: number;
  Currency?: string;
  Transactions?: { TransactionId?: string; POSTransactionId?: string | null; TransactionType?: string }[];
}

const UNIT = { hu: 'db', en: 'pcs' } as const;

/**
 * Barion's Smart Gateway over plain fetch (DESIGN §6): v2 Payment/Start, v4 PaymentState with the
 * `x-pos-key` header, v2 Payment/Refund. Any transport failure, non-2xx answer or non-empty
 * `Errors` array becomes a PaymentProviderError naming Barion's error codes (for the log).
 */
export function barionProvider(options: BarionOptions, fetchImpl: typeof fetch = fetch): PaymentProvider {
  const base = options.apiUrl.replace(/\/+$/, '');

  async function call(path: string, init: RequestInit): Promise<BarionAnswer> {
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, {
        ...init,
        headers: { accept: 'application/json', 'x-pos-key': options.posKey, ...init.headers },
        signal: AbortSignal.timeout(BARION_TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(`barion ${path}: ${error instanceof Error ? error.message : 'unreachable'}`);
    }
    const answer = (await response.json().catch(() => undefined)) as BarionAnswer | undefined;
    const errorCodes = (answer?.Errors ?? []).map((error) => error.ErrorCode ?? error.Title ?? 'unknown');
    if (!response.ok || !answer || errorCodes.length > 0) {
      throw new PaymentProviderError(`barion ${path}: HTTP ${response.status}`, {
        httpStatus: response.status,
        errorCodes,
      });
    }
    return answer;
  }

  const post = (path: string, body: unknown) =>
    call(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  return {
    name: 'barion',

    async start(input) {
      const unit = UNIT[input.locale];
      const items = input.items.map((item) => ({
        Name: item.name.slice(0, 250),
        Description: item.name.slice(0, 500),
        Quantity: item.quantity,
        Unit: unit,
        UnitPrice: item.unitPrice,
        ItemTotal: item.total,
      }));
      // Barion checks that the lines add up to the total: fees and discounts make up the difference.
      const difference = input.amount - input.items.reduce((sum, item) => sum + item.total, 0);
      if (difference !== 0) {
        const name = input.locale === 'en' ? 'Fees and discounts' : 'Díjak és kedvezmények';
        items.push({
          Name: name,
          Description: name,
          Quantity: 1,
          Unit: unit,
          UnitPrice: difference,
          ItemTotal: difference,
        });
      }
      const answer = await post('/v2/Payment/Start', {
        POSKey: options.posKey,
        PaymentType: 'Immediate',
        GuestCheckOut: true,
        FundingSources: ['All'],
        PaymentRequestId: input.requestKey,
        OrderNumber: input.description.slice(0, 100),
        PayerHint: input.payerEmail,
        Locale: input.locale === 'en' ? 'en-US' : 'hu-HU',
        Currency: 'HUF',
        RedirectUrl: input.redirectUrl,
        CallbackUrl: input.callbackUrl,
        Transactions: [
          {
            POSTransactionId: input.requestKey,
            Payee: options.payee,
            Total: input.amount,
            Comment: input.description.slice(0, 640),
            Items: items,
          },
        ],
      });
      if (!answer.PaymentId || !answer.GatewayUrl) {
        throw new PaymentProviderError('barion Payment/Start: no PaymentId or GatewayUrl');
      }
      return {
        providerPaymentId: answer.PaymentId,
        gatewayUrl: answer.GatewayUrl,
        status: answer.Status ?? 'Prepared',
      };
    },

    async getState(providerPaymentId) {
      const answer = await call(`/v4/Payment/${encodeURIComponent(providerPaymentId)}/PaymentState`, {
        method: 'GET',
      });
      if (typeof answer.Status !== 'string') throw new PaymentProviderError('barion PaymentState: no Status');
      return {
        status: answer.Status,
        statusId: statusIdOfBarion(answer.Status),
        amount: answer.Total,
        currency: answer.Currency,
        raw: answer,
      };
    },

    async refund(providerPaymentId, amount) {
      const state = await call(`/v4/Payment/${encodeURIComponent(providerPaymentId)}/PaymentState`, {
        method: 'GET',
      });
      // Our own transaction is the one carrying our POSTransactionId; fee lines carry none.
      const paid = state.Transactions?.find((transaction) => transaction.POSTransactionId);
      if (!paid?.TransactionId) throw new PaymentProviderError('barion refund: no payment transaction to refund');
      await post('/v2/Payment/Refund', {
        POSKey: options.posKey,
        PaymentId: providerPaymentId,
        TransactionsToRefund: [
          { TransactionId: paid.TransactionId, POSTransactionId: paid.POSTransactionId, AmountToRefund: amount },
        ],
      });
    },
  };
}

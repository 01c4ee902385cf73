import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/*
 * A local stand-in for Barion's API (tests only): it speaks the request and response JSON of
 * v2 Payment/Start, v4 PaymentState and v2 Payment/Refund, checks the POS key and the fields a
 * real Barion would refuse without, and lets a test move a payment's status.
 */

interface FakePayment {
  PaymentId: string;
  PaymentRequestId: string;
  Status: string;
  Total: number;
  /** What PaymentState answers; a test may change it (and Total) to play a provider that disagrees. */
  Currency: string;
  request: Record<string, unknown>;
  transactionId: string;
  posTransactionId: string;
  refunded: number;
}

export interface FakeBarion {
  url: string;
  posKey: string;
  /** Every request as received: method, path, headers and parsed JSON body. */
  requests: { method: string; path: string; headers: IncomingMessage['headers']; body: unknown }[];
  payments: Map<string, FakePayment>;
  setStatus(paymentId: string, status: string): void;
  /** The next call answers this HTTP status with an HTML error page (a proxy's, not Barion's JSON). */
  failNext(status: number): void;
  close(): Promise<void>;
}

const REQUIRED_START_FIELDS = [
  'POSKey',
  'PaymentType',
  'GuestCheckOut',
  'FundingSources',
  'PaymentRequestId',
  'Locale',
  'Currency',
  'RedirectUrl',
  'CallbackUrl',
  'Transactions',
];

function error(code: string, title: string) {
  return { Errors: [{ ErrorCode: code, Title: title, Description: title, HappenedAt: new Date().toISOString() }] };
}

export async function startFakeBarion(posKey = 'fake-pos-key-0123456789abcdef'): Promise<FakeBarion> {
  const payments = new Map<string, FakePayment>();
  const requests: FakeBarion['requests'] = [];
  let failure: number | undefined;

  function send(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(body));
  }

  function start(body: Record<string, unknown>, res: ServerResponse) {
    const missing = REQUIRED_START_FIELDS.filter((field) => body[field] === undefined);
    if (missing.length) return send(res, 400, error('ModelValidationError', `Missing: ${missing.join(', ')}`));
    const [transaction] = body.Transactions as {
      POSTransactionId: string;
      Total: number;
      Items: { ItemTotal: number }[];
    }[];
    if (!transaction) return send(res, 400, error('ModelValidationError', 'No transaction'));
    const itemsTotal = transaction.Items.reduce((sum, item) => sum + item.ItemTotal, 0);
    if (itemsTotal !== transaction.Total) return send(res, 400, error('InvalidTransactionTotal', 'Items differ'));
    const id = randomBytes(16).toString('hex');
    payments.set(id, {
      PaymentId: id,
      PaymentRequestId: String(body.PaymentRequestId),
      Status: 'Prepared',
      Total: transaction.Total,
      Currency: String(body.Currency),
      request: body,
      transactionId: randomBytes(16).toString('hex'),
      posTransactionId: transaction.POSTransactionId,
      refunded: 0,
    });
    send(res, 200, {
      PaymentId: id,
      PaymentRequestId: body.PaymentRequestId,
      Status: 'Prepared',
      QRUrl: `${fake.url}/qr/generate?paymentId=${id}`,
      GatewayUrl: `https://secure.test.barion.com/Pay?Id=${id}&lang=hu_HU`,
      RedirectUrl: body.RedirectUrl,
      CallbackUrl: body.CallbackUrl,
      Transactions: [{ POSTransactionId: transaction.POSTransactionId, TransactionId: 'x', Status: 'Prepared' }],
      Errors: [],
    });
  }

  function state(payment: FakePayment) {
    return {
      PaymentId: payment.PaymentId,
      PaymentRequestId: payment.PaymentRequestId,
      Status: payment.Status,
      PaymentType: 'Immediate',
      Total: payment.Total,
      Currency: payment.Currency,
      Transactions: [
        {
          TransactionId: payment.transactionId,
          POSTransactionId: payment.posTransactionId,
          TransactionType: 'CardPayment',
          Status: payment.Status,
          Total: payment.Total,
        },
        { TransactionId: randomBytes(8).toString('hex'), POSTransactionId: null, TransactionType: 'CardProcessingFee' },
      ],
      Errors: [],
    };
  }

  function refund(body: Record<string, unknown>, res: ServerResponse) {
    const payment = payments.get(String(body.PaymentId));
    if (!payment) return send(res, 400, error('PaymentNotFound', 'Payment not found'));
    const [item] = (body.TransactionsToRefund ?? []) as { TransactionId: string; AmountToRefund: number }[];
    if (payment.Status !== 'Succeeded' || !item || item.TransactionId !== payment.transactionId) {
      return send(res, 400, error('RefundNotAllowed', 'Nothing to refund'));
    }
    if (item.AmountToRefund + payment.refunded > payment.Total) {
      return send(res, 400, error('RefundAmountTooHigh', 'Too much'));
    }
    payment.refunded += item.AmountToRefund;
    send(res, 200, {
      PaymentId: payment.PaymentId,
      RefundedTransactions: [{ TransactionId: 'r', Total: -item.AmountToRefund, Status: 'Succeeded' }],
      Errors: [],
    });
  }

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      return send(res, 400, error('InvalidJson', 'Invalid JSON'));
    }
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    requests.push({ method: req.method ?? '', path, headers: req.headers, body });
    if (failure) {
      res.writeHead(failure, { 'content-type': 'text/html' });
      res.end('<html><body>Bad gateway</body></html>');
      failure = undefined;
      return;
    }
    const keyOk = req.headers['x-pos-key'] === posKey && (req.method === 'GET' || body.POSKey === posKey);
    if (!keyOk) return send(res, 401, error('AuthenticationFailed', 'Authentication failed'));
    if (req.method === 'POST' && path === '/v2/Payment/Start') return start(body, res);
    if (req.method === 'POST' && path === '/v2/Payment/Refund') return refund(body, res);
    const match = /^\/v4\/Payment\/([^/]+)\/PaymentState$/.exec(path);
    if (req.method === 'GET' && match) {
      const payment = payments.get(decodeURIComponent(match[1] as string));
      return payment ? send(res, 200, state(payment)) : send(res, 400, error('PaymentNotFound', 'Not found'));
    }
    send(res, 404, error('NotFound', 'No such endpoint'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const fake: FakeBarion = {
    url: `http://127.0.0.1:${port}`,
    posKey,
    requests,
    payments,
    setStatus(paymentId, status) {
      const payment = payments.get(paymentId);
      if (!payment) throw new Error(`fake Barion: no payment ${paymentId}`);
      payment.Status = status;
    },
    failNext(status) {
      failure = status;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
  return fake;
}

import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { AppError } from '../../lib/errors';
import { createTestApp, SHOP_HOST, type TestApp } from '../../testing';
import { barionProvider } from './payments.barion';
import { type FakeBarion, startFakeBarion } from './payments.fake-barion';
import { PaymentProviderError, type ProviderStartInput } from './payments.provider';
import { configurePayments, refundCardPayment, registerPayableHandler, startPayment } from './payments.service';
import type { StartPaymentInput } from './payments.types';

let fake: FakeBarion;
let t: TestApp;
let db: Db;
beforeAll(async () => {
  [fake, t] = await Promise.all([startFakeBarion(), createTestApp()]);
  db = t.database.db;
});
afterAll(async () => {
  await Promise.all([fake.close(), t.dispose()]);
});

const PAYEE = 'penztar@vagheggi.example';
const options = () => ({ apiUrl: `${fake.url}/`, posKey: fake.posKey, payee: PAYEE });

let changes: { from: number; to: number }[];
let restore: () => void;
beforeEach(() => {
  fake.requests.length = 0;
  changes = [];
  configurePayments({ provider: 'barion', barion: options() });
  restore = registerPayableHandler(db, 'order', {
    onStatusChange: async (_tx, { from, to }) => {
      changes.push({ from, to });
    },
  });
});
afterEach(() => {
  restore();
  configurePayments(undefined);
});

const order: StartPaymentInput = {
  payableType: 'order',
  payableId: 77,
  amount: 15980,
  locale: 'hu',
  payerEmail: 'vevo@example.com',
  description: 'VAG-2026-000077',
  items: [{ name: 'Arcszérum', quantity: 2, unitPrice: 6000, total: 12000 }],
  redirectUrl: `http://${SHOP_HOST}/payment/success?payment_key=K77`,
};

const startInput = (overrides: Partial<ProviderStartInput> = {}): ProviderStartInput => ({
  ...order,
  requestKey: 'request-key-1',
  callbackUrl: `http://${SHOP_HOST}/api/v1/barion-payment/callback`,
  ...overrides,
});

describe('the Barion adapter against a fake Barion', () => {
  it('starts a payment with Barion’s request shape and the POS key', async () => {
    const started = await barionProvider(options()).start(startInput());
    expect(started).toEqual({
      providerPaymentId: expect.stringMatching(/^[0-9a-f]{32}$/),
      gatewayUrl: expect.stringContaining('secure.test.barion.com/Pay?Id='),
      status: 'Prepared',
    });
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v2/Payment/Start' });
    expect(request?.headers['x-pos-key']).toBe(fake.posKey);
    expect(request?.body).toEqual({
      POSKey: fake.posKey,
      PaymentType: 'Immediate',
      GuestCheckOut: true,
      FundingSources: ['All'],
      PaymentRequestId: 'request-key-1',
      OrderNumber: 'VAG-2026-000077',
      PayerHint: 'vevo@example.com',
      Locale: 'hu-HU',
      Currency: 'HUF',
      RedirectUrl: order.redirectUrl,
      CallbackUrl: `http://${SHOP_HOST}/api/v1/barion-payment/callback`,
      Transactions: [
        {
          POSTransactionId: 'request-key-1',
          Payee: PAYEE,
          Total: 15980,
          Comment: 'VAG-2026-000077',
          Items: [
            { Name: 'Arcszérum', Description: 'Arcszérum', Quantity: 2, Unit: 'db', UnitPrice: 6000, ItemTotal: 12000 },
            // Delivery and fees the order did not itemise: the lines must add up to the total.
            {
              Name: 'Díjak és kedvezmények',
              Description: 'Díjak és kedvezmények',
              Quantity: 1,
              Unit: 'db',
              UnitPrice: 3980,
              ItemTotal: 3980,
            },
          ],
        },
      ],
    });
  });

  it('reads the state with x-pos-key from v4 PaymentState and maps the status', async () => {
    const provider = barionProvider(options());
    const { providerPaymentId } = await provider.start(startInput({ locale: 'en', requestKey: 'k2' }));
    expect(fake.requests[0]?.body).toMatchObject({ Locale: 'en-US' });
    for (const [status, statusId] of [
      ['Prepared', 1],
      ['Started', 1],
      ['Succeeded', 3],
      ['Failed', 2],
      ['Canceled', 5],
      ['Expired', 5],
      ['PartiallySucceeded', 1],
    ] as const) {
      fake.setStatus(providerPaymentId, status);
      const state = await provider.getState(providerPaymentId);
      expect(state).toMatchObject({ status, statusId, raw: { PaymentId: providerPaymentId, Status: status } });
    }
    const read = fake.requests.at(-1);
    expect(read).toMatchObject({ method: 'GET', path: `/v4/Payment/${providerPaymentId}/PaymentState` });
    expect(read?.headers['x-pos-key']).toBe(fake.posKey);
  });

  it('turns Barion’s Errors, HTTP failures and an unreachable API into PaymentProviderError', async () => {
    const wrongKey = barionProvider({ ...options(), posKey: 'wrong' });
    const refused = await wrongKey.start(startInput()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PaymentProviderError);
    expect((refused as PaymentProviderError).details).toEqual({
      httpStatus: 401,
      errorCodes: ['AuthenticationFailed'],
    });

    const unknown = await barionProvider(options())
      .getState('no-such-payment')
      .catch((error: unknown) => error);
    expect((unknown as PaymentProviderError).details.errorCodes).toEqual(['PaymentNotFound']);

    fake.failNext(502);
    const proxied = await barionProvider(options())
      .start(startInput())
      .catch((error: unknown) => error);
    expect((proxied as PaymentProviderError).details).toEqual({ httpStatus: 502, errorCodes: [] });

    const offline = await barionProvider({ ...options(), apiUrl: 'http://127.0.0.1:1' })
      .start(startInput())
      .catch((error: unknown) => error);
    expect(offline).toBeInstanceOf(PaymentProviderError);
  });
});

describe('payments through Barion', () => {
  it('starts, then applies the state Barion reports on its callback', async () => {
    const started = await startPayment(db, order);
    expect(started.gatewayUrl).toContain('secure.test.barion.com');
    const [row] = await queryRows<{ provider: string; provider_payment_id: string; status_id: number }>(
      db,
      sql`select provider, provider_payment_id, status_id from payments where id = ${started.paymentId}`,
    );
    expect(row).toMatchObject({ provider: 'barion', status_id: 1 });
    const id = row?.provider_payment_id as string;
    expect(fake.requests[0]?.body).toMatchObject({ CallbackUrl: `http://${SHOP_HOST}/api/v1/barion-payment/callback` });

    fake.setStatus(id, 'Succeeded');
    const answer = await t.request('/api/v1/barion-payment/callback', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paymentId: id }),
    });
    expect(answer.status).toBe(200);
    expect(changes).toEqual([{ from: 1, to: 3 }]);

    // A return refunds in parts: the attempt stays paid until the last part, and never more than was paid.
    await refundCardPayment(db, { type: 'order', id: 77 }, 5980);
    expect(fake.payments.get(id)?.refunded).toBe(5980);
    await expect(refundCardPayment(db, { type: 'order', id: 77 }, 10001)).rejects.toMatchObject({
      status: 409,
      code: 'payment_not_refundable',
    });
    await refundCardPayment(db, { type: 'order', id: 77 }, 10000);
    expect(fake.payments.get(id)?.refunded).toBe(15980);
    const [refunded] = await queryRows<{ status_id: number; refunded_amount: number }>(
      db,
      sql`select status_id, refunded_amount from payments where id = ${started.paymentId}`,
    );
    expect(refunded).toEqual({ status_id: 4, refunded_amount: 15980 });
    // The payable's own status is the order lifecycle's to set: the refund calls no payable handler.
    expect(changes).toEqual([{ from: 1, to: 3 }]);
  });

  it('a refused start marks the attempt failed and answers 502 in the buyer’s language, without secrets', async () => {
    configurePayments({ provider: 'barion', barion: { ...options(), posKey: 'wrong-key' } });
    const error = await startPayment(db, { ...order, payableId: 78 }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 502, code: 'payment_provider_error' });
    const [row] = await queryRows<{ status_id: number; provider_status: string }>(
      db,
      sql`select status_id, provider_status from payments where payable_id = 78`,
    );
    expect(row).toEqual({ status_id: 2, provider_status: 'StartFailed' });
    expect(changes).toEqual([{ from: 1, to: 2 }]);

    // The callback of a known payment while Barion is down: 502 so that Barion retries later.
    configurePayments({ provider: 'barion', barion: options() });
    const started = await startPayment(db, { ...order, payableId: 79 });
    const [known] = await queryRows<{ provider_payment_id: string }>(
      db,
      sql`select provider_payment_id from payments where id = ${started.paymentId}`,
    );
    fake.failNext(503);
    const answer = await t.request('/api/v1/barion-payment/callback?locale_id=2', {
      method: 'POST',
      body: new URLSearchParams({ paymentId: known?.provider_payment_id as string }),
    });
    expect(answer.status).toBe(502);
    const text = await answer.text();
    expect(JSON.parse(text)).toEqual({
      message: 'The payment provider cannot be reached right now. Please try again in a few minutes.',
      code: 'payment_provider_error',
    });
    expect(text).not.toContain(fake.posKey);
    expect(text).not.toMatch(/at \w+ \(|PaymentProviderError/);
  });
});

describe('a paid state for another amount or currency (issue 17)', () => {
  const logLines: Record<string, unknown>[] = [];
  const logger = pino(
    { level: 'warn' },
    new Writable({
      write(chunk, _encoding, done) {
        logLines.push(JSON.parse(String(chunk)));
        done();
      },
    }),
  );

  it.each([
    ['Total', { Total: 15979 }],
    ['Currency', { Currency: 'EUR' }],
  ])('a different %s changes nothing (callback and return page) and warns with ids only', async (_field, reported) => {
    configurePayments({ provider: 'barion', barion: options() }, logger);
    logLines.length = 0;
    const started = await startPayment(db, { ...order, payableId: 80 });
    const [row] = await queryRows<{ provider_payment_id: string }>(
      db,
      sql`select provider_payment_id from payments where id = ${started.paymentId}`,
    );
    const id = row?.provider_payment_id as string;
    const payment = fake.payments.get(id);
    if (!payment) throw new Error('no payment at the fake Barion');
    Object.assign(payment, reported);
    fake.setStatus(id, 'Succeeded');

    const answer = await t.request('/api/v1/barion-payment/callback', {
      method: 'POST',
      body: new URLSearchParams({ paymentId: id }),
    });
    expect(answer.status).toBe(200);
    const back = await t.request(`/api/v1/barion-payment/back-from-payment/?paymentId=${id}`);
    expect((await back.json()).data).toMatchObject({ payment_status_id: 1, result: 'pending' });
    const [after] = await queryRows<{ status_id: number }>(
      db,
      sql`select status_id from payments where id = ${started.paymentId}`,
    );
    expect(after?.status_id).toBe(1);
    expect(changes).toEqual([]);

    const warnings = logLines.filter((line) => String(line.msg).includes('another amount or currency'));
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatchObject({
      level: 40,
      paymentId: started.paymentId,
      providerPaymentId: id,
      payableType: 'order',
      payableId: 80,
      expected: { amount: 15980, currency: 'HUF' },
    });
    expect(JSON.stringify(logLines)).not.toContain(fake.posKey);

    // Once Barion reports what was asked, it is paid.
    Object.assign(payment, { Total: 15980, Currency: 'HUF' });
    await t.request('/api/v1/barion-payment/callback', {
      method: 'POST',
      body: new URLSearchParams({ paymentId: id }),
    });
    expect(changes).toEqual([{ from: 1, to: 3 }]);
  });
});

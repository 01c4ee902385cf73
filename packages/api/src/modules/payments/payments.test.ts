import { PaymentStatusId } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { createTestApp, SHOP_HOST, type TestApp, testDriver } from '../../testing';
import {
  applyProviderState,
  configurePayments,
  payLinkSenders,
  registerPayableHandler,
  startPayment,
} from './payments.service';
import type { PayableHandler, PayableType, StartPaymentInput } from './payments.types';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.dispose());

type Change = Parameters<PayableHandler['onStatusChange']>[1] & { type: PayableType };
let changes: Change[];
let restore: (() => void)[] = [];
beforeEach(() => {
  changes = [];
  const recorder = (type: PayableType): PayableHandler => ({
    async onStatusChange(tx, change) {
      // Runs inside the payment's transaction: a query here proves the handler got a live one.
      await tx.execute(sql`select 1`);
      changes.push({ type, ...change });
    },
  });
  restore = [
    registerPayableHandler(db, 'order', recorder('order')),
    registerPayableHandler(db, 'academy_subscription', recorder('academy_subscription')),
  ];
});
afterEach(() => {
  for (const undo of restore) undo();
  configurePayments(undefined);
});

let nextPayableId = 1000;
function paymentInput(overrides: Partial<StartPaymentInput> = {}): StartPaymentInput {
  return {
    payableType: 'order',
    payableId: nextPayableId++,
    amount: 12990,
    locale: 'hu',
    payerEmail: 'vevo@example.com',
    description: 'VAG-2026-000123',
    items: [
      { name: 'Hidratáló krém <50 ml>', quantity: 2, unitPrice: 4500, total: 9000 },
      { name: 'GLS házhoz szállítás', quantity: 1, unitPrice: 3990, total: 3990 },
    ],
    redirectUrl: `http://${SHOP_HOST}/payment/success?payment_key=KEY123`,
    ...overrides,
  };
}

async function paymentRow(id: number) {
  const [row] = await queryRows<{ status_id: number; provider_status: string; provider_payment_id: string }>(
    db,
    sql`select status_id, provider_status, provider_payment_id from payments where id = ${id}`,
  );
  return row;
}

/** Opens the gateway page as the shopper's browser and presses one of its buttons. */
async function press(gatewayUrl: string, decision: 'pay' | 'fail' | 'cancel') {
  const page = await t.request(new URL(gatewayUrl).pathname);
  const html = await page.text();
  const field = (name: string) => html.match(new RegExp(`name="${name}" value="([^"]+)"`))?.[1] ?? '';
  return t.request('/payment-simulator/decision', {
    method: 'POST',
    headers: { origin: `http://${SHOP_HOST}` },
    body: new URLSearchParams({ payment_id: field('payment_id'), token: field('token'), decision }),
    redirect: 'manual',
  });
}

const callback = (paymentId: string) =>
  t.request('/api/v1/barion-payment/callback', { method: 'POST', body: new URLSearchParams({ paymentId }) });

async function setSimulatorStatus(providerPaymentId: string, status: string) {
  await db.execute(sql`update simulator_payments set status = ${status} where id = ${providerPaymentId}`);
}

describe('the simulator journey', () => {
  it('start → gateway page → Pay → callback applied → 303 back with paymentId → paid', async () => {
    const input = paymentInput();
    const started = await startPayment(db, input);
    const url = new URL(started.gatewayUrl);
    expect(url.host).toBe(SHOP_HOST);
    expect(url.pathname).toMatch(/^\/payment-simulator\/[\w-]{32}$/);
    expect(await paymentRow(started.paymentId)).toMatchObject({ status_id: PaymentStatusId.pending });

    const page = await t.request(url.pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('<html lang="hu">');
    expect(html).toContain('12.990 Ft');
    expect(html).toContain('VAG-2026-000123');
    expect(html).toContain('Hidratáló krém &lt;50 ml&gt;');
    expect(html).toMatch(/<button[^>]*value="pay">Fizetés<\/button>/);
    const nonce = html.match(/<style nonce="([^"]+)">/)?.[1];
    expect(nonce).toBeTruthy();
    expect(page.headers.get('content-security-policy')).toContain(`style-src 'nonce-${nonce}'`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const [secret] = await queryRows<{ request_key: string }>(
      db,
      sql`select request_key from payments where id = ${started.paymentId}`,
    );
    expect(html).not.toContain(secret?.request_key);

    const providerPaymentId = url.pathname.split('/').pop() as string;
    const pressed = await press(started.gatewayUrl, 'pay');
    expect(pressed.status).toBe(303);
    const back = new URL(pressed.headers.get('location') as string);
    expect(`${back.origin}${back.pathname}`).toBe(`http://${SHOP_HOST}/payment/success`);
    expect(back.searchParams.get('payment_key')).toBe('KEY123');
    expect(back.searchParams.get('paymentId')).toBe(providerPaymentId);

    // The callback ran before the redirect: the order is already paid when the shopper returns.
    expect(await paymentRow(started.paymentId)).toMatchObject({ status_id: 3, provider_status: 'Succeeded' });
    expect(changes).toEqual([
      { type: 'order', payableId: input.payableId, paymentId: started.paymentId, from: 1, to: 3 },
    ]);

    const returned = await t.request(
      `/api/v1/barion-payment/back-from-payment/?host_id=1&locale_id=1&payment_key=KEY123&paymentId=${providerPaymentId}`,
    );
    expect(returned.status).toBe(200);
    expect(returned.headers.get('cache-control')).toBe('private, no-store');
    const body = await returned.json();
    expect(body).toEqual({
      data: { payment_status_id: 3, payable_type: 'order', payment_key: 'KEY123', result: 'success' },
    });
    expect(JSON.stringify(body)).not.toContain(secret?.request_key);
    expect(changes).toHaveLength(1);

    const settled = await t.request(url.pathname);
    expect(await settled.text()).toContain('A fizetés sikeres volt.');
  });

  it('Fail and Cancel end the attempt as failed (2) and cancelled (5), in English for an English buyer', async () => {
    const failing = await startPayment(db, paymentInput({ locale: 'en', payableType: 'academy_subscription' }));
    const html = await (await t.request(new URL(failing.gatewayUrl).pathname)).text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('Fail the payment');
    expect((await press(failing.gatewayUrl, 'fail')).status).toBe(303);
    expect(await paymentRow(failing.paymentId)).toMatchObject({ status_id: 2, provider_status: 'Failed' });

    const cancelling = await startPayment(db, paymentInput());
    const pressed = await press(cancelling.gatewayUrl, 'cancel');
    expect(await paymentRow(cancelling.paymentId)).toMatchObject({ status_id: 5, provider_status: 'Canceled' });
    const providerPaymentId = new URL(pressed.headers.get('location') as string).searchParams.get('paymentId');
    const body = await (
      await t.request(`/api/v1/barion-payment/back-from-payment?paymentId=${providerPaymentId}`)
    ).json();
    expect(body.data).toMatchObject({ payment_status_id: 5, result: 'cancel', payment_key: null });
    expect(changes.map(({ type, from, to }) => [type, from, to])).toEqual([
      ['academy_subscription', 1, 2],
      ['order', 1, 5],
    ]);
  });

  it('an open payment expires after 30 minutes; a late button changes nothing', async () => {
    const started = await startPayment(db, paymentInput());
    const id = new URL(started.gatewayUrl).pathname.split('/').pop() as string;
    const opened = await (await t.request(`/payment-simulator/${id}`)).text();
    const token = opened.match(/name="token" value="([^"]+)"/)?.[1] as string;
    await db.execute(sql`update simulator_payments set created_at = now() - interval '31 minutes' where id = ${id}`);
    const page = await (await t.request(`/payment-simulator/${id}`)).text();
    expect(page).toContain('A fizetés időkorlátja lejárt.');
    expect(page).not.toContain('<form');
    const late = await t.request('/payment-simulator/decision', {
      method: 'POST',
      body: new URLSearchParams({ payment_id: id, token, decision: 'pay' }),
      redirect: 'manual',
    });
    expect(late.status).toBe(303);
    const body = await (await t.request(`/api/v1/barion-payment/back-from-payment/?paymentId=${id}`)).json();
    expect(body.data).toMatchObject({ payment_status_id: 5, result: 'cancel' });
    expect(await paymentRow(started.paymentId)).toMatchObject({ status_id: 5, provider_status: 'Expired' });
    expect(changes.map(({ from, to }) => [from, to])).toEqual([[1, 5]]);
  });

  it('refuses a button post without the page’s token, and posts for another payment', async () => {
    const started = await startPayment(db, paymentInput());
    const other = await startPayment(db, paymentInput());
    const otherHtml = await (await t.request(new URL(other.gatewayUrl).pathname)).text();
    const otherToken = otherHtml.match(/name="token" value="([^"]+)"/)?.[1] as string;
    const id = new URL(started.gatewayUrl).pathname.split('/').pop() as string;
    for (const token of ['', 'forged', otherToken]) {
      const response = await t.request('/payment-simulator/decision', {
        method: 'POST',
        body: new URLSearchParams({ payment_id: id, token, decision: 'pay' }),
      });
      expect(response.status).toBe(403);
      expect(response.headers.get('content-type')).toContain('text/html');
    }
    const unknown = await t.request('/payment-simulator/decision', {
      method: 'POST',
      body: new URLSearchParams({ payment_id: 'nope', token: 'x', decision: 'pay' }),
    });
    expect(unknown.status).toBe(404);
    expect((await t.request('/payment-simulator/does-not-exist')).status).toBe(404);
    expect(await paymentRow(started.paymentId)).toMatchObject({ status_id: 1 });
    expect(changes).toEqual([]);
  });

  it('serves no simulator while Barion is the configured provider', async () => {
    const started = await startPayment(db, paymentInput());
    configurePayments({
      provider: 'barion',
      barion: { apiUrl: 'https://barion.invalid', posKey: 'k', payee: 'p@x.hu' },
    });
    expect((await t.request(new URL(started.gatewayUrl).pathname)).status).toBe(404);
  });
});

describe('callbacks', () => {
  it('duplicate and out-of-order notifications change the payment once and call the handler once', async () => {
    const started = await startPayment(db, paymentInput());
    const id = new URL(started.gatewayUrl).pathname.split('/').pop() as string;
    expect((await callback(id)).status).toBe(200);
    expect(changes).toEqual([]);

    await setSimulatorStatus(id, 'Succeeded');
    const answers = await Promise.all([callback(id), callback(id), callback(id)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const again = await t.request(`/api/v1/barion-payment/back-from-payment/?paymentId=${id}`);
    expect((await again.json()).data.payment_status_id).toBe(3);

    // A stale "still pending" state read before the payment succeeded arrives last.
    await setSimulatorStatus(id, 'Prepared');
    expect((await applyProviderState(db, { providerPaymentId: id }))?.changed).toBe(false);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ from: 1, to: 3 });
  });

  it('a late Failed or Canceled after Succeeded leaves the payment paid', async () => {
    const started = await startPayment(db, paymentInput());
    const id = new URL(started.gatewayUrl).pathname.split('/').pop() as string;
    await press(started.gatewayUrl, 'pay');
    for (const late of ['Failed', 'Canceled', 'Expired']) {
      await setSimulatorStatus(id, late);
      expect((await callback(id)).status).toBe(200);
      expect(await paymentRow(started.paymentId)).toMatchObject({ status_id: 3, provider_status: 'Succeeded' });
    }
    expect(changes).toHaveLength(1);
  });

  it('answers 200 for an unknown payment and 4xx for garbage, never 5xx', async () => {
    expect((await callback('no-such-payment')).status).toBe(200);
    const garbage: RequestInit[] = [
      { method: 'POST' },
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"paymentId":' },
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"paymentId":42}' },
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '[]' },
      { method: 'POST', body: new URLSearchParams({ paymentId: 'x'.repeat(5000) }) },
      { method: 'POST', body: new URLSearchParams({ other: 'field' }) },
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'paymentId=abc' },
      { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=zz' }, body: '--zz\r\nbroken' },
    ];
    for (const init of garbage) {
      const response = await t.request('/api/v1/barion-payment/callback', init);
      expect(response.status, String(init.body)).toBeGreaterThanOrEqual(200);
      expect(response.status, String(init.body)).toBeLessThan(500);
    }
    const missing = await t.request('/api/v1/barion-payment/back-from-payment/?paymentId=unknown');
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('payment_not_found');
    expect((await t.request('/api/v1/barion-payment/back-from-payment/')).status).toBe(422);
    expect(changes).toEqual([]);
  });

  it.runIf(testDriver() === 'pg')('20 concurrent appliers of one state make one change (PostgreSQL)', async () => {
    const started = await startPayment(db, paymentInput());
    const id = new URL(started.gatewayUrl).pathname.split('/').pop() as string;
    await setSimulatorStatus(id, 'Succeeded');
    const results = await Promise.all(
      Array.from({ length: 20 }, () => applyProviderState(db, { providerPaymentId: id })),
    );
    expect(results.filter((result) => result?.changed)).toHaveLength(1);
    expect(results.every((result) => result?.statusId === 3)).toBe(true);
    expect(changes).toHaveLength(1);
    expect(await paymentRow(started.paymentId)).toMatchObject({ status_id: 3 });
  });
});

describe('payable handlers', () => {
  it('belong to the database each app serves: a second app neither sees nor replaces this one’s', async () => {
    const other = await createTestApp();
    try {
      const types = (target: Db) => payLinkSenders(target).map(([type]) => type);
      expect(types(other.database.db).sort()).toEqual(['academy_subscription', 'order']);
      // This file's recorders (no pay links) are still the handlers of its own database.
      expect(types(db)).toEqual([]);
    } finally {
      await other.dispose();
    }
  });
});

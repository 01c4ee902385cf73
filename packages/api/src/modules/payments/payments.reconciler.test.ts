import { PaymentStatusId } from '@vag/domain';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import {
  ACADEMY_HOST,
  createAddressReference,
  createProduct,
  createTestApp,
  createTraining,
  outboxFor,
  SHOP_HOST,
  type TestApp,
  testDriver,
} from '../../testing';
import { addProduct, addTrainingDate, checkoutFields, form, guest, press } from '../orders/orders.fixture';
import { type FakeBarion, startFakeBarion } from './payments.fake-barion';
import { reconcilePayments } from './payments.reconciler';
import { configurePayments } from './payments.service';

/*
 * Decision 0003, issue 17: a purchase whose payment never started or went stale can be paid
 * again; the reconciler asks the provider about stale attempts and mails one pay-again link.
 */

let t: TestApp;
let db: Db;
let fake: FakeBarion;
let ref: Awaited<ReturnType<typeof createAddressReference>>;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ref = await createAddressReference(db);
  fake = await startFakeBarion();
});
afterAll(async () => {
  await fake.close();
  await t.dispose();
});
afterEach(() => {
  configurePayments(undefined);
});

/** A payment window of one minute; everything placed "earlier" is made older in the database. */
const WINDOW_MS = 60_000;
const useSimulator = () => configurePayments({ provider: 'simulator', staleAfterMs: WINDOW_MS }, logger);
const useBarion = () =>
  configurePayments(
    {
      provider: 'barion',
      barion: { apiUrl: fake.url, posKey: fake.posKey, payee: 'penztar@vagheggi.hu' },
      staleAfterMs: WINDOW_MS,
    },
    logger,
  );

let emails = 0;
const uniqueEmail = () => `fizeto${++emails}.${Date.now()}@example.hu`;

/** A guest's card order placed through the API; answers its body (payment_url, data). */
async function cardOrder() {
  const agent = await guest(t);
  await addProduct(agent, (await createProduct(db, { price: 8_000 })).id);
  const email = uniqueEmail();
  const response = await agent.post('/api/v1/order', form(checkoutFields(ref, { email })));
  expect(response.status, await response.clone().text()).toBe(201);
  const body = await response.json();
  return { agent, email, body, id: body.data.id as number, key: body.data.payment_key as string };
}

/** What a kill -9 between the order's commit and the provider leaves: the order, no attempt. */
const forgetAttempts = (type: string, id: number) =>
  db.execute(sql`delete from payments where payable_type = ${type} and payable_id = ${id}`);

/** Moves a purchase and its attempts back in time, past the payment window. */
async function age(table: 'orders' | 'academy_subscriptions', id: number, type: string, minutes = 10) {
  const back = sql`now() - ${minutes} * interval '1 minute'`;
  await db.execute(sql`update ${sql.identifier(table)} set created_at = ${back} where id = ${id}`);
  await db.execute(sql`update payments set created_at = ${back} where payable_type = ${type} and payable_id = ${id}`);
}

const payAgain = (agent: Awaited<ReturnType<typeof guest>>, key: string, path = '/api/v1/order-from-payment-key') =>
  agent.post(path, form({ payment_key: key }));

async function attempts(type: string, id: number) {
  return queryRows<{
    id: number;
    status_id: number;
    amount: number;
    provider_payment_id: string | null;
    last_checked_at: string | null;
  }>(
    db,
    sql`select id, status_id, amount, provider_payment_id, last_checked_at from payments
         where payable_type = ${type} and payable_id = ${id} order by id`,
  );
}

async function orderRow(id: number) {
  const [row] = await queryRows<{ payment_status_id: number; payment_link_sent_at: string | null }>(
    db,
    sql`select payment_status_id, payment_link_sent_at from orders where id = ${id}`,
  );
  return row;
}

describe('paying again', () => {
  it('an order committed without a payment attempt can be paid again; a paid one cannot', async () => {
    useSimulator();
    const order = await cardOrder();
    await forgetAttempts('order', order.id);
    const cart = await (await order.agent.get('/api/v1/user-cart')).json();
    expect(cart.data.items).toEqual([]);

    const again = await payAgain(order.agent, order.key);
    expect(again.status, await again.clone().text()).toBe(200);
    const { payment_url } = await again.json();
    expect(payment_url).toMatch(/\/payment-simulator\//);
    // The attempt just started is fresh: a second click does not start another one.
    const twice = await payAgain(order.agent, order.key);
    expect(twice.status).toBe(409);
    expect((await twice.json()).code).toBe('repayment_not_allowed');

    await press(t, payment_url, 'pay', SHOP_HOST);
    const paid = await payAgain(order.agent, order.key);
    expect(paid.status).toBe(409);
    expect((await paid.json()).code).toBe('repayment_not_allowed');
    expect((await attempts('order', order.id)).map((row) => row.status_id)).toEqual([PaymentStatusId.paid]);
  });

  it('five clicks at once on paying again start one payment', async () => {
    useSimulator();
    const order = await cardOrder();
    await forgetAttempts('order', order.id);
    const answers = await Promise.all(Array.from({ length: 5 }, () => payAgain(order.agent, order.key)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await attempts('order', order.id)).toHaveLength(1);
  });

  it('an enrolment committed without a payment attempt can be paid again', async () => {
    useSimulator();
    const training = await createTraining(db, { classroomPrice: 40_000, dates: [{ capacity: 4 }] });
    const [date] = await queryRows<{ id: number }>(
      db,
      sql`select id from training_dates where training_id = ${training.id}`,
    );
    const agent = await guest(t, ACADEMY_HOST);
    await addTrainingDate(agent, date?.id ?? 0);
    const placed = await agent.post(
      '/api/v1/academy-subscriptions',
      form(checkoutFields(ref, { delivery_method_id: undefined, email: uniqueEmail() })),
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { data } = await placed.json();
    await forgetAttempts('academy_subscription', data.id);
    const again = await payAgain(agent, data.payment_key, '/api/v1/academy-subscription-from-payment-key');
    expect(again.status, await again.clone().text()).toBe(200);
    expect((await again.json()).payment_url).toMatch(/\/payment-simulator\//);
  });

  it('a stale pending attempt does not block paying again, unless the provider says it was paid', async () => {
    useSimulator();
    const open = await cardOrder();
    await age('orders', open.id, 'order');
    const again = await payAgain(open.agent, open.key);
    expect(again.status, await again.clone().text()).toBe(200);
    expect((await attempts('order', open.id)).map((row) => row.status_id)).toEqual([1, 1]);

    // Paid at the gateway, but the callback never arrived: asking first finds it paid.
    const paidUnheard = await cardOrder();
    const [attempt] = await attempts('order', paidUnheard.id);
    await db.execute(
      sql`update simulator_payments set status = 'Succeeded' where id = ${attempt?.provider_payment_id ?? ''}`,
    );
    await age('orders', paidUnheard.id, 'order');
    const refused = await payAgain(paidUnheard.agent, paidUnheard.key);
    expect(refused.status).toBe(409);
    expect((await orderRow(paidUnheard.id))?.payment_status_id).toBe(PaymentStatusId.paid);
  });
});

describe('the reconciler', () => {
  async function barionOrder() {
    useBarion();
    const order = await cardOrder();
    const [attempt] = await attempts('order', order.id);
    return { ...order, providerId: attempt?.provider_payment_id ?? '' };
  }

  it('a stale attempt the provider says Succeeded becomes paid after one run; Canceled becomes 5', async () => {
    const succeeded = await barionOrder();
    const cancelled = await barionOrder();
    const fresh = await barionOrder();
    fake.setStatus(succeeded.providerId, 'Succeeded');
    fake.setStatus(cancelled.providerId, 'Canceled');
    fake.setStatus(fresh.providerId, 'Succeeded');
    await age('orders', succeeded.id, 'order');
    await age('orders', cancelled.id, 'order');

    const asked = fake.requests.length;
    await reconcilePayments(db);
    expect((await attempts('order', succeeded.id)).map((row) => row.status_id)).toEqual([PaymentStatusId.paid]);
    expect((await orderRow(succeeded.id))?.payment_status_id).toBe(PaymentStatusId.paid);
    expect((await outboxFor(db, succeeded.email)).map((mail) => mail.kind)).toEqual([
      'order_confirmation',
      'payment_result',
    ]);
    expect((await attempts('order', cancelled.id)).map((row) => row.status_id)).toEqual([PaymentStatusId.cancelled]);
    expect((await orderRow(cancelled.id))?.payment_status_id).toBe(PaymentStatusId.cancelled);
    // Within its window an attempt is the gateway's business: not asked about.
    expect((await attempts('order', fresh.id)).map((row) => row.status_id)).toEqual([PaymentStatusId.pending]);
    const states = fake.requests.slice(asked).filter((request) => request.path.endsWith('/PaymentState'));
    expect(states.map((request) => request.path)).not.toContain(`/v4/Payment/${fresh.providerId}/PaymentState`);
  });

  it('marks what it asked about and does not ask again at once', async () => {
    const prepared = await barionOrder();
    await age('orders', prepared.id, 'order');
    await reconcilePayments(db);
    const [checked] = await attempts('order', prepared.id);
    expect(checked?.status_id).toBe(PaymentStatusId.pending);
    expect(checked?.last_checked_at).not.toBeNull();
    const asked = fake.requests.length;
    await reconcilePayments(db);
    expect(fake.requests.slice(asked).map((request) => request.path)).not.toContain(
      `/v4/Payment/${prepared.providerId}/PaymentState`,
    );
  });

  it('mails one pay-again link when the window of an unpaid card order ends, even with two runs at once', async () => {
    useSimulator();
    const order = await cardOrder();
    await forgetAttempts('order', order.id);
    await age('orders', order.id, 'order');
    const runs = await Promise.all([reconcilePayments(db), reconcilePayments(db)]);
    expect(runs.map((run) => run.mailed).reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(1);
    await reconcilePayments(db);

    const links = (await outboxFor(db, order.email)).filter((mail) => mail.kind === 'payment_link');
    expect(links).toHaveLength(1);
    expect(links[0]?.subject).toBe(`Fizetés folytatása: ${order.body.data.order_number}`);
    expect(links[0]?.textBody).toContain(`/payment/cancel?payment_key=${order.key}`);
    expect((await orderRow(order.id))?.payment_link_sent_at).not.toBeNull();
    // The page of the link offers to pay again, and paying again works.
    const shown = await (await order.agent.get(`/api/v1/order-from-payment-key?payment_key=${order.key}`)).json();
    expect(shown.data.can_repay).toBe(true);
    expect((await payAgain(order.agent, order.key)).status).toBe(200);
  });

  it('mails no link while an attempt is fresh, nor for a paid order', async () => {
    useSimulator();
    const waiting = await cardOrder();
    await db.execute(sql`update orders set created_at = now() - interval '10 minutes' where id = ${waiting.id}`);
    const paid = await cardOrder();
    await press(t, paid.body.payment_url, 'pay', SHOP_HOST);
    await age('orders', paid.id, 'order');
    await reconcilePayments(db);
    for (const { email } of [waiting, paid]) {
      expect((await outboxFor(db, email)).map((mail) => mail.kind)).not.toContain('payment_link');
    }
  });

  it.runIf(testDriver() === 'pg')(
    'two instances running at once queue the link once and ask the provider once (PostgreSQL)',
    async () => {
      const orders = [await barionOrder(), await barionOrder(), await barionOrder()];
      for (const order of orders) {
        fake.setStatus(order.providerId, 'Canceled');
        await age('orders', order.id, 'order');
      }
      const asked = fake.requests.length;
      await Promise.all([reconcilePayments(db), reconcilePayments(db), reconcilePayments(db)]);
      await reconcilePayments(db);
      const paths = fake.requests.slice(asked).map((request) => request.path);
      for (const order of orders) {
        expect(paths.filter((path) => path.includes(order.providerId))).toHaveLength(1);
        expect((await orderRow(order.id))?.payment_status_id).toBe(PaymentStatusId.cancelled);
        expect((await outboxFor(db, order.email)).filter((mail) => mail.kind === 'payment_link')).toHaveLength(1);
      }
    },
  );
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { runHousekeeping } from '../../lib/housekeeping';
import {
  ACADEMY_HOST,
  type Agent,
  createAddressReference,
  createProduct,
  createTestApp,
  createTraining,
  createUser,
  SHOP_HOST,
  type TestApp,
  testDriver,
} from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff } from '../../testing/admin';
import { spendBalance } from '../balances/balances.service';
import { addProduct, addTrainingDate, checkoutFields, form, guest, press } from '../orders/orders.fixture';
import { addCode, createBeautician, marketingOf, referralOf } from './referrals.fixture';
import { reverseReferral } from './referrals.service';

/*
 * A guest code from placing to its money (issue 22): the purchase snapshots the discount and
 * records the use; paying it credits the beautician's marketing balance (the ledger naming the
 * purchase in each reader's language); a refund takes it back; a purchase that lapses unpaid
 * frees the customer's e-mail. Default terms: 10 % off, at most 5 000; 10 % credit, at most 5 000.
 */

let t: TestApp;
let db: Db;
let ref: Awaited<ReturnType<typeof createAddressReference>>;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ref = await createAddressReference(db);
});
afterAll(() => t.dispose());

let emails = 0;
const uniqueEmail = () => `uj.vevo${++emails}.${Date.now()}@example.hu`;

/** A guest with a 20 000 Ft product and the beautician's code in the shop cart, the coupon e-mail `email`. */
async function shopperWithCode(code: string, email: string): Promise<Agent> {
  const agent = await guest(t);
  await addProduct(agent, (await createProduct(db, { price: 20_000 })).id);
  const added = await addCode(agent, code, email);
  expect(added.status, await added.clone().text()).toBe(200);
  return agent;
}

const placeOrder = (agent: Agent, email: string, extra: Record<string, string | number> = {}) =>
  agent.post('/api/v1/order', form(checkoutFields(ref, { email, ...extra })));

async function placed(agent: Agent, email: string, extra: Record<string, string | number> = {}) {
  const response = await placeOrder(agent, email, extra);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as {
    data: { id: number; order_number: string; historic_total_gross: number; historic_subtractions: unknown[] };
    payment_url?: string;
  };
}

/** The beautician's ledger as her balance page lists it, in `localeId`'s language. */
async function ledgerPage(user: { email: string; password: string }, localeId: 1 | 2) {
  const agent = t.agent();
  await agent.login(user.email, user.password);
  const body = await (await agent.get(`/api/v1/balance-transactions?kind=marketing&locale_id=${localeId}`)).json();
  return (body.data as { amount: number; reason: string }[]).map(({ amount, reason }) => ({ amount, reason }));
}

describe('an order placed with a guest code', () => {
  it('20 000 − 2 000 + 1 990 = 19 990 by card; paid: +1 800 marketing (10 % of 18 000), named in both languages; a refund takes it back', async () => {
    const beautician = await createBeautician(db);
    const email = uniqueEmail();
    const agent = await shopperWithCode(beautician.code, email);
    const order = await placed(agent, email);
    expect(order.data.historic_total_gross).toBe(19_990);
    expect(order.data.historic_subtractions).toEqual([
      { kind: 'referral', name: `Vendégkód: ${beautician.code}`, amount: 2_000 },
    ]);
    expect(await referralOf(db, 'order', order.data.id)).toEqual({
      referrer_user_id: beautician.id,
      customer_email: email,
      discount: 2_000,
      credit: 1_800,
      status: 'placed',
    });
    // The code went with the placed cart.
    expect((await (await agent.get('/api/v1/user-cart')).json()).data.guestCode).toBeNull();
    expect((await marketingOf(db, beautician.id)).balance).toBe(0);

    await press(t, order.payment_url ?? '', 'pay', SHOP_HOST);
    expect((await referralOf(db, 'order', order.data.id))?.status).toBe('credited');
    expect(await marketingOf(db, beautician.id)).toMatchObject({
      balance: 1_800,
      ledger: [
        {
          amount: 1_800,
          reason: `Vendégkód jóváírás ${order.data.order_number}`,
          reason_code: 'guest_code_credit_reason',
        },
      ],
    });
    expect(await ledgerPage(beautician, 2)).toEqual([
      { amount: 1_800, reason: `Guest code credit ${order.data.order_number}` },
    ]);

    const manager = createTestAdmin(t).agent();
    await signInStaff(manager, await createStaffMember(t, { role: 'shop_manager' }));
    const cancel = await manager.post(`/api/admin/v1/orders/${order.data.id}/events`, {
      event: 'cancel',
      reason: 'A termék elfogyott',
    });
    expect(cancel.status, await cancel.clone().text()).toBe(200);
    expect((await referralOf(db, 'order', order.data.id))?.status).toBe('reversed');
    expect((await marketingOf(db, beautician.id)).balance).toBe(0);
    expect(await ledgerPage(beautician, 1)).toEqual([
      { amount: -1_800, reason: `Vendégkód jóváírás visszavonása (visszatérítés) ${order.data.order_number}` },
      { amount: 1_800, reason: `Vendégkód jóváírás ${order.data.order_number}` },
    ]);
    // Once per customer: the discount was had, the e-mail stays used.
    const next = await guest(t);
    await addProduct(next, (await createProduct(db, { price: 20_000 })).id);
    expect((await (await addCode(next, beautician.code, email)).json()).code).toBe('guest_code_not_new_customer');
  });

  it('a credit partly spent meanwhile: the refund takes back what is left (1 800 earned, 1 500 spent → 300), never below zero', async () => {
    const beautician = await createBeautician(db);
    const email = uniqueEmail();
    const order = await placed(await shopperWithCode(beautician.code, email), email);
    await press(t, order.payment_url ?? '', 'pay', SHOP_HOST);
    await spendBalance(db, { userId: beautician.id, kind: 'marketing', amount: 1_500, reason: 'Rendelés' });
    await db.transaction((tx) => reverseReferral(tx as unknown as Db, 'order', order.data.id));
    await db.transaction((tx) => reverseReferral(tx as unknown as Db, 'order', order.data.id));
    const { balance, ledger } = await marketingOf(db, beautician.id);
    expect(balance).toBe(0);
    expect(ledger.map((row) => row.amount)).toEqual([1_800, -1_500, -300]);
    expect((await referralOf(db, 'order', order.data.id))?.status).toBe('reversed');
  });

  it('nothing left to pay (a professional’s global balance pays the rest): credited at once', async () => {
    const beautician = await createBeautician(db);
    const professional = await createUser(db, { roles: ['customer', 'professional'], balances: { global: 30_000 } });
    const agent = t.agent();
    await agent.login(professional.email, professional.password);
    await addProduct(agent, (await createProduct(db, { price: 20_000 })).id);
    expect((await addCode(agent, beautician.code, professional.email)).status).toBe(200);
    const order = await placed(agent, professional.email, { using_global_credit: 1 });
    expect(order.data.historic_total_gross).toBe(0);
    expect(order.data.historic_subtractions).toEqual([
      expect.objectContaining({ kind: 'referral', amount: 2_000 }),
      expect.objectContaining({ kind: 'global', amount: 19_990 }),
    ]);
    expect((await referralOf(db, 'order', order.data.id))?.status).toBe('credited');
    expect((await marketingOf(db, beautician.id)).balance).toBe(1_800);
  });
});

describe('once per new customer, never one’s own', () => {
  it('a second purchase of the same e-mail is refused at the coupon field, and at checkout when the coupon named another', async () => {
    const beautician = await createBeautician(db);
    const email = uniqueEmail();
    await placed(await shopperWithCode(beautician.code, email), email, { payment_method_id: 2 });
    const again = await guest(t);
    await addProduct(again, (await createProduct(db, { price: 20_000 })).id);
    const refused = await addCode(again, beautician.code, email);
    expect(refused.status).toBe(422);
    expect((await refused.json()).code).toBe('guest_code_not_new_customer');

    const sly = await shopperWithCode(beautician.code, uniqueEmail());
    const [before] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders`);
    const response = await placeOrder(sly, email);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'guest_code_not_new_customer',
      message: expect.stringContaining('új vásárlóink'),
    });
    const [after] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders`);
    expect(after?.n).toBe(before?.n);
  });

  it('checking out with the beautician’s own e-mail is refused (422 guest_code_own)', async () => {
    const beautician = await createBeautician(db);
    const agent = await shopperWithCode(beautician.code, uniqueEmail());
    const response = await placeOrder(agent, beautician.email);
    expect(response.status).toBe(422);
    expect((await response.json()).code).toBe('guest_code_own');
  });
});

describe('a purchase that lapses unpaid', () => {
  const lapse = async (table: 'orders' | 'academy_subscriptions', id: number) => {
    await db.execute(sql`update ${sql.raw(table)} set payment_deadline = now() - interval '1 minute' where id = ${id}`);
    await runHousekeeping(db);
  };

  it('a bank transfer never made: cancelled at its deadline, the use void, the e-mail may use a code again', async () => {
    const beautician = await createBeautician(db);
    const email = uniqueEmail();
    const order = await placed(await shopperWithCode(beautician.code, email), email, { payment_method_id: 2 });
    await lapse('orders', order.data.id);
    expect((await referralOf(db, 'order', order.data.id))?.status).toBe('void');
    const again = await shopperWithCode(beautician.code, email);
    const second = await placed(again, email, { payment_method_id: 2 });
    expect((await referralOf(db, 'order', second.data.id))?.status).toBe('placed');
    expect((await marketingOf(db, beautician.id)).balance).toBe(0);
  });

  it('a card payment cancelled at the gateway stays payable until its deadline, then its use is void', async () => {
    const beautician = await createBeautician(db);
    const email = uniqueEmail();
    const order = await placed(await shopperWithCode(beautician.code, email), email);
    await press(t, order.payment_url ?? '', 'cancel', SHOP_HOST);
    await runHousekeeping(db);
    expect((await referralOf(db, 'order', order.data.id))?.status).toBe('placed');
    await lapse('orders', order.data.id);
    expect((await referralOf(db, 'order', order.data.id))?.status).toBe('void');
  });
});

describe('an enrolment placed with a guest code', () => {
  it('50 000 Ft training: −5 000 (10 %, the cap), 45 000 by card; paid: +4 500 marketing naming the AKA number', async () => {
    const beautician = await createBeautician(db);
    const training = await createTraining(db, { classroomPrice: 50_000, dates: [{ capacity: 10 }] });
    const [date] = await queryRows<{ id: number }>(
      db,
      sql`select id from training_dates where training_id = ${training.id}`,
    );
    const email = uniqueEmail();
    const agent = await guest(t, ACADEMY_HOST);
    await addTrainingDate(agent, date?.id ?? 0);
    expect((await addCode(agent, beautician.code, email, 'academy-cart')).status).toBe(200);
    const response = await agent.post(
      '/api/v1/academy-subscriptions',
      form(checkoutFields(ref, { delivery_method_id: undefined, email })),
    );
    expect(response.status, await response.clone().text()).toBe(201);
    const enrolment = await response.json();
    expect(enrolment.data.historic_total_gross).toBe(45_000);
    expect(await referralOf(db, 'academy_subscription', enrolment.data.id)).toMatchObject({
      discount: 5_000,
      credit: 4_500,
      status: 'placed',
    });
    await press(t, enrolment.payment_url, 'pay', ACADEMY_HOST);
    expect(await marketingOf(db, beautician.id)).toMatchObject({
      balance: 4_500,
      ledger: [{ amount: 4_500, reason: `Vendégkód jóváírás ${enrolment.data.subscription_id}` }],
    });
  });
});

describe.runIf(testDriver() === 'pg')('two checkouts of one new customer at once (PostgreSQL)', () => {
  it('six carts of the same e-mail with the code, placed at once: one gets it, the others are refused clearly', async () => {
    const beautician = await createBeautician(db);
    const email = uniqueEmail();
    const agents = await Promise.all(Array.from({ length: 6 }, () => shopperWithCode(beautician.code, uniqueEmail())));
    const responses = await Promise.all(agents.map((agent) => placeOrder(agent, email, { payment_method_id: 2 })));
    const outcomes = await Promise.all(
      responses.map(async (response) => ({ status: response.status, code: (await response.json()).code })),
    );
    expect(outcomes.filter((outcome) => outcome.status === 201)).toHaveLength(1);
    for (const outcome of outcomes.filter((o) => o.status !== 201)) {
      expect([409, 422]).toContain(outcome.status);
      expect(outcome.code).toBe('guest_code_not_new_customer');
    }
    const uses = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from referral_credits where customer_email = ${email}`,
    );
    expect(uses[0]?.n).toBe(1);
  });
});

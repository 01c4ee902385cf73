import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import {
  ACADEMY_HOST,
  type Agent,
  createAddressReference,
  createProduct,
  createTestApp,
  createTraining,
  createUser,
  outboxFor,
  type TestApp,
} from '../../testing';
import { addProduct, addTrainingDate, checkoutFields, form, guest } from '../orders/orders.fixture';
import { DEMO_BANK_ACCOUNTS } from './bank-transfer';

/*
 * Issue 18: a purchase paid by bank transfer answers, mails and shows the site's account, the
 * amount, its number as the reference and the deadline; a card purchase none of them.
 */

const shopAccount = {
  beneficiary: 'Teszt Kozmetika Kft.',
  accountNumber: '11773016-11111018',
  iban: 'HU42117730161111101800000000',
  bank: 'Teszt Bank Nyrt.',
};

let t: TestApp;
let db: Db;
let ref: Awaited<ReturnType<typeof createAddressReference>>;
beforeAll(async () => {
  // The shop's account is configured; the academy's is left to the demo default.
  t = await createTestApp({ settings: { bankAccounts: { shop: shopAccount } } });
  db = t.database.db;
  ref = await createAddressReference(db);
});
afterAll(() => t.dispose());

let emails = 0;
const uniqueEmail = () => `utalo${++emails}.${Date.now()}@example.hu`;
const DAY_MS = 86_400_000;

async function signedIn(host?: string): Promise<Agent> {
  const user = await createUser(db);
  const agent = t.agent(host);
  await agent.login(user.email, user.password);
  return agent;
}

async function order(agent: Agent, paymentMethodId: number) {
  await addProduct(agent, (await createProduct(db, { price: 12_990 })).id);
  const email = uniqueEmail();
  const response = await agent.post(
    '/api/v1/order',
    form(checkoutFields(ref, { email, payment_method_id: paymentMethodId })),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  return { email, placed: (await response.json()).data };
}

let trainings = 0;
async function enrol(agent: Agent, paymentMethodId: number) {
  trainings += 1;
  const training = await createTraining(db, {
    slug: { hu: `atutalas-${trainings}`, en: `transfer-${trainings}` },
    classroomPrice: 59_000,
    dates: [{ capacity: 5 }],
  });
  const [date] = await queryRows<{ id: number }>(
    db,
    sql`select id from training_dates where training_id = ${training.id}`,
  );
  await addTrainingDate(agent, date?.id ?? 0);
  const email = uniqueEmail();
  const fields = checkoutFields(ref, { delivery_method_id: undefined, email, payment_method_id: paymentMethodId });
  const response = await agent.post('/api/v1/academy-subscriptions', form(fields));
  expect(response.status, await response.clone().text()).toBe(201);
  return { email, placed: (await response.json()).data };
}

const expectDeadlineInDays = (deadline: string, days: number) =>
  expect(Math.abs(Date.parse(deadline) - (Date.now() + days * DAY_MS))).toBeLessThan(60_000);

describe('a shop order paid by bank transfer', () => {
  it('answers the configured account, the total, its number as reference and the 5-day deadline', async () => {
    const agent = await guest(t);
    const { placed } = await order(agent, 2);
    // 12 990 + GLS home delivery 1 990
    expect(placed.bank_transfer).toEqual({
      beneficiary: 'Teszt Kozmetika Kft.',
      account_number: '11773016-11111018',
      iban: 'HU42117730161111101800000000',
      bank: 'Teszt Bank Nyrt.',
      amount: 14_980,
      reference: placed.order_number,
      deadline: expect.any(String),
    });
    expectDeadlineInDays(placed.bank_transfer.deadline, 5);

    const byKey = await agent.get(`/api/v1/order-from-payment-key?payment_key=${placed.payment_key}`);
    expect((await byKey.json()).data.bank_transfer).toEqual(placed.bank_transfer);
  });

  it('mails them in the confirmation, and the account’s order detail shows them', async () => {
    const agent = await signedIn();
    const { placed } = await order(agent, 2);
    const email = placed.email;
    const [confirmation] = await outboxFor(db, email);
    for (const line of [
      'Kedvezményezett: Teszt Kozmetika Kft.',
      'Számlaszám: 11773016-11111018',
      'IBAN: HU42 1177 3016 1111 1018 0000 0000',
      'Bank: Teszt Bank Nyrt.',
      'Összeg: 14.980 Ft',
      `Közlemény: ${placed.order_number}`,
      'Fizetési határidő: ',
    ]) {
      expect(confirmation?.textBody).toContain(line);
    }
    const detail = (await (await agent.get(`/api/v1/orders/${placed.id}`)).json()).data;
    expect(detail.bank_transfer).toEqual(placed.bank_transfer);
    const list = (await (await agent.get('/api/v1/orders')).json()).data;
    expect(list[0].bank_transfer).toEqual(placed.bank_transfer);
  });

  it('a card order has none: null in the answer, no account in the mail', async () => {
    const { email, placed } = await order(await guest(t), 1);
    expect(placed.bank_transfer).toBeNull();
    const [confirmation] = await outboxFor(db, email);
    expect(confirmation?.textBody).not.toContain(shopAccount.accountNumber);
    expect(confirmation?.textBody).not.toContain('Számlaszám');
  });

  it('no longer asks for a transfer once it is paid', async () => {
    const agent = await guest(t);
    const { placed } = await order(agent, 2);
    await db.execute(sql`update orders set payment_status_id = 3, payed_date = now() where id = ${placed.id}`);
    const byKey = await agent.get(`/api/v1/order-from-payment-key?payment_key=${placed.payment_key}`);
    expect((await byKey.json()).data.bank_transfer).toBeNull();
  });
});

describe('an academy enrolment paid by bank transfer', () => {
  it('answers and mails the academy’s own account with the enrolment number; my detail shows them', async () => {
    const agent = await signedIn(ACADEMY_HOST);
    const { placed } = await enrol(agent, 2);
    const academy = DEMO_BANK_ACCOUNTS.academy;
    expect(placed.bank_transfer).toMatchObject({
      beneficiary: academy.beneficiary,
      account_number: academy.accountNumber,
      iban: academy.iban,
      amount: 59_000,
      reference: placed.subscription_id,
    });
    expectDeadlineInDays(placed.bank_transfer.deadline, 5);
    const [confirmation] = await outboxFor(db, placed.email);
    expect(confirmation?.textBody).toContain(`Számlaszám: ${academy.accountNumber}`);
    expect(confirmation?.textBody).toContain(`Közlemény: ${placed.subscription_id}`);
    expect(confirmation?.textBody).toContain('Összeg: 59.000 Ft');
    const detail = (await (await agent.get(`/api/v1/academy-subscriptions/${placed.id}`)).json()).data;
    expect(detail.bank_transfer).toEqual(placed.bank_transfer);
  });

  it('a card enrolment has none', async () => {
    const { email, placed } = await enrol(await guest(t, ACADEMY_HOST), 1);
    expect(placed.bank_transfer).toBeNull();
    expect((await outboxFor(db, email))[0]?.textBody).not.toContain('Számlaszám');
  });
});

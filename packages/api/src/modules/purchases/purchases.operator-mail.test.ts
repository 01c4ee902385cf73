import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import {
  ACADEMY_HOST,
  createAddressReference,
  createProduct,
  createTestApp,
  createTraining,
  operatorMails,
  SHOP_HOST,
  TEST_OPERATORS,
  type TestApp,
} from '../../testing';
import { addProduct, addTrainingDate, checkoutFields, form, guest } from '../orders/orders.fixture';

/* The operators' notice of a placed order or enrolment, queued in the purchase's transaction (issue 18). */

type Ref = Awaited<ReturnType<typeof createAddressReference>>;

async function setUp(operatorMail: typeof TEST_OPERATORS) {
  const t = await createTestApp({ settings: { operatorMail } });
  const ref = await createAddressReference(t.database.db);
  return { t, ref };
}

let trainings = 0;
async function classroomDate(t: TestApp, capacity: number) {
  trainings += 1;
  const training = await createTraining(t.database.db, {
    name: { hu: 'Arcmasszázs alapképzés', en: 'Facial massage basics' },
    slug: { hu: `arcmasszazs-${trainings}`, en: `facial-massage-${trainings}` },
    classroomPrice: 59_000,
    dates: [{ capacity }],
  });
  const [date] = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from training_dates where training_id = ${training.id}`,
  );
  return date?.id ?? 0;
}

async function order(t: TestApp, ref: Ref) {
  const product = await createProduct(t.database.db, { price: 12_990, name: { hu: 'Arckrém', en: 'Face cream' } });
  const agent = await guest(t, SHOP_HOST);
  await addProduct(agent, product.id, 2);
  const response = await agent.post('/api/v1/order', form(checkoutFields(ref, { payment_method_id: 2 })));
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).data;
}

let learners = 0;
/** A guest with the date in the academy cart; `place` enrols them. */
async function learner(t: TestApp, ref: Ref, dateId: number) {
  const agent = await guest(t, ACADEMY_HOST);
  await addTrainingDate(agent, dateId);
  const fields = checkoutFields(ref, {
    delivery_method_id: undefined,
    payment_method_id: 2,
    email: `tanulo${++learners}@example.hu`,
  });
  return { place: () => agent.post('/api/v1/academy-subscriptions', form(fields)) };
}

describe('the operators’ notice of a purchase (issue 18)', () => {
  let t: TestApp;
  let ref: Ref;
  beforeAll(async () => {
    ({ t, ref } = await setUp(TEST_OPERATORS));
  });
  afterAll(() => t.dispose());

  it('queues one Hungarian mail for an order to all the shop’s order recipients: number, buyer, total, payment', async () => {
    const placed = await order(t, ref);
    const mails = await operatorMails(t.database.db);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.toAddress).toBe('orders@shop.example, boss@shop.example');
    expect(mail?.subject).toBe(`Új rendelés érkezett (webshop): ${placed.order_number}`);
    expect(mail?.textBody).toContain(`Szám: ${placed.order_number}`);
    expect(mail?.textBody).toContain('Név: Kovács Anna');
    expect(mail?.textBody).toContain('E-mail: anna.kovacs@example.hu');
    expect(mail?.textBody).toContain(`Végösszeg: ${placed.historic_total_gross.toLocaleString('de-DE')} Ft`);
    expect(mail?.textBody).toMatch(/Fizetési mód: \S/);
  });

  it('queues one for an enrolment to the academy’s enrolment recipients, and none when it rolls back', async () => {
    const before = (await operatorMails(t.database.db)).length;
    const dateId = await classroomDate(t, 1);
    const slow = await learner(t, ref, dateId);
    // The slow learner's hold of the last place runs out (issue 24), and another takes it.
    await t.database.db.execute(
      sql`update cart_items set held_until = now() - interval '1 second' where training_date_id = ${dateId}`,
    );
    const early = await learner(t, ref, dateId);
    const first = await early.place();
    expect(first.status).toBe(201);
    const number = (await first.json()).data.subscription_id;
    // The last place is gone: the second enrolment's insert is rolled back with its notice.
    const late = await slow.place();
    expect(late.status).toBe(409);
    const mails = (await operatorMails(t.database.db)).slice(before);
    expect(mails.map((mail) => [mail.toAddress, mail.subject])).toEqual([
      ['enrol@academy.example', `Új képzési jelentkezés érkezett (akadémia): ${number}`],
    ]);
    expect(mails[0]?.textBody).toContain('Végösszeg: 59.000 Ft');
  });
});

describe('without operators configured', () => {
  let t: TestApp;
  let ref: Ref;
  beforeAll(async () => {
    ({ t, ref } = await setUp({ shop: { contact: ['contact@shop.example'] }, academy: { enrolment: [] } }));
  });
  afterAll(() => t.dispose());

  it('queues no notice of an order or an enrolment', async () => {
    await order(t, ref);
    expect((await (await learner(t, ref, await classroomDate(t, 5))).place()).status).toBe(201);
    expect(await operatorMails(t.database.db)).toEqual([]);
  });
});

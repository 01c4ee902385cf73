import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { educationLevels } from '../../db/schema';
import {
  ACADEMY_HOST,
  type Agent,
  createAddressReference,
  createProduct,
  createTestApp,
  createTraining,
  createUser,
  type TestApp,
} from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff } from '../../testing/admin';
import { addProduct, addTrainingDate, checkoutFields, form, press } from '../orders/orders.fixture';
import { paidCardOrder, refusingInvoicing } from './invoices.fixture';
import { invoicingOf } from './invoices.settings';
import { issueDueInvoices } from './invoices.worker';

/*
 * A sale's invoices on its pages (decision 0018): the buyer's order and enrolment detail list them
 * with a download link once issued, the back office's too with the provider's error of a failed
 * one; nobody else's detail shows them.
 */

let t: TestApp;
let db: Db;
let ref: Awaited<ReturnType<typeof createAddressReference>>;
let shopStaff: Agent;
let academyStaff: Agent;
let levelId: number;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ref = await createAddressReference(db);
  const [level] = await db.insert(educationLevels).values({ sort: 1 }).returning({ id: educationLevels.id });
  levelId = level?.id ?? 0;
  const admin = createTestAdmin(t);
  shopStaff = admin.agent();
  await signInStaff(shopStaff, await createStaffMember(t, { role: 'shop_manager' }));
  academyStaff = admin.agent();
  await signInStaff(academyStaff, await createStaffMember(t, { role: 'academy_manager' }));
});
afterAll(() => t.dispose());

async function signedIn(host?: string) {
  const user = await createUser(db);
  const agent = t.agent(host);
  await agent.login(user.email, user.password);
  return agent;
}

/** A signed-in customer's card order, paid at the simulator: its invoice is queued, not issued yet. */
const paidOrder = (agent: Agent) => paidCardOrder(t, ref, { agent });

const detailOf = async (agent: Agent, path: string) => {
  const response = await agent.get(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
};

/** A provider that refuses (not retryable) the invoice of `orderNumber` and issues the others. */
const refusing = (orderNumber: string) => refusingInvoicing(t, (draft) => draft.orderNumber === orderNumber);

describe("an order's invoices", () => {
  it('show as being issued, then with number, date and a download the session authorizes', async () => {
    const buyer = await signedIn();
    const order = await paidOrder(buyer);
    const pending = (await detailOf(buyer, `/api/v1/orders/${order.id}`)).data;
    expect(pending.invoices).toEqual([
      { id: expect.any(Number), kind: 'invoice', number: null, status: 'pending', issued_at: null, url: null },
    ]);
    expect(pending.invoices[0]).not.toHaveProperty('last_error');

    await issueDueInvoices(db, invoicingOf(t.options), logger);
    const [invoice] = (await detailOf(buyer, `/api/v1/orders/${order.id}`)).data.invoices;
    expect(invoice).toEqual({
      id: pending.invoices[0].id,
      kind: 'invoice',
      number: expect.stringMatching(/^VAGSZ-\d{4}-\d{6}$/),
      status: 'issued',
      issued_at: expect.any(String),
      url: `/api/v1/invoices/${pending.invoices[0].id}`,
    });
    expect(Number.isNaN(Date.parse(invoice.issued_at))).toBe(false);

    const pdf = await buyer.get(invoice.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Another customer sees neither the order nor its invoices, and cannot download the PDF.
    const stranger = await signedIn();
    const foreign = await stranger.get(`/api/v1/orders/${order.id}`);
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain(invoice.number);
    expect((await stranger.get(invoice.url)).status).toBe(404);
    const theirs = await paidOrder(stranger);
    expect((await detailOf(stranger, `/api/v1/orders/${theirs.id}`)).data.invoices).toEqual([
      expect.objectContaining({ status: 'pending' }),
    ]);
  });

  it('show staff the back office download, and why a refused one failed', async () => {
    const buyer = await signedIn();
    const order = await paidOrder(buyer);
    await issueDueInvoices(db, refusing(order.order_number), logger);

    const staffView = await detailOf(shopStaff, `/api/admin/v1/orders/${order.id}`);
    expect(staffView.invoices).toEqual([
      {
        id: expect.any(Number),
        kind: 'invoice',
        number: null,
        status: 'failed',
        issued_at: null,
        url: null,
        last_error: expect.stringContaining('Hibás adószám'),
      },
    ]);
    // The buyer sees it failed too, but never the provider's message.
    const [mine] = (await detailOf(buyer, `/api/v1/orders/${order.id}`)).data.invoices;
    expect(mine).toMatchObject({ status: 'failed', url: null });
    expect(mine).not.toHaveProperty('last_error');

    const other = await paidOrder(buyer);
    await issueDueInvoices(db, invoicingOf(t.options), logger);
    const [issued] = (await detailOf(shopStaff, `/api/admin/v1/orders/${other.id}`)).invoices;
    expect(issued).toMatchObject({ status: 'issued', last_error: null });
    expect(issued.url).toBe(`/api/admin/v1/orders/${other.id}/invoices/${issued.id}`);
    const pdf = await shopStaff.get(issued.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('are none on an order not paid yet', async () => {
    const buyer = await signedIn();
    const product = await createProduct(db, { price: 4_500 });
    await addProduct(buyer, product.id, 1);
    const fields = checkoutFields(ref, { email: `atutalas.${Date.now()}@example.hu`, payment_method_id: 2 });
    const response = await buyer.post('/api/v1/order', form(fields));
    expect(response.status, await response.clone().text()).toBe(201);
    const { id } = (await response.json()).data;
    expect((await detailOf(buyer, `/api/v1/orders/${id}`)).data.invoices).toEqual([]);
    expect((await detailOf(shopStaff, `/api/admin/v1/orders/${id}`)).invoices).toEqual([]);
  });
});

describe("an enrolment's invoices", () => {
  it('show on the learner’s enrolment and in the back office, each with its own download', async () => {
    const training = await createTraining(db, {
      name: { hu: 'Szempilla lifting', en: 'Lash lift' },
      slug: { hu: `szempilla-${Date.now()}`, en: `lash-lift-${Date.now()}` },
      classroomPrice: 49_000,
      dates: [{ capacity: 5 }],
    });
    const [date] = await queryRows<{ id: number }>(
      db,
      sql`select id from training_dates where training_id = ${training.id}`,
    );
    const learner = await signedIn(ACADEMY_HOST);
    await addTrainingDate(learner, date?.id ?? 0, 1, 1);
    const fields = checkoutFields(ref, {
      delivery_method_id: undefined,
      email: `tanulo.szamla.${Date.now()}@example.hu`,
    });
    const placed = await learner.post('/api/v1/academy-subscriptions', {
      ...fields,
      participants: [
        {
          first_name: 'Réka',
          last_name: 'Tóth',
          email: 'reka.toth@example.hu',
          phone_number: '+36 20 111 2222',
          highest_level_of_education_id: levelId,
          birth_place: 'Szeged',
          birth_date: '1994-05-17',
          training_date_id: date?.id,
        },
      ],
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const body = await placed.json();
    await press(t, body.payment_url, 'pay', ACADEMY_HOST);
    const id = body.data.id as number;
    await issueDueInvoices(db, invoicingOf(t.options), logger);

    const [invoice] = (await detailOf(learner, `/api/v1/academy-subscriptions/${id}`)).data.invoices;
    expect(invoice).toMatchObject({ kind: 'invoice', status: 'issued', url: `/api/v1/invoices/${invoice.id}` });
    expect(invoice.number).toEqual(expect.any(String));
    expect((await learner.get(invoice.url)).status).toBe(200);

    const stranger = await signedIn(ACADEMY_HOST);
    expect((await stranger.get(`/api/v1/academy-subscriptions/${id}`)).status).toBe(404);
    expect((await stranger.get(invoice.url)).status).toBe(404);

    const staffView = await detailOf(academyStaff, `/api/admin/v1/enrolments/${id}`);
    expect(staffView.invoices).toEqual([
      { ...invoice, url: `/api/admin/v1/enrolments/${id}/invoices/${invoice.id}`, last_error: null },
    ]);
    const pdf = await academyStaff.get(staffView.invoices[0].url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });
});

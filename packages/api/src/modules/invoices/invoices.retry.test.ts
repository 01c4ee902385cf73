import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { educationLevels } from '../../db/schema';
import {
  ACADEMY_HOST,
  type Agent,
  createAddressReference,
  createTestApp,
  createTraining,
  createUser,
  type TestApp,
} from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff } from '../../testing/admin';
import { addTrainingDate, checkoutFields, press } from '../orders/orders.fixture';
import { paidCardOrder, refusingInvoicing } from './invoices.fixture';
import { invoicingOf } from './invoices.settings';
import { issueDueInvoices } from './invoices.worker';

/*
 * Staff send a failed invoice again once its cause is fixed (decision 0018): a manager's retry
 * makes the refused row pending and the worker issues it; only a failed invoice of that very sale
 * is retried, once however many clicks, and only by a member who manages the sale.
 */

let t: TestApp;
let db: Db;
let ref: Awaited<ReturnType<typeof createAddressReference>>;
let shopManager: Agent;
let academyManager: Agent;
let support: Agent;
let levelId: number;
const logger = pino({ level: 'silent' });

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ref = await createAddressReference(db);
  const [level] = await db.insert(educationLevels).values({ sort: 1 }).returning({ id: educationLevels.id });
  levelId = level?.id ?? 0;
  const admin = createTestAdmin(t);
  shopManager = admin.agent();
  await signInStaff(shopManager, await createStaffMember(t, { role: 'shop_manager' }));
  academyManager = admin.agent();
  await signInStaff(academyManager, await createStaffMember(t, { role: 'academy_manager' }));
  support = admin.agent();
  await signInStaff(support, await createStaffMember(t, { role: 'support' }));
});
afterAll(() => t.dispose());

/** The configured provider, refusing (not retryable) the sales whose numbers are in `refused`. */
const refusing = (refused: ReadonlySet<string>) => refusingInvoicing(t, (draft) => refused.has(draft.orderNumber));
const working = () => invoicingOf(t.options);

/** A guest's card order paid at the simulator: its invoice is queued. */
const paidOrder = () => paidCardOrder(t, ref);

/** A paid order whose invoice the provider refused: the order and its failed invoice's id. */
async function refusedOrder() {
  const order = await paidOrder();
  await issueDueInvoices(db, refusing(new Set([order.order_number])), logger);
  const [invoice] = await invoiceRows('order', order.id);
  expect(invoice).toMatchObject({ status: 'failed', last_error: 'Hibás adószám' });
  return { order, invoiceId: invoice?.id ?? 0 };
}

const invoiceRows = (kind: 'order' | 'academy_subscription', id: number) =>
  queryRows<{ id: number; status: string; attempts: number; last_error: string | null; number: string | null }>(
    db,
    sql`select id, status, attempts, last_error, number from invoices
        where payable_type = ${kind} and payable_id = ${id} order by id`,
  );

const auditOfInvoice = (invoiceId: number) =>
  queryRows<{ action: string; staff_id: number; host_id: number; before: unknown; after: unknown }>(
    db,
    sql`select action, staff_id, host_id, before, after from audit_log
        where entity = 'invoice' and entity_id = ${String(invoiceId)} order by id`,
  );

const retryPath = (area: 'orders' | 'enrolments', id: number, invoiceId: number) =>
  `/api/admin/v1/${area}/${id}/invoices/${invoiceId}/retry`;

describe("retrying an order's refused invoice", () => {
  it('makes it pending for the worker, which then issues it with the cause fixed', async () => {
    const { order, invoiceId } = await refusedOrder();

    const response = await shopManager.post(retryPath('orders', order.id, invoiceId));
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect((await response.json()).data).toEqual([
      {
        id: invoiceId,
        kind: 'invoice',
        number: null,
        status: 'pending',
        issued_at: null,
        url: null,
        last_error: 'Hibás adószám',
      },
    ]);
    // Due now with a fresh count; the refusal stays readable until the invoice is issued.
    expect(await invoiceRows('order', order.id)).toEqual([
      { id: invoiceId, status: 'pending', attempts: 0, last_error: 'Hibás adószám', number: null },
    ]);
    const [entry] = await auditOfInvoice(invoiceId);
    expect(entry).toMatchObject({
      action: 'invoice.retry',
      host_id: 1,
      before: { status: 'failed', last_error: 'Hibás adószám' },
      after: { status: 'pending', kind: 'invoice', sale: { type: 'order', id: order.id } },
    });

    await issueDueInvoices(db, working(), logger);
    const [issued] = await invoiceRows('order', order.id);
    expect(issued).toMatchObject({ status: 'issued', attempts: 1, last_error: null });
    expect(issued?.number).toEqual(expect.any(String));

    const detail = await shopManager.get(`/api/admin/v1/orders/${order.id}`);
    const body = await detail.json();
    const [shown] = body.invoices;
    expect(shown).toMatchObject({ status: 'issued', number: issued?.number, last_error: null });
    // The order's history tells the retry (with who did it) and the invoice it brought.
    const history = body.timeline.map((entry: { kind: string; text: string; actor: string | null }) => [
      entry.kind,
      entry.text,
      entry.actor === null ? null : 'staff member',
    ]);
    expect(history).toContainEqual(['staff', 'Elutasított számla újra elküldve a számlázónak', 'staff member']);
    expect(history).toContainEqual(['invoice', `Számla kiállítva: ${issued?.number}`, null]);
    const pdf = await shopManager.get(shown.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('refuses an invoice that is issued or pending with 409, in the member’s language', async () => {
    const pending = await paidOrder();
    const [queued] = await invoiceRows('order', pending.id);
    const early = await shopManager.post(retryPath('orders', pending.id, queued?.id ?? 0));
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({
      code: 'invoice_not_failed',
      message: 'Csak sikertelen számlát lehet újraküldeni: ezt már kiállították, vagy kiállítása folyamatban van.',
    });

    await issueDueInvoices(db, working(), logger);
    const [issued] = await invoiceRows('order', pending.id);
    expect(issued?.status).toBe('issued');
    const late = await shopManager.post(`${retryPath('orders', pending.id, issued?.id ?? 0)}?locale_id=2`);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({
      code: 'invoice_not_failed',
      message: 'Only a failed invoice can be sent again: this one is already issued or being issued.',
    });
    expect(await invoiceRows('order', pending.id)).toEqual([issued]);
    expect(await auditOfInvoice(issued?.id ?? 0)).toEqual([]);
  });

  it("answers 404 for another sale's invoice or one that does not exist, changing nothing", async () => {
    const { order, invoiceId } = await refusedOrder();
    const other = await paidOrder();

    expect((await shopManager.post(retryPath('orders', other.id, invoiceId))).status).toBe(404);
    // The same id under the enrolments: an order's invoice is no enrolment's.
    expect((await academyManager.post(retryPath('enrolments', order.id, invoiceId))).status).toBe(404);
    const missing = await shopManager.post(retryPath('orders', order.id, invoiceId + 10_000));
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('invoice_not_found');

    expect((await invoiceRows('order', order.id))[0]).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await auditOfInvoice(invoiceId)).toEqual([]);
  });

  it('is refused with 403 to a member who may only read orders, or acts on the other site', async () => {
    const { order, invoiceId } = await refusedOrder();

    const readOnly = await support.post(retryPath('orders', order.id, invoiceId));
    expect(readOnly.status).toBe(403);
    expect((await readOnly.json()).code).toBe('staff_forbidden');
    const otherSite = await academyManager.post(retryPath('orders', order.id, invoiceId));
    expect(otherSite.status).toBe(403);
    // Who may read the order still sees it failed, with the provider's answer.
    const detail = await support.get(`/api/admin/v1/orders/${order.id}`);
    expect((await detail.json()).invoices).toEqual([
      expect.objectContaining({ id: invoiceId, status: 'failed', last_error: 'Hibás adószám' }),
    ]);
    expect((await invoiceRows('order', order.id))[0]).toMatchObject({ status: 'failed' });
    expect(await auditOfInvoice(invoiceId)).toEqual([]);
  });

  it('changes the invoice once when two members retry it at the same time', async () => {
    const { order, invoiceId } = await refusedOrder();
    const owner = createTestAdmin(t).agent();
    await signInStaff(owner, await createStaffMember(t, { role: 'owner' }));

    const answers = await Promise.all([
      shopManager.post(retryPath('orders', order.id, invoiceId)),
      owner.post(retryPath('orders', order.id, invoiceId)),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await auditOfInvoice(invoiceId)).toHaveLength(1);
    expect((await invoiceRows('order', order.id))[0]).toMatchObject({ status: 'pending', attempts: 0 });

    await issueDueInvoices(db, working(), logger);
    const rows = await invoiceRows('order', order.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'issued', attempts: 1 });
  });
});

describe("retrying an enrolment's refused invoice", () => {
  it('works for the academy’s manager under the enrolment, not for the shop’s', async () => {
    const training = await createTraining(db, {
      name: { hu: 'Szemöldök laminálás', en: 'Brow lamination' },
      slug: { hu: `szemoldok-${Date.now()}`, en: `brow-${Date.now()}` },
      classroomPrice: 39_000,
      dates: [{ capacity: 5 }],
    });
    const [date] = await queryRows<{ id: number }>(
      db,
      sql`select id from training_dates where training_id = ${training.id}`,
    );
    const user = await createUser(db);
    const learner = t.agent(ACADEMY_HOST);
    await learner.login(user.email, user.password);
    await addTrainingDate(learner, date?.id ?? 0, 1, 1);
    const fields = checkoutFields(ref, {
      delivery_method_id: undefined,
      email: `tanulo.ujrakuldes.${Date.now()}@example.hu`,
    });
    const placed = await learner.post('/api/v1/academy-subscriptions', {
      ...fields,
      participants: [
        {
          first_name: 'Anna',
          last_name: 'Kiss',
          email: 'anna.kiss@example.hu',
          phone_number: '+36 30 222 3333',
          highest_level_of_education_id: levelId,
          birth_place: 'Pécs',
          birth_date: '1992-03-08',
          training_date_id: date?.id,
        },
      ],
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const body = await placed.json();
    await press(t, body.payment_url, 'pay', ACADEMY_HOST);
    const id = body.data.id as number;
    await issueDueInvoices(db, refusing(new Set([body.data.subscription_id])), logger);
    const [failed] = await invoiceRows('academy_subscription', id);
    expect(failed?.status).toBe('failed');
    const invoiceId = failed?.id ?? 0;

    expect((await shopManager.post(retryPath('enrolments', id, invoiceId))).status).toBe(403);
    expect((await support.post(retryPath('enrolments', id, invoiceId))).status).toBe(403);
    // The enrolment's invoice is no order's, whatever the id.
    expect((await shopManager.post(retryPath('orders', id, invoiceId))).status).toBe(404);

    const retried = await academyManager.post(retryPath('enrolments', id, invoiceId));
    expect(retried.status, await retried.clone().text()).toBe(200);
    expect((await retried.json()).data).toEqual([expect.objectContaining({ id: invoiceId, status: 'pending' })]);
    expect(await auditOfInvoice(invoiceId)).toEqual([
      expect.objectContaining({
        action: 'invoice.retry',
        host_id: 2,
        after: expect.objectContaining({ sale: { type: 'academy_subscription', id } }),
      }),
    ]);

    await issueDueInvoices(db, working(), logger);
    const detail = await academyManager.get(`/api/admin/v1/enrolments/${id}`);
    expect((await detail.json()).invoices).toEqual([
      expect.objectContaining({
        id: invoiceId,
        status: 'issued',
        url: `/api/admin/v1/enrolments/${id}/invoices/${invoiceId}`,
        last_error: null,
      }),
    ]);
  });
});

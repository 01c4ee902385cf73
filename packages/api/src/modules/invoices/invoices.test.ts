import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { createAddressReference, createProduct, createTestApp, createUser, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { addProduct, checkoutFields, form, guest } from '../orders/orders.fixture';
import { paidCardOrder, refusingInvoicing } from './invoices.fixture';
import { invoicingOf } from './invoices.settings';
import { type InvoiceDraft, type InvoiceProvider, InvoiceProviderError } from './invoices.types';
import { type InvoicingOptions, issueDueInvoices } from './invoices.worker';

/*
 * Invoices of paid sales (issue 22): queued with the payment, issued once whatever the number of
 * callbacks or workers, reversed after a refund, delayed and never lost by an outage, and
 * downloadable only by the sale's owner (a guest by its payment key) and staff.
 */

let t: TestApp;
let db: Db;
let manager: Agent;
let admin: TestAdmin;
let ref: Awaited<ReturnType<typeof createAddressReference>>;
const logger = pino({ level: 'silent' });

/** The configured provider, counting what it is asked to issue. */
function counted(base: InvoicingOptions, failures: { left: number } = { left: 0 }) {
  const issued: InvoiceDraft[] = [];
  const provider: InvoiceProvider = {
    name: base.provider.name,
    async issue(draft, tx) {
      if (failures.left > 0) {
        failures.left -= 1;
        throw new InvoiceProviderError('Számlázz.hu is down', true);
      }
      issued.push(draft);
      return base.provider.issue(draft, tx);
    },
    find: (draft) => base.provider.find(draft),
  };
  return { issued, invoicing: { ...base, provider } };
}

/** A guest's card order of two pieces at 12 700 Ft (taxed at `vatRate`), paid at the simulator. */
const placeCardOrder = (fields: Record<string, string | number> = {}, vatRate = 27) =>
  paidCardOrder(t, ref, { price: 12_700, count: 2, vatRate, fields });

const invoiceRows = (orderId: number) =>
  queryRows<{ id: number; kind: string; status: string; number: string | null; attempts: number }>(
    db,
    sql`select id, kind, status, number, attempts from invoices
        where payable_type = 'order' and payable_id = ${orderId} order by id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ref = await createAddressReference(db);
  admin = createTestAdmin(t);
  manager = admin.agent();
  await signInStaff(manager, await createStaffMember(t, { role: 'shop_manager' }));
});
afterAll(() => t.dispose());

describe('a card order paid', () => {
  it('is invoiced once however many callbacks arrive and however many workers run', async () => {
    const order = await placeCardOrder();
    const callbacks = await Promise.all(
      [1, 2, 3].map(() =>
        t.request('/api/v1/barion-payment/callback', {
          method: 'POST',
          body: new URLSearchParams({ paymentId: order.paymentId ?? '' }),
        }),
      ),
    );
    expect(callbacks.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(await invoiceRows(order.id)).toMatchObject([{ kind: 'invoice', status: 'pending', number: null }]);

    const { issued, invoicing } = counted(invoicingOf(t.options));
    await Promise.all([issueDueInvoices(db, invoicing, logger), issueDueInvoices(db, invoicing, logger)]);
    const rows = await invoiceRows(order.id);
    expect(rows).toMatchObject([
      { kind: 'invoice', status: 'issued', number: expect.stringMatching(/^VAGSZ-\d{4}-\d{6}$/) },
    ]);
    expect(issued.filter((draft) => draft.orderNumber === order.order_number)).toHaveLength(1);
    const [draft] = issued;
    expect(draft).toMatchObject({ kind: 'invoice', paid: true, paymentMethod: 'card' });
    expect(draft?.totals.gross).toBe(order.historic_total_gross);
    expect(draft?.lines[0]).toMatchObject({ quantity: 2, vatRate: 27, gross: 25_400, net: 20_000, vat: 5_400 });
  });

  it('is downloaded by its guest with the payment key and by staff; anyone else gets 404', async () => {
    const order = await placeCardOrder();
    await issueDueInvoices(db, invoicingOf(t.options), logger);
    const [invoice] = await invoiceRows(order.id);
    const path = `/api/v1/invoices/${invoice?.id}`;

    const owner = await t.request(`${path}?payment_key=${order.payment_key}`);
    expect(owner.status).toBe(200);
    expect(owner.headers.get('content-type')).toBe('application/pdf');
    expect(owner.headers.get('cache-control')).toBe('private, no-store');
    expect(owner.headers.get('content-disposition')).toContain(`${invoice?.number}.pdf`);
    expect(
      Buffer.from(await owner.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    expect((await t.request(path)).status).toBe(404);
    expect((await t.request(`${path}?payment_key=${'x'.repeat(43)}`)).status).toBe(404);
    const stranger = await placeCardOrder();
    expect((await t.request(`${path}?payment_key=${stranger.payment_key}`)).status).toBe(404);
    expect((await t.request('/api/v1/invoices/999999?payment_key=x')).status).toBe(404);

    const staff = await manager.get(`/api/admin/v1/orders/${order.id}/invoices/${invoice?.id}`);
    expect(staff.status).toBe(200);
    expect(staff.headers.get('content-type')).toBe('application/pdf');
    expect((await manager.get(`/api/admin/v1/orders/${stranger.id}/invoices/${invoice?.id}`)).status).toBe(404);
    expect((await admin.agent().get(`/api/admin/v1/orders/${order.id}/invoices/${invoice?.id}`)).status).toBe(401);
  });

  it('answers 409 while the invoice is still being issued', async () => {
    const order = await placeCardOrder();
    const [invoice] = await invoiceRows(order.id);
    const early = await t.request(`/api/v1/invoices/${invoice?.id}?payment_key=${order.payment_key}`);
    expect(early.status).toBe(409);
    expect((await early.json()).code).toBe('invoice_pending');
    await issueDueInvoices(db, invoicingOf(t.options), logger);
  });
});

describe('the VAT of a line', () => {
  it("is its product's rate, kept on the order and printed on the invoice", async () => {
    const order = await placeCardOrder({}, 5);
    const [item] = await queryRows<{ item_vat_rate_historic: number; item_vat_historic: number }>(
      db,
      sql`select item_vat_rate_historic, item_vat_historic from order_items where order_id = ${order.id}`,
    );
    // 25 400 gross at 5 %: 24 190 net, 1 210 VAT.
    expect(item).toEqual({ item_vat_rate_historic: 5, item_vat_historic: 1_210 });
    const { issued, invoicing } = counted(invoicingOf(t.options));
    await issueDueInvoices(db, invoicing, logger);
    const draft = issued.find((each) => each.orderNumber === order.order_number);
    expect(draft?.lines[0]).toMatchObject({ vatRate: 5, net: 24_190, vat: 1_210, gross: 25_400 });
    // The delivery and payment fees stay at the standard rate.
    expect(draft?.lines.slice(1).every((line) => line.vatRate === 27)).toBe(true);
  });
});

describe('a provider outage', () => {
  it('delays the invoice and never loses it: retried after the backoff, issued once', async () => {
    const order = await placeCardOrder();
    const failures = { left: 1 };
    const { issued, invoicing } = counted(invoicingOf(t.options), failures);
    await issueDueInvoices(db, invoicing, logger);
    const [waiting] = await invoiceRows(order.id);
    expect(waiting).toMatchObject({ status: 'pending', number: null, attempts: 1 });
    const [{ last_error } = { last_error: '' }] = await queryRows<{ last_error: string }>(
      db,
      sql`select last_error from invoices where id = ${waiting?.id}`,
    );
    expect(last_error).toContain('down');

    // Not before its time…
    await issueDueInvoices(db, invoicing, logger);
    expect((await invoiceRows(order.id))[0]?.status).toBe('pending');
    // …and once it is due.
    await db.execute(sql`update invoices set next_attempt_at = now() where id = ${waiting?.id}`);
    await issueDueInvoices(db, invoicing, logger);
    expect((await invoiceRows(order.id))[0]).toMatchObject({ status: 'issued', attempts: 2 });
    expect(issued.filter((draft) => draft.orderNumber === order.order_number)).toHaveLength(1);
  });

  it('marks a refused invoice failed for staff instead of retrying it forever', async () => {
    const order = await placeCardOrder();
    const refusing = refusingInvoicing(t, () => true);
    await issueDueInvoices(db, refusing, logger);
    expect((await invoiceRows(order.id))[0]).toMatchObject({ status: 'failed', number: null });
  });
});

describe('a refund', () => {
  it('issues the reversing invoice after the original, once', async () => {
    const order = await placeCardOrder({ billing_company_name: 'Vevő Kft.', billing_tax_number: '12345676-2-42' });
    const { issued, invoicing } = counted(invoicingOf(t.options));
    await issueDueInvoices(db, invoicing, logger);
    const cancelled = await manager.post(`/api/admin/v1/orders/${order.id}/events`, {
      event: 'cancel',
      reason: 'A termék elfogyott',
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    await issueDueInvoices(db, invoicing, logger);
    const rows = await invoiceRows(order.id);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['invoice', 'issued'],
      ['reversal', 'issued'],
    ]);
    const mine = issued.filter((draft) => draft.orderNumber === order.order_number);
    expect(mine.map((draft) => draft.kind)).toEqual(['invoice', 'reversal']);
    expect(mine[1]?.original).toBe(rows[0]?.number);
    expect(rows[1]?.number).not.toBe(rows[0]?.number);
  });
});

describe('a return in parts', () => {
  it('issues a correction of each part, the last included, never a reversal; per rate all comes to zero', async () => {
    const order = await paidCardOrder(t, ref, {
      price: 12_700,
      count: 2,
      more: [{ price: 4_200, count: 1, vatRate: 5 }],
    });
    const { issued, invoicing } = counted(invoicingOf(t.options));
    await issueDueInvoices(db, invoicing, logger);
    for (const event of [{ event: 'pack' }, { event: 'ship', parcel_number: '12345678901' }, { event: 'deliver' }]) {
      const stepped = await manager.post(`/api/admin/v1/orders/${order.id}/events`, event);
      expect(stepped.status, await stepped.clone().text()).toBe(200);
    }
    const returned = (refund: number, reason: string) =>
      manager.post(`/api/admin/v1/orders/${order.id}/events`, { event: 'return', refund, reason });
    expect((await returned(5_000, 'Az arckrém sérülten érkezett')).status).toBe(200);
    // Two workers at once issue the correction once.
    await Promise.all([issueDueInvoices(db, invoicing, logger), issueDueInvoices(db, invoicing, logger)]);
    expect((await returned(order.historic_total_gross - 5_000, 'A többit is visszaküldte')).status).toBe(200);
    await issueDueInvoices(db, invoicing, logger);

    const rows = await invoiceRows(order.id);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([
      ['invoice', 'issued'],
      ['correction', 'issued'],
      ['correction', 'issued'],
    ]);
    expect(new Set(rows.map((row) => row.number)).size).toBe(3);
    const mine = issued.filter((draft) => draft.orderNumber === order.order_number);
    expect(mine.map((draft) => [draft.kind, draft.original, draft.totals.gross])).toEqual([
      ['invoice', null, order.historic_total_gross],
      ['correction', rows[0]?.number, -5_000],
      ['correction', rows[0]?.number, -(order.historic_total_gross - 5_000)],
    ]);
    expect(mine[1]?.comment).toContain('Az arckrém sérülten érkezett');
    const perRate = new Map<number, number>();
    for (const line of mine.flatMap((draft) => draft.lines)) {
      perRate.set(line.vatRate, (perRate.get(line.vatRate) ?? 0) + line.gross);
    }
    expect(Object.fromEntries(perRate)).toEqual({ 27: 0, 5: 0 });

    // Each correction is the buyer's to download, like the invoice.
    const correction = await t.request(`/api/v1/invoices/${rows[1]?.id}?payment_key=${order.payment_key}`);
    expect(correction.status).toBe(200);
    expect(correction.headers.get('content-type')).toBe('application/pdf');
  });
});

describe('the paid mail', () => {
  it('links the invoice, which its reader downloads once issued', async () => {
    const order = await placeCardOrder();
    const [mail] = await queryRows<{ text_body: string }>(
      db,
      sql`select text_body from mail_outbox where ref_type = 'order' and ref_id = ${order.id} and kind = 'payment_result'`,
    );
    const link = mail?.text_body.match(/https?:\/\/\S+\/api\/v1\/invoices\/\d+\?payment_key=[\w-]+/)?.[0];
    expect(link).toBeDefined();
    await issueDueInvoices(db, invoicingOf(t.options), logger);
    const url = new URL(link ?? '');
    const pdf = await t.request(`${url.pathname}${url.search}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
  });

  it('is the confirmation when nothing was left to pay at placing: it links the invoice', async () => {
    const professional = await createUser(db, { roles: ['customer', 'professional'], balances: { global: 30_000 } });
    const agent = t.agent();
    await agent.login(professional.email, professional.password);
    await addProduct(agent, (await createProduct(db, { price: 9_000 })).id);
    const fields = checkoutFields(ref, { email: professional.email, using_global_credit: 1 });
    const placed = await agent.post('/api/v1/order', form(fields));
    expect(placed.status, await placed.clone().text()).toBe(201);
    const order = (await placed.json()).data;
    expect(order.historic_total_gross).toBe(0);
    const [invoice] = await invoiceRows(order.id);
    expect(invoice).toMatchObject({ kind: 'invoice', status: 'pending' });
    const [mail] = await queryRows<{ text_body: string }>(
      db,
      sql`select text_body from mail_outbox where ref_type = 'order' and ref_id = ${order.id} and kind = 'order_confirmation'`,
    );
    expect(mail?.text_body).toContain(`/api/v1/invoices/${invoice?.id}?payment_key=`);
  });

  it('of a bank transfer recorded by staff links the invoice too', async () => {
    const product = await createProduct(db, { price: 8_000 });
    const agent = await guest(t);
    await addProduct(agent, product.id, 1);
    const email = `atutalas.${Date.now()}@example.hu`;
    const placed = await agent.post('/api/v1/order', form(checkoutFields(ref, { email, payment_method_id: 2 })));
    expect(placed.status, await placed.clone().text()).toBe(201);
    const order = (await placed.json()).data;
    const recorded = await manager.post(`/api/admin/v1/orders/${order.id}/events`, {
      event: 'record_transfer',
      amount: order.historic_total_gross,
      booked_on: '2026-11-27',
    });
    expect(recorded.status, await recorded.clone().text()).toBe(200);
    const [invoice] = await invoiceRows(order.id);
    const [mail] = await queryRows<{ text_body: string }>(
      db,
      sql`select text_body from mail_outbox where ref_type = 'order' and ref_id = ${order.id} and kind = 'payment_result'`,
    );
    expect(mail?.text_body).toContain(`/api/v1/invoices/${invoice?.id}?payment_key=`);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/client';
import { coupons } from '../../db/schema';
import { runHousekeeping } from '../../lib/housekeeping';
import {
  createAddressReference,
  createProduct,
  createTestApp,
  createUser,
  outboxFor,
  SHOP_HOST,
  type TestApp,
  testDriver,
} from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { addProduct, checkoutFields, form, guest, press } from './orders.fixture';

/*
 * The order lifecycle carried out (issue 20, decision 14): each step through the back office's
 * API with its effects (payments recorded or refunded through the provider, coupons and balances
 * given back, the buyer's mails, the audit log), its refusals, who may take it, and two members
 * taking the same step at once.
 */

let t: TestApp;
let db: Db;
let admin: TestAdmin;
let manager: Agent;
let managerName: string;
let ref: Awaited<ReturnType<typeof createAddressReference>>;

interface Placed {
  id: number;
  order_number: string;
  payment_key: string;
  historic_total_gross: number;
}

let sequence = 0;
async function placeOrder(
  extra: Record<string, string | number> = {},
  options: { decision?: 'pay' | 'cancel'; agent?: Agent; price?: number } = {},
): Promise<Placed> {
  sequence += 1;
  const product = await createProduct(db, { price: options.price ?? 10_000 });
  const agent = options.agent ?? (await guest(t));
  await addProduct(agent, product.id, 1);
  const email = extra.email ?? `vevo.${sequence}.${Date.now()}@example.hu`;
  const response = await agent.post('/api/v1/order', form(checkoutFields(ref, { email, ...extra })));
  expect(response.status, await response.clone().text()).toBe(201);
  const body = await response.json();
  if (options.decision) await press(t, body.payment_url, options.decision, SHOP_HOST);
  return { ...body.data, payment_key: body.data.payment_key ?? body.payment_key };
}

const step = (agent: Agent, id: number, body: Record<string, unknown>) =>
  agent.post(`/api/admin/v1/orders/${id}/events`, body);

async function stepOk(id: number, body: Record<string, unknown>) {
  const response = await step(manager, id, body);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

const orderRow = async (id: number) =>
  (
    await queryRows<{
      fulfilment_status: string;
      payment_status_id: number;
      refunded_amount: number;
      parcel_number: string | null;
      handed_over_at: Date | null;
    }>(
      db,
      sql`select fulfilment_status, payment_status_id, refunded_amount, parcel_number, handed_over_at
        from orders where id = ${id}`,
    )
  )[0];

const mailKinds = async (id: number) =>
  (
    await queryRows<{ kind: string }>(
      db,
      sql`select kind from mail_outbox where ref_type = 'order' and ref_id = ${id} order by id`,
    )
  ).map((row) => row.kind);

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ref = await createAddressReference(db);
  admin = createTestAdmin(t);
  manager = admin.agent();
  const member = await createStaffMember(t, { role: 'shop_manager' });
  managerName = member.name;
  await signInStaff(manager, member);
});
afterAll(() => t.dispose());

describe('a bank transfer recorded by staff', () => {
  it('marks the order paid, keeps the amount, day and reference, mails the buyer and writes the audit log', async () => {
    const order = await placeOrder({ payment_method_id: 2 });
    expect((await (await manager.get(`/api/admin/v1/orders/${order.id}`)).json()).events).toEqual([
      'record_transfer',
      'cancel',
    ]);
    const body = await stepOk(order.id, {
      event: 'record_transfer',
      amount: order.historic_total_gross,
      booked_on: '2026-11-26',
      reference: 'KÖZLEMÉNY 123',
    });
    expect(body.data.paymentStatus.id).toBe(3);
    expect(body.recorded_payments).toEqual([
      expect.objectContaining({
        kind: 'transfer_received',
        channel: 'bank_transfer',
        amount: order.historic_total_gross,
        differs: false,
        booked_on: '2026-11-26',
        reference: 'KÖZLEMÉNY 123',
        staff_name: managerName,
      }),
    ]);
    expect(body.events).toEqual(['pack', 'cancel']);
    expect(body.timeline.map((entry: { kind: string }) => entry.kind)).toEqual(
      expect.arrayContaining(['placed', 'recorded_payment', 'mail']),
    );
    expect(await mailKinds(order.id)).toEqual(['order_confirmation', 'payment_result']);
    expect(body.mails.at(-1)).toMatchObject({ kind: 'payment_result', status: 'pending' });

    // The buyer's own page (the payment key is the guest's credential) shows it paid.
    const own = await t.request(`/api/v1/order-from-payment-key/?payment_key=${order.payment_key}`, {
      host: SHOP_HOST,
    });
    expect((await own.json()).data.paymentStatus.id).toBe(3);

    const [audit] = await queryRows<{ action: string; before: unknown; after: { input: unknown } }>(
      db,
      sql`select action, before, after from audit_log where entity = 'order' and entity_id = ${String(order.id)}`,
    );
    expect(audit).toMatchObject({
      action: 'order.record_transfer',
      before: { fulfilment_status: 'received', payment_status_id: 1 },
      after: { payment_status_id: 3, input: { event: 'record_transfer', reference: 'KÖZLEMÉNY 123' } },
    });
  });

  it('records a different amount and flags it rather than refusing it', async () => {
    const order = await placeOrder({ payment_method_id: 2 });
    const body = await stepOk(order.id, { event: 'record_transfer', amount: order.historic_total_gross - 1_000 });
    expect(body.recorded_payments[0]).toMatchObject({ differs: true, expected_amount: order.historic_total_gross });
  });

  it('takes the screen’s form post, an empty booking day meaning today', async () => {
    const order = await placeOrder({ payment_method_id: 2 });
    const response = await manager.post(
      `/api/admin/v1/orders/${order.id}/events`,
      form({ event: 'record_transfer', amount: order.historic_total_gross, booked_on: '', reference: '' }),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const entry = (await response.json()).recorded_payments[0];
    expect(entry).toMatchObject({ reference: null, booked_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
  });

  it('is refused for a card order, without an amount, and once paid', async () => {
    const card = await placeOrder({ payment_method_id: 1 });
    const wrong = await step(manager, card.id, { event: 'record_transfer', amount: 100 });
    expect(wrong.status).toBe(409);
    expect((await wrong.json()).code).toBe('order_not_transfer');

    const transfer = await placeOrder({ payment_method_id: 2 });
    const missing = await step(manager, transfer.id, { event: 'record_transfer' });
    expect(missing.status).toBe(422);
    expect((await missing.json()).errors).toEqual({ amount: ['Adja meg a beérkezett összeget forintban.'] });

    await stepOk(transfer.id, { event: 'record_transfer', amount: transfer.historic_total_gross });
    const again = await step(manager, transfer.id, { event: 'record_transfer', amount: 1 });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('order_already_paid');
    expect(await mailKinds(transfer.id)).toEqual(['order_confirmation', 'payment_result']);
  });
});

describe('packing, shipping, delivery and a withdrawal', () => {
  it('ships with the GLS number, mails the tracking link, and refunds a return in parts through the provider', async () => {
    const order = await placeOrder({ payment_method_id: 1 }, { decision: 'pay' });
    expect((await orderRow(order.id))?.payment_status_id).toBe(3);

    const early = await step(manager, order.id, { event: 'ship', parcel_number: '12345678901' });
    expect(early.status).toBe(409);
    expect((await early.json()).code).toBe('order_status_forbids');

    await stepOk(order.id, { event: 'pack' });
    const noNumber = await step(manager, order.id, { event: 'ship', parcel_number: '12-34' });
    expect(noNumber.status).toBe(422);
    expect(Object.keys((await noNumber.json()).errors)).toEqual(['parcel_number']);
    const shipped = await stepOk(order.id, { event: 'ship', parcel_number: '12345678901' });
    expect(shipped.fulfilment).toMatchObject({
      status: { id: 'shipped' },
      parcel_number: '12345678901',
      tracking_url: 'https://gls-group.com/HU/hu/csomagkovetes?match=12345678901',
    });
    const [shippedMail] = (await outboxFor(db, (await orderEmail(order.id)) ?? '')).filter(
      (mail) => mail.kind === 'order_shipped',
    );
    expect(shippedMail?.textBody).toContain('https://gls-group.com/HU/hu/csomagkovetes?match=12345678901');

    const delivered = await stepOk(order.id, { event: 'deliver' });
    expect(delivered.fulfilment.handed_over_at).not.toBeNull();
    expect(delivered.events).toEqual(['return']);

    const tooMuch = await step(manager, order.id, {
      event: 'return',
      refund: order.historic_total_gross + 1,
      reason: 'Nem tetszett',
    });
    expect(tooMuch.status).toBe(422);
    const noReason = await step(manager, order.id, { event: 'return', refund: 1_000 });
    expect(Object.keys((await noReason.json()).errors)).toEqual(['reason']);

    const part = await stepOk(order.id, { event: 'return', refund: 4_000, reason: 'Egy termék sérült' });
    expect(part.fulfilment).toMatchObject({ status: { id: 'delivered' }, refunded_amount: 4_000 });
    expect(part.data.paymentStatus.id).toBe(3);
    const rest = order.historic_total_gross - 4_000;
    const whole = await stepOk(order.id, { event: 'return', refund: rest, reason: 'A többit is visszaküldte' });
    expect(whole.fulfilment).toMatchObject({ status: { id: 'returned' }, refunded_amount: order.historic_total_gross });
    expect(whole.data.paymentStatus.id).toBe(4);
    expect(whole.recorded_payments.map((entry: { kind: string; channel: string; amount: number }) => entry)).toEqual([
      expect.objectContaining({ kind: 'refund', channel: 'card', amount: 4_000 }),
      expect.objectContaining({ kind: 'refund', channel: 'card', amount: rest }),
    ]);
    // The simulator (the provider) gave back exactly what the book says.
    const [simulated] = await queryRows<{ refunded_amount: number; status: string }>(
      db,
      sql`select s.refunded_amount, s.status from simulator_payments s
        join payments p on p.provider_payment_id = s.id where p.payable_type = 'order' and p.payable_id = ${order.id}`,
    );
    expect(simulated).toEqual({ refunded_amount: order.historic_total_gross, status: 'Refunded' });
    expect(await mailKinds(order.id)).toEqual([
      'order_confirmation',
      'payment_result',
      'order_shipped',
      'order_refunded',
      'order_refunded',
    ]);
    const texts = whole.timeline.map((entry: { text: string }) => entry.text);
    expect(texts).toEqual(expect.arrayContaining(['Feladva, csomagszám: 12345678901', 'Elállás: Egy termék sérült']));
  });

  it('refuses a withdrawal after the 14 days', async () => {
    const order = await placeOrder({ payment_method_id: 1 }, { decision: 'pay' });
    await stepOk(order.id, { event: 'pack' });
    await stepOk(order.id, { event: 'ship', parcel_number: '98765432' });
    await stepOk(order.id, { event: 'deliver' });
    await db.execute(sql`update orders set handed_over_at = now() - interval '15 days' where id = ${order.id}`);
    const late = await step(manager, order.id, { event: 'return', refund: 1_000, reason: 'Késve jelezte' });
    expect(late.status).toBe(409);
    expect((await late.json()).code).toBe('order_withdrawal_period_over');
  });

  it('takes cash on delivery and at pick-up when the goods are handed over', async () => {
    const cod = await placeOrder({ payment_method_id: 3 });
    await stepOk(cod.id, { event: 'pack' });
    await stepOk(cod.id, { event: 'ship', parcel_number: '11112222333' });
    const delivered = await stepOk(cod.id, { event: 'deliver' });
    expect(delivered.data.paymentStatus.id).toBe(3);
    expect(delivered.recorded_payments).toEqual([
      expect.objectContaining({ kind: 'cash_received', channel: 'cash', amount: cod.historic_total_gross }),
    ]);

    const pickup = await placeOrder({ payment_method_id: 4, delivery_method_id: 2 });
    await stepOk(pickup.id, { event: 'pack' });
    const shipped = await step(manager, pickup.id, { event: 'ship', parcel_number: '11112222333' });
    expect((await shipped.json()).code).toBe('order_pickup_not_shipped');
    const handed = await stepOk(pickup.id, { event: 'hand_over' });
    expect(handed).toMatchObject({ fulfilment: { status: { id: 'picked_up' } }, data: { paymentStatus: { id: 3 } } });
  });
});

async function orderEmail(id: number) {
  return (await queryRows<{ email: string }>(db, sql`select email from orders where id = ${id}`))[0]?.email;
}

describe('a cancellation before the goods leave', () => {
  it('refunds a paid card order through the provider, releases the coupon, returns the balance and mails the buyer', async () => {
    const user = await createUser(db, { roles: ['beautician'], balances: { marketing: 3_000 } });
    const agent = t.agent();
    await agent.login(user.email, user.password);
    const [coupon] = await db
      .insert(coupons)
      .values({ code: `LEMOND${Date.now()}`, kind: 'fixed', value: 1_000, usageLimit: 1 })
      .returning();
    await addProduct(agent, (await createProduct(db, { price: 12_000 })).id);
    await agent.post('/api/v1/user-cart/add-coupon', form({ coupon_code: coupon?.code ?? '', email: user.email }));
    const placed = await agent.post(
      '/api/v1/order',
      form(checkoutFields(ref, { email: user.email, payment_method_id: 1, using_marketing_credit: 1 })),
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    const order = (await placed.json()) as { data: Placed; payment_url: string };
    await press(t, order.payment_url, 'pay', SHOP_HOST);
    const balance = async () =>
      (
        await queryRows<{ current: number }>(
          db,
          sql`select current from user_balances where user_id = ${user.id} and kind = 'marketing'`,
        )
      )[0]?.current;
    expect(await balance()).toBe(0);

    const noReason = await step(manager, order.data.id, { event: 'cancel', reason: ' ' });
    expect(noReason.status).toBe(422);
    const body = await stepOk(order.data.id, { event: 'cancel', reason: 'A termék elfogyott' });
    expect(body.fulfilment).toMatchObject({
      status: { id: 'cancelled' },
      cancel_reason: 'A termék elfogyott',
      refunded_amount: order.data.historic_total_gross,
    });
    expect(body.data.paymentStatus.id).toBe(4);
    expect(body.events).toEqual([]);
    expect(await balance()).toBe(3_000);
    const [use] = await queryRows<{ used: number }>(
      db,
      sql`select used_count as used from coupons where id = ${coupon?.id}`,
    );
    expect(use?.used).toBe(0);
    const [ledger] = await queryRows<{ reason_code: string; reason_reference: string }>(
      db,
      sql`select reason_code, reason_reference from balance_transactions
        where user_id = ${user.id} and amount > 0 order by id desc limit 1`,
    );
    expect(ledger).toEqual({
      reason_code: 'order_cancelled_by_staff_balance_reason',
      reason_reference: order.data.order_number,
    });
    const [mail] = (await outboxFor(db, user.email)).filter((row) => row.kind === 'order_cancelled');
    expect(mail?.textBody).toContain('A termék elfogyott');
    const [attempt] = await queryRows<{ status_id: number; refunded_amount: number }>(
      db,
      sql`select status_id, refunded_amount from payments where payable_type = 'order' and payable_id = ${order.data.id}`,
    );
    expect(attempt).toEqual({ status_id: 4, refunded_amount: order.data.historic_total_gross });
  });

  it('cancels an unpaid transfer order without a refund, and nothing after it leaves', async () => {
    const order = await placeOrder({ payment_method_id: 2 });
    const body = await stepOk(order.id, { event: 'cancel', reason: 'A vevő kérte' });
    expect(body.data.paymentStatus.id).toBe(5);
    expect(body.recorded_payments).toEqual([]);

    const shipped = await placeOrder({ payment_method_id: 3 });
    await stepOk(shipped.id, { event: 'pack' });
    await stepOk(shipped.id, { event: 'ship', parcel_number: '55556666777' });
    const late = await step(manager, shipped.id, { event: 'cancel', reason: 'Túl késő' });
    expect(late.status).toBe(409);
    expect((await late.json()).code).toBe('order_status_forbids');
  });

  it('leaves a cancelled card order that nothing pays any more: no pay-again page, no pay-again mail', async () => {
    // The buyer gave up at the gateway: by itself a payment that may be started again.
    const order = await placeOrder({ payment_method_id: 1 }, { decision: 'cancel' });
    await stepOk(order.id, { event: 'cancel', reason: 'Elfogyott' });
    const agent = await guest(t);
    const again = await agent.post('/api/v1/order-from-payment-key', form({ payment_key: order.payment_key }));
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('repayment_not_allowed');
    await db.execute(sql`update orders set created_at = now() - interval '1 hour' where id = ${order.id}`);
    await runHousekeeping(db);
    expect(await mailKinds(order.id)).not.toContain('payment_link');
  });

  it('waits while a card payment may still succeed at the gateway', async () => {
    const order = await placeOrder({ payment_method_id: 1 });
    const refused = await step(manager, order.id, { event: 'cancel', reason: 'A vevő kérte' });
    expect(refused.status).toBe(409);
    expect((await orderRow(order.id))?.fulfilment_status).toBe('received');
  });
});

describe('who may take a step', () => {
  it('answers 401 without a staff session and 403 to roles that may not manage shop orders', async () => {
    const order = await placeOrder({ payment_method_id: 2 });
    const body = { event: 'record_transfer', amount: order.historic_total_gross };
    const anonymous = admin.agent();
    await anonymous.get('/api/admin/v1/csrf-cookie');
    expect((await step(anonymous, order.id, body)).status).toBe(401);
    for (const role of ['support', 'editor', 'academy_manager'] as const) {
      const agent = admin.agent();
      await signInStaff(agent, await createStaffMember(t, { role }));
      expect((await step(agent, order.id, body)).status, role).toBe(403);
    }
    expect((await orderRow(order.id))?.payment_status_id).toBe(1);
  });
});

describe('the CSV export', () => {
  it('downloads the filtered list in the member’s language with formula-safe cells', async () => {
    const order = await placeOrder({ payment_method_id: 2, billing_company_name: '=HYPERLINK("x")' });
    const response = await manager.get(
      '/api/admin/v1/orders/export.csv?payment_method_id=2&fulfilment_status=received',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    const [header, ...rows] = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(header?.startsWith('Rendelésszám,Leadva,Név,E-mail')).toBe(true);
    const line = rows.find((row) => row.startsWith(order.order_number));
    expect(line).toContain(`"'=HYPERLINK(""x"")"`);
    expect(line).toContain('Beérkezett');
    // Only what the filter keeps: no card order, no order that moved on.
    expect(rows.every((row) => row.includes('Banki átutalás') || row.includes('Bank transfer'))).toBe(true);
  });
});

describe.runIf(testDriver() === 'pg')('two members taking the same step at once (PostgreSQL)', () => {
  it('records one transfer and one cancellation, however they interleave', async () => {
    const second = admin.agent();
    await signInStaff(second, await createStaffMember(t, { role: 'shop_manager' }));
    const order = await placeOrder({ payment_method_id: 2 });
    const transfer = { event: 'record_transfer', amount: order.historic_total_gross };
    const answers = await Promise.all([step(manager, order.id, transfer), step(second, order.id, transfer)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from recorded_payments where payable_type = 'order' and payable_id = ${order.id}`,
    );
    expect(n).toBe(1);
    expect(await mailKinds(order.id)).toEqual(['order_confirmation', 'payment_result']);

    const paid = await placeOrder({ payment_method_id: 1 }, { decision: 'pay' });
    const cancel = { event: 'cancel', reason: 'Két kolléga egyszerre' };
    const cancels = await Promise.all([step(manager, paid.id, cancel), step(second, paid.id, cancel)]);
    expect(cancels.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await orderRow(paid.id))?.refunded_amount).toBe(paid.historic_total_gross);
    expect((await mailKinds(paid.id)).filter((kind) => kind === 'order_cancelled')).toHaveLength(1);
  });
});

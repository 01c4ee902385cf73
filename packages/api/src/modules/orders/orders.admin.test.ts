import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createAddressReference, createProduct, createTestApp, SHOP_HOST, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { addProduct, checkoutFields, form, guest, press } from './orders.fixture';
import { selectStaffOrders } from './orders.queries';

/*
 * The back office's orders (issue 20): the list's search and filters with server-side pages,
 * one order with its payment attempts, and who may read them (the matrix and the site scope).
 */
let t: TestApp;
let db: Db;
let admin: TestAdmin;
let manager: Agent;
let ref: Awaited<ReturnType<typeof createAddressReference>>;
const placed: { number: string; id: number; email: string }[] = [];

async function placeOrder(extra: Record<string, string | number>, decision: 'pay' | null = null) {
  const product = await createProduct(db, { price: 5_000 });
  const agent = await guest(t);
  await addProduct(agent, product.id, 1);
  const email = String(extra.email);
  const response = await agent.post('/api/v1/order', form(checkoutFields(ref, extra)));
  expect(response.status, await response.clone().text()).toBe(201);
  const body = await response.json();
  if (decision) await press(t, body.payment_url, decision, SHOP_HOST);
  placed.push({ number: body.data.order_number, id: body.data.id, email });
  return body.data;
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ref = await createAddressReference(db);
  admin = createTestAdmin(t);
  manager = admin.agent();
  await signInStaff(manager, await createStaffMember(t, { role: 'shop_manager' }));
  await placeOrder({ email: 'kovacs.anna@example.hu', last_name: 'Kovács', first_name: 'Anna' }, 'pay');
  await placeOrder({ email: 'szabo.bela@example.hu', last_name: 'Szabó', first_name: 'Béla', payment_method_id: 2 });
  await placeOrder({
    email: 'nagy.cili@example.hu',
    last_name: 'Nagy',
    first_name: 'Cili',
    phone_number: '+36 70 555 1234',
    payment_method_id: 2,
  });
});
afterAll(() => t.dispose());

const list = async (agent: Agent, query = '') => {
  const response = await agent.request(`/api/admin/v1/orders${query}`);
  return { status: response.status, body: await response.json() };
};

describe('GET /api/admin/v1/orders', () => {
  it('lists every order newest first, a page at a time', async () => {
    const { status, body } = await list(manager, '?per_page=2');
    expect(status).toBe(200);
    expect(body.meta).toMatchObject({ total: 3, per_page: 2, current_page: 1, last_page: 2 });
    expect(body.data.map((row: { order_number: string }) => row.order_number)).toEqual([
      placed[2]?.number,
      placed[1]?.number,
    ]);
    expect(body.data[0]).toMatchObject({
      email: 'nagy.cili@example.hu',
      name: 'Nagy Cili',
      paymentStatus: { id: 1 },
      paymentMethod: { id: 2 },
      deliveryMethod: { id: 1 },
    });
  });

  it('finds an order by a part of its number, e-mail, name or phone, whatever the case', async () => {
    const numbers = async (q: string) =>
      (await list(manager, `?q=${encodeURIComponent(q)}`)).body.data.map((row: { email: string }) => row.email);
    expect(await numbers(placed[0]?.number.slice(-6) ?? '')).toEqual(['kovacs.anna@example.hu']);
    expect(await numbers('SZABO.BELA@')).toEqual(['szabo.bela@example.hu']);
    expect(await numbers('cili nagy')).toEqual(['nagy.cili@example.hu']);
    expect(await numbers('70 555 12')).toEqual(['nagy.cili@example.hu']);
    // LIKE's wildcards are text here: a % finds nothing rather than everything.
    expect(await numbers('%')).toEqual([]);
  });

  it('filters by payment state, payment method and placing day', async () => {
    const emails = async (query: string) =>
      (await list(manager, query)).body.data.map((row: { email: string }) => row.email).sort();
    expect(await emails('?payment_status_id=3')).toEqual(['kovacs.anna@example.hu']);
    expect(await emails('?payment_method_id=2')).toEqual(['nagy.cili@example.hu', 'szabo.bela@example.hu']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(new Date());
    expect(await emails(`?from=${today}&to=${today}`)).toHaveLength(3);
    expect(await emails('?to=2020-01-01')).toEqual([]);
    expect((await list(manager, '?payment_status_id=9')).status).toBe(422);
  });
});

describe('GET /api/admin/v1/orders/{id}', () => {
  it('shows the order with its totals and every payment attempt with the provider’s answer', async () => {
    const paid = placed[0];
    const response = await manager.request(`/api/admin/v1/orders/${paid?.id}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data).toMatchObject({ order_number: paid?.number, email: paid?.email, paymentStatus: { id: 3 } });
    expect(body.payments).toEqual([
      expect.objectContaining({
        provider: 'simulator',
        amount: body.data.historic_total_gross,
        paymentStatus: { id: 3, name: expect.any(String) },
      }),
    ]);
    expect((await manager.request('/api/admin/v1/orders/999999')).status).toBe(404);
  });
});

describe('who may read orders', () => {
  it('lets support read them, refuses an editor (matrix) and an academy manager (site scope), and a visitor', async () => {
    const support = admin.agent();
    await signInStaff(support, await createStaffMember(t, { role: 'support' }));
    expect((await list(support)).status).toBe(200);
    const editor = admin.agent();
    await signInStaff(editor, await createStaffMember(t, { role: 'editor' }));
    expect((await list(editor)).status).toBe(403);
    const academy = admin.agent();
    await signInStaff(academy, await createStaffMember(t, { role: 'academy_manager' }));
    expect((await list(academy)).status).toBe(403);
    expect((await academy.request(`/api/admin/v1/orders/${placed[0]?.id}`)).status).toBe(403);
    expect((await list(admin.agent())).status).toBe(401);
  });
});

describe('the count of a long list', () => {
  it('stops at its cap and says so, always a page past the one shown', async () => {
    expect(await selectStaffOrders(db, {}, 2, 0, { cap: 3 })).toMatchObject({ total: 3, atLeast: false });
    const capped = await selectStaffOrders(db, {}, 1, 0, { cap: 3 });
    expect(capped).toMatchObject({ total: 3, atLeast: true });
    expect(capped.rows).toHaveLength(1);
    // Far into the list the cap moves along: the next page is always known to exist or not.
    expect(await selectStaffOrders(db, {}, 1, 2, { cap: 1 })).toMatchObject({ total: 3, atLeast: false });
  });
});

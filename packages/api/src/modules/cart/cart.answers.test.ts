import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import {
  type Agent,
  changeProductPrice,
  countQueries,
  createCoupon,
  createProduct,
  createTestApp,
  createUser,
  type TestApp,
} from '../../testing';
import { CartAnswers } from './cart.answers';

/*
 * The shop cart's answers kept per visitor (issue 23): served only while the cart's own rows, the
 * user's balances and the catalogue are as they were priced from. The test app starts no change
 * feed, so a catalogue change written here reaches the answers only when the test says so.
 */

let t: TestApp;
let db: Db;
const answers = new CartAnswers();
beforeAll(async () => {
  t = await createTestApp({ settings: { cartAnswers: answers } });
  db = t.database.db;
});
afterAll(() => t.dispose());
beforeEach(() => answers.dataChanged(undefined));

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));

interface CartBody {
  data: {
    items: { product_id: number; count: number; sum_price: number; product: { name: string } }[];
    cartCoupons: { code: string; discount: number }[];
  };
  meta: { sub_total: number; delivery_method_id: number; available_credits: { global: number | null } };
}

async function cartOf(agent: Agent, query = ''): Promise<CartBody> {
  const response = await agent.get(`/api/v1/user-cart${query}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/json');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return response.json();
}

async function add(agent: Agent, productId: number, path = 'add') {
  expect((await agent.post(`/api/v1/user-cart/${path}`, form({ product_id: productId }))).status).toBe(200);
}

async function guestWith(productId: number): Promise<Agent> {
  const agent = t.agent();
  await agent.csrf();
  await add(agent, productId);
  return agent;
}

describe('kept cart answers', () => {
  it('serves a kept answer until the catalogue changes, then prices the cart afresh', async () => {
    const product = await createProduct(db, { price: 10_000 });
    const agent = await guestWith(product.id);
    expect((await cartOf(agent)).meta.sub_total).toBe(10_000);
    expect(answers.size).toBe(1);

    // Written without a notice: the kept answer is served (which is how the test sees it is kept).
    await changeProductPrice(db, product.id, 8_000, 10_000);
    expect((await cartOf(agent)).meta.sub_total).toBe(10_000);

    answers.dataChanged('products');
    expect(answers.size).toBe(0);
    expect((await cartOf(agent)).meta.sub_total).toBe(8_000);
    // A training date's seats are in no kept answer.
    answers.dataChanged('training_dates');
    expect(answers.size).toBe(1);
  });

  it("shows the shopper's own changes at once, a count that goes back to where it was too", async () => {
    const product = await createProduct(db, { price: 2_000 });
    const other = await createProduct(db, { price: 500 });
    const agent = await guestWith(product.id);
    const counts = async () => (await cartOf(agent)).data.items.map((item) => [item.product_id, item.count]);
    expect(await counts()).toEqual([[product.id, 1]]);
    await add(agent, product.id);
    expect(await counts()).toEqual([[product.id, 2]]);
    await add(agent, product.id, 'decrease');
    expect(await counts()).toEqual([[product.id, 1]]);
    await add(agent, other.id);
    expect(await counts()).toEqual([
      [product.id, 1],
      [other.id, 1],
    ]);
    await add(agent, product.id, 'remove');
    expect(await counts()).toEqual([[other.id, 1]]);
    expect((await cartOf(agent)).meta.sub_total).toBe(500);
  });

  it('shows a balance that changed elsewhere at once', async () => {
    const pro = await createUser(db, { roles: ['customer', 'professional'], balances: { global: 300 } });
    const product = await createProduct(db, { price: 5_000 });
    const agent = t.agent();
    await agent.login(pro.email, pro.password);
    await add(agent, product.id);
    expect((await cartOf(agent)).meta.available_credits.global).toBe(300);
    expect((await cartOf(agent)).meta.available_credits.global).toBe(300);
    await db.execute(sql`update user_balances set current = 1200 where user_id = ${pro.id} and kind = 'global'`);
    expect((await cartOf(agent)).meta.available_credits.global).toBe(1200);
  });

  it('prices a cart with a coupon every time: its state moves with other orders', async () => {
    const product = await createProduct(db, { price: 10_000 });
    const coupon = await createCoupon(db, { kind: 'percentage', value: 10 });
    const agent = await guestWith(product.id);
    expect((await cartOf(agent)).meta.sub_total).toBe(10_000);
    expect(answers.size).toBe(1);
    const added = await agent.post(
      '/api/v1/user-cart/add-coupon',
      form({ coupon_code: coupon.code, email: 'kata@example.com' }),
    );
    expect(added.status).toBe(200);
    expect((await cartOf(agent)).data.cartCoupons[0]?.discount).toBe(1_000);
    await db.execute(sql`update coupons set value = 20 where id = ${coupon.id}`);
    expect((await cartOf(agent)).data.cartCoupons[0]?.discount).toBe(2_000);
    expect(answers.size).toBe(0);
  });

  it("security: interleaved shoppers each get their own cart, never another's kept answer", async () => {
    const products = [await createProduct(db, { price: 1_000 }), await createProduct(db, { price: 3_000 })];
    const agents = [await guestWith(products[0]?.id ?? 0), await guestWith(products[1]?.id ?? 0)];
    const order = [0, 1, 1, 0, 1, 0, 0, 1, 0, 1, 1, 0];
    const bodies = await Promise.all(order.map((index) => cartOf(agents[index] as Agent)));
    expect(bodies.map((body) => body.data.items.map((item) => item.product_id))).toEqual(
      order.map((index) => [products[index]?.id]),
    );
    // Without a session there is nothing to keep or to be given.
    const stranger = await t.request('/api/v1/user-cart');
    expect((await stranger.json()).data.items).toEqual([]);
  });

  it('serves a kept answer in one statement: the stamp is read along the session', async () => {
    const product = await createProduct(db, { price: 6_000 });
    const guest = await guestWith(product.id);
    const customer = await createUser(db, { roles: ['customer', 'professional'], balances: { global: 700 } });
    const member = t.agent();
    await member.login(customer.email, customer.password);
    await add(member, product.id);
    for (const agent of [guest, member]) {
      const first = await cartOf(agent);
      let again: CartBody | undefined;
      expect(await countQueries(t.database, async () => (again = await cartOf(agent)))).toBe(1);
      expect(again).toEqual(first);
    }
    // A change is seen by the same single read, and the answer priced afresh costs more.
    await add(member, product.id);
    expect((await cartOf(member)).data.items[0]?.count).toBe(2);
    await db.execute(sql`update user_balances set current = 900 where user_id = ${customer.id} and kind = 'global'`);
    expect((await cartOf(member)).meta.available_credits.global).toBe(900);
  });

  it('keeps one answer per language and per checkout choice', async () => {
    const product = await createProduct(db, { price: 4_000, name: { hu: 'Arckrém', en: 'Face cream' } });
    const agent = await guestWith(product.id);
    for (let round = 0; round < 2; round += 1) {
      expect((await cartOf(agent, '?locale_id=1')).data.items[0]?.product.name).toBe('Arckrém');
      expect((await cartOf(agent, '?locale_id=2')).data.items[0]?.product.name).toBe('Face cream');
      expect((await cartOf(agent, '?delivery_method_id=1')).meta.delivery_method_id).toBe(1);
    }
    expect(answers.size).toBe(3);
  });
});

describe('CartAnswers', () => {
  const stamp = '[1,[],[],null,0,0]';
  const json = new TextEncoder().encode('{}');

  it('does not keep an answer priced before a change notice arrived', () => {
    const kept = new CartAnswers();
    const generation = kept.generation;
    kept.dataChanged('products');
    kept.set('key', stamp, generation, json);
    expect(kept.get('key', stamp)).toBeUndefined();
    kept.set('key', stamp, kept.generation, json);
    expect(kept.get('key', stamp)).toBe(json);
    expect(kept.get('key', '[2,[],[],null,0,0]')).toBeUndefined();
  });

  it('serves an answer for its freshness only', () => {
    let now = 0;
    const kept = new CartAnswers({ freshMs: 1_000, now: () => now });
    kept.set('key', stamp, kept.generation, json);
    now = 999;
    expect(kept.get('key', stamp)).toBe(json);
    now = 1_000;
    expect(kept.get('key', stamp)).toBeUndefined();
    expect(kept.size).toBe(0);
  });

  it('drops the least recently served answers beyond its size', () => {
    const body = new Uint8Array(100);
    const size = 'a'.length + stamp.length + body.byteLength;
    const kept = new CartAnswers({ maxBytes: size * 2 });
    kept.set('a', stamp, kept.generation, body);
    kept.set('b', stamp, kept.generation, body);
    expect(kept.get('a', stamp)).toBe(body);
    kept.set('c', stamp, kept.generation, body);
    expect([kept.get('a', stamp), kept.get('b', stamp), kept.get('c', stamp)]).toEqual([body, undefined, body]);
  });

  it('keeps nothing once disabled (the change notices stopped)', () => {
    const kept = new CartAnswers();
    kept.set('key', stamp, kept.generation, json);
    kept.disable();
    expect(kept.get('key', stamp)).toBeUndefined();
    kept.set('key', stamp, kept.generation, json);
    expect(kept.size).toBe(0);
  });
});

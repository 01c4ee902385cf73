import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { coupons } from '../../db/schema';
import {
  ACADEMY_HOST,
  type Agent,
  createAddressReference,
  createProduct,
  createTestApp,
  createTraining,
  createUser,
  type TestApp,
  testDriver,
} from '../../testing';
import { addProduct, addTrainingDate, checkoutFields, form, guest } from './orders.fixture';

/*
 * Money and seats under real parallel connections (DESIGN §9): PostgreSQL only, PGlite has one
 * connection and runs everything one after the other.
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

const onPostgres = it.runIf(testDriver() === 'pg');
let sequence = 0;
const fields = (extra: Record<string, string | number | undefined> = {}) =>
  form(checkoutFields(ref, { email: `parhuzamos${++sequence}@example.hu`, payment_method_id: 2, ...extra }));

describe('concurrent checkouts (PostgreSQL)', () => {
  onPostgres('capacity 1, 50 concurrent enrolments: exactly one gets the seat', async () => {
    const training = await createTraining(db, {
      slug: { hu: 'utolso-hely', en: 'last-seat' },
      dates: [{ capacity: 1 }],
    });
    const [date] = await queryRows<{ id: number }>(
      db,
      sql`select id from training_dates where training_id = ${training.id}`,
    );
    const dateId = date?.id ?? 0;
    const agents: Agent[] = [];
    for (let i = 0; i < 50; i += 1) {
      const agent = await guest(t, ACADEMY_HOST);
      await addTrainingDate(agent, dateId);
      // Each cart's hold runs out before the next shopper adds the date, so all fifty reach the
      // checkout with the date in the cart and the race is the placing's (the holds' race is
      // cart.holds.test.ts).
      await db.execute(
        sql`update cart_items set held_until = now() - interval '1 second' where training_date_id = ${dateId}`,
      );
      agents.push(agent);
    }
    const statuses = await Promise.all(
      agents.map(
        async (agent) =>
          (await agent.post('/api/v1/academy-subscriptions', fields({ delivery_method_id: undefined }))).status,
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const [seats] = await queryRows<{ held: number; capacity: number }>(
      db,
      sql`select seats_held as held, capacity from training_dates where id = ${dateId}`,
    );
    expect(seats).toEqual({ held: 1, capacity: 1 });
    const [enrolled] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from academy_subscription_items where training_date_id = ${dateId}`,
    );
    expect(enrolled?.n).toBe(1);
  });

  onPostgres(
    'a balance of B and 20 concurrent orders each spending B: one order spends it, never below 0',
    async () => {
      const user = await createUser(db, { roles: ['beautician'], balances: { marketing: 7_000 } });
      const product = await createProduct(db, { price: 7_000 });
      // One session sending 20 orders at once (frantic clicks, or a script): one cart, one balance.
      const agent = t.agent();
      await agent.login(user.email, user.password);
      await addProduct(agent, product.id);
      const agents = Array.from({ length: 20 }, () => agent);
      const statuses = await Promise.all(
        agents.map(
          async (agent) =>
            (await agent.post('/api/v1/order', fields({ using_marketing_credit: 1, delivery_method_id: 2 }))).status,
        ),
      );
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      const [balance] = await queryRows<{ current: number; ledger: number }>(
        db,
        sql`select b.current, (select sum(amount)::int from balance_transactions where user_id = ${user.id} and kind = 'marketing') as ledger
        from user_balances b where b.user_id = ${user.id} and b.kind = 'marketing'`,
      );
      expect(balance).toEqual({ current: 0, ledger: 0 });
    },
  );

  onPostgres('one cart sent to checkout 10 times at once becomes one order; the others find it emptied', async () => {
    const product = await createProduct(db, { price: 4_000 });
    const agent = await guest(t);
    await addProduct(agent, product.id);
    const responses = await Promise.all(Array.from({ length: 10 }, () => agent.post('/api/v1/order', fields())));
    expect(responses.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(422)]);
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from order_items where product_id = ${product.id}`,
    );
    expect(row?.n).toBe(1);
  });

  onPostgres('20 concurrent adds of one product to one cart all count', async () => {
    const product = await createProduct(db, { price: 1_000 });
    const agent = await guest(t);
    const added = await Promise.all(
      Array.from({ length: 20 }, () => agent.post('/api/v1/user-cart/add', form({ product_id: product.id, count: 1 }))),
    );
    expect(added.map((r) => r.status)).toEqual(Array(20).fill(200));
    const [line] = await queryRows<{ count: number }>(
      db,
      sql`select count from cart_items where product_id = ${product.id}`,
    );
    expect(line?.count).toBe(20);
  });

  onPostgres(
    'a once-only coupon and two orders at the confirmed total: one 201, one 409 with the new cart, nothing placed',
    async () => {
      const [coupon] = await db
        .insert(coupons)
        .values({ code: 'EGYETLEN1', kind: 'fixed', value: 1_000, usageLimit: 1 })
        .returning();
      const product = await createProduct(db, { price: 9_000 });
      const agents: Agent[] = [];
      for (let i = 0; i < 2; i += 1) {
        const agent = await guest(t);
        await addProduct(agent, product.id);
        await agent.post(
          '/api/v1/user-cart/add-coupon',
          form({ coupon_code: 'EGYETLEN1', email: `egyetlen${i}@example.hu` }),
        );
        agents.push(agent);
      }
      const [first] = agents;
      if (!first) throw new Error('no shopper');
      const { meta } = await (await first.get('/api/v1/user-cart?delivery_method_id=1&payment_method_id=2')).json();
      expect(meta.total_with_tax).toBe(9_990);
      const responses = await Promise.all(
        agents.map((agent, i) =>
          agent.post('/api/v1/order', fields({ email: `egyetlen${i}@example.hu`, expected_total: 9_990 })),
        ),
      );
      expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
      const refused = await responses.find((r) => r.status === 409)?.json();
      expect(refused).toMatchObject({ code: 'order_total_changed', expected_total: 9_990, total: 10_990 });
      expect(refused.cart.data.items).toHaveLength(1);
      const [row] = await queryRows<{ orders: number; used: number }>(
        db,
        sql`select (select count(*)::int from order_items where product_id = ${product.id}) as orders, used_count as used
        from coupons where id = ${coupon?.id}`,
      );
      expect(row).toEqual({ orders: 1, used: 1 });
    },
  );

  onPostgres('a coupon with usage limit 1 and 20 concurrent orders: exactly one order is discounted', async () => {
    const [coupon] = await db
      .insert(coupons)
      .values({ code: 'PARHUZAMOS1', kind: 'fixed', value: 1_000, usageLimit: 1 })
      .returning();
    const product = await createProduct(db, { price: 9_000 });
    const agents: Agent[] = [];
    for (let i = 0; i < 20; i += 1) {
      const agent = await guest(t);
      await addProduct(agent, product.id);
      const added = await agent.post(
        '/api/v1/user-cart/add-coupon',
        form({ coupon_code: 'PARHUZAMOS1', email: `kupon${i}@example.hu` }),
      );
      expect(added.status).toBe(200);
      agents.push(agent);
    }
    const responses = await Promise.all(
      agents.map((agent, i) => agent.post('/api/v1/order', fields({ email: `kupon${i}@example.hu` }))),
    );
    const placed = await Promise.all(responses.filter((r) => r.status === 201).map(async (r) => (await r.json()).data));
    expect(placed.filter((order) => order.historic_discount_amount === 1_000)).toHaveLength(1);
    expect(responses.filter((r) => r.status === 409)).toHaveLength(20 - placed.length);
    const [row] = await queryRows<{ used: number; redeemed: number }>(
      db,
      sql`select used_count as used, (select count(*)::int from coupon_redemptions where coupon_id = ${coupon?.id}) as redeemed
        from coupons where id = ${coupon?.id}`,
    );
    expect(row).toEqual({ used: 1, redeemed: 1 });
  });
});

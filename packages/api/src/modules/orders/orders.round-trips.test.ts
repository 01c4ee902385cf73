import type { PGlite, Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import {
  type Agent,
  createAddressReference,
  createCoupon,
  createProduct,
  createTestApp,
  createUser,
  type TestApp,
} from '../../testing';
import { addProduct, checkoutFields, form, guest } from './orders.fixture';

/*
 * Issue 23: the cart screen and placing an order are counted in database round trips, so that a
 * change that adds one fails here. GET /user-cart is the session's read and the cart's one
 * prebuilt statement; the order's transaction is begin, the cart's lock (with the order's id),
 * the cart's read, the order (with its mail), the counted stock, the items (with the emptied
 * cart), the coupon and commit.
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

interface Counted {
  /** Every statement sent while `run` ran. */
  total: number;
  /** Those of its transactions, begin and commit included. */
  inTransaction: number;
}

/** Counts the statements the app sends to the database while `run` runs. */
async function countStatements(run: () => Promise<unknown>): Promise<Counted> {
  const counted: Counted = { total: 0, inTransaction: 0 };
  const database = t.database;
  if (database.driver === 'pg') {
    const client = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const original = client.query;
    let open = false;
    client.query = function (this: unknown, ...args: unknown[]) {
      const first = args[0] as string | { text?: string };
      const text = (typeof first === 'string' ? first : (first.text ?? '')).trim().toLowerCase();
      counted.total += 1;
      if (text === 'begin') open = true;
      if (open) counted.inTransaction += 1;
      if (text === 'commit' || text === 'rollback') open = false;
      return original.apply(this, args);
    };
    try {
      await run();
    } finally {
      client.query = original;
    }
    return counted;
  }
  // PGlite: every statement passes its lock; a transaction's own go through the object it hands out.
  const client = database.client as PGlite & { _runExclusiveQuery: PGlite['_runExclusiveQuery'] };
  const runExclusive = client._runExclusiveQuery;
  const transaction = client.transaction;
  client._runExclusiveQuery = <T>(query: () => Promise<T>) => {
    counted.total += 1;
    return runExclusive.call(client, query) as Promise<T>;
  };
  client.transaction = <T>(callback: (tx: Transaction) => Promise<T>) =>
    transaction.call(client, (tx: Transaction) => {
      counted.inTransaction += 2;
      const query = tx.query;
      const exec = tx.exec;
      tx.query = (...args) => {
        counted.inTransaction += 1;
        return query(...args);
      };
      tx.exec = (...args) => {
        counted.inTransaction += 1;
        return exec(...args);
      };
      return callback(tx);
    }) as Promise<T>;
  try {
    await run();
  } finally {
    client._runExclusiveQuery = runExclusive;
    client.transaction = transaction;
  }
  return counted;
}

async function signedIn(): Promise<Agent> {
  const user = await createUser(db, { roles: ['beautician'], balances: { marketing: 1_000 } });
  const agent = t.agent();
  await agent.login(user.email, user.password);
  return agent;
}

const placeOrder = (agent: Agent, extra: Record<string, string | number> = {}) =>
  agent.post(
    '/api/v1/order',
    form(checkoutFields(ref, { email: 'rendelo@example.hu', payment_method_id: 2, ...extra })),
  );

describe('round trips of the cart and of placing an order', () => {
  it('GET /user-cart: the session and one statement, for a guest and for a user, with lines, a gift, a coupon', async () => {
    const gift = await createProduct(db, { price: 990 });
    await db.execute(sql`insert into gift_rules (host_id, product_id, gift_count, min_subtotal)
      values (1, ${gift.id}, 1, 1000)`);
    const pictured = await createProduct(db, { price: 12_990, pictures: ['/img/test/a.webp', '/img/test/b.webp'] });
    const counted = await createProduct(db, { price: 2_990 });
    await db.execute(sql`update products set stock_quantity = 10 where id = ${counted.id}`);
    const coupon = await createCoupon(db, { perEmailLimit: 1 });
    for (const agent of [await guest(t), await signedIn()]) {
      await addProduct(agent, pictured.id, 2);
      await addProduct(agent, counted.id);
      const added = await agent.post(
        '/api/v1/user-cart/add-coupon',
        form({ coupon_code: coupon.code, email: 'vevo@example.hu' }),
      );
      expect(added.status).toBe(200);
      let body: { data: { items: unknown[]; cartCoupons: unknown[] }; meta: { gifts: unknown[] } } | undefined;
      const read = await countStatements(async () => {
        body = await (await agent.get('/api/v1/user-cart')).json();
      });
      expect(body?.data.items).toHaveLength(2);
      expect(body?.data.cartCoupons).toHaveLength(1);
      expect(body?.meta.gifts).toHaveLength(1);
      expect(read).toEqual({ total: 2, inTransaction: 0 });
    }
  });

  it('a guest with no cart yet (no stored session either): the same statement alone', async () => {
    const agent = await guest(t);
    expect(await countStatements(() => agent.get('/api/v1/user-cart'))).toEqual({ total: 1, inTransaction: 0 });
  });

  it('placing an order: six statements in its transaction, one more for counted stock, one more for a coupon', async () => {
    const product = await createProduct(db, { price: 5_990 });
    const plain = await guest(t);
    await addProduct(plain, product.id, 2);
    let status = 0;
    const placed = await countStatements(async () => {
      status = (await placeOrder(plain)).status;
    });
    expect(status).toBe(201);
    expect(placed.inTransaction).toBe(6);

    const counted = await createProduct(db, { price: 3_990 });
    await db.execute(sql`update products set stock_quantity = 5 where id = ${counted.id}`);
    const coupon = await createCoupon(db);
    const buyer = await guest(t);
    await addProduct(buyer, product.id);
    await addProduct(buyer, counted.id, 2);
    const added = await buyer.post(
      '/api/v1/user-cart/add-coupon',
      form({ coupon_code: coupon.code, email: 'rendelo@example.hu' }),
    );
    expect(added.status).toBe(200);
    const withAll = await countStatements(async () => {
      status = (await placeOrder(buyer)).status;
    });
    expect(status).toBe(201);
    expect(withAll.inTransaction).toBe(8);
    // Outside the transaction: the session, the rate limits, the methods, the address's lists.
    expect(withAll.total - withAll.inTransaction).toBeLessThanOrEqual(5);
    const [left] = await queryRows(db, sql`select stock_quantity from products where id = ${counted.id}`);
    expect(left).toEqual({ stock_quantity: 3 });
  });
});

import { createProduct, createTestDatabase, type TestDatabase } from '@vag/api/testing';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from './app';
import { loadConfig } from './config';
import { testVisitor } from './test-visitor';

/*
 * The server keeps the shop cart's priced answers with the page cache (issue 23) and feeds them
 * the database's change notices: a price changed by any writer reaches a kept cart answer, as it
 * reaches the cached pages.
 */

const SHOP = 'vagheggi.localhost';

let database: TestDatabase;
let app: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'production', PAGE_CACHE: 'true', MAIL_WORKER: 'false', LOG_LEVEL: 'silent' });
  app = createServerApp({ config, database, logger: pino({ level: 'silent' }), web: () => Promise.reject() });
  await app.dataChanges;
});

afterAll(async () => {
  await database?.dispose();
});

describe('kept cart answers in the server', () => {
  it('are kept with the page cache and dropped by a change notice of the catalogue', async () => {
    const product = await createProduct(database.db, { price: 6_000 });
    const { send } = testVisitor(app, SHOP);
    await send('/sanctum/csrf-cookie');
    const added = await send('/api/v1/user-cart/add', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ product_id: product.id }),
    });
    expect(added.status).toBe(200);
    const subTotal = async () =>
      ((await (await send('/api/v1/user-cart?locale_id=1')).json()) as { meta: { sub_total: number } }).meta.sub_total;
    expect(await subTotal()).toBe(6_000);
    expect(app.cartAnswers?.size).toBe(1);
    expect(await subTotal()).toBe(6_000);

    // Another writer (here the test's own connection) changes the price: its notice drops the answer.
    await database.db.execute(sql`update products set price = 4500 where id = ${product.id}`);
    await expect.poll(subTotal).toBe(4_500);
  });
});

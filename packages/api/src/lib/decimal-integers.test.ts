import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { type Agent, createProduct, createTestApp, type TestApp } from '../testing';

/*
 * Numbers arrive as text (form data, query strings, paths) or as JSON; only decimal digits are
 * numbers. `Number()` read "0x10" as 16, "1e3" as 1000, " 12" as 12 and `true` as 1.
 */

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.dispose());

async function guest(): Promise<Agent> {
  const agent = t.agent();
  await agent.csrf();
  return agent;
}

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));
const itemsOf = async (agent: Agent) => (await (await agent.get('/api/v1/user-cart')).json()).data.items;

describe('integers the API reads', () => {
  it('cart add by form: "0x10", "1e3", " 12", "12 " and "" are a 422 on count, and nothing is added', async () => {
    const product = await createProduct(db);
    const agent = await guest();
    for (const count of ['0x10', '1e3', ' 12', '12 ', '']) {
      const response = await agent.post('/api/v1/user-cart/add', form({ product_id: product.id, count }));
      expect(response.status, `count ${JSON.stringify(count)}`).toBe(422);
      expect(Object.keys((await response.json()).errors), `count ${JSON.stringify(count)}`).toEqual(['count']);
    }
    const hex = await agent.post('/api/v1/user-cart/add', form({ product_id: `0x${product.id.toString(16)}` }));
    expect(hex.status).toBe(422);
    expect((await hex.json()).errors.product_id).toHaveLength(1);
    expect(await itemsOf(agent)).toEqual([]);

    expect((await agent.post('/api/v1/user-cart/add', form({ product_id: product.id, count: '16' }))).status).toBe(200);
    expect((await itemsOf(agent)).map((item: { count: number }) => item.count)).toEqual([16]);
  });

  it('cart add by JSON: true and "0x2" are a 422 on count; a JSON number and decimal text are numbers', async () => {
    const product = await createProduct(db);
    const agent = await guest();
    for (const count of [true, '0x2', 2.5]) {
      const response = await agent.post('/api/v1/user-cart/add', { product_id: product.id, count });
      expect(response.status, `count ${JSON.stringify(count)}`).toBe(422);
      expect((await response.json()).errors.count).toHaveLength(1);
    }
    expect((await agent.post('/api/v1/user-cart/add', { product_id: String(product.id), count: 2 })).status).toBe(200);
    expect((await itemsOf(agent)).map((item: { count: number }) => item.count)).toEqual([2]);
  });

  it('query strings and paths: page=0x2, locale_id=1e0 and an id of "1e0" are a 422 on the field', async () => {
    const agent = t.agent();
    const page = await agent.get('/api/v1/products?page=0x2');
    expect(page.status).toBe(422);
    expect((await page.json()).errors.page).toHaveLength(1);
    const locale = await agent.get('/api/v1/products?locale_id=1e0');
    expect(locale.status).toBe(422);
    expect((await locale.json()).errors.locale_id).toHaveLength(1);
    const product = await createProduct(db);
    expect((await agent.get(`/api/v1/products/${product.id}/getRelatedProducts`)).status).toBe(200);
    const related = await agent.get(`/api/v1/products/${product.id}e0/getRelatedProducts`);
    expect(related.status).toBe(422);
    expect((await related.json()).errors.id).toHaveLength(1);
  });
});

describe('one way to read a number', () => {
  it('no schema of the API or the domain coerces with Number() (z.coerce.number): decimalInteger reads them', () => {
    const packages = join(import.meta.dirname, '../../..');
    const offenders = ['api/src', 'domain/src'].flatMap((root) =>
      readdirSync(join(packages, root), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .filter((file) => /z\.coerce\s*\.number/.test(readFileSync(join(packages, root, file), 'utf8')))
        .map((file) => `${root}/${file}`),
    );
    expect(offenders).toEqual([]);
  });
});

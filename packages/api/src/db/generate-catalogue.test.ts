import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing';
import { queryRows } from './client';
import { generateProducts, MAX_PRICE, MIN_PRICE, productSpec } from './generate-catalogue';

const COUNT = 500;

interface SearchBody {
  data: { type: string; id: number; title: string }[];
  counters: { product: number };
}

describe('generateProducts', () => {
  let t: TestApp;
  let ids: number[];
  let demoTotal: number;
  const progress: [number, number][] = [];
  const rows = <T>(query: SQL) => queryRows<T>(t.database.db, query);
  /** `products.id in (<generated>)` */
  const generated = (column = sql`products.id`) =>
    sql`${column} in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`;

  beforeAll(async () => {
    t = await createTestApp({ seed: true });
    const [demo] = await rows<{ n: string | number }>(
      sql`select count(*) as n from products where host_id = 1 and is_active`,
    );
    demoTotal = Number(demo?.n);
    const result = await generateProducts(t.database.db, {
      count: COUNT,
      batchSize: 200,
      onProgress: (done, total) => progress.push([done, total]),
    });
    ids = result.productIds;
  }, 120_000);
  afterAll(() => t?.dispose());

  it('adds the products in batches, reporting progress after each', async () => {
    expect(new Set(ids).size).toBe(COUNT);
    // Two batches are in flight at once: the 100-product batch may finish before a 200-product one.
    expect(progress).toHaveLength(3);
    expect(progress.map(([done]) => done)).toEqual([...progress.map(([done]) => done)].sort((a, b) => a - b));
    expect(progress.at(-1)).toEqual([COUNT, COUNT]);
    expect(progress.every(([, total]) => total === COUNT)).toBe(true);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const [counts] = await rows<Record<string, string | number>>(
      sql`select (select count(*) from products where ${generated()} and host_id = 1) as products,
                 (select count(*) from product_translations where ${generated(sql`product_id`)}) as translations,
                 (select count(distinct product_id) from product_pictures
                   where ${generated(sql`product_id`)} and is_default and url like '/img/demo/products/%-1.webp') as pictured,
                 (select count(*) from product_pictures where ${generated(sql`product_id`)}) as pictures`,
    );
    expect(Number(counts?.products)).toBe(COUNT);
    expect(Number(counts?.translations)).toBe(COUNT * 2);
    expect(Number(counts?.pictured)).toBe(COUNT);
    expect(Number(counts?.pictures)).toBeGreaterThan(COUNT);
    expect(Number(counts?.pictures)).toBeLessThanOrEqual(COUNT * 2);
  });

  it('gives every product a unique slug in each language', async () => {
    const perLocale = await rows<{ locale_id: number; slugs: string | number; names: string | number }>(
      sql`select locale_id, count(distinct slug) as slugs, count(distinct name) as names
          from product_translations where ${generated(sql`product_id`)} group by locale_id order by locale_id`,
    );
    expect(perLocale.map((row) => [row.locale_id, Number(row.slugs), Number(row.names)])).toEqual([
      [1, COUNT, COUNT],
      [2, COUNT, COUNT],
    ]);
  });

  it('names products uniquely beyond one round of word combinations', () => {
    const now = new Date();
    const slugs = new Set<string>();
    for (let n = 0; n < 120_000; n++) for (const slug of productSpec(n, now).slugs) slugs.add(slug);
    expect(slugs.size).toBe(240_000);
  });

  it('links every product to exactly one default sub category of the shop', async () => {
    const links = await rows<{ defaults: string | number; links: string | number; shop: boolean }>(
      sql`select count(*) filter (where l.is_default) as defaults, count(l.sub_category_id) as links,
                 coalesce(bool_and(m.host_id = 1), false) as shop
          from products
          left join product_sub_category_links l on l.product_id = products.id
          left join product_sub_categories s on s.id = l.sub_category_id
          left join product_categories c on c.id = s.category_id
          left join product_main_categories m on m.id = c.main_category_id
          where ${generated()} group by products.id`,
    );
    expect(links).toHaveLength(COUNT);
    expect(links.every((row) => Number(row.defaults) === 1 && row.shop)).toBe(true);
    expect(links.some((row) => Number(row.links) === 2)).toBe(true);
  });

  it('prices in whole forints within range, with promotions, highlights and professionals-only items', async () => {
    const prices = await rows<{
      price: number;
      price_original: number;
      has_promotion: boolean;
      is_highlighted: boolean;
      is_only_for_professionals: boolean;
    }>(
      sql`select price, price_original, has_promotion, is_highlighted, is_only_for_professionals
          from products where ${generated()}`,
    );
    for (const { price, price_original } of prices) {
      expect(Number.isInteger(price) && Number.isInteger(price_original)).toBe(true);
      expect(price).toBeGreaterThanOrEqual(MIN_PRICE);
      expect(price).toBeLessThanOrEqual(price_original);
      expect(price_original).toBeLessThanOrEqual(MAX_PRICE);
    }
    const share = (flag: keyof (typeof prices)[number]) => prices.filter((row) => row[flag]).length / COUNT;
    expect(share('has_promotion')).toBeGreaterThan(0.05);
    expect(share('has_promotion')).toBeLessThan(0.2);
    expect(share('is_highlighted')).toBeGreaterThan(0.02);
    expect(share('is_only_for_professionals')).toBeGreaterThan(0);
    expect(share('is_only_for_professionals')).toBeLessThan(0.1);
  });

  it('records each product’s first price, and the promotion as a later price', async () => {
    const history = await rows<{ id: number; first: number; original: number; rows: string | number; promo: boolean }>(
      sql`select products.id, products.price_original as original, products.has_promotion as promo,
                 (array_agg(h.price order by h.started_at, h.id))[1] as first, count(h.id) as rows
          from products left join product_price_history h on h.product_id = products.id
          where ${generated()} group by products.id`,
    );
    expect(history).toHaveLength(COUNT);
    for (const row of history) {
      expect(row.first).toBe(row.original);
      expect(Number(row.rows)).toBe(row.promo ? 2 : 1);
    }
  });

  it('counts the products in the API list', async () => {
    const response = await t.request('/api/v1/products?per_page=9');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: unknown[]; meta: { total: number } };
    expect(body.data).toHaveLength(9);
    expect(body.meta.total).toBe(demoTotal + COUNT);
  });

  it('finds a generated product by global search in both languages', async () => {
    const [product] = await rows<{ id: number; hu: string; en: string }>(
      sql`select products.id, hu.name as hu, en.name as en from products
          join product_translations hu on hu.product_id = products.id and hu.locale_id = 1
          join product_translations en on en.product_id = products.id and en.locale_id = 2
          where ${generated()} and hu.name like '%csigakivonatos%' order by products.id limit 1`,
    );
    if (!product) throw new Error('no generated product with snail mucin');
    const search = async (path: string) => {
      const response = await t.request(`/api/v1/global-search/search/${path}&per_page=100`);
      expect(response.status).toBe(200);
      return (await response.json()) as SearchBody;
    };
    const byWord = await search('1/1?keyword=csigakivonatos');
    expect(byWord.data.map((result) => `${result.type}:${result.id}`)).toContain(`Product:${product.id}`);
    expect(byWord.data.every((result) => result.type !== 'Product' || ids.includes(result.id))).toBe(true);

    const english = await search(`1/2?keyword=${encodeURIComponent(product.en.split(',')[0] ?? '')}`);
    expect(english.data).toContainEqual(
      expect.objectContaining({ type: 'Product', id: product.id, title: product.en }),
    );
  });

  // Last: it changes the catalogue the tests above look at.
  it('keeps slugs unique when a later run reuses product numbers after deletions', async () => {
    const deleted = ids.slice(0, 3);
    await t.database.db.execute(sql`delete from products where id in (${sql.join(deleted, sql`, `)})`);
    const { productIds } = await generateProducts(t.database.db, { count: 3 });
    const slugs = await rows<{ slug: string }>(
      sql`select slug from product_translations where product_id in (${sql.join(productIds, sql`, `)})`,
    );
    expect(slugs).toHaveLength(6);
    // The last three products of the first run had these numbers: their slugs get the number.
    expect(slugs.every(({ slug }) => /-(ml|g)-\d+$/.test(slug))).toBe(true);
  });
});

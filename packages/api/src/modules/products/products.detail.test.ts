import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import {
  ACADEMY_HOST,
  addPriceHistory,
  changeProductPrice,
  createProduct,
  createTestApp,
  daysFromNow,
  type TestApp,
} from '../../testing';
import { buildShop, type ListBody, type ProductBody, type Shop } from './products.fixture';

describe('GET /api/v1/products/by-uri', () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t);
  });
  afterAll(() => t.dispose());

  const byUri = (fullUri: string, query = '', host?: string) =>
    t.request(`/api/v1/products/by-uri?full_uri=${encodeURIComponent(fullUri)}${query}`, { host });

  it('answers the product of a full_uri with every relation', async () => {
    const list = (await (await t.request(`/api/v1/products?seo=${shop.p.borradir.slug.hu}`)).json()) as ListBody;
    const fullUri = list.data[0]?.full_uri ?? '';
    const response = await byUri(fullUri);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age=60');
    const { data } = (await response.json()) as { data: ProductBody };
    expect(data).toEqual(list.data[0]);
    expect(data.subCategories?.map((s) => [s.id, s.is_default])).toEqual([
      [shop.foams.id, true],
      [shop.saltScrubs.id, false],
    ]);
  });

  it('finds a product by its slug alone, or by another language’s path, and answers its canonical full_uri', async () => {
    const slugOnly = await byUri(shop.p.citrom.slug.hu);
    expect(((await slugOnly.json()) as { data: ProductBody }).data.id).toBe(shop.p.citrom.id);
    const switched = await byUri(`whatever/${shop.p.citrom.slug.hu}`, '&locale_id=2');
    const { data } = (await switched.json()) as { data: ProductBody };
    expect(data.name).toBe('Lemon toner');
    expect(data.full_uri).toBe(
      [shop.face.slug.en, shop.cleansing.slug.en, shop.tonics.slug.en, 'lemon-toner'].join('/'),
    );
  });

  it('answers 404 with the contract body for unknown, inactive and other sites’ products', async () => {
    for (const uri of ['no/such/product', shop.p.inactive.slug.hu, shop.p.academy.slug.hu]) {
      const response = await byUri(uri, '&locale_id=2');
      expect(response.status, uri).toBe(404);
      expect(await response.json()).toEqual({ message: 'The requested resource was not found.', code: 'not_found' });
    }
    expect((await byUri(shop.p.academy.slug.hu, '', ACADEMY_HOST)).status).toBe(200);
  });

  it('requires full_uri', async () => {
    const response = await t.request('/api/v1/products/by-uri');
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(['full_uri']);
  });
});

describe('staff-written product descriptions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());

  it('are sanitised on the way out, and their SEO description is plain text', async () => {
    const xss =
      '<p onclick="steal()">Selymes <strong>krém</strong></p><script>alert(1)</script>' +
      '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">link</a><iframe src="https://evil.example"></iframe>';
    const { slug } = await createProduct(t.database.db, { description: { hu: xss, en: xss } });
    const body = (await (await t.request(`/api/v1/products/by-uri?full_uri=${slug.hu}`)).json()) as {
      data: ProductBody;
    };
    const { description, seo } = body.data;
    expect(description).toContain('<strong>krém</strong>');
    for (const attack of ['<script', 'alert(1)', 'onerror', 'onclick', 'javascript:', '<iframe']) {
      expect(description).not.toContain(attack);
    }
    expect(seo.description).toBe('Selymes krém link');
  });
});

describe('GET /api/v1/products/{id}/getRelatedProducts', () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t);
  });
  afterAll(() => t.dispose());

  it('answers five products: the same sub category first, then category, then main category', async () => {
    const { p } = shop;
    const response = await t.request(`/api/v1/products/${p.alma.id}/getRelatedProducts`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: ProductBody[] };
    // borradir shares the sub category, citrom the category, apolo the main category; then the rest by id
    expect(body.data.map((x) => x.id)).toEqual([p.borradir.id, p.citrom.id, p.apolo.id, p.ejszakai.id, p.fahej.id]);
    expect(body.data[0]?.subCategories).toHaveLength(2);
  });

  it('ranks a product sharing any of several sub categories first', async () => {
    const { p } = shop;
    const body = (await (await t.request(`/api/v1/products/${p.ejszakai.id}/getRelatedProducts`)).json()) as {
      data: ProductBody[];
    };
    expect(body.data.slice(0, 2).map((x) => x.id)).toEqual([p.borradir.id, p.fahej.id]);
    expect(body.data.map((x) => x.id)).not.toContain(p.ejszakai.id);
  });

  it('ranks closeness before highlighting, however many products each rank holds', async () => {
    const db = t.database.db;
    const { p, foams, tonics } = shop;
    const inFoams = [];
    for (let i = 0; i < 12; i += 1) inFoams.push(await createProduct(db, { subCategoryIds: [foams.id] }));
    const highlightedTonics = [];
    for (let i = 0; i < 3; i += 1) {
      highlightedTonics.push(await createProduct(db, { subCategoryIds: [tonics.id], isHighlighted: true }));
    }
    const ids = async (id: number) =>
      (
        (await (await t.request(`/api/v1/products/${id}/getRelatedProducts`)).json()) as { data: ProductBody[] }
      ).data.map((x) => x.id);
    // Rank 0 (foams) holds borradir (highlighted) and 12 more: it fills the five on its own.
    expect(await ids(p.alma.id)).toEqual([p.borradir.id, ...inFoams.slice(0, 4).map((x) => x.id)]);
    // citrom's own sub category holds the 3 highlighted tonics; then foams (same category), highlighted first.
    expect(await ids(p.citrom.id)).toEqual([...highlightedTonics.map((x) => x.id), p.borradir.id, p.alma.id]);
  });

  it('answers 404 for an unknown product or another site’s, 422 for a malformed id', async () => {
    expect((await t.request('/api/v1/products/999999/getRelatedProducts')).status).toBe(404);
    expect((await t.request(`/api/v1/products/${shop.p.academy.id}/getRelatedProducts`)).status).toBe(404);
    expect((await t.request('/api/v1/products/abc/getRelatedProducts')).status).toBe(422);
  });
});

describe('EU Omnibus: lowest price of the 30 days before a promotion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());

  const product = async (id: number) => {
    const body = (await (await t.request(`/api/v1/products?list=promoted&per_page=50`)).json()) as ListBody;
    return body.data.find((x) => x.id === id);
  };

  it('records every price change in the history, and the first price from the product’s creation', async () => {
    const db = t.database.db;
    const created = daysFromNow(-3);
    const { id } = await createProduct(db, { price: 10_000, createdAt: created });
    await changeProductPrice(db, id, 10_000);
    await changeProductPrice(db, id, 8000, 10_000);
    const rows = await queryRows<{ price: number; started_at: Date | string }>(
      db,
      sql`select price, started_at from product_price_history where product_id = ${id} order by id`,
    );
    expect(rows.map((row) => row.price)).toEqual([10_000, 8000]);
    expect(new Date(rows[0]?.started_at ?? 0).getTime()).toBe(created.getTime());
  });

  it('shows the lowest price in effect during the 30 days before the promotion started', async () => {
    const db = t.database.db;
    const { id } = await createProduct(db, { price: 10_000, createdAt: daysFromNow(-100) });
    await addPriceHistory(db, id, [
      { price: 8000, startedAt: daysFromNow(-45) }, // ended before the window: not counted
      { price: 9500, startedAt: daysFromNow(-35) }, // in effect when the window opened
      { price: 8900, startedAt: daysFromNow(-20) },
      { price: 10_000, startedAt: daysFromNow(-10) },
    ]);
    await changeProductPrice(db, id, 7000, 10_000);
    expect(await product(id)).toMatchObject({ price: 7000, price_original: 10_000, lowest_price_30_days: 8900 });
  });

  it('counts the price in effect when the window opened, even if set long before', async () => {
    const db = t.database.db;
    const { id } = await createProduct(db, { price: 12_000, createdAt: daysFromNow(-200) });
    await addPriceHistory(db, id, [{ price: 11_000, startedAt: daysFromNow(-90) }]);
    await changeProductPrice(db, id, 9000, 12_000);
    expect((await product(id))?.lowest_price_30_days).toBe(11_000);
  });

  it('has no 30-day price for a product launched on promotion, nor for one without promotion', async () => {
    const db = t.database.db;
    const launched = await createProduct(db, { price: 5000, priceOriginal: 6000 });
    expect((await product(launched.id))?.lowest_price_30_days).toBeNull();
    const plain = await createProduct(db, { price: 5000, createdAt: daysFromNow(-60) });
    const body = (await (await t.request(`/api/v1/products?seo=${plain.slug.hu}`)).json()) as ListBody;
    expect(body.data[0]?.lowest_price_30_days).toBeNull();
  });

  it('refuses a price above price_original or below zero at the database', async () => {
    await expect(createProduct(t.database.db, { price: 5000, priceOriginal: 4000 })).rejects.toThrow();
    await expect(createProduct(t.database.db, { price: -1 })).rejects.toThrow();
  });
});

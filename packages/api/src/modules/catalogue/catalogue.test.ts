import { HostId, LocaleId } from '@vag/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_HOST, countQueries, createTestApp, type TestApp } from '../../testing';
import { productSearchSource } from '../products/products.service';
import { trainingSearchSource } from '../trainings/trainings.service';
import { catalogueSitemapEntries } from './catalogue.sitemap';

interface Listed {
  data: {
    id: number;
    full_uri: string;
    price: number;
    price_original: number;
    has_promotion: boolean;
    lowest_price_30_days: number | null;
    trainingDates?: { available_limit: number; trainingLocationType: { code: string } }[];
  }[];
  meta: { total: number; price_range: { min: number; max: number } };
}

describe('the demo catalogue', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.dispose());

  const get = async (path: string, host?: string) => (await t.request(path, { host })).json() as Promise<Listed>;

  it('seeds a three-level shop tree with products and promotions whose 30-day price is meaningful', async () => {
    const tree = (await (await t.request('/api/v1/product-main-categories?only_for_user=1')).json()) as {
      data: { name: string; categories: { subCategories: unknown[] }[] }[];
    };
    expect(tree.data.map((main) => main.name)).toEqual(['Arcápolás', 'Testápolás', 'Szalon kellékek']);
    expect(tree.data.every((main) => main.categories.every((c) => c.subCategories.length >= 2))).toBe(true);
    const all = await get('/api/v1/products?per_page=100');
    expect(all.meta.total).toBeGreaterThanOrEqual(60);
    expect(all.meta.price_range).toEqual({ min: 1990, max: 48_900 });
    expect(all.data.every((product) => product.full_uri.split('/').length === 4)).toBe(true);
    const promoted = await get('/api/v1/products?list=promoted');
    expect(promoted.data.length).toBeGreaterThanOrEqual(5);
    for (const product of promoted.data) {
      expect(product.price).toBeLessThan(product.price_original);
      expect(product.lowest_price_30_days).not.toBeNull();
    }
    expect(promoted.data.some((p) => (p.lowest_price_30_days ?? 0) < p.price_original)).toBe(true);
    expect((await get('/api/v1/products?list=professionals')).meta.total).toBeGreaterThanOrEqual(5);
    expect((await get('/api/v1/products?list=highlighted')).meta.total).toBeGreaterThanOrEqual(5);
  });

  it('seeds trainings with upcoming online and classroom dates, one of them full', async () => {
    const all = await get('/api/v1/trainings?per_page=100', ACADEMY_HOST);
    expect(all.meta.total).toBeGreaterThanOrEqual(15);
    expect(all.data.every((training) => (training.trainingDates?.length ?? 0) >= 2)).toBe(true);
    const dates = all.data.flatMap((training) => training.trainingDates ?? []);
    expect(new Set(dates.map((date) => date.trainingLocationType.code))).toEqual(new Set(['online', 'classroom']));
    expect(dates.some((date) => date.trainingLocationType.code === 'classroom' && date.available_limit === 0)).toBe(
      true,
    );
    expect(dates.some((date) => date.available_limit === 1)).toBe(true);
    const tree = (await (await t.request('/api/v1/training-categories', { host: ACADEMY_HOST })).json()) as {
      data: { childrens: unknown[] }[];
    };
    expect(tree.data.length).toBeGreaterThanOrEqual(3);
    expect(tree.data.some((category) => category.childrens.length > 0)).toBe(true);
  });

  it('loads a page of products or trainings in a fixed number of queries, whatever its size', async () => {
    const products = (perPage: number) => t.request(`/api/v1/products?per_page=${perPage}`);
    // Both pages hold a promoted product (the second one is), so both ask for Omnibus prices.
    const small = await countQueries(t.database, () => products(2));
    const large = await countQueries(t.database, () => products(60));
    expect(small).toBeGreaterThan(0);
    expect(large).toBe(small);
    expect(large).toBeLessThanOrEqual(8);
    const trainings = (perPage: number) => t.request(`/api/v1/trainings?per_page=${perPage}`, { host: ACADEMY_HOST });
    expect(await countQueries(t.database, () => trainings(15))).toBe(
      await countQueries(t.database, () => trainings(1)),
    );
  });

  it('gives the search module one document per product and training in each language', async () => {
    const documents = await productSearchSource(t.database.db);
    expect(documents).toHaveLength(120);
    const cream = documents.find((d) => d.title === 'Gyengéd tisztító hab');
    expect(cream).toEqual({
      hostId: HostId.shop,
      localeId: LocaleId.hu,
      type: 'Product',
      refId: expect.any(Number),
      title: 'Gyengéd tisztító hab',
      body: expect.stringContaining('Szappanmentes, pH-semleges hab'),
      image: '/img/demo/products/gyenged-tisztito-hab-1.webp',
      link: '/product/arcapolas/arctisztitas/tisztito-habok-es-gelek/gyenged-tisztito-hab',
      category: { name: 'Tisztító habok és gélek', link: '/category/arcapolas/arctisztitas/tisztito-habok-es-gelek' },
    });
    expect(cream?.body).not.toContain('<');
    const english = await productSearchSource(t.database.db, [cream?.refId ?? 0]);
    expect(english.map((d) => [d.localeId, d.link])).toEqual([
      [LocaleId.hu, cream?.link],
      [LocaleId.en, '/product/face-care/cleansing/cleansing-foams-and-gels/gentle-cleansing-foam'],
    ]);
    const trainings = await trainingSearchSource(t.database.db);
    expect(trainings).toHaveLength(30);
    expect(trainings.every((d) => d.type === 'Training' && d.hostId === HostId.academy)).toBe(true);
    expect(trainings.find((d) => d.title === 'Púderes szemöldök sminktetoválás')).toMatchObject({
      link: '/training/sminktetovalas/szemoldok/puderes-szemoldok-sminktetovalas',
      category: { name: 'Szemöldök', link: '/category/sminktetovalas/szemoldok' },
    });
  });

  it('lists every catalogue page of a site for the sitemap, per language', async () => {
    const shop = await catalogueSitemapEntries(t.database.db, HostId.shop);
    const paths = shop.map((entry) => `${entry.locale}:${entry.path}`);
    expect(paths).toContain('hu:/category/arcapolas');
    expect(paths).toContain('en:/category/face-care/cleansing/cleansing-foams-and-gels');
    expect(paths).toContain('hu:/product/arcapolas/arctisztitas/tisztito-habok-es-gelek/gyenged-tisztito-hab');
    expect(new Set(paths).size).toBe(paths.length);
    expect(shop.filter((entry) => entry.path.startsWith('/product/'))).toHaveLength(120);
    expect(shop.every((entry) => entry.lastmod instanceof Date && !Number.isNaN(entry.lastmod.getTime()))).toBe(true);
    expect(paths.some((path) => path.includes('/training/'))).toBe(false);
    const academy = await catalogueSitemapEntries(t.database.db, HostId.academy);
    expect(academy.filter((entry) => entry.path.startsWith('/training/'))).toHaveLength(30);
    expect(academy.map((entry) => entry.path)).toContain('/category/sminktetovalas/szemoldok');
  });
});

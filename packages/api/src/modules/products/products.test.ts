import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_HOST, createTestApp, type TestApp } from '../../testing';
import { buildShop, type ListBody, type Shop } from './products.fixture';

describe('GET /api/v1/products', () => {
  let t: TestApp;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestApp();
    shop = await buildShop(t);
  });
  afterAll(() => t.dispose());

  const list = async (query = '', host?: string) => {
    const response = await t.request(`/api/v1/products${query}`, { host });
    expect(response.status).toBe(200);
    return (await response.json()) as ListBody;
  };
  const names = (body: ListBody) => body.data.map((product) => product.name);
  const ids = (body: ListBody) => body.data.map((product) => product.id);

  it('lists the shop’s active products in catalogue order with paging meta and price range', async () => {
    const response = await t.request('/api/v1/products?locale_id=1');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    const body = (await response.json()) as ListBody;
    const { p } = shop;
    expect(ids(body)).toEqual(
      [p.alma, p.borradir, p.citrom, p.apolo, p.ejszakai, p.fahej, p.hungarianOnly].map((x) => x.id),
    );
    expect(body.meta).toEqual({
      current_page: 1,
      from: 1,
      to: 7,
      total: 7,
      last_page: 1,
      per_page: 9,
      price_range: { min: 1990, max: 48_900 },
    });
  });

  it('shapes a product as spec §3 describes it', async () => {
    const body = await list(`?seo=${shop.p.alma.slug.hu}`);
    const { face, cleansing, foams } = shop;
    const fullUri = [face.slug.hu, cleansing.slug.hu, foams.slug.hu, shop.p.alma.slug.hu].join('/');
    expect(body.data).toEqual([
      {
        id: shop.p.alma.id,
        name: 'Alma krém',
        price: 3490,
        price_original: 3490,
        has_promotion: false,
        lowest_price_30_days: null,
        is_highlighted: false,
        is_only_for_professionals: false,
        net_content: null,
        net_content_unit: null,
        unit_price: null,
        in_stock: true,
        stock_quantity: null,
        full_uri: fullUri,
        description: '<p>Alma krém</p>',
        seo: {
          canonical_url: `/termek/${fullUri}`,
          description: 'Alma krém',
          image: '/img/demo/products/alma-1.webp',
          slug: 'alma-krem',
          title: 'Alma krém',
          type: 'product',
        },
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        pictures: [
          { url: '/img/demo/products/alma-1.webp', is_default: true },
          { url: '/img/demo/products/alma-2.webp', is_default: false },
        ],
        subCategories: [
          {
            id: foams.id,
            name: 'Habok',
            is_default: true,
            url: `/kategoria/${face.slug.hu}/${cleansing.slug.hu}/${foams.slug.hu}`,
            seo: expect.objectContaining({ slug: foams.slug.hu }),
            productCategory: expect.objectContaining({ id: cleansing.id, name: 'Tisztítás' }),
            productMainCategory: expect.objectContaining({ id: face.id, name: 'Arcápolás' }),
          },
        ],
      },
    ]);
  });

  it('speaks English with locale_id=2 and leaves out products without an English text', async () => {
    const body = await list('?locale_id=2');
    expect(names(body)).toEqual([
      'Apple cream',
      'Skin scrub',
      'Lemon toner',
      'Caring oil',
      'Night mask',
      'Cinnamon body butter',
    ]);
    const [apple] = body.data;
    expect(apple?.full_uri).toBe(
      [shop.face.slug.en, shop.cleansing.slug.en, shop.foams.slug.en, shop.p.alma.slug.en].join('/'),
    );
    expect(apple?.seo.canonical_url).toBe(`/en/product/${apple?.full_uri}`);
    expect(apple?.subCategories?.[0]?.productMainCategory.name).toBe('Face care');
  });

  it('pages with page and per_page', async () => {
    const second = await list('?per_page=3&page=2');
    expect(ids(second)).toEqual([shop.p.apolo.id, shop.p.ejszakai.id, shop.p.fahej.id]);
    expect(second.meta).toMatchObject({ current_page: 2, from: 4, to: 6, total: 7, last_page: 3, per_page: 3 });
    const last = await list('?per_page=3&page=3');
    expect(last.meta).toMatchObject({ from: 7, to: 7 });
    const beyond = await list('?per_page=3&page=9');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ current_page: 9, from: null, to: null, total: 7, last_page: 3 });
  });

  it('filters by sub category, category and main category, each narrowing the list', async () => {
    const { p, foams, tonics, faceOils, cleansing, body, face, saltScrubs } = shop;
    expect(ids(await list(`?sub_category_ids[]=${foams.id}`))).toEqual([p.alma.id, p.borradir.id]);
    expect(ids(await list(`?sub_category_ids[]=${tonics.id}&sub_category_ids[]=${faceOils.id}`))).toEqual([
      p.citrom.id,
      p.apolo.id,
    ]);
    expect(ids(await list(`?category_ids[]=${cleansing.id}`))).toEqual([p.alma.id, p.borradir.id, p.citrom.id]);
    expect(ids(await list(`?main_category_ids[]=${body.id}`))).toEqual([p.borradir.id, p.ejszakai.id, p.fahej.id]);
    expect(ids(await list(`?main_category_ids[]=${face.id}&sub_category_ids[]=${saltScrubs.id}`))).toEqual([
      p.borradir.id,
    ]);
    // The unbracketed spelling filters too, rather than being ignored.
    expect(ids(await list(`?category_ids=${cleansing.id}`))).toEqual([p.alma.id, p.borradir.id, p.citrom.id]);
    expect((await list('?category_ids[]=999999')).data).toEqual([]);
  });

  it('filters by price; price_range describes the list without the price filter', async () => {
    const { p } = shop;
    const body = await list('?min_price=5990&max_price=12990');
    expect(ids(body)).toEqual([p.borradir.id, p.citrom.id, p.ejszakai.id, p.fahej.id]);
    expect(body.meta.total).toBe(4);
    expect(body.meta.price_range).toEqual({ min: 1990, max: 48_900 });
    const narrowed = await list(`?main_category_ids[]=${shop.body.id}&max_price=9000`);
    expect(ids(narrowed)).toEqual([p.ejszakai.id, p.fahej.id]);
    expect(narrowed.meta.price_range).toEqual({ min: 8990, max: 12_990 });
    const empty = await list('?category_ids[]=999999');
    expect(empty.meta.price_range).toEqual({ min: 0, max: 0 });
  });

  it('sorts by whitelisted columns, ascending unless told, accents ignored', async () => {
    expect(names(await list('?sort_by[]=name'))).toEqual([
      'Alma krém',
      'Ápoló olaj',
      'Bőrradír',
      'Citrom tonik',
      'Éjszakai maszk',
      'Fahéjas testvaj',
      'Gyógynövényes szappan',
    ]);
    const byPrice = await list('?sort_by[]=price&sort_dir[]=desc&per_page=3');
    expect(byPrice.data.map((x) => x.price)).toEqual([48_900, 12_990, 8990]);
    const tieBroken = await list(
      '?sort_by[]=price&sort_by[]=name&sort_dir[]=asc&sort_dir[]=desc&min_price=8990&max_price=8990',
    );
    expect(names(tieBroken)).toEqual(['Fahéjas testvaj', 'Éjszakai maszk']);
    expect(names(await list('?sort_by[]=created_at&sort_dir[]=desc&per_page=2'))).toEqual([
      'Gyógynövényes szappan',
      'Éjszakai maszk',
    ]);
  });

  it('has the mutually exclusive list modes of the spec, each with its default size', async () => {
    const { p } = shop;
    const newest = await list('?list=newest');
    expect(ids(newest)).toEqual([p.hungarianOnly.id, p.ejszakai.id, p.fahej.id, p.apolo.id, p.citrom.id]);
    expect(newest.meta).toMatchObject({ per_page: 5, total: 7, last_page: 2 });
    expect(ids(await list('?list=highlighted'))).toEqual([p.borradir.id]);
    const promoted = await list('?list=promoted');
    expect(ids(promoted)).toEqual([p.citrom.id]);
    expect(promoted.meta.per_page).toBe(10);
    expect(promoted.data[0]).toMatchObject({ price: 5990, price_original: 7990, has_promotion: true });
    expect(ids(await list('?list=professionals'))).toEqual([p.apolo.id]);
    expect((await list('?list=highlighted&per_page=1')).meta.per_page).toBe(1);
  });

  it('includes only the relations load[] names', async () => {
    const pictures = await list('?load[]=pictures&per_page=1');
    expect(pictures.data[0]?.pictures).toHaveLength(2);
    expect(pictures.data[0]).not.toHaveProperty('subCategories');
    const placements = await list('?load[]=subCategories&per_page=1');
    expect(placements.data[0]).not.toHaveProperty('pictures');
    expect(placements.data[0]?.subCategories).toHaveLength(1);
    // full_uri and the SEO image never depend on load[]
    expect(placements.data[0]?.full_uri.split('/')).toHaveLength(4);
    expect(placements.data[0]?.seo.image).toBe('/img/demo/products/alma-1.webp');
  });

  it('finds one product by its seo slug in either language', async () => {
    expect(ids(await list(`?seo=${shop.p.citrom.slug.hu}`))).toEqual([shop.p.citrom.id]);
    expect(names(await list(`?seo=${shop.p.citrom.slug.en}`))).toEqual(['Citrom tonik']);
    expect((await list('?seo=no-such-product')).data).toEqual([]);
    expect((await list(`?seo=${shop.p.inactive.slug.hu}`)).data).toEqual([]);
  });

  it('scopes products to the requested site', async () => {
    const academy = await list('', ACADEMY_HOST);
    expect(ids(academy)).toEqual([shop.p.academy.id]);
    expect(ids(await list('?host_id=2'))).toEqual([shop.p.academy.id]);
    expect(ids(await list())).not.toContain(shop.p.academy.id);
  });

  it('refuses bad parameters with 422 and the fields at fault', async () => {
    const cases: [string, string][] = [
      ['?sort_by[]=password', 'sort_by[]'],
      ['?sort_dir[]=up', 'sort_dir[]'],
      ['?list=cheapest', 'list'],
      ['?load[]=orders', 'load[]'],
      ['?page=0', 'page'],
      ['?per_page=1000', 'per_page'],
      ['?min_price=-1', 'min_price'],
      ['?min_price=5000&max_price=100', 'max_price'],
      ['?category_ids[]=abc', 'category_ids[]'],
      ['?locale_id=3', 'locale_id'],
    ];
    for (const [query, field] of cases) {
      const response = await t.request(`/api/v1/products${query}`);
      expect(response.status, query).toBe(422);
      const body = (await response.json()) as { code: string; errors: Record<string, string[]> };
      expect(body.code).toBe('validation_failed');
      expect(
        Object.keys(body.errors).some((key) => key.startsWith(field)),
        `${query}: ${Object.keys(body.errors)}`,
      ).toBe(true);
    }
  });
});

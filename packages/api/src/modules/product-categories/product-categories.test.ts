import { HostId } from '@vag/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACADEMY_HOST,
  type Created,
  createCategory,
  createMainCategory,
  createProduct,
  createSubCategory,
  createTestApp,
  type TestApp,
} from '../../testing';

interface Node {
  id: number;
  name: string;
  url: string;
  is_in_menu: boolean;
  seo: { slug: string; title: string; canonical_url: string };
  categories?: Node[];
  subCategories?: Node[];
}

describe('GET /api/v1/product-main-categories', () => {
  let t: TestApp;
  let face: Created;
  let cleansing: Created;
  let foams: Created;
  let emptySub: Created;
  let body: Created;
  let emptyMain: Created;

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    face = await createMainCategory(db, {
      name: { hu: 'Arcápolás', en: 'Face care' },
      slug: { hu: 'arcapolas', en: 'face-care' },
      isInMenu: true,
      sort: 1,
    });
    body = await createMainCategory(db, { name: { hu: 'Testápolás', en: 'Body care' }, sort: 2 });
    emptyMain = await createMainCategory(db, { sort: 3 });
    await createMainCategory(db, { sort: 0, isActive: false, name: { hu: 'Rejtett', en: 'Hidden' } });
    await createMainCategory(db, { hostId: HostId.academy, name: { hu: 'Akadémia', en: 'Academy' } });
    cleansing = await createCategory(db, {
      mainCategoryId: face.id,
      name: { hu: 'Arctisztítás', en: 'Cleansing' },
      slug: { hu: 'arctisztitas', en: 'cleansing' },
    });
    foams = await createSubCategory(db, {
      categoryId: cleansing.id,
      name: { hu: 'Tisztító habok', en: 'Cleansing foams' },
      slug: { hu: 'tisztito-habok', en: 'cleansing-foams' },
      sort: 1,
    });
    emptySub = await createSubCategory(db, { categoryId: cleansing.id, sort: 2 });
    const bodyCategory = await createCategory(db, { mainCategoryId: body.id });
    const bodySub = await createSubCategory(db, { categoryId: bodyCategory.id });
    await createProduct(db, { subCategoryIds: [foams.id] });
    await createProduct(db, { subCategoryIds: [bodySub.id] });
    await createProduct(db, { subCategoryIds: [emptySub.id], isActive: false });
  });
  afterAll(() => t.dispose());

  const get = async (query = '', host?: string) => {
    const response = await t.request(`/api/v1/product-main-categories${query}`, { host });
    return { response, body: (await response.json()) as { data: Node[]; meta: Record<string, number> } };
  };

  it('answers the three-level tree of the shop with localized urls and SEO data', async () => {
    const { response, body: list } = await get('?locale_id=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(list.data.map((main) => main.id)).toEqual([face.id, body.id, emptyMain.id]);
    const [first] = list.data;
    expect(first).toMatchObject({
      id: face.id,
      name: 'Arcápolás',
      is_in_menu: true,
      url: '/kategoria/arcapolas',
      seo: { slug: 'arcapolas', title: 'Arcápolás', canonical_url: '/kategoria/arcapolas', type: 'website' },
    });
    expect(first?.categories?.[0]).toMatchObject({ id: cleansing.id, url: '/kategoria/arcapolas/arctisztitas' });
    expect(first?.categories?.[0]?.subCategories?.map((sub) => sub.id)).toEqual([foams.id, emptySub.id]);
    expect(first?.categories?.[0]?.subCategories?.[0]).toMatchObject({
      name: 'Tisztító habok',
      url: '/kategoria/arcapolas/arctisztitas/tisztito-habok',
      is_in_menu: false,
    });
    expect(list.meta).toEqual({ current_page: 1, from: 1, to: 3, total: 3, last_page: 1, per_page: 3 });
  });

  it('speaks English with locale_id=2', async () => {
    const { body: list } = await get('?locale_id=2');
    expect(list.data[0]).toMatchObject({ name: 'Face care', url: '/en/category/face-care' });
    expect(list.data[0]?.categories?.[0]?.subCategories?.[0]?.url).toBe(
      '/en/category/face-care/cleansing/cleansing-foams',
    );
  });

  it('finds one main category by its slug in either language', async () => {
    const hu = await get('?slug=arcapolas&locale_id=2');
    expect(hu.body.data.map((main) => main.name)).toEqual(['Face care']);
    const en = await get('?slug=face-care');
    expect(en.body.data.map((main) => main.name)).toEqual(['Arcápolás']);
    const none = await get('?slug=no-such-category');
    expect(none.body.data).toEqual([]);
    expect(none.body.meta).toMatchObject({ total: 0, from: null, to: null });
  });

  it('with only_for_user=1 leaves out branches without a visible product', async () => {
    const { body: list } = await get('?only_for_user=1');
    expect(list.data.map((main) => main.id)).toEqual([face.id, body.id]);
    expect(list.data[0]?.categories?.[0]?.subCategories?.map((sub) => sub.id)).toEqual([foams.id]);
  });

  it('never shows inactive categories, nor another site’s', async () => {
    const { body: shop } = await get();
    expect(shop.data.map((main) => main.name)).not.toContain('Rejtett');
    expect(shop.data.map((main) => main.name)).not.toContain('Akadémia');
    const { body: academy } = await get('', ACADEMY_HOST);
    expect(academy.data.map((main) => main.name)).toEqual(['Akadémia']);
  });

  it('refuses bad parameters with 422 and field errors', async () => {
    const { response, body: error } = await get('?only_for_user=yes&locale_id=3');
    expect(response.status).toBe(422);
    expect(Object.keys((error as unknown as { errors: object }).errors)).toEqual(
      expect.arrayContaining(['only_for_user', 'locale_id']),
    );
  });
});

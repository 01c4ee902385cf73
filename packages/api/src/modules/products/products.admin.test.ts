import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { auditLog, mediaAssets, productPromotions, products, productTranslations } from '../../db/schema';
import { createCategoryPath, createProduct, createTestApp, daysFromNow, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { isDangerous, XSS_CORPUS } from '../../testing/xss';

/*
 * The back office's product editor (issue 21): a create and an edit with their rules (slugs
 * unique per language, net content in pairs, rich text sanitised), the 301 a changed slug leaves,
 * the regular price and the one that applies, the audit entry, and who may edit.
 */
let t: TestApp;
let db: Db;
let admin: TestAdmin;
let editor: Agent;
let place: Awaited<ReturnType<typeof createCategoryPath>>;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = createTestAdmin(t);
  editor = admin.agent();
  await signInStaff(editor, await createStaffMember(t, { role: 'editor' }));
  place = await createCategoryPath(db);
});
afterAll(() => t.dispose());

const create = (body: Record<string, unknown>, agent = editor) => agent.post('/api/admin/v1/products', body);
const edit = (id: number, body: Record<string, unknown>, agent = editor) =>
  agent.request(`/api/admin/v1/products/${id}`, {
    method: 'PATCH',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
const detail = async (id: number) => (await (await editor.request(`/api/admin/v1/products/${id}`)).json()).data;
const storefront = async (uri: string, locale = 1) =>
  t.request(`/api/v1/products/by-uri?full_uri=${encodeURIComponent(uri)}&locale_id=${locale}`);

let sequence = 0;
const minimal = (extra: Record<string, unknown> = {}) => {
  sequence += 1;
  return { name_hu: `Teszt krém ${sequence}`, price_original: 4990, ...extra };
};
async function created(body: Record<string, unknown>): Promise<number> {
  const response = await create(body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).data.id;
}
const errorsOf = async (response: Response) => {
  expect(response.status, 'a refused field answers 422').toBe(422);
  return ((await response.json()) as { errors: Record<string, string[]> }).errors;
};

describe('POST and GET /api/admin/v1/products', () => {
  it('creates a product with both languages, net content, stock and its category, shown at once on the storefront', async () => {
    const response = await create({
      name_hu: 'Hidratáló arckrém',
      name_en: 'Moisturising face cream',
      short_description_hu: 'Egész napos hidratálás.',
      description_hu: '<p>Könnyű <strong>krém</strong>.</p>',
      description_en: '<p>A light <strong>cream</strong>.</p>',
      seo_title_hu: 'Hidratáló arckrém 50 ml',
      price_original: 8990,
      net_content: '50',
      net_content_unit: 'ml',
      stock_quantity: '12',
      is_highlighted: true,
      sub_category_ids: [place.subCategory.id],
    });
    expect(response.status, await response.clone().text()).toBe(201);
    const { data, message } = await response.json();
    expect(message).toBe('A terméket létrehoztuk.');

    const product = await detail(data.id);
    expect(product).toMatchObject({
      host_id: 1,
      price: 8990,
      price_original: 8990,
      has_promotion: false,
      lowest_price_30_days: null,
      is_active: true,
      is_highlighted: true,
      is_only_for_professionals: false,
      net_content: 50,
      net_content_unit: 'ml',
      stock_quantity: 12,
      sub_category_ids: [place.subCategory.id],
      default_sub_category_id: place.subCategory.id,
      pictures: [],
    });
    // An empty slug is made from the name, accents dropped.
    expect(product.texts.hu).toMatchObject({ slug: 'hidratalo-arckrem', short_description: 'Egész napos hidratálás.' });
    expect(product.texts.en).toMatchObject({ slug: 'moisturising-face-cream', seo_title: null });
    const slugs = [place.mainCategory.slug.hu, place.category.slug.hu, place.subCategory.slug.hu, 'hidratalo-arckrem'];
    expect(product.texts.hu.path).toBe(`/termek/${slugs.join('/')}`);
    expect(product.texts.en.path).toMatch(/^\/en\/product\/.+\/moisturising-face-cream$/);

    const shown = await storefront('hidratalo-arckrem');
    expect(shown.status).toBe(200);
    expect((await shown.json()).data).toMatchObject({ id: data.id, name: 'Hidratáló arckrém', price: 8990 });
  });

  it('lists products with their price, stock and main picture; searches and filters', async () => {
    const soap = await createProduct(db, { name: { hu: 'Levendulás szappan', en: 'Lavender soap' }, price: 1990 });
    await db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, soap.id));
    const hidden = await createProduct(db, { name: { hu: 'Kifutó olaj', en: 'Old oil' }, isActive: false });
    const list = async (query: string) => {
      const response = await editor.request(`/api/admin/v1/products${query}`);
      expect(response.status).toBe(200);
      return (await response.json()) as { data: { id: number; name: string }[]; meta: { total: number } };
    };
    const found = await list('?q=levendulas');
    expect(found.data).toEqual([
      expect.objectContaining({
        id: soap.id,
        name: 'Levendulás szappan',
        price: 1990,
        stock_quantity: 0,
        image: `/img/test/${soap.slug.hu}-1.webp`,
      }),
    ]);
    expect((await list('?q=lavender-soap')).data.map((row) => row.id)).toEqual([soap.id]);
    expect((await list('?out_of_stock=yes')).data.map((row) => row.id)).toEqual([soap.id]);
    expect((await list('?active=no')).data.map((row) => row.id)).toEqual([hidden.id]);
    expect((await list(`?sub_category_id=${place.subCategory.id}`)).data.map((row) => row.name)).toEqual([
      'Hidratáló arckrém',
    ]);
    expect((await list('?q=%25')).data).toEqual([]);
    expect((await editor.request('/api/admin/v1/products?promoted=maybe')).status).toBe(422);
  });
});

describe('the rules of a product’s fields', () => {
  it('requires the Hungarian name and the regular price, and names every refused field at once', async () => {
    const errors = await errorsOf(await create({ slug_hu: 'Nem Jo Slug!', net_content: '50' }));
    expect(errors).toMatchObject({
      name_hu: ['A mező kitöltése kötelező.'],
      price_original: ['A mező kitöltése kötelező.'],
      net_content_unit: [expect.stringContaining('mértékegység is kell')],
    });
  });

  it('keeps slugs unique per language: taken in the same language is refused, the same slug in the other language is not', async () => {
    const first = await created(minimal({ slug_hu: 'rozsas-krem', name_en: 'Rose cream', slug_en: 'rose-cream' }));
    const errors = await errorsOf(await create(minimal({ slug_hu: 'rozsas-krem' })));
    expect(errors.slug_hu).toEqual(['Ez az URL-név már egy másik termékhez tartozik ezen a nyelven.']);
    // Another product may use in English what the first uses in Hungarian.
    const second = await created(minimal({ name_en: 'Rose', slug_en: 'rozsas-krem' }));
    expect((await detail(second)).texts.en.slug).toBe('rozsas-krem');
    // Its own slug is no conflict when the product is saved again.
    expect((await edit(first, { slug_hu: 'rozsas-krem', name_hu: 'Rózsás krém' })).status).toBe(200);
    const english = await errorsOf(await edit(second, { slug_en: 'rose-cream' }));
    expect(english.slug_en).toBeDefined();
    const format = await errorsOf(await create(minimal({ slug_hu: 'Rózsa krém' })));
    expect(format.slug_hu).toEqual([expect.stringContaining('Csak kisbetű, szám és kötőjel')]);
  });

  it('takes net content with its unit or neither, above zero, and stock as a whole number or none', async () => {
    const id = await created(minimal({ net_content: '2.5', net_content_unit: 'g', stock_quantity: '3' }));
    expect(await detail(id)).toMatchObject({ net_content: 2.5, net_content_unit: 'g', stock_quantity: 3 });
    expect(Object.keys(await errorsOf(await edit(id, { net_content: '' })))).toEqual(['net_content']);
    expect(Object.keys(await errorsOf(await edit(id, { net_content: '0' })))).toEqual(['net_content']);
    expect(Object.keys(await errorsOf(await edit(id, { net_content: '-5' })))).toEqual(['net_content']);
    expect(Object.keys(await errorsOf(await edit(id, { net_content_unit: 'l' })))).toEqual(['net_content_unit']);
    expect(Object.keys(await errorsOf(await edit(id, { stock_quantity: '1.5' })))).toEqual(['stock_quantity']);
    expect(Object.keys(await errorsOf(await edit(id, { stock_quantity: '-1' })))).toEqual(['stock_quantity']);
    expect((await edit(id, { net_content: '', net_content_unit: '', stock_quantity: '' })).status).toBe(200);
    expect(await detail(id)).toMatchObject({ net_content: null, net_content_unit: null, stock_quantity: null });
  });

  it('refuses a sub category outside the shop’s tree and a default that is not among those chosen', async () => {
    const academy = await createCategoryPath(db, 2);
    const id = await created(minimal());
    expect(Object.keys(await errorsOf(await edit(id, { sub_category_ids: [academy.subCategory.id] })))).toEqual([
      'sub_category_ids',
    ]);
    const other = await createCategoryPath(db);
    const wrongDefault = await edit(id, {
      sub_category_ids: [place.subCategory.id],
      default_sub_category_id: other.subCategory.id,
    });
    expect(await errorsOf(wrongDefault)).toEqual({
      sub_category_ids: ['Az alapértelmezett alkategória a kiválasztottak egyike legyen.'],
    });
    const ok = await edit(id, {
      sub_category_ids: [place.subCategory.id, other.subCategory.id],
      default_sub_category_id: other.subCategory.id,
    });
    expect(ok.status).toBe(200);
    expect(await detail(id)).toMatchObject({ default_sub_category_id: other.subCategory.id });
  });
});

describe('the pictures of a product', () => {
  it('reorders, removes and chooses the main picture; the storefront shows the main one first', async () => {
    const urls = ['/img/demo/a.webp', '/img/demo/b.webp', '/img/demo/c.webp'];
    const product = await createProduct(db, { pictures: urls });
    const ids = (await detail(product.id)).pictures.map((picture: { id: number }) => picture.id);
    expect(ids).toHaveLength(3);
    const response = await edit(product.id, { pictures: [{ id: ids[2] }, { id: ids[0] }], main_picture: 1 });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await detail(product.id)).pictures).toEqual([
      { id: ids[2], url: '/img/demo/c.webp', media_id: null, is_default: false },
      { id: ids[0], url: '/img/demo/a.webp', media_id: null, is_default: true },
    ]);
    const shown = (await (await storefront(product.slug.hu)).json()).data;
    expect(shown.pictures.map((picture: { url: string }) => picture.url)).toEqual([
      '/img/demo/a.webp',
      '/img/demo/c.webp',
    ]);

    const other = await createProduct(db);
    const foreign = (await detail(other.id)).pictures[0].id;
    expect(Object.keys(await errorsOf(await edit(product.id, { pictures: [{ id: foreign }] })))).toEqual(['pictures']);
    expect(
      Object.keys(await errorsOf(await edit(product.id, { pictures: [{ id: ids[0] }], main_picture: 3 }))),
    ).toEqual(['pictures']);
    expect((await edit(product.id, { pictures: [] })).status).toBe(200);
    expect((await detail(product.id)).pictures).toEqual([]);
  });

  it('adds an image of the media library as a picture with the library’s URL, once', async () => {
    const [media] = await db
      .insert(mediaAssets)
      .values({
        path: 'media/2026/11/szerum.webp',
        originalName: 'szerum.jpg',
        width: 800,
        height: 800,
        sizeBytes: 5000,
        sha256: 'e2e-product-picture',
      })
      .returning({ id: mediaAssets.id });
    const product = await createProduct(db, { pictures: ['/img/demo/old.webp'] });
    const [kept] = (await detail(product.id)).pictures;
    const response = await edit(product.id, { pictures: [{ id: kept.id }, { media_id: media?.id }], main_picture: 1 });
    expect(response.status, await response.clone().text()).toBe(200);
    expect((await detail(product.id)).pictures).toEqual([
      { id: kept.id, url: '/img/demo/old.webp', media_id: null, is_default: false },
      { id: expect.any(Number), url: '/img/media/2026/11/szerum.webp', media_id: media?.id, is_default: true },
    ]);
    const twice = await edit(product.id, { pictures: [{ media_id: media?.id }, { media_id: media?.id }] });
    expect(await errorsOf(twice)).toEqual({ pictures: ['Egy kép csak egyszer szerepelhet.'] });
    expect(Object.keys(await errorsOf(await edit(product.id, { pictures: [{ media_id: 999_999 }] })))).toEqual([
      'pictures',
    ]);
  });
});

describe('rich text is sanitised when saved', () => {
  it('never lets a script or an event handler reach the storefront’s product', async () => {
    const id = await created(minimal({ description_hu: XSS_CORPUS.join('\n'), slug_hu: 'xss-proba' }));
    const [stored] = await db
      .select({ description: productTranslations.description })
      .from(productTranslations)
      .where(and(eq(productTranslations.productId, id), eq(productTranslations.localeId, 1)));
    expect(isDangerous(stored?.description ?? '')).toBe(false);
    expect(stored?.description).toContain('click');
    const shown = (await (await storefront('xss-proba')).json()).data;
    expect(isDangerous(shown.description)).toBe(false);
    expect(isDangerous((await detail(id)).texts.hu.description)).toBe(false);
  });
});

describe('a changed slug', () => {
  it('leaves a 301 from the old path to the new one in each language, and the old path stops answering', async () => {
    const id = await created(
      minimal({
        slug_hu: 'regi-nev',
        name_en: 'Old name',
        slug_en: 'old-name',
        sub_category_ids: [place.subCategory.id],
      }),
    );
    const before = await detail(id);
    expect((await edit(id, { slug_hu: 'uj-nev', slug_en: 'new-name' })).status).toBe(200);
    const after = await detail(id);
    const redirects = (await (await t.request('/api/v1/redirects')).json()).data as {
      from_url: string;
      to_url: string;
    }[];
    expect(redirects).toEqual(
      expect.arrayContaining([
        { from_url: before.texts.hu.path, to_url: after.texts.hu.path },
        { from_url: before.texts.en.path, to_url: after.texts.en.path },
      ]),
    );
    expect(after.texts.hu.path).toMatch(/\/uj-nev$/);
    expect((await storefront('regi-nev')).status).toBe(404);
    expect((await storefront('uj-nev')).status).toBe(200);

    // Renamed again: the first old path leads straight to the newest one, never through a chain.
    await edit(id, { slug_hu: 'legujabb-nev' });
    const again = (await (await t.request('/api/v1/redirects')).json()).data as { from_url: string; to_url: string }[];
    const newest = (await detail(id)).texts.hu.path;
    expect(again.filter((r) => r.from_url === before.texts.hu.path)).toEqual([
      { from_url: before.texts.hu.path, to_url: newest },
    ]);
    // A save that keeps the slug leaves no redirect.
    const count = again.length;
    await edit(id, { name_hu: 'Más név, régi URL' });
    expect((await (await t.request('/api/v1/redirects')).json()).data).toHaveLength(count);
  });
});

describe('the regular price and the price that applies', () => {
  it('moves the applied price with the regular one unless a promotion runs, and shows the 30-day lowest', async () => {
    const id = await created(minimal({ price_original: 10_000 }));
    await edit(id, { price_original: 12_000 });
    expect(await detail(id)).toMatchObject({ price: 12_000, price_original: 12_000, has_promotion: false });

    await db.insert(productPromotions).values({ productId: id, price: 9000, startsAt: daysFromNow(-1), endsAt: null });
    await db.update(products).set({ price: 9000 }).where(eq(products.id, id));
    await edit(id, { price_original: 13_000 });
    expect(await detail(id)).toMatchObject({
      price: 9000,
      price_original: 13_000,
      has_promotion: true,
      // The prices before 9 000 started: 10 000 and 12 000.
      lowest_price_30_days: 10_000,
    });
  });
});

describe('the audit log', () => {
  it('records a create and an edit with the values before and after, in the write’s transaction', async () => {
    const id = await created(minimal({ price_original: 3000 }));
    await edit(id, { price_original: 3500, is_active: false });
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(rows.map((row) => row.action)).toEqual(['product.create', 'product.update']);
    expect(rows[0]).toMatchObject({
      hostId: 1,
      before: null,
      after: expect.objectContaining({ price_original: 3000 }),
    });
    expect(rows[1]?.before).toMatchObject({ price_original: 3000, is_active: true });
    expect(rows[1]?.after).toMatchObject({ price_original: 3500, is_active: false });

    // A refused edit writes nothing, not even its audit entry.
    await errorsOf(await edit(id, { net_content: '5' }));
    const after = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(after).toHaveLength(2);
  });
});

describe('the VAT rate (issue 22)', () => {
  it('is 27 % unless chosen, reads back as saved, and an edit without it keeps it', async () => {
    const plain = await created(minimal());
    expect((await detail(plain)).vat_rate).toBe(27);
    // A form posts the select's value as text.
    const reduced = await created(minimal({ vat_rate: '5' }));
    expect((await detail(reduced)).vat_rate).toBe(5);
    expect((await edit(reduced, { vat_rate: 18 })).status).toBe(200);
    expect((await detail(reduced)).vat_rate).toBe(18);
    expect((await edit(reduced, { vat_rate: '0' })).status).toBe(200);
    expect((await edit(reduced, { price_original: 5000 })).status).toBe(200);
    expect(await detail(reduced)).toMatchObject({ vat_rate: 0, price_original: 5000 });
    const [row] = await db.select({ vatRate: products.vatRate }).from(products).where(eq(products.id, reduced));
    expect(row?.vatRate).toBe(0);
  });

  it('takes only the Hungarian rates, refused at the field in both languages', async () => {
    const id = await created(minimal({ vat_rate: 27 }));
    for (const wrong of [20, '20', '27%', 27.5, -5, 'huszonhét']) {
      expect(await errorsOf(await edit(id, { vat_rate: wrong })), String(wrong)).toEqual({
        vat_rate: ['Az ÁFA-kulcs 27, 18, 5 vagy 0 % lehet.'],
      });
    }
    const english = await editor.request(`/api/admin/v1/products/${id}?locale_id=2`, {
      method: 'PATCH',
      body: JSON.stringify({ vat_rate: 10 }),
      headers: { 'content-type': 'application/json' },
    });
    expect(await errorsOf(english)).toEqual({ vat_rate: ['The VAT rate must be 27, 18, 5 or 0 %.'] });
    expect(Object.keys(await errorsOf(await create(minimal({ vat_rate: 100 }))))).toEqual(['vat_rate']);
    expect((await detail(id)).vat_rate).toBe(27);
  });

  it('is recorded in the audit entry before and after', async () => {
    const id = await created(minimal());
    await edit(id, { vat_rate: 5 });
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
    expect(rows.map((row) => row.action)).toEqual(['product.create', 'product.update']);
    expect(rows[0]?.after).toMatchObject({ vat_rate: 27 });
    expect(rows[1]?.before).toMatchObject({ vat_rate: 27 });
    expect(rows[1]?.after).toMatchObject({ vat_rate: 5 });
  });
});

describe('who may edit products', () => {
  it('lets a shop manager in, refuses support (matrix) and an academy manager (no catalogue), and 404s an unknown product', async () => {
    const manager = admin.agent();
    await signInStaff(manager, await createStaffMember(t, { role: 'shop_manager' }));
    expect((await create(minimal(), manager)).status).toBe(201);
    for (const role of ['support', 'academy_manager'] as const) {
      const agent = admin.agent();
      await signInStaff(agent, await createStaffMember(t, { role }));
      expect((await agent.request('/api/admin/v1/products')).status, role).toBe(403);
      expect((await create(minimal(), agent)).status, role).toBe(403);
    }
    expect((await editor.request('/api/admin/v1/products/999999')).status).toBe(404);
    expect((await edit(999_999, { name_hu: 'x' })).status).toBe(404);
  });
});

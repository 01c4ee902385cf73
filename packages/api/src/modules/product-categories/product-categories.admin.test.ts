import { type AdminCategoryNode, type AdminCategoryTree, HostId } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import {
  createCategory,
  createCategoryPath,
  createMainCategory,
  createProduct,
  createSubCategory,
  createTestApp,
  SHOP_HOST,
  type TestApp,
} from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { slugify } from '../catalogue/catalogue.seo';

/*
 * The shop's category tree in the back office (issue 21): slugs unique per level and language,
 * a changed slug leaving 301s for the category and every category below it (products follow by
 * the product page's own canonical redirect), sibling order, a delete refused while anything
 * hangs on the category, the audit row of each write, and the site scope of a site manager.
 */

let t: TestApp;
let db: Db;
let admin: TestAdmin;
let editor: Agent;

const BASE = '/api/admin/v1/product-categories';

async function signedIn(role: 'editor' | 'shop_manager') {
  const agent = admin.agent();
  await signInStaff(agent, await createStaffMember(t, { role }));
  return agent;
}

const send = (agent: Agent, method: string, path: string, body?: unknown) =>
  agent.request(path, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

let made = 0;
/** Both languages' name and a unique slug made of it. */
const texts = (hu: string, en: string) => {
  made += 1;
  const slug = (name: string) => `${slugify(name)}-${made}`;
  return { name_hu: hu, slug_hu: slug(hu), name_en: en, slug_en: slug(en) };
};

async function tree(agent: Agent = editor): Promise<AdminCategoryNode[]> {
  const response = await agent.get(`${BASE}?site=shop`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as AdminCategoryTree;
  return body.data[0]?.categories ?? [];
}

const find = (nodes: AdminCategoryNode[], level: string, id: number): AdminCategoryNode | undefined => {
  for (const node of nodes) {
    if (node.level === level && node.id === id) return node;
    const below = find(node.children, level, id);
    if (below) return below;
  }
  return undefined;
};

const redirectsOf = async () =>
  new Map(
    (
      await queryRows<{ from_url: string; to_url: string }>(
        db,
        sql`select from_url, to_url from redirects where host_id = 1`,
      )
    ).map((row) => [row.from_url, row.to_url]),
  );

const auditOf = (entity: string, entityId: string) =>
  queryRows<{ action: string; before: unknown; after: unknown }>(
    db,
    sql`select action, before, after from audit_log where entity = ${entity} and entity_id = ${entityId} order by id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = createTestAdmin(t);
  editor = await signedIn('editor');
});
afterAll(() => t.dispose());

describe('the category tree', () => {
  it('lists the three levels with texts, flags, public paths and distinct product counts', async () => {
    const path = await createCategoryPath(db);
    const otherSub = await createSubCategory(db, { categoryId: path.category.id });
    await createProduct(db, { subCategoryIds: [path.subCategory.id, otherSub.id] });
    await createProduct(db, { subCategoryIds: [otherSub.id] });
    const main = find(await tree(), 'main', path.mainCategory.id);
    expect(main?.item_count).toBe(2);
    const category = main?.children[0];
    expect(category?.id).toBe(path.category.id);
    expect(category?.children.map((sub) => [sub.id, sub.item_count])).toEqual([
      [path.subCategory.id, 1],
      [otherSub.id, 2],
    ]);
    expect(category?.hu?.url).toBe(`/kategoria/${path.mainCategory.slug.hu}/${path.category.slug.hu}`);
    expect(category?.en?.url).toBe(`/en/category/${path.mainCategory.slug.en}/${path.category.slug.en}`);
  });

  it('creates a child at the end of its siblings, audited, and shows it on the storefront', async () => {
    const main = await createMainCategory(db, { isInMenu: true });
    await createCategory(db, { mainCategoryId: main.id });
    const response = await send(editor, 'POST', BASE, {
      level: 'category',
      parent_id: main.id,
      ...texts('Új arcápolás', 'New face care'),
      is_in_menu: true,
      is_active: true,
    });
    expect(response.status).toBe(201);
    const { data } = (await response.json()) as { data: { level: string; id: number } };
    expect(
      find(await tree(), 'main', main.id)
        ?.children.map((c) => c.id)
        .at(-1),
    ).toBe(data.id);
    expect((await auditOf('product_category', String(data.id))).map((row) => row.action)).toEqual([
      'product_category.create',
    ]);
    const sub = await send(editor, 'POST', BASE, {
      level: 'sub',
      parent_id: data.id,
      ...texts('Új szérum', 'New serum'),
      is_active: '1',
    });
    expect(sub.status).toBe(201);
    await createProduct(db, { subCategoryIds: [((await sub.json()) as { data: { id: number } }).data.id] });
    const menu = (await (await t.agent(SHOP_HOST).get('/api/v1/product-main-categories?locale_id=2')).json()) as {
      data: { id: number; categories: { name: string }[] }[];
    };
    expect(menu.data.find((m) => m.id === main.id)?.categories.map((c) => c.name)).toContain('New face care');
  });

  it('refuses a slug another category of the level holds in that language (422 slug_taken), and names the field', async () => {
    const taken = await createMainCategory(db);
    const main = await createMainCategory(db);
    const response = await send(editor, 'PATCH', `${BASE}/main/${main.id}`, {
      name_hu: main.name.hu,
      slug_hu: taken.slug.hu,
      name_en: main.name.en,
      slug_en: main.slug.en,
      is_active: true,
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(['slug_hu']);
    // The same slug at another level or in the other language is no clash.
    const sub = await createSubCategory(db);
    const ok = await send(editor, 'PATCH', `${BASE}/sub/${sub.id}`, {
      name_hu: sub.name.hu,
      slug_hu: taken.slug.hu,
      name_en: sub.name.en,
      slug_en: taken.slug.hu,
      is_active: true,
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a slug that is no path segment', async () => {
    const main = await createMainCategory(db);
    const response = await send(editor, 'PATCH', `${BASE}/main/${main.id}`, {
      ...texts('Rossz', 'Bad'),
      slug_hu: 'Rossz Slug/../x',
    });
    expect(response.status).toBe(422);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual(['slug_hu']);
  });

  it('leaves a 301 for a renamed category and for each category below it; its products keep being found', async () => {
    const path = await createCategoryPath(db);
    const product = await createProduct(db, { subCategoryIds: [path.subCategory.id] });
    const m = path.mainCategory.slug;
    const c = path.category.slug;
    const s = path.subCategory.slug;
    const response = await send(editor, 'PATCH', `${BASE}/category/${path.category.id}`, {
      name_hu: 'Átnevezett',
      slug_hu: `atnevezett-${path.category.id}`,
      name_en: path.category.name.en,
      slug_en: c.en,
      seo_title_hu: 'Átnevezett kategória',
      is_in_menu: true,
      is_active: true,
    });
    expect(response.status).toBe(200);
    const redirects = await redirectsOf();
    const renamed = `atnevezett-${path.category.id}`;
    expect(redirects.get(`/kategoria/${m.hu}/${c.hu}`)).toBe(`/kategoria/${m.hu}/${renamed}`);
    expect(redirects.get(`/kategoria/${m.hu}/${c.hu}/${s.hu}`)).toBe(`/kategoria/${m.hu}/${renamed}/${s.hu}`);
    // The English slug did not change: no redirect of English paths.
    expect([...redirects.keys()].filter((from) => from.includes(c.en))).toEqual([]);
    // The product's old path still names the product; its answer carries the new full_uri to redirect to.
    const found = await t
      .agent(SHOP_HOST)
      .get(`/api/v1/products/by-uri?full_uri=${m.hu}/${c.hu}/${s.hu}/${product.slug.hu}&locale_id=1`);
    expect(((await found.json()) as { data: { full_uri: string } }).data.full_uri).toBe(
      `${m.hu}/${renamed}/${s.hu}/${product.slug.hu}`,
    );
    const [audit] = await auditOf('product_category', String(path.category.id));
    expect(audit?.action).toBe('product_category.update');
    expect(JSON.stringify(audit?.before)).toContain(c.hu);
    expect(JSON.stringify(audit?.after)).toContain(renamed);
  });

  it('moves a sub category under another category of the site, with redirects from its old path', async () => {
    const from = await createCategoryPath(db);
    const to = await createCategory(db);
    const response = await send(editor, 'PATCH', `${BASE}/sub/${from.subCategory.id}`, {
      name_hu: from.subCategory.name.hu,
      slug_hu: from.subCategory.slug.hu,
      name_en: from.subCategory.name.en,
      slug_en: from.subCategory.slug.en,
      is_active: true,
      parent_id: to.id,
    });
    expect(response.status).toBe(200);
    expect(find(await tree(), 'sub', from.subCategory.id)?.parent_id).toBe(to.id);
    const redirects = await redirectsOf();
    expect(
      redirects.get(`/en/category/${from.mainCategory.slug.en}/${from.category.slug.en}/${from.subCategory.slug.en}`),
    ).toMatch(new RegExp(`/${to.slug.en}/${from.subCategory.slug.en}$`));
  });

  it('orders siblings, and refuses an order that is not exactly one parent’s children', async () => {
    const main = await createMainCategory(db);
    const a = await createCategory(db, { mainCategoryId: main.id, sort: 0 });
    const b = await createCategory(db, { mainCategoryId: main.id, sort: 1 });
    const c = await createCategory(db, { mainCategoryId: main.id, sort: 2 });
    const ordered = await send(editor, 'POST', `${BASE}/order`, { level: 'category', ids: [c.id, a.id, b.id] });
    expect(ordered.status).toBe(200);
    expect(find(await tree(), 'main', main.id)?.children.map((node) => node.id)).toEqual([c.id, a.id, b.id]);
    const menu = (await (await t.agent(SHOP_HOST).get('/api/v1/product-main-categories?locale_id=1')).json()) as {
      data: { id: number; categories: { id: number }[] }[];
    };
    expect(menu.data.find((m) => m.id === main.id)?.categories.map((node) => node.id)).toEqual([c.id, a.id, b.id]);

    const partial = await send(editor, 'POST', `${BASE}/order`, { level: 'category', ids: [a.id, c.id] });
    expect(partial.status).toBe(422);
    const stranger = await createCategory(db);
    const mixed = await send(editor, 'POST', `${BASE}/order`, {
      level: 'category',
      ids: `${a.id},${b.id},${stranger.id}`,
    });
    expect(mixed.status).toBe(422);
    expect(find(await tree(), 'main', main.id)?.children.map((node) => node.id)).toEqual([c.id, a.id, b.id]);
  });

  it('refuses (409) to delete a category with products or children, and deletes an empty one', async () => {
    const path = await createCategoryPath(db);
    await createProduct(db, { subCategoryIds: [path.subCategory.id] });
    const withProducts = await send(editor, 'DELETE', `${BASE}/sub/${path.subCategory.id}`);
    expect(withProducts.status).toBe(409);
    expect(((await withProducts.json()) as { code: string }).code).toBe('category_has_products');
    const empty = await createCategory(db);
    await createSubCategory(db, { categoryId: empty.id });
    const withChildren = await send(editor, 'DELETE', `${BASE}/category/${empty.id}`);
    expect(withChildren.status).toBe(409);
    expect(((await withChildren.json()) as { code: string }).code).toBe('category_has_children');

    const lonely = await createMainCategory(db);
    expect((await send(editor, 'DELETE', `${BASE}/main/${lonely.id}`)).status).toBe(200);
    expect(find(await tree(), 'main', lonely.id)).toBeUndefined();
    expect((await auditOf('product_main_category', String(lonely.id))).map((row) => row.action)).toEqual([
      'product_category.delete',
    ]);
  });

  it('keeps a shop manager to the shop’s categories (site scope)', async () => {
    const shopManager = await signedIn('shop_manager');
    expect((await tree(shopManager)).length).toBeGreaterThan(0);
    expect((await shopManager.get(`${BASE}?site=academy`)).status).toBe(403);
    const academyMain = await createMainCategory(db, { hostId: HostId.academy });
    const response = await send(shopManager, 'PATCH', `${BASE}/main/${academyMain.id}`, {
      ...texts('Tilos', 'Forbidden'),
      is_active: true,
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('staff_site_forbidden');
  });
});

import type { AdminCategoryNode, AdminCategoryTree } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import {
  ACADEMY_HOST,
  type Created,
  createTestApp,
  createTraining,
  createTrainingCategory,
  type TestApp,
} from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { slugify } from '../catalogue/catalogue.seo';

/*
 * The academy's training category tree in the back office (issue 21): three levels at most,
 * slugs unique per language, a changed slug leaving 301s for the category and every category
 * below it, sibling order, a move that would make a cycle or a fourth level refused, a delete
 * refused while trainings or children hang on the category, the audit row of each write, and
 * the academy's site only.
 */

let t: TestApp;
let db: Db;
let admin: TestAdmin;
let editor: Agent;

const BASE = '/api/admin/v1/training-categories';

async function signedIn(role: 'editor' | 'shop_manager' | 'academy_manager') {
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

/** A category's current texts as the form sends them back. */
const textsOf = (category: Created) => ({
  name_hu: category.name.hu,
  slug_hu: category.slug.hu,
  name_en: category.name.en,
  slug_en: category.slug.en,
  is_active: true,
});

async function tree(agent: Agent = editor): Promise<AdminCategoryNode[]> {
  const response = await agent.get(BASE);
  expect(response.status).toBe(200);
  const body = (await response.json()) as AdminCategoryTree;
  expect(body.data.map((site) => site.site)).toEqual(['academy']);
  return body.data[0]?.categories ?? [];
}

const find = (nodes: AdminCategoryNode[], id: number): AdminCategoryNode | undefined => {
  for (const node of nodes) {
    if (node.id === id) return node;
    const below = find(node.children, id);
    if (below) return below;
  }
  return undefined;
};

const create = async (body: Record<string, unknown>) => {
  const response = await send(editor, 'POST', BASE, { is_active: true, ...body });
  const answer = (await response.json()) as { data?: { id: number }; errors?: Record<string, string[]> };
  return { status: response.status, id: answer.data?.id ?? 0, errors: answer.errors };
};

/** Three levels: a top category, its child and grandchild. */
async function threeLevels() {
  const top = await createTrainingCategory(db);
  const middle = await createTrainingCategory(db, { parentId: top.id });
  const bottom = await createTrainingCategory(db, { parentId: middle.id });
  return { top, middle, bottom };
}

const redirectsOf = async () =>
  new Map(
    (
      await queryRows<{ from_url: string; to_url: string }>(
        db,
        sql`select from_url, to_url from redirects where host_id = 2`,
      )
    ).map((row) => [row.from_url, row.to_url]),
  );

const auditOf = (entityId: string) =>
  queryRows<{ action: string; before: unknown; after: unknown; host_id: number }>(
    db,
    sql`select action, before, after, host_id from audit_log where entity = 'training_category' and entity_id = ${entityId}
        order by id`,
  );

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = createTestAdmin(t);
  editor = await signedIn('editor');
});
afterAll(() => t.dispose());

describe('the training category tree', () => {
  it('lists the academy’s tree with texts, public paths and distinct training counts (a shop training category is not in it)', async () => {
    const { top, middle, bottom } = await threeLevels();
    const sibling = await createTrainingCategory(db, { parentId: top.id });
    await createTraining(db, { categoryIds: [bottom.id, sibling.id] });
    await createTraining(db, { categoryIds: [sibling.id] });
    const shops = await createTrainingCategory(db, { hostId: 1 });
    const nodes = await tree();
    const topNode = find(nodes, top.id);
    expect(topNode?.item_count).toBe(2);
    expect(topNode?.children.map((child) => [child.id, child.item_count])).toEqual([
      [middle.id, 1],
      [sibling.id, 2],
    ]);
    const bottomNode = find(nodes, bottom.id);
    expect(bottomNode).toMatchObject({ level: 'training', parent_id: middle.id, is_active: true, item_count: 1 });
    expect(bottomNode?.hu?.url).toBe(`/kategoria/${top.slug.hu}/${middle.slug.hu}/${bottom.slug.hu}`);
    expect(bottomNode?.en?.url).toBe(`/en/category/${top.slug.en}/${middle.slug.en}/${bottom.slug.en}`);
    expect(find(nodes, shops.id)).toBeUndefined();
  });

  it('creates a category at each of the three levels, last among its siblings and audited, and refuses a fourth', async () => {
    const existing = await createTrainingCategory(db, { sort: 50 });
    const top = await create(texts('Új felső', 'New top'));
    expect(top.status).toBe(201);
    expect((await tree()).map((node) => node.id).at(-1)).toBe(top.id);
    expect((await tree()).map((node) => node.id)).toContain(existing.id);
    const middle = await create({ ...texts('Új közép', 'New middle'), parent_id: top.id });
    expect(middle.status).toBe(201);
    const bottom = await create({ ...texts('Új alsó', 'New bottom'), parent_id: String(middle.id) });
    expect(bottom.status).toBe(201);
    expect(find(await tree(), top.id)?.children[0]?.children.map((node) => node.id)).toEqual([bottom.id]);
    const audit = await auditOf(String(bottom.id));
    expect(audit.map((row) => [row.action, row.host_id])).toEqual([['training_category.create', 2]]);
    expect(JSON.stringify(audit[0]?.after)).toContain('Új alsó');

    const fourth = await create({ ...texts('Negyedik', 'Fourth'), parent_id: bottom.id });
    expect(fourth.status).toBe(422);
    expect(fourth.errors).toEqual({ parent_id: ['A képzési kategóriák legfeljebb három szint mélyek lehetnek.'] });
    const unknown = await create({ ...texts('Árva', 'Orphan'), parent_id: 999_999 });
    expect(unknown.status).toBe(422);
    // A shop's training category is no parent of the academy's tree.
    const shops = await createTrainingCategory(db, { hostId: 1 });
    expect((await create({ ...texts('Bolti alatt', 'Under shop'), parent_id: shops.id })).status).toBe(422);
  });

  it('shows a created category on the storefront’s tree at once', async () => {
    const top = await create(texts('Kirakatban', 'In the window'));
    const response = await t.agent(ACADEMY_HOST).get('/api/v1/training-categories?locale_id=2');
    const body = (await response.json()) as { data: { id: number; name: string }[] };
    expect(body.data.find((node) => node.id === top.id)?.name).toBe('In the window');
  });

  it('refuses a slug another training category holds in that language (422 slug_taken), and names the field', async () => {
    const taken = await createTrainingCategory(db);
    const category = await createTrainingCategory(db);
    const response = await send(editor, 'PATCH', `${BASE}/${category.id}`, {
      ...textsOf(category),
      slug_hu: taken.slug.hu,
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(Object.keys(body.errors)).toEqual(['slug_hu']);
    // The same slug in the other language is no clash.
    const ok = await send(editor, 'PATCH', `${BASE}/${category.id}`, { ...textsOf(category), slug_en: taken.slug.hu });
    expect(ok.status).toBe(200);
    const created = await create({ ...texts('Másolat', 'Copy'), slug_en: taken.slug.en });
    expect(created.status).toBe(422);
    expect(Object.keys(created.errors ?? {})).toEqual(['slug_en']);
  });

  it('leaves a 301 for a renamed category and for each category below it, in the changed language only', async () => {
    const { top, middle, bottom } = await threeLevels();
    const renamed = `atnevezett-${middle.id}`;
    const response = await send(editor, 'PATCH', `${BASE}/${middle.id}`, {
      ...textsOf(middle),
      name_hu: 'Átnevezett',
      slug_hu: renamed,
      seo_title_hu: 'Átnevezett képzések',
      seo_description_en: 'Renamed trainings',
    });
    expect(response.status).toBe(200);
    const redirects = await redirectsOf();
    expect(redirects.get(`/kategoria/${top.slug.hu}/${middle.slug.hu}`)).toBe(`/kategoria/${top.slug.hu}/${renamed}`);
    expect(redirects.get(`/kategoria/${top.slug.hu}/${middle.slug.hu}/${bottom.slug.hu}`)).toBe(
      `/kategoria/${top.slug.hu}/${renamed}/${bottom.slug.hu}`,
    );
    expect([...redirects.keys()].filter((from) => from.includes(middle.slug.en))).toEqual([]);
    const node = find(await tree(), middle.id);
    expect(node?.hu).toMatchObject({ name: 'Átnevezett', seo_title: 'Átnevezett képzések' });
    expect(node?.en?.seo_description).toBe('Renamed trainings');
    const [audit] = await auditOf(String(middle.id));
    expect(audit?.action).toBe('training_category.update');
    expect(JSON.stringify(audit?.before)).toContain(middle.slug.hu);
    expect(JSON.stringify(audit?.after)).toContain(renamed);
    // The storefront's tree answers the new path.
    const answer = await t.agent(ACADEMY_HOST).get('/api/v1/training-categories?locale_id=1');
    const body = (await answer.json()) as { data: { id: number; childrens: { id: number; url: string }[] }[] };
    expect(body.data.find((n) => n.id === top.id)?.childrens.find((n) => n.id === middle.id)?.url).toBe(
      `/kategoria/${top.slug.hu}/${renamed}`,
    );
  });

  it('switches a category off and on', async () => {
    const category = await createTrainingCategory(db);
    const off = await send(editor, 'PATCH', `${BASE}/${category.id}`, { ...textsOf(category), is_active: false });
    expect(off.status).toBe(200);
    expect(find(await tree(), category.id)?.is_active).toBe(false);
    const storefront = await t.agent(ACADEMY_HOST).get('/api/v1/training-categories');
    expect(((await storefront.json()) as { data: { id: number }[] }).data.map((n) => n.id)).not.toContain(category.id);
  });

  it('orders siblings, and refuses an order that is not exactly one parent’s children', async () => {
    const parent = await createTrainingCategory(db);
    const a = await createTrainingCategory(db, { parentId: parent.id, sort: 0 });
    const b = await createTrainingCategory(db, { parentId: parent.id, sort: 1 });
    const c = await createTrainingCategory(db, { parentId: parent.id, sort: 2 });
    const ordered = await send(editor, 'POST', `${BASE}/order`, { ids: [c.id, a.id, b.id] });
    expect(ordered.status).toBe(200);
    expect(find(await tree(), parent.id)?.children.map((node) => node.id)).toEqual([c.id, a.id, b.id]);
    const storefront = await t.agent(ACADEMY_HOST).get('/api/v1/training-categories');
    const body = (await storefront.json()) as { data: { id: number; childrens: { id: number }[] }[] };
    expect(body.data.find((n) => n.id === parent.id)?.childrens.map((n) => n.id)).toEqual([c.id, a.id, b.id]);

    expect((await send(editor, 'POST', `${BASE}/order`, { ids: [a.id, c.id] })).status).toBe(422);
    const stranger = await createTrainingCategory(db);
    expect((await send(editor, 'POST', `${BASE}/order`, { ids: `${a.id},${b.id},${stranger.id}` })).status).toBe(422);
    expect(find(await tree(), parent.id)?.children.map((node) => node.id)).toEqual([c.id, a.id, b.id]);
    expect((await auditOf(`parent:${parent.id}`)).map((row) => row.action)).toEqual(['training_category.order']);
  });

  it('moves a category under another parent with redirects from its old paths, and to the top', async () => {
    const from = await threeLevels();
    const to = await createTrainingCategory(db);
    const moved = await send(editor, 'PATCH', `${BASE}/${from.middle.id}`, {
      ...textsOf(from.middle),
      parent_id: to.id,
    });
    expect(moved.status).toBe(200);
    expect(find(await tree(), from.middle.id)?.parent_id).toBe(to.id);
    const redirects = await redirectsOf();
    expect(redirects.get(`/en/category/${from.top.slug.en}/${from.middle.slug.en}/${from.bottom.slug.en}`)).toBe(
      `/en/category/${to.slug.en}/${from.middle.slug.en}/${from.bottom.slug.en}`,
    );
    // A blank parent (the form's "top level") puts it at the top.
    const topped = await send(editor, 'PATCH', `${BASE}/${from.bottom.id}`, { ...textsOf(from.bottom), parent_id: '' });
    expect(topped.status).toBe(200);
    expect((await tree()).find((node) => node.id === from.bottom.id)?.parent_id).toBeNull();
  });

  it('refuses a move under the category itself or below it, and one that would make a fourth level', async () => {
    const { top, middle, bottom } = await threeLevels();
    const expectRefused = async (id: number, body: Record<string, unknown>, text: string) => {
      const response = await send(editor, 'PATCH', `${BASE}/${id}`, body);
      expect(response.status).toBe(422);
      expect(((await response.json()) as { errors: Record<string, string[]> }).errors.parent_id).toEqual([text]);
    };
    const cycle = 'Kategória nem kerülhet saját maga vagy alkategóriája alá.';
    await expectRefused(top.id, { ...textsOf(top), parent_id: bottom.id }, cycle);
    await expectRefused(top.id, { ...textsOf(top), parent_id: top.id }, cycle);
    // Two levels under a second-level category would reach a fourth.
    const other = await threeLevels();
    await expectRefused(
      middle.id,
      { ...textsOf(middle), parent_id: other.middle.id },
      'A képzési kategóriák legfeljebb három szint mélyek lehetnek.',
    );
    expect(find(await tree(), middle.id)?.parent_id).toBe(top.id);
    expect(find(await tree(), top.id)?.parent_id).toBeNull();
  });

  it('refuses (409) to delete a category with trainings or children, and deletes an empty one', async () => {
    const { top, middle, bottom } = await threeLevels();
    await createTraining(db, { categoryIds: [bottom.id] });
    const withTrainings = await send(editor, 'DELETE', `${BASE}/${bottom.id}`);
    expect(withTrainings.status).toBe(409);
    expect(((await withTrainings.json()) as { code: string }).code).toBe('training_category_has_trainings');
    // Trainings below it hold the top category too.
    expect(((await (await send(editor, 'DELETE', `${BASE}/${top.id}`)).json()) as { code: string }).code).toBe(
      'training_category_has_trainings',
    );
    const parent = await createTrainingCategory(db);
    await createTrainingCategory(db, { parentId: parent.id });
    const withChildren = await send(editor, 'DELETE', `${BASE}/${parent.id}`);
    expect(withChildren.status).toBe(409);
    expect(((await withChildren.json()) as { code: string; message: string }).code).toBe('category_has_children');
    expect(find(await tree(), middle.id)).toBeDefined();

    const lonely = await createTrainingCategory(db, { parentId: parent.id });
    expect((await send(editor, 'DELETE', `${BASE}/${lonely.id}`)).status).toBe(200);
    expect(find(await tree(), lonely.id)).toBeUndefined();
    expect((await auditOf(String(lonely.id))).map((row) => row.action)).toEqual(['training_category.delete']);
    expect((await send(editor, 'DELETE', `${BASE}/${lonely.id}`)).status).toBe(404);
  });

  it('keeps to the academy: a shop training category answers 404, a shop manager 403', async () => {
    const shops = await createTrainingCategory(db, { hostId: 1 });
    expect((await send(editor, 'PATCH', `${BASE}/${shops.id}`, textsOf(shops))).status).toBe(404);
    expect((await send(editor, 'DELETE', `${BASE}/${shops.id}`)).status).toBe(404);
    const academyManager = await signedIn('academy_manager');
    expect((await tree(academyManager)).length).toBeGreaterThan(0);
    const shopManager = await signedIn('shop_manager');
    expect((await shopManager.get(BASE)).status).toBe(403);
  });
});

import { toBudapestWallClock } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { ACADEMY_HOST, createBlogCategory, createTestApp, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { isDangerous, XSS_CORPUS } from '../../testing/xss';

/*
 * The back office's blog editor (issue 21): a post's rules (slugs unique per site and language,
 * rich text sanitised, categories of its own site, tags created by name), the 301 a changed slug
 * leaves, scheduled publishing that keeps a post off every storefront answer until its time,
 * categories, the audit entry and the site scope.
 */

let t: TestApp;
let db: Db;
let admin: TestAdmin;
let editor: Agent;
let category: Awaited<ReturnType<typeof createBlogCategory>>;

const HOUR = 3_600_000;
const local = (offsetMs: number) => toBudapestWallClock(new Date(Date.now() + offsetMs));

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = createTestAdmin(t);
  editor = admin.agent();
  await signInStaff(editor, await createStaffMember(t, { role: 'editor' }));
  category = await createBlogCategory(db, { hu: 'Bőrápolás' });
});
afterAll(() => t.dispose());

const send = (agent: Agent, method: string, path: string, body?: Record<string, unknown>) =>
  agent.request(`/api/admin/v1${path}`, {
    method,
    body: body && JSON.stringify(body),
    headers: body ? { 'content-type': 'application/json' } : {},
  });

let n = 0;
function post(overrides: Record<string, unknown> = {}) {
  n += 1;
  return {
    site: 'shop',
    title_hu: `Téli bőrápolás ${n}`,
    slug_hu: `teli-borapolas-${n}`,
    lead_hu: 'Rövid bevezető.',
    content_hu: '<p>Szöveg.</p>',
    title_en: `Winter skin care ${n}`,
    slug_en: `winter-skin-care-${n}`,
    content_en: '<p>Text.</p>',
    publication_local: local(-HOUR),
    is_active: true,
    category_ids: [category.id],
    ...overrides,
  };
}

async function created(body: Record<string, unknown>, agent = editor) {
  const response = await send(agent, 'POST', '/blog-posts', body);
  expect(response.status, JSON.stringify(await response.clone().json())).toBe(201);
  return (await response.json()).data as { id: number; slug_hu: string; state: string; urls: { hu: string } };
}

const publicPosts = async (query: string, host?: string) =>
  (await (await t.request(`/api/v1/blog-posts?locale_id=1${query}`, { host })).json()).data as {
    id: number;
    content_html: string;
    tags: { name: string }[];
  }[];

describe('POST /api/admin/v1/blog-posts', () => {
  it('creates a post in both languages with its category and tags, audited, shown on the storefront', async () => {
    const data = await created(post({ tags: 'Hidratálás, téli tipp', is_highlighted: true }));
    expect(data).toMatchObject({ state: 'published', tags: 'Hidratálás, téli tipp', category_ids: [category.id] });
    const shown = await publicPosts(`&seo_slug=${data.slug_hu}`);
    expect(shown.map((row) => row.id)).toEqual([data.id]);
    expect(shown[0]?.tags.map((tag) => tag.name).sort()).toEqual(['Hidratálás', 'téli tipp']);
    // A tag named again (case aside) is the same tag, not a second one.
    const again = await created(post({ tags: 'hidratálás' }));
    const [counted] = await queryRows<{ tags: number }>(db, sql`select count(*)::int as tags from blog_tags`);
    expect(counted?.tags).toBe(2);
    expect((await publicPosts(`&tag_seo_slug=hidratalas`)).map((row) => row.id).sort()).toEqual(
      [data.id, again.id].sort(),
    );
    const audit = await queryRows<{ action: string; site: number }>(
      db,
      sql`select action, host_id as site from audit_log where entity = 'blog_post' and entity_id = ${String(data.id)}`,
    );
    expect(audit).toEqual([{ action: 'blog_post.create', site: 1 }]);
  });

  it('refuses a slug another post of the site has in that language, per field, and takes it on the other site', async () => {
    const first = await created(post());
    const response = await send(editor, 'POST', '/blog-posts', post({ slug_hu: first.slug_hu }));
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(Object.keys(body.errors)).toEqual(['slug_hu']);
    expect(body.errors.slug_hu[0]).toMatch(/foglalt/);
    await created(post({ site: 'academy', slug_hu: first.slug_hu, category_ids: [] }));
  });

  it('names every wrong field at once', async () => {
    const academyCategory = await createBlogCategory(db, { hostId: 2 });
    const response = await send(
      editor,
      'POST',
      '/blog-posts',
      post({
        title_hu: '',
        slug_hu: 'Nem Jó',
        title_en: 'Only a title',
        slug_en: '',
        publication_local: 'holnap',
        image: 'javascript:alert(1)',
        category_ids: [academyCategory.id],
      }),
    );
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors).sort()).toEqual(
      ['category_ids', 'image', 'publication_local', 'slug_en', 'slug_hu', 'title_hu'].sort(),
    );
  });
});

describe('rich text is sanitised when saved', () => {
  it('never lets a script, an event handler or a javascript: URL reach the storefront’s answers', async () => {
    const data = await created(post({ content_hu: XSS_CORPUS.join('\n'), content_en: XSS_CORPUS.join('\n') }));
    const stored = await queryRows<{ content_html: string }>(
      db,
      sql`select content_html from blog_post_translations where post_id = ${data.id}`,
    );
    expect(stored).toHaveLength(2);
    for (const row of stored) expect(isDangerous(row.content_html)).toBe(false);
    const [shown] = await publicPosts(`&seo_slug=${data.slug_hu}`);
    expect(isDangerous(shown?.content_html ?? '<script')).toBe(false);
    expect(shown?.content_html).toContain('click');
  });
});

describe('PATCH /api/admin/v1/blog-posts/{id}', () => {
  it('leaves a 301 from the old address in each language when the slugs change', async () => {
    const data = await created(post({ slug_hu: 'regi-bejegyzes', slug_en: 'old-post' }));
    const response = await send(editor, 'PATCH', `/blog-posts/${data.id}`, {
      ...post({ slug_hu: 'uj-bejegyzes', slug_en: 'new-post' }),
      site: undefined,
    });
    expect(response.status).toBe(200);
    const redirects = (await (await t.request('/api/v1/redirects')).json()).data;
    expect(redirects).toEqual(
      expect.arrayContaining([
        { from_url: '/blog/regi-bejegyzes', to_url: '/blog/uj-bejegyzes' },
        { from_url: '/en/blog/old-post', to_url: '/en/blog/new-post' },
      ]),
    );
    expect(await publicPosts('&seo_slug=regi-bejegyzes')).toEqual([]);
  });

  it('keeps a scheduled post off the list, its page, the highlights, the sitemap and the search until its time', async () => {
    const data = await created(
      post({
        title_hu: 'Időzített karácsonyi ajánló',
        slug_hu: 'idozitett',
        publication_local: local(HOUR),
        is_highlighted: true,
      }),
    );
    expect(data.state).toBe('scheduled');
    const sitemap = async () => JSON.stringify(await (await t.request('/api/v1/sitemap?locale_id=1')).json());
    const search = async () =>
      JSON.stringify(await (await t.request('/api/v1/global-search/search/1/1?keyword=karacsonyi&locale_id=1')).json());
    const visible = async () => ({
      list: (await publicPosts('&per_page=100')).some((row) => row.id === data.id),
      page: (await publicPosts('&seo_slug=idozitett')).length > 0,
      highlighted: (await publicPosts('&sort_by=highlighted&per_page=100')).some((row) => row.id === data.id),
      sitemap: (await sitemap()).includes('/blog/idozitett'),
      search: (await search()).includes('idozitett'),
    });
    expect(await visible()).toEqual({ list: false, page: false, highlighted: false, sitemap: false, search: false });
    // Its time comes (moved to the past here, as the clock would): everywhere at once.
    await db.execute(sql`update blog_posts set publication_date = now() - interval '1 minute' where id = ${data.id}`);
    await db.execute(
      sql`update search_documents set visible_from = now() - interval '1 minute' where type = 'BlogPost' and ref_id = ${data.id}`,
    );
    expect(await visible()).toEqual({ list: true, page: true, highlighted: true, sitemap: true, search: true });
  });

  it('drops the English version when its texts are emptied, and an inactive post leaves the storefront', async () => {
    const data = await created(post());
    const response = await send(editor, 'PATCH', `/blog-posts/${data.id}`, {
      ...post({ slug_hu: data.slug_hu, title_en: '', slug_en: '', content_en: '', is_active: false }),
      site: undefined,
    });
    const saved = (await response.json()).data;
    expect(saved).toMatchObject({ state: 'inactive', title_en: '', urls: { en: null } });
    expect(await publicPosts(`&seo_slug=${data.slug_hu}`)).toEqual([]);
  });
});

describe('site scope and deletion', () => {
  it('lets a site manager act on their own site’s posts only, and deletes with an audit row', async () => {
    const manager = admin.agent();
    await signInStaff(manager, await createStaffMember(t, { role: 'academy_manager' }));
    const shopPost = await created(post());
    expect((await send(manager, 'GET', `/blog-posts/${shopPost.id}`)).status).toBe(403);
    expect((await send(manager, 'POST', '/blog-posts', post())).status).toBe(403);
    const listed = (await (await send(manager, 'GET', '/blog-posts?per_page=100')).json()).data as { site: string }[];
    expect(new Set(listed.map((row) => row.site))).toEqual(new Set(['academy']));
    const own = await created(post({ site: 'academy', category_ids: [] }), manager);
    expect((await t.request(`/api/v1/blog-posts?locale_id=1&seo_slug=${own.slug_hu}`, { host: ACADEMY_HOST })).ok).toBe(
      true,
    );
    expect((await send(manager, 'DELETE', `/blog-posts/${own.id}`)).status).toBe(200);
    expect((await send(manager, 'GET', `/blog-posts/${own.id}`)).status).toBe(404);
    expect(await publicPosts(`&seo_slug=${own.slug_hu}`, ACADEMY_HOST)).toEqual([]);
  });
});

describe('blog categories', () => {
  it('creates and renames a category: slug unique per site and language, a 301 from the old address', async () => {
    const body = {
      site: 'shop',
      name_hu: 'Smink',
      slug_hu: 'smink',
      name_en: 'Make-up',
      slug_en: 'make-up',
      is_active: true,
    };
    const response = await send(editor, 'POST', '/blog-categories', body);
    expect(response.status).toBe(201);
    const { id } = (await response.json()).data;
    const taken = await send(editor, 'POST', '/blog-categories', { ...body, slug_en: 'other' });
    expect(taken.status).toBe(422);
    expect(Object.keys((await taken.json()).errors)).toEqual(['slug_hu']);
    const renamed = await send(editor, 'PATCH', `/blog-categories/${id}`, { ...body, slug_hu: 'sminkeles', sort: 5 });
    expect((await renamed.json()).data).toMatchObject({ slug_hu: 'sminkeles', sort: 5 });
    const redirects = (await (await t.request('/api/v1/redirects')).json()).data;
    expect(redirects).toContainEqual({ from_url: '/blogs/smink', to_url: '/blogs/sminkeles' });
    const listed = (await (await send(editor, 'GET', '/blog-categories?site=shop')).json()).data;
    expect(listed.map((row: { slug_hu: string }) => row.slug_hu)).toContain('sminkeles');
  });
});

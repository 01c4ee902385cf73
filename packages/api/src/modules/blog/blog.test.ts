import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACADEMY_HOST,
  createBlogCategory,
  createBlogPost,
  createBlogTag,
  createTestApp,
  isDangerous,
  type TestApp,
} from '../../testing';

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describe('blog calls', () => {
  let t: TestApp;
  let care: Awaited<ReturnType<typeof createBlogCategory>>;
  let empty: Awaited<ReturnType<typeof createBlogCategory>>;
  let hydration: Awaited<ReturnType<typeof createBlogTag>>;
  let ids: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    care = await createBlogCategory(db, { hu: 'Bőrápolás', en: 'Skin care', sort: 1 });
    empty = await createBlogCategory(db, { hu: 'Üres', en: 'Empty', sort: 2 });
    const hidden = await createBlogCategory(db, { hu: 'Rejtett', isActive: false });
    hydration = await createBlogTag(db, { hu: 'hidratálás', en: 'hydration' });
    const spf = await createBlogTag(db, { hu: 'fényvédelem', en: 'sun protection' });
    const post = (options: Parameters<typeof createBlogPost>[1]) => createBlogPost(db, options).then((p) => p.id);
    ids = {
      winter: await post({
        publicationDate: daysAgo(1),
        categoryIds: [care.id, hidden.id],
        tagIds: [hydration.id, spf.id],
        hu: { title: 'Téli hidratálás', slug: 'teli-hidratalas', lead: 'Krémek a hideg ellen.' },
        en: { title: 'Winter hydration', slug: 'winter-hydration' },
      }),
      summer: await post({
        publicationDate: daysAgo(5),
        isHighlighted: true,
        categoryIds: [care.id],
        tagIds: [spf.id],
        hu: {
          title: 'Nyári fényvédelem',
          slug: 'nyari-fenyvedelem',
          contentHtml: '<p>Napozás után <strong>szérum</strong>.</p>',
        },
      }),
      old: await post({
        publicationDate: daysAgo(30),
        tagIds: [hydration.id],
        hu: {
          title: 'Régi bejegyzés',
          slug: 'regi',
          contentHtml: '<p>Ok</p><script>steal()</script><img src=x onerror=alert(1)>',
        },
      }),
      huOnly: await post({
        publicationDate: daysAgo(10),
        huOnly: true,
        hu: { title: 'Csak magyar', slug: 'csak-magyar' },
      }),
      scheduled: await post({
        publicationDate: new Date(Date.now() + DAY),
        categoryIds: [care.id],
        hu: { title: 'Holnapi', slug: 'holnapi' },
      }),
      inactive: await post({
        publicationDate: daysAgo(2),
        isActive: false,
        hu: { title: 'Visszavont', slug: 'visszavont' },
      }),
      academy: await post({
        hostId: 2,
        publicationDate: daysAgo(3),
        hu: { title: 'Akadémiai hír', slug: 'akademiai-hir' },
      }),
    };
  });
  afterAll(() => t.dispose());

  const get = async (path: string, host?: string) => {
    const response = await t.request(path, { host });
    expect(response.status).toBe(200);
    return response.json();
  };
  const titles = (body: { data: { title: string }[] }) => body.data.map((post) => post.title);

  describe('GET /api/v1/blog-posts/', () => {
    it('lists the published posts of the site, newest first, with every field', async () => {
      const response = await t.request('/api/v1/blog-posts/?locale_id=1');
      expect(response.headers.get('cache-control')).toContain('max-age=60');
      const body = await response.json();
      expect(titles(body)).toEqual(['Téli hidratálás', 'Nyári fényvédelem', 'Csak magyar', 'Régi bejegyzés']);
      expect(body.meta).toEqual({ current_page: 1, from: 1, to: 4, total: 4, last_page: 1, per_page: 10 });
      expect(body.data[0]).toMatchObject({
        id: ids.winter,
        title: 'Téli hidratálás',
        lead: 'Krémek a hideg ellen.',
        url: '/blog/teli-hidratalas',
        image: expect.stringMatching(/^\/img\/demo\/blog\//),
        is_highlighted: false,
        categories: [{ id: care.id, name: 'Bőrápolás', seo_slug: care.hu.slug }],
        tags: [
          { name: 'fényvédelem', seo_slug: expect.any(String), id: expect.any(Number) },
          { name: 'hidratálás', seo_slug: hydration.hu.slug, id: hydration.id },
        ],
        seo: {
          title: 'Téli hidratálás',
          description: 'Krémek a hideg ellen.',
          type: 'article',
          canonical_url: '/blog/teli-hidratalas',
        },
        alternates: [
          { locale: 'hu', url: '/blog/teli-hidratalas' },
          { locale: 'en', url: '/en/blog/winter-hydration' },
        ],
      });
      expect(new Date(body.data[0].publication_date).getTime()).toBeLessThan(Date.now());
    });

    it('orders oldest first with sort_dir=asc, and pages', async () => {
      const body = await get('/api/v1/blog-posts/?sort_dir=asc&per_page=3&page=1');
      expect(titles(body)).toEqual(['Régi bejegyzés', 'Csak magyar', 'Nyári fényvédelem']);
      expect(body.meta).toEqual({ current_page: 1, from: 1, to: 3, total: 4, last_page: 2, per_page: 3 });
      expect(titles(await get('/api/v1/blog-posts/?sort_dir=asc&per_page=3&page=2'))).toEqual(['Téli hidratálás']);
    });

    it('puts highlighted posts first in highlighted mode, three per page by default', async () => {
      const body = await get('/api/v1/blog-posts?sort_by=highlighted');
      expect(titles(body)).toEqual(['Nyári fényvédelem', 'Téli hidratálás', 'Csak magyar']);
      expect(body.meta.per_page).toBe(3);
    });

    it('speaks the language asked for and leaves out posts without a translation in it', async () => {
      const body = await get('/api/v1/blog-posts?locale_id=2');
      expect(body.data.map((post: { id: number }) => post.id)).toEqual([ids.winter, ids.summer, ids.old]);
      expect(body.data[0]).toMatchObject({ url: '/en/blog/winter-hydration', categories: [{ name: 'Skin care' }] });
    });

    it('filters by category, tag slug, post slug (either language) and search words', async () => {
      expect(titles(await get(`/api/v1/blog-posts?blog_category_id=${care.id}`))).toEqual([
        'Téli hidratálás',
        'Nyári fényvédelem',
      ]);
      expect(titles(await get(`/api/v1/blog-posts?blog_category_id=${empty.id}`))).toEqual([]);
      expect(titles(await get(`/api/v1/blog-posts?tag_seo_slug=${hydration.hu.slug}`))).toEqual([
        'Téli hidratálás',
        'Régi bejegyzés',
      ]);
      expect(titles(await get(`/api/v1/blog-posts?tag_seo_slug=${hydration.en.slug}`))).toHaveLength(2);
      expect(titles(await get('/api/v1/blog-posts?seo_slug=winter-hydration'))).toEqual(['Téli hidratálás']);
      expect(titles(await get('/api/v1/blog-posts?search=kremek'))).toEqual(['Téli hidratálás']);
      expect(titles(await get('/api/v1/blog-posts?search=NAPOZÁS szerum'))).toEqual(['Nyári fényvédelem']);
      expect(titles(await get('/api/v1/blog-posts?search=100%25'))).toEqual([]);
    });

    it('hides scheduled, inactive and other-site posts', async () => {
      for (const slug of ['holnapi', 'visszavont', 'akademiai-hir']) {
        expect((await get(`/api/v1/blog-posts?seo_slug=${slug}`)).data).toEqual([]);
      }
      expect(titles(await get('/api/v1/blog-posts', ACADEMY_HOST))).toEqual(['Akadémiai hír']);
    });

    it('never returns script, whether it came in through the service or was written past it', async () => {
      const old = await get('/api/v1/blog-posts?seo_slug=regi');
      expect(old.data[0].content_html).toContain('<p>Ok</p>');
      expect(isDangerous(old.data[0].content_html)).toBe(false);
      await t.database.db.execute(
        sql`update blog_post_translations set content_html = '<p onmouseover="x()">Szia</p><iframe src="//evil"></iframe>' where post_id = ${ids.old}`,
      );
      expect((await get('/api/v1/blog-posts?seo_slug=regi')).data[0].content_html).toBe('<p>Szia</p>');
    });

    it('refuses an unknown sort_by or sort_dir with 422', async () => {
      const response = await t.request('/api/v1/blog-posts?sort_by=title&sort_dir=up');
      expect(response.status).toBe(422);
      expect(Object.keys((await response.json()).errors)).toEqual(expect.arrayContaining(['sort_by', 'sort_dir']));
    });
  });

  describe('GET /api/v1/blog-categories and the tag cloud', () => {
    it('lists the active categories by sort with their published posts in the language', async () => {
      const body = await get('/api/v1/blog-categories?locale_id=1');
      expect(body.data.map((c: { name: string; posts_count: number }) => [c.name, c.posts_count])).toEqual([
        ['Bőrápolás', 2],
        ['Üres', 0],
      ]);
      expect(body.data[0]).toMatchObject({ seo_slug: care.hu.slug, url: `/blogs/${care.hu.slug}` });
      expect(body.meta.total).toBe(2);
      const en = await get('/api/v1/blog-categories?locale_id=2');
      expect(en.data[0]).toMatchObject({ name: 'Skin care', posts_count: 2, url: `/en/blogs/${care.en.slug}` });
      expect((await get('/api/v1/blog-categories', ACADEMY_HOST)).data).toEqual([]);
    });

    it('counts the published posts of each tag, most used first', async () => {
      const response = await t.request('/api/v1/blog-posts/get-tag-cloud?locale_id=1');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        tag_cloud: [
          { name: 'fényvédelem', seo_slug: expect.any(String), count: 2 },
          { name: 'hidratálás', seo_slug: hydration.hu.slug, count: 2 },
        ],
      });
      expect((await get('/api/v1/blog-posts/get-tag-cloud?locale_id=2')).tag_cloud).toEqual([
        { name: 'hydration', seo_slug: hydration.en.slug, count: 2 },
        { name: 'sun protection', seo_slug: expect.any(String), count: 2 },
      ]);
    });
  });
});

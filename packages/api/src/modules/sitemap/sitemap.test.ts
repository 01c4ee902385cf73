import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACADEMY_HOST,
  createBlogCategory,
  createBlogPost,
  createCustomPage,
  createSalon,
  createTestApp,
  type TestApp,
} from '../../testing';
import { buildSitemap } from './sitemap.service';
import { sitemapSources } from './sitemap.sources';

describe('GET /api/v1/sitemap', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await createCustomPage(db, { hu: { slug: 'aszf' }, en: { slug: 'terms' } });
    await createCustomPage(db, { hu: { slug: 'rejtett' }, isActive: false });
    await createCustomPage(db, {
      hostId: 2,
      hu: { slug: 'jelentkezes-es-fizetes' },
      en: { slug: 'enrolment-and-payment' },
    });
    const category = await createBlogCategory(db, { hu: 'Bőrápolás' });
    await createBlogCategory(db, { hu: 'Üres kategória' });
    await createBlogPost(db, {
      categoryIds: [category.id],
      publicationDate: new Date('2026-03-01T10:00:00Z'),
      hu: { slug: 'teli-hidratalas' },
      en: { slug: 'winter-hydration' },
    });
    await createBlogPost(db, { publicationDate: new Date(Date.now() + 86_400_000), hu: { slug: 'holnapi' } });
    await createSalon(db, {
      translations: { hu: { slug: 'bella', description: '' }, en: { slug: 'bella', description: '' } },
    });
  });
  afterAll(() => t.dispose());

  const pages = async (host?: string) => {
    const response = await t.request('/api/v1/sitemap', { host });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { pages: { url: string; lastmod: string | null }[] };
    return body.pages;
  };

  it('lists every public page of the shop in both languages, Hungarian with aliases and English under /en', async () => {
    const urls = (await pages()).map((page) => page.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/',
        '/en',
        '/kategoria',
        '/en/category',
        '/rolunk',
        '/en/about-us',
        '/contact',
        '/en/contact',
        '/szalonok',
        '/en/salons',
        '/kozmetikusoknak',
        '/en/for-beauticians',
        '/blogs',
        '/en/blogs',
        '/oldal/aszf',
        '/en/page/terms',
        '/blog/teli-hidratalas',
        '/en/blog/winter-hydration',
        '/szalonok/bella',
        '/en/salons/bella',
      ]),
    );
    expect(urls.filter((url) => url.startsWith('/blogs/'))).toHaveLength(1);
    expect(urls).not.toContain('/oldal/rejtett');
    expect(urls.some((url) => url.includes('holnapi'))).toBe(false);
    expect(urls).not.toContain('/kepzesi-naptar');
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('dates content pages by their last change and leaves screens undated', async () => {
    const all = await pages();
    expect(all.find((page) => page.url === '/')?.lastmod).toBeNull();
    const post = all.find((page) => page.url === '/blog/teli-hidratalas');
    expect(Date.parse(post?.lastmod ?? '')).toBeGreaterThan(Date.parse('2026-01-01'));
  });

  it("gives the academy its own screens and pages, and none of the shop's", async () => {
    const urls = (await pages(ACADEMY_HOST)).map((page) => page.url);
    expect(urls).toEqual(
      expect.arrayContaining(['/', '/kepzesi-naptar', '/en/training-calendar', '/oldal/jelentkezes-es-fizetes']),
    );
    expect(urls).not.toContain('/szalonok');
    expect(urls).not.toContain('/oldal/aszf');
    expect(urls.some((url) => url.startsWith('/szalonok/') || url.startsWith('/blog/'))).toBe(false);
  });

  it('takes entries from every registered source (the catalogue adds its own)', async () => {
    const catalogue = async () => [
      { locale: 'hu' as const, path: '/product/arc/krem', lastmod: '2026-05-01T00:00:00.000Z' },
      { locale: 'en' as const, path: '/product/face/cream', lastmod: null },
    ];
    const result = await buildSitemap(t.database.db, 1, [...sitemapSources, catalogue]);
    expect(result).toEqual(
      expect.arrayContaining([
        { url: '/termek/arc/krem', lastmod: '2026-05-01T00:00:00.000Z' },
        { url: '/en/product/face/cream', lastmod: null },
      ]),
    );
  });
});

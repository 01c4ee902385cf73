import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_HOST, createTestApp, type TestApp } from '../../testing';

/** The demo data as a visitor meets it on a fresh install: every content call answers with something real. */
describe('demo content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.dispose());

  const get = async (path: string, host?: string) => {
    const response = await t.request(path, { host });
    expect(response.status).toBe(200);
    return response.json();
  };

  it('has a custom page behind every page link of both sites’ menus, in both languages', async () => {
    for (const host of [undefined, ACADEMY_HOST]) {
      for (const locale of [1, 2]) {
        const links = (await get(`/api/v1/menu-links?locale_id=${locale}`, host)).data as { url: string }[];
        const slugs = links.filter((link) => link.url.startsWith('/page/')).map((link) => link.url.slice(6));
        expect(slugs.length).toBeGreaterThanOrEqual(3);
        for (const slug of slugs) {
          const pages = await get(`/api/v1/custom-pages/?seo_slug=${slug}&locale_id=${locale}`, host);
          expect(pages.data, `${host ?? 'shop'} ${slug}`).toHaveLength(1);
          expect(pages.data[0].content_html.length).toBeGreaterThan(200);
        }
      }
    }
  });

  it('shows salons, carousel slides and blog posts on both sites', async () => {
    const salons = await get('/api/v1/salons/?site_ordering=1');
    expect(salons.meta.total).toBeGreaterThanOrEqual(10);
    expect(new Set(salons.data.map((salon: { city: string }) => salon.city)).size).toBeGreaterThanOrEqual(8);
    for (const host of [undefined, ACADEMY_HOST]) {
      for (const locale of [1, 2]) {
        expect((await get(`/api/v1/home-carousels?locale_id=${locale}`, host)).data).toHaveLength(3);
        const posts = await get(`/api/v1/blog-posts/?locale_id=${locale}&per_page=100`, host);
        expect(posts.meta.total).toBe(12);
        expect((await get(`/api/v1/blog-posts/?sort_by=highlighted&locale_id=${locale}`, host)).data).toHaveLength(3);
        expect((await get(`/api/v1/blog-categories?locale_id=${locale}`, host)).data.length).toBeGreaterThanOrEqual(3);
        expect(
          (await get(`/api/v1/blog-posts/get-tag-cloud?locale_id=${locale}`, host)).tag_cloud.length,
        ).toBeGreaterThan(5);
      }
    }
  });

  it('finds demo content with accents, typos and stemming in both languages', async () => {
    const hu = await get('/api/v1/global-search/search/1/1?keyword=hidratalas');
    expect(hu.counters.blog).toBeGreaterThan(0);
    const suggestions = await get('/api/v1/global-search/suggest/1/1?keyword=szerom');
    expect(suggestions.objects[0].title).toMatch(/szérum/i);
    const en = await get('/api/v1/global-search/search/2/2?keyword=peels');
    expect(en.data[0].link).toMatch(/^\/en\/blog\//);
  });

  it('offers 50+ parcel points in Budapest and the large cities, lockers and shops', async () => {
    const all = await get('/api/v1/gls-parcel-shops/?is_active=1&per_page=100');
    expect(all.meta.total).toBeGreaterThanOrEqual(50);
    const cities = new Set(all.data.map((shop: { city: string }) => shop.city));
    for (const city of [
      'Budapest',
      'Debrecen',
      'Szeged',
      'Miskolc',
      'Pécs',
      'Győr',
      'Nyíregyháza',
      'Kecskemét',
      'Székesfehérvár',
    ]) {
      expect(cities).toContain(city);
    }
    const lockers = await get('/api/v1/gls-parcel-shops/?is_parcel_locker=1');
    expect(lockers.meta.total).toBeGreaterThan(10);
    expect(lockers.meta.total).toBeLessThan(all.meta.total);
  });

  it('has redirects and a sitemap that covers content of every kind', async () => {
    expect(await get('/api/v1/redirects')).toEqual({
      data: expect.arrayContaining([{ from_url: '/regi-termekek', to_url: '/kategoria' }]),
    });
    const urls = (await get('/api/v1/sitemap')).pages.map((page: { url: string }) => page.url);
    for (const prefix of ['/oldal/', '/en/page/', '/blog/', '/en/blog/', '/blogs/', '/szalonok/', '/en/salons/']) {
      expect(
        urls.some((url: string) => url.startsWith(prefix)),
        prefix,
      ).toBe(true);
    }
  });
});

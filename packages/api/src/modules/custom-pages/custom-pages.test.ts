import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { ACADEMY_HOST, createCustomPage, createTestApp, isDangerous, type TestApp, XSS_CORPUS } from '../../testing';
import { saveCustomPage } from './custom-pages.service';

describe('GET /api/v1/custom-pages/', () => {
  let t: TestApp;
  let terms: Awaited<ReturnType<typeof createCustomPage>>;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    terms = await createCustomPage(db, {
      hu: { title: 'Általános szerződési feltételek', slug: 'aszf', contentHtml: '<h2>Bolt</h2><p>Vásárlás</p>' },
      en: { title: 'Terms and conditions', slug: 'terms', contentHtml: '<p>Shopping</p>', seoTitle: 'Terms | Shop' },
    });
    await createCustomPage(db, {
      hostId: 2,
      hu: { title: 'Akadémiai ÁSZF', slug: 'aszf', contentHtml: '<p>Képzések</p>' },
      en: { title: 'Academy terms', slug: 'terms' },
    });
    await createCustomPage(db, { hu: { title: 'Csak magyarul', slug: 'csak-magyarul' } });
    await createCustomPage(db, { isActive: false, hu: { title: 'Rejtett', slug: 'rejtett' } });
  });
  afterAll(() => t.dispose());

  const get = async (path: string, host?: string) => {
    const response = await t.request(path, { host });
    expect(response.status).toBe(200);
    return response.json();
  };

  it('finds a page by its slug with title, sanitised HTML, localized url, SEO and alternates', async () => {
    const response = await t.request('/api/v1/custom-pages/?seo_slug=aszf&locale_id=1');
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    const body = await response.json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      id: terms.id,
      title: 'Általános szerződési feltételek',
      content_html: '<h2>Bolt</h2><p>Vásárlás</p>',
      url: '/oldal/aszf',
      seo: { canonical_url: '/oldal/aszf', slug: 'aszf', title: 'Általános szerződési feltételek', type: 'website' },
      alternates: [
        { locale: 'hu', url: '/oldal/aszf' },
        { locale: 'en', url: '/en/page/terms' },
      ],
    });
    expect(body.data[0].seo.description).toBe('Bolt Vásárlás');
  });

  it('answers in the language asked for, whichever language the slug is in', async () => {
    const english = await get('/api/v1/custom-pages/?seo_slug=aszf&locale_id=2');
    expect(english.data[0]).toMatchObject({ title: 'Terms and conditions', url: '/en/page/terms' });
    expect(english.data[0].seo.title).toBe('Terms | Shop');
    const hungarian = await get('/api/v1/custom-pages?seo_slug=terms&locale_id=1');
    expect(hungarian.data[0].url).toBe('/oldal/aszf');
  });

  it('scopes pages to the site: the same slug is another page on the academy', async () => {
    const academy = await get('/api/v1/custom-pages/?seo_slug=aszf', ACADEMY_HOST);
    expect(academy.data.map((page: { title: string }) => page.title)).toEqual(['Akadémiai ÁSZF']);
    const byParam = await get('/api/v1/custom-pages/?seo_slug=aszf&host_id=2');
    expect(byParam.data[0].title).toBe('Akadémiai ÁSZF');
  });

  it('leaves out inactive pages and pages without a translation in the language', async () => {
    const hu = await get('/api/v1/custom-pages/?locale_id=1');
    const titles = hu.data.map((page: { title: string }) => page.title);
    expect(titles).toContain('Csak magyarul');
    expect(titles).not.toContain('Rejtett');
    expect((await get('/api/v1/custom-pages/?seo_slug=rejtett')).data).toEqual([]);
    const en = await get('/api/v1/custom-pages/?locale_id=2');
    expect(en.data.map((page: { title: string }) => page.title)).toEqual(['Terms and conditions']);
  });

  it('pages the list with the meta of DESIGN §4', async () => {
    const first = await get('/api/v1/custom-pages/?per_page=1&page=2');
    expect(first.meta).toEqual({ current_page: 2, from: 2, to: 2, total: 2, last_page: 2, per_page: 1 });
    const beyond = await get('/api/v1/custom-pages/?per_page=1&page=5');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta).toMatchObject({ from: null, to: null, total: 2 });
  });

  it('refuses invalid parameters with 422', async () => {
    const response = await t.request('/api/v1/custom-pages/?per_page=0&locale_id=3');
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(expect.arrayContaining(['per_page', 'locale_id']));
  });

  it('sanitises HTML on write: nothing that runs script is stored', async () => {
    const { id } = await createCustomPage(t.database.db, {
      hu: { slug: 'xss-write', contentHtml: `<p>Biztonságos</p>${XSS_CORPUS.join('')}` },
    });
    const [row] = await queryRows<{ content_html: string }>(
      t.database.db,
      sql`select content_html from custom_page_translations where page_id = ${id}`,
    );
    expect(row?.content_html).toContain('<p>Biztonságos</p>');
    expect(isDangerous(row?.content_html ?? '<script>')).toBe(false);
  });

  it('sanitises HTML on read too: a script written past the service never comes back', async () => {
    const { id } = await createCustomPage(t.database.db, { hu: { slug: 'xss-read' } });
    const dirty = `<p>Régi tartalom</p>${XSS_CORPUS.join('')}`;
    await t.database.db.execute(sql`update custom_page_translations set content_html = ${dirty} where page_id = ${id}`);
    const body = await get('/api/v1/custom-pages/?seo_slug=xss-read');
    expect(body.data[0].content_html).toContain('<p>Régi tartalom</p>');
    expect(isDangerous(body.data[0].content_html)).toBe(false);
  });

  it('updates a page in place when saved with its id', async () => {
    const { id } = await createCustomPage(t.database.db, { hu: { slug: 'gyik', title: 'GYIK' } });
    await saveCustomPage(t.database.db, {
      id,
      hostId: 1,
      translations: { hu: { title: 'Gyakori kérdések', slug: 'gyik', contentHtml: '<p>Új</p>' } },
    });
    const body = await get('/api/v1/custom-pages/?seo_slug=gyik');
    expect(body.data).toEqual([expect.objectContaining({ id, title: 'Gyakori kérdések', content_html: '<p>Új</p>' })]);
  });
});

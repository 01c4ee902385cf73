import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_HOST, createSalon, createTestApp, isDangerous, type TestApp } from '../../testing';

describe('GET /api/v1/salons/ and /api/v1/salons/{slug}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const salon = (name: string, city: string, siteOrdering: number | null, slug: string) =>
      createSalon(db, {
        name,
        city,
        siteOrdering,
        translations: {
          hu: { slug, description: `<p>${name} – magyar leírás</p><img src=x onerror=alert(1)>` },
          en: { slug: `${slug}-en`, description: `<p>${name} – English description</p>` },
        },
      });
    await salon('Zafír Szalon', 'Budapest', 2, 'zafir');
    await salon('Alma Kozmetika', 'Szeged', null, 'alma');
    await salon('Bella Szalon', 'Budapest', 1, 'bella');
    await salon('Éden Szépség', 'Érd', null, 'eden');
    await createSalon(db, {
      hostId: 2,
      name: 'Akadémiai bemutatóterem',
      translations: { hu: { slug: 'bemutato', description: '' } },
    });
    await createSalon(db, {
      name: 'Bezárt Szalon',
      isActive: false,
      translations: { hu: { slug: 'bezart', description: '' } },
    });
  });
  afterAll(() => t.dispose());

  const names = (body: { data: { name: string }[] }) => body.data.map((salon) => salon.name);
  const get = async (path: string, host?: string) => {
    const response = await t.request(path, { host });
    expect(response.status).toBe(200);
    return response.json();
  };

  it('lists the active salons of the site by city and name, accents sorted as letters', async () => {
    const response = await t.request('/api/v1/salons/');
    expect(response.headers.get('cache-control')).toContain('max-age=60');
    expect(names(await response.json())).toEqual(['Bella Szalon', 'Zafír Szalon', 'Éden Szépség', 'Alma Kozmetika']);
  });

  it("sorts by the operator's site ordering with site_ordering=1, unordered salons last", async () => {
    expect(names(await get('/api/v1/salons?site_ordering=1'))).toEqual([
      'Bella Szalon',
      'Zafír Szalon',
      'Alma Kozmetika',
      'Éden Szépség',
    ]);
  });

  it('filters by city, ignoring accents and case', async () => {
    expect(names(await get('/api/v1/salons?city=erd'))).toEqual(['Éden Szépség']);
    expect(names(await get('/api/v1/salons?city=BUDAPEST'))).toHaveLength(2);
  });

  it('gives every field of a salon, with the text of the language and a sanitised description', async () => {
    const body = await get('/api/v1/salons?locale_id=2&city=Szeged');
    expect(body.data[0]).toMatchObject({
      name: 'Alma Kozmetika',
      slug: 'alma-en',
      url: '/en/salons/alma-en',
      zipcode: '1052',
      address: expect.any(String),
      phone: '+36 1 123 4567',
      opening_hours: [{ day: 1, open: '09:00', close: '18:00' }],
      lat: 47.49,
      lng: 19.05,
      site_ordering: null,
      description: '<p>Alma Kozmetika – English description</p>',
      alternates: [
        { locale: 'hu', url: '/szalonok/alma' },
        { locale: 'en', url: '/en/salons/alma-en' },
      ],
    });
    const hu = await get('/api/v1/salons?city=Szeged');
    expect(hu.data[0].url).toBe('/szalonok/alma');
    expect(hu.data[0].description).toContain('magyar leírás');
    expect(isDangerous(hu.data[0].description)).toBe(false);
  });

  it('scopes salons to the site', async () => {
    expect(names(await get('/api/v1/salons', ACADEMY_HOST))).toEqual(['Akadémiai bemutatóterem']);
    expect(names(await get('/api/v1/salons?host_id=2'))).toEqual(['Akadémiai bemutatóterem']);
  });

  it('pages the list', async () => {
    const body = await get('/api/v1/salons?site_ordering=1&per_page=3&page=2');
    expect(names(body)).toEqual(['Éden Szépség']);
    expect(body.meta).toEqual({ current_page: 2, from: 4, to: 4, total: 4, last_page: 2, per_page: 3 });
  });

  it('finds one salon by its slug in either language, in the language asked for', async () => {
    const hu = await get('/api/v1/salons/bella-en');
    expect(hu.data).toMatchObject({ name: 'Bella Szalon', slug: 'bella', url: '/szalonok/bella' });
    expect(hu.data.seo).toMatchObject({
      title: 'Bella Szalon – Budapest',
      type: 'place',
      canonical_url: '/szalonok/bella',
    });
    const en = await get('/api/v1/salons/bella?locale_id=2');
    expect(en.data.url).toBe('/en/salons/bella-en');
  });

  it('answers 404 for an unknown, inactive or other-site salon', async () => {
    for (const [path, host] of [
      ['/api/v1/salons/nincs-ilyen', undefined],
      ['/api/v1/salons/bezart', undefined],
      ['/api/v1/salons/bella', ACADEMY_HOST],
    ] as const) {
      const response = await t.request(path, { host });
      expect(response.status).toBe(404);
      expect((await response.json()).code).toBe('not_found');
    }
  });

  it('sanitises a description written past the service when it is read', async () => {
    await t.database.db.execute(
      sql`update salon_translations set description = '<p onclick="x()">Hi</p><script>x()</script>' where slug = 'zafir'`,
    );
    const body = await get('/api/v1/salons/zafir');
    expect(body.data.description).toBe('<p>Hi</p>');
  });
});

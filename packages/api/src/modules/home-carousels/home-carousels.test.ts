import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_HOST, createHomeCarouselSlide, createTestApp, type TestApp } from '../../testing';

describe('GET /api/v1/home-carousels', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const day = 86_400_000;
    await createHomeCarouselSlide(db, { title: 'Harmadik', sort: 30, link: '/kategoria', buttonText: 'Vásárlás' });
    await createHomeCarouselSlide(db, { title: 'Első', sort: 10, subtitle: 'Alcím' });
    await createHomeCarouselSlide(db, { title: 'Második', sort: 20, startsAt: new Date(Date.now() - day) });
    await createHomeCarouselSlide(db, { title: 'Később', sort: 5, startsAt: new Date(Date.now() + day) });
    await createHomeCarouselSlide(db, { title: 'Lejárt', sort: 6, endsAt: new Date(Date.now() - day) });
    await createHomeCarouselSlide(db, { title: 'Kikapcsolt', sort: 7, isActive: false });
    await createHomeCarouselSlide(db, { title: 'First', sort: 10, localeId: 2, link: '/en/category' });
    await createHomeCarouselSlide(db, { title: 'Akadémia', sort: 10, hostId: 2 });
  });
  afterAll(() => t.dispose());

  const titles = (body: { data: { title: string }[] }) => body.data.map((slide) => slide.title);

  it('shows the slides of the site and language by sort ascending, within their display window', async () => {
    const response = await t.request('/api/v1/home-carousels?locale_id=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age=60');
    const body = await response.json();
    expect(titles(body)).toEqual(['Első', 'Második', 'Harmadik']);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      title: 'Első',
      subtitle: 'Alcím',
      image: expect.stringMatching(/^\/img\/demo\/carousel\//),
      link: null,
      button_text: null,
      sort: 10,
    });
    expect(body.data[2]).toMatchObject({ link: '/kategoria', button_text: 'Vásárlás' });
    expect(body.meta).toMatchObject({ total: 3, current_page: 1, last_page: 1 });
  });

  it('switches language and site', async () => {
    expect(titles(await (await t.request('/api/v1/home-carousels?locale_id=2')).json())).toEqual(['First']);
    expect(titles(await (await t.request('/api/v1/home-carousels', { host: ACADEMY_HOST })).json())).toEqual([
      'Akadémia',
    ]);
  });
});

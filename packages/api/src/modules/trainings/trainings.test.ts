import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_HOST, createTestApp, SHOP_HOST, type TestApp } from '../../testing';
import { type Academy, buildAcademy, type TrainingListBody } from './trainings.fixture';

describe('GET /api/v1/trainings', () => {
  let t: TestApp;
  let academy: Academy;
  beforeAll(async () => {
    t = await createTestApp();
    academy = await buildAcademy(t);
  });
  afterAll(() => t.dispose());

  const list = async (query = '', host = ACADEMY_HOST) => {
    const response = await t.request(`/api/v1/trainings${query}`, { host });
    expect(response.status, query).toBe(200);
    return (await response.json()) as TrainingListBody;
  };
  const ids = (body: TrainingListBody) => body.data.map((training) => training.id);

  it('lists the academy’s active trainings with paging meta and the price range', async () => {
    const response = await t.request('/api/v1/trainings', { host: ACADEMY_HOST });
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
    const body = (await response.json()) as TrainingListBody;
    const { basic, webinar, combined, undated } = academy.t;
    expect(ids(body)).toEqual([basic.id, webinar.id, combined.id, undated.id]);
    expect(body.meta).toEqual({
      current_page: 1,
      from: 1,
      to: 4,
      total: 4,
      last_page: 1,
      per_page: 9,
      price_range: { min: 15_000, max: 120_000 },
    });
    const second = await list('?per_page=3&page=2');
    expect(ids(second)).toEqual([undated.id]);
    expect(second.meta).toMatchObject({ from: 4, to: 4, last_page: 2 });
  });

  it('filters by training category, each parameter covering the subtree below it', async () => {
    const { face, advanced, pigmentation } = academy;
    const { basic, webinar, combined, undated } = academy.t;
    expect(ids(await list(`?category_ids[]=${face.id}`))).toEqual([basic.id, webinar.id, combined.id]);
    expect(ids(await list(`?sub_category_ids[]=${advanced.id}`))).toEqual([combined.id]);
    expect(ids(await list(`?main_category_ids[]=${pigmentation.id}`))).toEqual([basic.id, undated.id]);
    expect(ids(await list(`?main_category_ids[]=${face.id}&category_ids[]=${pigmentation.id}`))).toEqual([basic.id]);
  });

  it('filters by how a training is offered', async () => {
    const { basic, webinar, combined, undated } = academy.t;
    expect(ids(await list('?location=online'))).toEqual([webinar.id, combined.id]);
    expect(ids(await list('?location=classroom'))).toEqual([basic.id, combined.id, undated.id]);
  });

  it('filters and sorts by the lowest price payable, a sales price included', async () => {
    const { basic, webinar, combined, undated } = academy.t;
    const body = await list('?min_price=20000&max_price=60000');
    expect(ids(body)).toEqual([basic.id, combined.id]);
    expect(body.meta.price_range).toEqual({ min: 15_000, max: 120_000 });
    expect(ids(await list('?max_price=15000'))).toEqual([webinar.id]);
    expect(ids(await list('?sort_by[]=price&sort_dir[]=desc'))).toEqual([
      undated.id,
      basic.id,
      combined.id,
      webinar.id,
    ]);
  });

  it('sorts by the next upcoming date, trainings without one last', async () => {
    const { basic, webinar, combined, undated } = academy.t;
    expect(ids(await list('?sort_by[]=next_date'))).toEqual([webinar.id, basic.id, combined.id, undated.id]);
    expect(ids(await list('?sort_by[]=next_date&sort_dir[]=desc'))).toEqual([
      combined.id,
      basic.id,
      webinar.id,
      undated.id,
    ]);
  });

  it('sorts by title, accents ignored', async () => {
    const body = await list('?sort_by[]=title');
    expect(body.data.map((x) => x.title)).toEqual([
      'Alap arckezelés',
      'Brow lift',
      'Élményarckezelés',
      'Online bőrtípus webinár',
    ]);
  });

  it('has the newest, highlighted and promoted list modes', async () => {
    const { basic, webinar, combined, undated } = academy.t;
    const newest = await list('?list=newest');
    expect(ids(newest)).toEqual([combined.id, undated.id, webinar.id, basic.id]);
    expect(newest.meta.per_page).toBe(5);
    expect(ids(await list('?list=highlighted'))).toEqual([combined.id]);
    const promoted = await list('?list=promoted');
    expect(ids(promoted)).toEqual([webinar.id]);
    expect(promoted.meta.per_page).toBe(10);
    expect(promoted.data[0]?.sales_prices).toEqual({ onlinePrice: 15_000, classRoomPrice: null });
  });

  it('finds one training by its seo slug in either language', async () => {
    const { combined } = academy.t;
    expect(ids(await list(`?seo=${combined.slug.hu}`))).toEqual([combined.id]);
    expect(ids(await list(`?seo=${combined.slug.en}&locale_id=2`))).toEqual([combined.id]);
    expect((await list('?seo=nothing-like-this')).data).toEqual([]);
  });

  it('includes only the relations load[] names', async () => {
    const body = await list('?load[]=images&per_page=1');
    expect(body.data[0]?.images).toEqual([
      { url_path: '/img/demo/trainings/alap-1.webp' },
      { url_path: '/img/demo/trainings/alap-2.webp' },
    ]);
    expect(body.data[0]).not.toHaveProperty('trainingDates');
    expect(body.data[0]).not.toHaveProperty('categories');
  });

  it('scopes trainings to the requested site', async () => {
    expect(ids(await list('', SHOP_HOST))).toEqual([academy.t.shop.id]);
    expect(ids(await list('?host_id=1'))).toEqual([academy.t.shop.id]);
  });

  it('refuses bad parameters with 422 and the fields at fault', async () => {
    const cases: [string, string][] = [
      ['?sort_by[]=name', 'sort_by[]'],
      ['?list=professionals', 'list'],
      ['?location=moon', 'location'],
      ['?load[]=participants', 'load[]'],
      ['?per_page=0', 'per_page'],
      ['?min_price=9&max_price=1', 'max_price'],
      ['?sub_category_ids[]=-4', 'sub_category_ids[]'],
    ];
    for (const [query, field] of cases) {
      const response = await t.request(`/api/v1/trainings${query}`, { host: ACADEMY_HOST });
      expect(response.status, query).toBe(422);
      const body = (await response.json()) as { errors: Record<string, string[]> };
      expect(
        Object.keys(body.errors).some((key) => key.startsWith(field)),
        query,
      ).toBe(true);
    }
  });
});

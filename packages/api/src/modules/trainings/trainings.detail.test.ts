import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import {
  ACADEMY_HOST,
  createTestApp,
  createTraining,
  createTrainingDate,
  SHOP_HOST,
  type TestApp,
} from '../../testing';
import { type Academy, buildAcademy, type TrainingBody } from './trainings.fixture';

describe('a training’s shape, dates and detail path', () => {
  let t: TestApp;
  let academy: Academy;
  beforeAll(async () => {
    t = await createTestApp();
    academy = await buildAcademy(t);
  });
  afterAll(() => t.dispose());

  const byUri = async (fullUri: string, query = '', host = ACADEMY_HOST) => {
    const response = await t.request(`/api/v1/trainings/by-uri?full_uri=${encodeURIComponent(fullUri)}${query}`, {
      host,
    });
    return { response, body: (await response.json()) as { data: TrainingBody } };
  };
  const training = async (slug: string, query = '') => {
    const response = await t.request(`/api/v1/trainings?seo=${slug}${query}`, { host: ACADEMY_HOST });
    return ((await response.json()) as { data: TrainingBody[] }).data[0];
  };

  it('carries the spec’s fields, with the upcoming dates only, soonest first', async () => {
    const { basic } = academy.t;
    const body = await training(basic.slug.hu);
    const fullUri = [academy.face.slug.hu, academy.classic.slug.hu, basic.slug.hu].join('/');
    expect(body).toMatchObject({
      id: basic.id,
      title: 'Alap arckezelés',
      duration: 6,
      durationType: { id: 2, code: 'hours' },
      prices: { onlinePrice: null, classRoomPrice: 59_000 },
      sales_prices: { onlinePrice: null, classRoomPrice: null },
      has_promotion: false,
      trainingLocationType: { id: 1, code: 'classroom' },
      full_uri: fullUri,
      seo: { canonical_url: `/kepzes/${fullUri}`, image: '/img/demo/trainings/alap-1.webp', type: 'website' },
      categories: [
        expect.objectContaining({
          id: academy.classic.id,
          is_default: true,
          url: `/kategoria/${academy.face.slug.hu}/${academy.classic.slug.hu}`,
        }),
        expect.objectContaining({ id: academy.pigmentation.id, is_default: false, name: 'Sminktetoválás' }),
      ],
    });
    const [full, open] = body?.trainingDates ?? [];
    expect(body?.trainingDates).toHaveLength(2);
    // The full date overrides the duration: 90 minutes.
    expect(full).toMatchObject({
      duration: 90,
      durationType: { id: 1, code: 'minutes' },
      trainingLocationType: { id: 1, code: 'classroom' },
      available_limit: 0,
    });
    expect(Date.parse(full?.end_at ?? '') - Date.parse(full?.start_at ?? '')).toBe(90 * 60_000);
    expect(open).toMatchObject({
      duration: null,
      durationType: null,
      venue: '1061 Budapest, Andrássy út 12.',
      available_limit: 7,
    });
    expect(open?.start_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(open?.end_at ?? '') - Date.parse(open?.start_at ?? '')).toBe(6 * 3_600_000);
    expect(Date.parse(full?.start_at ?? '')).toBeGreaterThan(Date.now());
  });

  it('offers both ways with an online and a classroom date', async () => {
    const body = await training(academy.t.combined.slug.hu, '&locale_id=2');
    expect(body).toMatchObject({
      title: 'Experience facial',
      trainingLocationType: { id: 3, code: 'both' },
      prices: { onlinePrice: 49_000, classRoomPrice: 89_000 },
    });
    expect(body?.full_uri.split('/')).toHaveLength(4);
    expect(body?.trainingDates?.map((d) => [d.trainingLocationType.code, d.venue, d.available_limit])).toEqual([
      ['online', null, 10],
      ['classroom', '1052 Budapest, Váci utca 10.', 6],
    ]);
  });

  it('answers a training by its full_uri, its slug, or another language’s path', async () => {
    const { webinar } = academy.t;
    const listed = await training(webinar.slug.hu);
    const { response, body } = await byUri(listed?.full_uri ?? '');
    expect(response.status).toBe(200);
    expect(body.data).toEqual(listed);
    const english = await byUri(`x/${webinar.slug.hu}`, '&locale_id=2');
    expect(english.body.data.title).toBe('Online skin type webinar');
    expect(english.body.data.full_uri.endsWith(webinar.slug.en)).toBe(true);
  });

  it('answers 404 with the contract body for unknown, inactive and other sites’ trainings', async () => {
    for (const uri of ['nincs/ilyen', academy.t.inactive.slug.hu, academy.t.shop.slug.hu]) {
      const { response, body } = await byUri(uri);
      expect(response.status, uri).toBe(404);
      expect(body).toEqual({ message: 'A keresett erőforrás nem található.', code: 'not_found' });
    }
    expect((await byUri(academy.t.shop.slug.hu, '', SHOP_HOST)).response.status).toBe(200);
  });
});

describe('seats of a training date', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());

  it('never lets seats_held leave 0..capacity, so available_limit is never negative', async () => {
    const db = t.database.db;
    const { id: trainingId, slug } = await createTraining(db);
    const { id } = await createTrainingDate(db, { trainingId, capacity: 2, seatsHeld: 1 });
    const take = () =>
      queryRows<{ id: number }>(
        db,
        sql`update training_dates set seats_held = seats_held + 1 where id = ${id} and seats_held < capacity returning id`,
      );
    expect(await take()).toHaveLength(1);
    expect(await take()).toHaveLength(0);
    await expect(
      db.execute(sql`update training_dates set seats_held = capacity + 1 where id = ${id}`),
    ).rejects.toThrow();
    await expect(db.execute(sql`update training_dates set seats_held = -1 where id = ${id}`)).rejects.toThrow();
    await expect(createTrainingDate(db, { trainingId, capacity: 3, seatsHeld: 4 })).rejects.toThrow();
    const response = await t.request(`/api/v1/trainings?seo=${slug.hu}`, { host: ACADEMY_HOST });
    const [training] = ((await response.json()) as { data: TrainingBody[] }).data;
    expect(training?.trainingDates?.map((d) => d.available_limit)).toEqual([0]);
  });

  it('sanitises the staff-written description on the way out', async () => {
    const { slug } = await createTraining(t.database.db, {
      description: { hu: '<p>Gyakorlat</p><script>alert(1)</script><img src="x" onerror="alert(2)">' },
    });
    const response = await t.request(`/api/v1/trainings/by-uri?full_uri=${slug.hu}`, { host: ACADEMY_HOST });
    const { data } = (await response.json()) as { data: { description: string } };
    expect(data.description).toContain('<p>Gyakorlat</p>');
    expect(data.description).not.toMatch(/script|onerror|alert/);
  });

  it('refuses prices that do not match how a training is offered', async () => {
    const db = t.database.db;
    await expect(createTraining(db, { locationTypeId: 1, onlineSalesPrice: 1000 })).rejects.toThrow();
    await expect(
      createTraining(db, { locationTypeId: 2, onlinePrice: 1000, onlineSalesPrice: 1000 }),
    ).rejects.toThrow();
  });
});

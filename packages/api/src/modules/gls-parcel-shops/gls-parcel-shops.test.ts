import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_HOST, createParcelShop, createTestApp, type TestApp } from '../../testing';
import { findUsableParcelShop } from './gls-parcel-shops.service';

describe('GET /api/v1/gls-parcel-shops/', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const hours = [{ day: 1, open: '08:00', close: '20:00' }];
    ids = {
      vaci: await createParcelShop(db, {
        name: 'Trafik Váci út',
        zipcode: '1134',
        city: 'Budapest',
        address: 'Váci út 45.',
        lat: 47.518,
        lng: 19.063,
        openingHours: hours,
      }),
      locker: await createParcelShop(db, {
        name: 'CsomagAutomata Nyugati',
        zipcode: '1062',
        city: 'Budapest',
        isParcelLocker: true,
        lat: 47.51,
        lng: 19.056,
      }),
      debrecen: await createParcelShop(db, {
        name: 'Könyvesház',
        zipcode: '4024',
        city: 'Debrecen',
        lat: 47.53,
        lng: 21.625,
      }),
      szeged: await createParcelShop(db, {
        name: 'Papírbolt',
        zipcode: '6720',
        city: 'Szeged',
        isParcelLocker: true,
        lat: 46.252,
        lng: 20.148,
      }),
      closed: await createParcelShop(db, { name: 'Bezárt pont', zipcode: '1011', city: 'Budapest', isActive: false }),
    };
  });
  afterAll(() => t.dispose());

  const get = async (path: string, host?: string) => {
    const response = await t.request(path, { host });
    expect(response.status).toBe(200);
    return response.json();
  };
  const names = (body: { data: { name: string }[] }) => body.data.map((shop) => shop.name);

  it('lists the open points by zip code with every field, cacheable for long', async () => {
    const response = await t.request('/api/v1/gls-parcel-shops/?host_id=1&is_active=1');
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=86400');
    const body = await response.json();
    expect(names(body)).toEqual(['CsomagAutomata Nyugati', 'Trafik Váci út', 'Könyvesház', 'Papírbolt']);
    expect(body.data[1]).toEqual({
      id: ids.vaci,
      code: expect.stringMatching(/^TEST-/),
      name: 'Trafik Váci út',
      zipcode: '1134',
      city: 'Budapest',
      address: 'Váci út 45.',
      is_parcel_locker: false,
      is_active: true,
      opening_hours: [{ day: 1, open: '08:00', close: '20:00' }],
      lat: 47.518,
      lng: 19.063,
    });
    expect(body.meta).toEqual({ current_page: 1, from: 1, to: 4, total: 4, last_page: 1, per_page: 20 });
  });

  it('separates lockers (delivery 4) from shops (delivery 3), and shows closed points only when asked', async () => {
    expect(names(await get('/api/v1/gls-parcel-shops?is_parcel_locker=1'))).toEqual([
      'CsomagAutomata Nyugati',
      'Papírbolt',
    ]);
    expect(names(await get('/api/v1/gls-parcel-shops?is_parcel_locker=0'))).toEqual(['Trafik Váci út', 'Könyvesház']);
    expect(names(await get('/api/v1/gls-parcel-shops?is_active=0'))).toEqual(['Bezárt pont']);
  });

  it('searches by zip code prefix, or by city, address or name without accents', async () => {
    expect(names(await get('/api/v1/gls-parcel-shops?search=1'))).toEqual(['CsomagAutomata Nyugati', 'Trafik Váci út']);
    expect(names(await get('/api/v1/gls-parcel-shops?search=4024'))).toEqual(['Könyvesház']);
    expect(names(await get('/api/v1/gls-parcel-shops?search=DEBRECEN'))).toEqual(['Könyvesház']);
    expect(names(await get('/api/v1/gls-parcel-shops?search=vaci%20ut'))).toEqual(['Trafik Váci út']);
    expect(names(await get('/api/v1/gls-parcel-shops?search=%25'))).toEqual([]);
  });

  it('orders nearest first from lat/lng, and needs both', async () => {
    expect(names(await get('/api/v1/gls-parcel-shops?lat=46.25&lng=20.15&per_page=2'))).toEqual([
      'Papírbolt',
      'CsomagAutomata Nyugati',
    ]);
    const response = await t.request('/api/v1/gls-parcel-shops?lat=46.25');
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(['lng']);
  });

  it('is the same carrier network on both sites, and pages', async () => {
    expect(names(await get('/api/v1/gls-parcel-shops', ACADEMY_HOST))).toHaveLength(4);
    const body = await get('/api/v1/gls-parcel-shops?per_page=3&page=2');
    expect(body.meta).toEqual({ current_page: 2, from: 4, to: 4, total: 4, last_page: 2, per_page: 3 });
  });

  it('gives one point by id, closed ones too, and 404 for an unknown id', async () => {
    expect((await get(`/api/v1/gls-parcel-shops/${ids.closed}`)).data).toMatchObject({
      name: 'Bezárt pont',
      is_active: false,
    });
    expect((await t.request('/api/v1/gls-parcel-shops/999999')).status).toBe(404);
  });

  it('tells checkout whether a point suits the delivery method', async () => {
    const db = t.database.db;
    expect(await findUsableParcelShop(db, ids.locker as number, true)).toMatchObject({ id: ids.locker });
    expect(await findUsableParcelShop(db, ids.locker as number, false)).toBeUndefined();
    expect(await findUsableParcelShop(db, ids.closed as number, false)).toBeUndefined();
  });
});

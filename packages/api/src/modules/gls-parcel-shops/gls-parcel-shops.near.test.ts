import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoParcelShops } from '../../db/demo/gls-parcel-shops';
import { seedReferenceData } from '../../db/demo/reference';
import { createParcelShop, createTestApp, type TestApp } from '../../testing';
import { createParcelShops } from './gls-parcel-shops.service';

interface Listed {
  name: string;
  zipcode: string;
  city: string;
  is_parcel_locker: boolean;
  distance_km?: number;
}
interface Body {
  data: Listed[];
  meta: { total: number };
  origin?: { zipcode: string | null; city: string | null; lat: number; lng: number } | null;
  message?: string;
  code?: string;
}

/** The shop's 56 demo points and the demo zip code table: the places a shopper really types. */
describe('GET /api/v1/gls-parcel-shops/?near=: nearest points from a zip code or a settlement', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    await createParcelShops(t.database.db, demoParcelShops());
    // Closed points right at the searched places: never listed, whatever the distance.
    await createParcelShop(t.database.db, {
      name: 'Bezárt automata Október 6. utca',
      zipcode: '1051',
      isParcelLocker: true,
      isActive: false,
      lat: 47.5006,
      lng: 19.0524,
    });
    await createParcelShop(t.database.db, {
      name: 'Bezárt bolt Fehérvár',
      zipcode: '8000',
      city: 'Székesfehérvár',
      isActive: false,
      lat: 47.1912,
      lng: 18.4106,
    });
  });
  afterAll(() => t.dispose());

  const get = async (query: string): Promise<Body> => {
    const response = await t.request(`/api/v1/gls-parcel-shops/?is_active=1&${query}`);
    expect(response.status).toBe(200);
    return response.json();
  };
  const zipcodes = (body: Body) => body.data.map((point) => point.zipcode);

  it('"1052", a code with no point of its own, starts at district V (1051, then 1054 among the nearest)', async () => {
    const body = await get('near=1052&per_page=5');
    // 1052's nearest known code is 1051 (Szent István tér); 1065 Nagymező utca is 0.6 km away, 1054 0.7 km.
    expect(zipcodes(body)).toEqual(['1051', '1065', '1054', '1077', '1062']);
    expect(body.origin).toMatchObject({ zipcode: '1052', city: 'Budapest' });
    const distances = body.data.map((point) => point.distance_km ?? Number.NaN);
    expect(distances[0]).toBe(0);
    expect(distances[1]).toBeGreaterThan(0.5);
    expect(distances[1]).toBeLessThan(0.8);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(body.data.some((point) => point.name.startsWith('Bezárt'))).toBe(false);
    expect(body.meta.total).toBe(56);
  });

  it('keeps to lockers (delivery 4) or shops (delivery 3) and still sorts by distance', async () => {
    const lockers = await get('near=1052&is_parcel_locker=1&per_page=3');
    expect(lockers.data.map((point) => point.name)).toEqual([
      'GLS CsomagAutomata – Szent István tér',
      'GLS CsomagAutomata – Erzsébetváros',
      'GLS CsomagAutomata – Nyugati pályaudvar',
    ]);
    const shops = await get('near=1052&is_parcel_locker=0&per_page=2');
    expect(shops.data.map((point) => [point.zipcode, point.is_parcel_locker])).toEqual([
      ['1065', false],
      ['1054', false],
    ]);
  });

  it('finds a settlement without its accents or capitals, nearest its centre first', async () => {
    const body = await get('near=szekesfehervar&per_page=4');
    expect(body.origin).toMatchObject({ zipcode: null, city: 'Székesfehérvár' });
    expect(body.data.slice(0, 3).map((point) => point.city)).toEqual([
      'Székesfehérvár',
      'Székesfehérvár',
      'Székesfehérvár',
    ]);
    // The fourth nearest point is in Budapest, about 60 km away.
    expect(body.data[3]).toMatchObject({ city: 'Budapest' });
    expect(body.data[3]?.distance_km).toBeGreaterThan(50);
    expect(body.data[3]?.distance_km).toBeLessThan(70);
    expect((await get('near=NY%C3%8DREGYH%C3%81ZA&per_page=1')).data[0]?.city).toBe('Nyíregyháza');
  });

  it('reads the zip code in "1052 Budapest" and places a code of a town without points by its postal area', async () => {
    expect(zipcodes(await get('near=1052%20Budapest&per_page=3'))).toEqual(['1051', '1065', '1054']);
    // 4060 (Balmazújváros) is not in the table: the nearest code of the 40xx area is Debrecen's 4031.
    const area = await get('near=4060&per_page=3');
    expect(area.origin).toMatchObject({ zipcode: '4060', city: null });
    expect(area.data.map((point) => point.city)).toEqual(['Debrecen', 'Debrecen', 'Debrecen']);
    expect(zipcodes(area)[0]).toBe('4031');
  });

  it('answers an unknown place with an empty list and a message in the request language', async () => {
    const hu = await get('near=9999&locale_id=1');
    expect(hu).toMatchObject({ data: [], origin: null, code: 'parcel_point_place_unknown' });
    expect(hu.message).toMatch(/irányítószámot/);
    const en = await get('near=Kukutyin&locale_id=2');
    expect(en).toMatchObject({ data: [], origin: null, code: 'parcel_point_place_unknown' });
    expect(en.message).toMatch(/postcode/);
    // Szombathely is a known settlement, but no point is anywhere near it.
    expect((await get('near=Szombathely')).code).toBe('parcel_point_place_unknown');
  });

  it('searches other text in names and addresses, without distances', async () => {
    const body = await get('near=nyugati%20palyaudvar');
    expect(body.data.map((point) => point.name)).toEqual(['GLS CsomagAutomata – Nyugati pályaudvar']);
    expect(body.origin).toBeNull();
    expect(body.data[0]?.distance_km).toBeUndefined();
    expect(body.message).toBeUndefined();
  });

  it('refuses near together with lat/lng, and lists as before without near', async () => {
    const response = await t.request('/api/v1/gls-parcel-shops?near=1052&lat=47.5&lng=19.05');
    expect(response.status).toBe(422);
    expect(Object.keys((await response.json()).errors)).toEqual(['near']);
    const plain = await get('per_page=1');
    expect(plain).not.toHaveProperty('origin');
    expect(plain.data[0]).not.toHaveProperty('distance_km');
  });
});

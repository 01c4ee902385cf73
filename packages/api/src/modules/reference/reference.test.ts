import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../db/demo/reference';
import { createTestApp, type TestApp } from '../../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedReferenceData(t.database.db);
});
afterAll(() => t.dispose());

describe('GET /api/v1/zipcodes', () => {
  it('lists zip codes with their settlement, by code, cacheable', async () => {
    const response = await t.request('/api/v1/zipcodes');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age=3600');
    const { data } = await response.json();
    expect(data.length).toBeGreaterThan(150);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      code: '1011',
      city: { id: expect.any(Number), name: 'Budapest' },
    });
    const codes = data.map((z: { code: string }) => z.code);
    expect(codes).toEqual([...codes].sort());
    expect(codes).toContain('4025');
  });

  it('filters by code prefix or by the start of the settlement', async () => {
    const byCode = (await (await t.request('/api/v1/zipcodes?code=67')).json()).data;
    expect(byCode.map((z: { city: { name: string } }) => z.city.name)).toEqual(Array(byCode.length).fill('Szeged'));
    const bySettlement = (await (await t.request('/api/v1/zipcodes?search=győ')).json()).data;
    expect(bySettlement.map((z: { code: string }) => z.code)).toContain('9021');
    expect((await (await t.request('/api/v1/zipcodes?code=0')).json()).data).toEqual([]);
  });

  it('refuses a code filter that is not digits', async () => {
    const response = await t.request('/api/v1/zipcodes?code=ab');
    expect(response.status).toBe(422);
    expect((await response.json()).errors.code).toEqual(['A megadott érték érvénytelen.']);
  });
});

describe('GET /api/v1/street-types', () => {
  it('sorts by order with the unordered ones last, in the requested language', async () => {
    const hu = (await (await t.request('/api/v1/street-types')).json()).data;
    expect(hu.slice(0, 3).map((s: { name: string }) => s.name)).toEqual(['utca', 'út', 'tér']);
    const orders = hu.map((s: { order: number | null }) => s.order);
    const firstNull = orders.indexOf(null);
    expect(firstNull).toBeGreaterThan(0);
    expect(orders.slice(firstNull).every((o: number | null) => o === null)).toBe(true);
    expect(orders.slice(0, firstNull)).toEqual([...orders.slice(0, firstNull)].sort((a, b) => a - b));
    const en = (await (await t.request('/api/v1/street-types?locale_id=2')).json()).data;
    expect(en[0]).toMatchObject({ name: 'street', order: 1 });
  });
});

describe('GET /api/v1/education-levels', () => {
  it('lists the levels in order, in both languages', async () => {
    const hu = (await (await t.request('/api/v1/education-levels')).json()).data;
    expect(hu.map((l: { name: string }) => l.name)).toContain('Kozmetikus szakképesítés');
    expect(hu[0].name).toBe('Alapfokú (általános iskola)');
    const en = (await (await t.request('/api/v1/education-levels?locale_id=2')).json()).data;
    expect(en.map((l: { name: string }) => l.name)).toContain('Higher education (MSc)');
  });
});

import { DeliveryMethodId } from '@vag/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_HOST, createTestApp, type TestApp } from '../../testing';
import { findDeliveryMethod } from './delivery-methods.service';

describe('GET /api/v1/delivery-methods', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());

  it('gives the shop GLS home delivery, ParcelShop, ParcelLocker and personal pick-up with gross prices', async () => {
    const response = await t.request('/api/v1/delivery-methods?locale_id=1');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('max-age=3600');
    const body = await response.json();
    expect(
      body.data.map((m: { id: number; price: number; needs_parcel_point: boolean }) => [
        m.id,
        m.price,
        m.needs_parcel_point,
      ]),
    ).toEqual([
      [1, 1990, false],
      [3, 1290, true],
      [4, 1190, true],
      [2, 0, false],
    ]);
    expect(body.data[0]).toEqual({
      id: 1,
      name: 'GLS házhozszállítás',
      description: expect.stringContaining('futár'),
      price: 1990,
      needs_parcel_point: false,
    });
    expect(body.meta.total).toBe(4);
  });

  it('gives the academy only "no delivery" (5), in English when asked', async () => {
    const body = await (await t.request('/api/v1/delivery-methods?locale_id=2', { host: ACADEMY_HOST })).json();
    expect(body.data).toEqual([
      expect.objectContaining({ id: DeliveryMethodId.noDelivery, name: 'No delivery', price: 0 }),
    ]);
  });

  it('finds a method only on the site that offers it', async () => {
    expect(await findDeliveryMethod(t.database.db, 1, 3)).toMatchObject({ name: 'GLS CsomagPont' });
    expect(await findDeliveryMethod(t.database.db, 2, 3)).toBeUndefined();
  });
});

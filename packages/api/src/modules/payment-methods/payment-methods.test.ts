import { PaymentMethodId } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_HOST, createTestApp, type TestApp } from '../../testing';
import { isPaymentAllowed } from './payment-methods.service';

type Method = { id: number; extra_cost: number; allowed_delivery_method_ids: number[] };

describe('GET /api/v1/payment-methods', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());

  const list = async (query: string, host?: string): Promise<Method[]> => {
    const response = await t.request(`/api/v1/payment-methods${query}`, { host });
    expect(response.status).toBe(200);
    return (await response.json()).data;
  };

  it('gives the shop card, transfer, cash on delivery with its fee and pay-at-pick-up, each with its delivery methods', async () => {
    const response = await t.request('/api/v1/payment-methods?locale_id=1');
    expect(response.headers.get('cache-control')).toContain('max-age=3600');
    const methods: Method[] = (await response.json()).data;
    expect(
      methods.map(({ id, extra_cost, allowed_delivery_method_ids }) => [id, extra_cost, allowed_delivery_method_ids]),
    ).toEqual([
      [1, 0, [1, 3, 4, 2]],
      [2, 0, [1, 3, 4, 2]],
      [3, 590, [1, 3]],
      [4, 0, [2]],
    ]);
    expect(methods[2]).toMatchObject({ name: 'Utánvét' });
  });

  it('gives the academy card and bank transfer with "no delivery", in English', async () => {
    const methods = await list('?locale_id=2', ACADEMY_HOST);
    expect(methods.map((m) => [m.id, m.allowed_delivery_method_ids])).toEqual([
      [1, [5]],
      [2, [5]],
    ]);
    expect(methods[0]).toMatchObject({ name: 'Card payment (Barion)' });
  });

  it('lists only the payment methods valid with delivery_method_id', async () => {
    const ids = async (delivery: number, host?: string) =>
      (await list(`?delivery_method_id=${delivery}`, host)).map((m) => m.id);
    expect(await ids(1)).toEqual([1, 2, 3]);
    expect(await ids(2)).toEqual([1, 2, 4]);
    expect(await ids(3)).toEqual([1, 2, 3]);
    expect(await ids(4)).toEqual([1, 2]);
    expect(await ids(5)).toEqual([]);
    expect(await ids(5, ACADEMY_HOST)).toEqual([1, 2]);
  });

  it('answers the checkout rule for a delivery and payment pair', async () => {
    const db = t.database.db;
    expect(await isPaymentAllowed(db, 1, 3, PaymentMethodId.cashOnDelivery)).toBe(true);
    expect(await isPaymentAllowed(db, 1, 4, PaymentMethodId.cashOnDelivery)).toBe(false);
    expect(await isPaymentAllowed(db, 1, 2, PaymentMethodId.payAtPickup)).toBe(true);
    expect(await isPaymentAllowed(db, 2, 5, PaymentMethodId.cashOnDelivery)).toBe(false);
    expect(await isPaymentAllowed(db, 2, 5, PaymentMethodId.card)).toBe(true);
  });

  it('follows the operator: a deactivated method disappears, a new fee shows', async () => {
    await t.database.db.execute(sql`update payment_methods set extra_cost = 790 where id = 3`);
    await t.database.db.execute(sql`update payment_methods set is_active = false where id = 4`);
    const methods = await list('');
    expect(methods.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(methods[2]?.extra_cost).toBe(790);
  });
});

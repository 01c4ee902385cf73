import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_GIFT_THRESHOLD } from '../../db/demo/coupons';
import { ACADEMY_HOST, createTestApp, type TestApp } from '../../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.dispose());

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));

describe('the README’s demo coupons and gift rule', () => {
  it('TAVASZ10 takes 10 % on the shop and the gift appears above 20 000 Ft; LEJART20 is expired', async () => {
    const agent = t.agent();
    await agent.csrf();
    const products = (await (await t.request('/api/v1/products?per_page=20&sort_by[]=price&sort_dir[]=desc')).json())
      .data as { id: number; price: number; is_only_for_professionals: boolean }[];
    const dearest = products.find((product) => !product.is_only_for_professionals);
    if (!dearest) throw new Error('no demo products');
    const count = Math.ceil((DEMO_GIFT_THRESHOLD + 1) / dearest.price);
    expect((await agent.post('/api/v1/user-cart/add', form({ product_id: dearest.id, count }))).status).toBe(200);
    expect(
      (await agent.post('/api/v1/user-cart/add-coupon', form({ coupon_code: 'tavasz10', email: 'demo@example.hu' })))
        .status,
    ).toBe(200);
    const expired = await agent.post(
      '/api/v1/user-cart/add-coupon',
      form({ coupon_code: 'LEJART20', email: 'demo@example.hu' }),
    );
    expect((await expired.json()).code).toBe('coupon_expired');
    const { meta } = await (await agent.get('/api/v1/user-cart')).json();
    expect(meta.subtractions).toEqual([
      expect.objectContaining({ kind: 'coupon', amount: Math.round((dearest.price * count) / 10) }),
    ]);
    expect(meta.gifts).toHaveLength(1);
  });

  it('AKADEMIA5000 belongs to the academy and needs 30 000 Ft', async () => {
    const agent = t.agent(ACADEMY_HOST);
    await agent.csrf();
    const refused = await agent.post(
      '/api/v1/academy-cart/add-coupon?locale_id=2',
      form({ coupon_code: 'AKADEMIA5000', email: 'demo@example.hu' }),
    );
    expect(await refused.json()).toEqual({
      message: 'This coupon needs a cart value of at least 30.000 Ft.',
      code: 'coupon_below_minimum',
    });
  });
});

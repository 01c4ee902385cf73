import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_HOST, createTestApp, type TestApp } from '../../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.dispose());

describe('the demo purchase history', () => {
  it('gives the demo customer paid, pending and failed orders whose totals add up', async () => {
    const agent = t.agent();
    await agent.login('vasarlo@vagheggi.example', 'Vasarlo#2024');
    const { data, meta } = await (await agent.get('/api/v1/orders')).json();
    expect(meta.total).toBe(3);
    expect(data.map((order: { paymentStatus: { id: number } }) => order.paymentStatus.id)).toEqual([2, 1, 3]);
    expect(data[0].can_repay).toBe(true);
    for (const order of data) {
      const items = order.orderItems.reduce(
        (sum: number, item: { item_sum_price_historic: number }) => sum + item.item_sum_price_historic,
        0,
      );
      expect(order.historic_sub_total_gross).toBe(items);
      expect(order.historic_total_gross).toBe(items + order.historic_shipping_price_final);
      expect(order.historic_total_net + order.historic_total_vat).toBe(order.historic_total_gross);
    }
  });

  it('gives the demo beautician a paid enrolment of two places on the academy', async () => {
    const agent = t.agent(ACADEMY_HOST);
    await agent.login('kozmetikus@vagheggi.example', 'Kozmetikus#2024');
    const { data } = await (await agent.get('/api/v1/my-trainings')).json();
    expect(data).toEqual([
      expect.objectContaining({ seats: 2, participants_count: 0, paymentStatus: expect.objectContaining({ id: 3 }) }),
    ]);
  });
});

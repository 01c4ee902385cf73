import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { createAddressReference, createProduct, createTestApp, SHOP_HOST, type TestApp } from '../../testing';
import { addProduct, checkoutFields, form, guest, press } from './orders.fixture';

/*
 * Issue 18 "Card payment cancelled or failed": the return page's "back to the cart" puts an
 * unpaid order's products into the visitor's cart again, by the order's payment key.
 */
let t: TestApp;
let db: Db;
let ref: Awaited<ReturnType<typeof createAddressReference>>;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ref = await createAddressReference(db);
});
afterAll(() => t.dispose());

let emails = 0;
const uniqueEmail = () => `visszatero${++emails}.${Date.now()}@example.hu`;

type CartLine = { product_id?: number; count: number };
async function cartLines(agent: Awaited<ReturnType<typeof guest>>): Promise<CartLine[]> {
  const body = await (await agent.get('/api/v1/user-cart')).json();
  return (body.data?.items ?? body.items ?? []) as CartLine[];
}

describe('POST /api/v1/order-from-payment-key/cart', () => {
  it('puts a cancelled card order’s products back into the emptied cart, and refuses a paid one', async () => {
    const first = await createProduct(db, { price: 4_000 });
    const second = await createProduct(db, { price: 2_500 });
    const agent = await guest(t);
    await addProduct(agent, first.id, 2);
    await addProduct(agent, second.id, 1);
    const placed = await (
      await agent.post('/api/v1/order', form(checkoutFields(ref, { email: uniqueEmail() })))
    ).json();
    const key = placed.data.payment_key as string;
    expect(await cartLines(agent)).toEqual([]);

    // Pending: the payment may still succeed, so its products are not offered again.
    const pending = await agent.post('/api/v1/order-from-payment-key/cart', form({ payment_key: key }));
    expect(pending.status).toBe(409);

    await press(t, placed.payment_url, 'cancel', SHOP_HOST);
    const cancelled = (await (await agent.get(`/api/v1/order-from-payment-key?payment_key=${key}`)).json()).data;
    expect(cancelled.paymentStatus.id).toBe(5);

    const refilled = await agent.post('/api/v1/order-from-payment-key/cart', form({ payment_key: key }));
    expect(refilled.status, await refilled.clone().text()).toBe(200);
    const answer = await refilled.json();
    expect(answer.added).toEqual([
      expect.objectContaining({ product_id: first.id, count: 2 }),
      expect.objectContaining({ product_id: second.id, count: 1 }),
    ]);
    expect(answer.not_added).toEqual([]);
    const lines = await cartLines(agent);
    expect(lines.map((line) => [line.product_id, line.count]).sort()).toEqual(
      [
        [first.id, 2],
        [second.id, 1],
      ].sort(),
    );

    // Paid after all: nothing is put back.
    const again = await (await agent.post('/api/v1/order-from-payment-key', form({ payment_key: key }))).json();
    await press(t, again.payment_url, 'pay', SHOP_HOST);
    const paid = await agent.post('/api/v1/order-from-payment-key/cart', form({ payment_key: key }));
    expect(paid.status).toBe(409);
    expect((await paid.json()).code).toBe('repayment_not_allowed');
  });

  it('answers 404 for an unknown key', async () => {
    const agent = await guest(t);
    expect((await agent.post('/api/v1/order-from-payment-key/cart', form({ payment_key: 'nope' }))).status).toBe(404);
  });
});

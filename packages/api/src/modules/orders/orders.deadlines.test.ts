import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { coupons } from '../../db/schema';
import { runHousekeeping } from '../../lib/housekeeping';
import {
  createAddressReference,
  createProduct,
  createTestApp,
  createUser,
  outboxFor,
  type TestApp,
} from '../../testing';
import { addProduct, checkoutFields, form, guest, press } from './orders.fixture';

/*
 * Issue 17 on the shop: unpaid orders get a payment deadline and are cancelled after it;
 * placing is rate-limited and captcha-checked; a total the shopper did not confirm is not placed.
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

let sequence = 0;
const uniqueEmail = () => `rendelo${++sequence}.${Date.now()}@example.hu`;
const deadlineDays = async (id: number) =>
  (
    await queryRows<{ days: number | null }>(
      db,
      sql`select round(extract(epoch from payment_deadline - created_at) / 86400)::int as days from orders where id = ${id}`,
    )
  )[0]?.days;

async function placeWith(price: number, extra: Record<string, string | number | undefined>) {
  const product = await createProduct(db, { price });
  const agent = await guest(t);
  await addProduct(agent, product.id);
  return { agent, response: await agent.post('/api/v1/order', form(checkoutFields(ref, extra))) };
}

describe('payment deadline of orders', () => {
  it('transfer: 5 days, one reminder, then cancelled with one mail; card: paying clears it', async () => {
    const email = uniqueEmail();
    const { response } = await placeWith(5_000, { email, payment_method_id: 2 });
    const order = (await response.json()).data;
    expect(await deadlineDays(order.id)).toBe(5);
    await db.execute(sql`update orders set payment_deadline = now() + interval '3 hours' where id = ${order.id}`);
    await runHousekeeping(db);
    await runHousekeeping(db);
    await db.execute(sql`update orders set payment_deadline = now() - interval '1 minute' where id = ${order.id}`);
    await runHousekeeping(db);
    await runHousekeeping(db);
    const mails = await outboxFor(db, email);
    expect(mails.map((mail) => mail.kind)).toEqual(['order_confirmation', 'payment_reminder', 'purchase_expired']);
    // The reminder repeats where to transfer (issue 18): the shop's (demo) account.
    expect(mails[1]?.textBody).toContain('Számlaszám: 12345676-12345678-90123452');
    expect(mails[1]?.textBody).toContain('IBAN: HU28 1234 5676 1234 5678 9012 3452');
    expect(mails[2]?.subject).toBe(`Törölt rendelés: ${order.order_number}`);
    const after = await (await t.request(`/api/v1/order-from-payment-key/?payment_key=${order.payment_key}`)).json();
    expect(after.data.paymentStatus).toEqual({ id: 5, name: 'Megszakítva / lejárt' });

    const card = await placeWith(5_000, { email: uniqueEmail(), payment_method_id: 1 });
    const placed = await card.response.json();
    expect(await deadlineDays(placed.data.id)).toBe(2);
    await press(t, placed.payment_url, 'pay', 'vagheggi.localhost');
    expect(await deadlineDays(placed.data.id)).toBeNull();
  });
});

describe('an order cancelled at its deadline', () => {
  it('gives back the balance it spent and its coupon use, and can no longer be paid', async () => {
    // A beautician pays 3 000 of a 12 000 Ft order with marketing credit and 1 000 with a once-only
    // coupon; the rest (8 000 + 1 990 delivery) by card, never paid.
    const user = await createUser(db, { roles: ['beautician'], balances: { marketing: 3_000 } });
    const agent = t.agent();
    await agent.login(user.email, user.password);
    const [coupon] = await db
      .insert(coupons)
      .values({ code: `VISSZA${Date.now()}`, kind: 'fixed', value: 1_000, usageLimit: 1 })
      .returning();
    await addProduct(agent, (await createProduct(db, { price: 12_000 })).id);
    await agent.post('/api/v1/user-cart/add-coupon', form({ coupon_code: coupon?.code ?? '', email: user.email }));
    const placed = await agent.post(
      '/api/v1/order',
      form(checkoutFields(ref, { email: user.email, payment_method_id: 1, using_marketing_credit: 1 })),
    );
    expect(placed.status).toBe(201);
    const order = (await placed.json()).data;
    expect(order.historic_subtractions).toEqual([
      expect.objectContaining({ kind: 'coupon', amount: 1_000 }),
      expect.objectContaining({ kind: 'marketing', amount: 3_000 }),
    ]);
    const balance = async () =>
      (
        await queryRows<{ current: number }>(
          db,
          sql`select current from user_balances where user_id = ${user.id} and kind = 'marketing'`,
        )
      )[0]?.current;
    expect(await balance()).toBe(0);
    const couponUse = async () =>
      (
        await queryRows<{ used: number; redemptions: number }>(
          db,
          sql`select used_count as used,
                (select count(*)::int from coupon_redemptions where coupon_id = ${coupon?.id}) as redemptions
              from coupons where id = ${coupon?.id}`,
        )
      )[0];
    expect(await couponUse()).toEqual({ used: 1, redemptions: 1 });

    await db.execute(sql`update orders set payment_deadline = now() - interval '1 minute' where id = ${order.id}`);
    await runHousekeeping(db);
    await runHousekeeping(db);
    expect(await balance()).toBe(3_000);
    expect(await couponUse()).toEqual({ used: 0, redemptions: 0 });
    const detail = (await (await agent.get(`/api/v1/orders/${order.id}`)).json()).data;
    expect(detail).toMatchObject({ paymentStatus: { id: 5 }, can_repay: false });
    const repay = await agent.post(`/api/v1/orders/${order.id}/repayment`);
    expect(repay.status).toBe(409);
    expect((await repay.json()).code).toBe('repayment_not_allowed');
  });
});

describe('placing is guarded', () => {
  it('refuses without the captcha token (422 captcha_failed) and places nothing', async () => {
    const { agent, response } = await placeWith(3_000, { email: uniqueEmail(), captcha_token: undefined });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'captcha_failed' });
    const cart = await (await agent.get('/api/v1/user-cart')).json();
    expect(cart.data.items).toHaveLength(1);
  });

  it('answers 429 with Retry-After after 10 placements of one visitor in an hour', async () => {
    const agent = await guest(t);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await agent.post('/api/v1/order', form(checkoutFields(ref, { email: uniqueEmail() })))).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(422));
    expect(statuses[10]).toBe(429);
    const refused = await agent.post('/api/v1/order', form(checkoutFields(ref, { email: uniqueEmail() })));
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).code).toBe('too_many_requests');
  });

  it('a total that differs from the confirmed one answers 409 with the new cart and places nothing', async () => {
    const [coupon] = await db
      .insert(coupons)
      .values({ code: `EGYSZER${Date.now()}`, kind: 'fixed', value: 1_000, usageLimit: 1 })
      .returning();
    const product = await createProduct(db, { price: 9_000 });
    const agent = await guest(t);
    await addProduct(agent, product.id);
    const email = uniqueEmail();
    await agent.post('/api/v1/user-cart/add-coupon', form({ coupon_code: coupon?.code ?? '', email }));
    // The shopper confirmed 8 000 + 1 990 delivery; meanwhile someone else used the coupon up.
    await db.execute(sql`update coupons set used_count = 1 where id = ${coupon?.id}`);
    const response = await agent.post(
      '/api/v1/order?locale_id=2',
      form(checkoutFields(ref, { email, payment_method_id: 2, expected_total: 9_990 })),
    );
    expect(response.status).toBe(409);
    const body = await response.json();
    expect(body).toMatchObject({
      code: 'order_total_changed',
      message: 'The total has changed meanwhile: 10.990 Ft instead of 9.990 Ft. Please review it and confirm again.',
      expected_total: 9_990,
      total: 10_990,
      reasons: [`${coupon?.code}: This coupon has been used up.`],
      cart: { meta: { total_with_tax: 10_990 } },
    });
    expect(body.cart.data.items).toHaveLength(1);
    const [placed] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from orders where email = ${email}`,
    );
    expect(placed?.n).toBe(0);
    const confirmed = await agent.post(
      '/api/v1/order',
      form(checkoutFields(ref, { email, payment_method_id: 2, expected_total: 10_990 })),
    );
    expect(confirmed.status).toBe(201);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import {
  ACADEMY_HOST,
  type Agent,
  createAddressReference,
  createCoupon,
  createProduct,
  createTestApp,
  createTraining,
  type TestApp,
} from '../../testing';
import { addProduct, addTrainingDate, checkoutFields, form, guest } from '../orders/orders.fixture';

/*
 * A coupon's use is counted when an order or an enrolment is placed (redeemCoupons inside the
 * placing transaction): the redemption row, the coupon's used_count, and the next buyer refused.
 * Sequential, so both database drivers run them.
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
const uniqueEmail = () => `kuponos${++emails}.${Date.now()}@example.hu`;

const addCoupon = (agent: Agent, code: string, email: string, cart = 'user-cart') =>
  agent.post(`/api/v1/${cart}/add-coupon`, form({ coupon_code: code, email }));

async function usesOf(couponId: number) {
  const [coupon] = await queryRows<{ used_count: number }>(
    db,
    sql`select used_count from coupons where id = ${couponId}`,
  );
  const redemptions = await queryRows(
    db,
    sql`select email, discount, order_id, academy_subscription_id from coupon_redemptions where coupon_id = ${couponId}`,
  );
  return { usedCount: coupon?.used_count, redemptions };
}

/** A guest with a 10 000 Ft product and `code` in the shop cart. */
async function shopperWithCoupon(code: string, email: string) {
  const agent = await guest(t);
  await addProduct(agent, (await createProduct(db, { price: 10_000 })).id);
  const added = await addCoupon(agent, code, email);
  return { agent, added };
}

describe('an order placed with a coupon', () => {
  it('10 000 − 1 000 coupon + 1 990 delivery = 10 990; one redemption of 1 000 with the order id, used_count 0 → 1', async () => {
    const coupon = await createCoupon(db, { kind: 'fixed', value: 1_000, hostId: 1 });
    const email = uniqueEmail();
    const { agent, added } = await shopperWithCoupon(coupon.code, email);
    expect(added.status).toBe(200);
    const response = await agent.post('/api/v1/order', form(checkoutFields(ref, { email })));
    expect(response.status).toBe(201);
    const order = (await response.json()).data;
    expect(order).toMatchObject({ historic_discount_amount: 1_000, historic_total_gross: 10_990 });
    expect(await usesOf(coupon.id)).toEqual({
      usedCount: 1,
      redemptions: [{ email, discount: 1_000, order_id: order.id, academy_subscription_id: null }],
    });
  });

  it('usage limit 1: after one order used it, the next shopper is refused (422 coupon_used_up)', async () => {
    const coupon = await createCoupon(db, { kind: 'fixed', value: 1_000, usageLimit: 1 });
    const email = uniqueEmail();
    const first = await shopperWithCoupon(coupon.code, email);
    expect(first.added.status).toBe(200);
    expect((await first.agent.post('/api/v1/order', form(checkoutFields(ref, { email })))).status).toBe(201);
    const next = await shopperWithCoupon(coupon.code, uniqueEmail());
    expect(next.added.status).toBe(422);
    expect((await next.added.json()).code).toBe('coupon_used_up');
  });
});

describe('an enrolment placed with a coupon', () => {
  /** A guest on the academy with one classroom seat of a 50 000 Ft training in the cart. */
  async function learnerWithSeat() {
    const training = await createTraining(db, { classroomPrice: 50_000, dates: [{ capacity: 10 }] });
    const [date] = await queryRows<{ id: number }>(
      db,
      sql`select id from training_dates where training_id = ${training.id}`,
    );
    const agent = await guest(t, ACADEMY_HOST);
    await addTrainingDate(agent, date?.id ?? 0);
    return agent;
  }
  const enrol = (agent: Agent, email: string) =>
    agent.post('/api/v1/academy-subscriptions', form(checkoutFields(ref, { delivery_method_id: undefined, email })));

  it('50 000 − 5 000 coupon = 45 000; one redemption of 5 000 with the enrolment id, used_count 0 → 1', async () => {
    const coupon = await createCoupon(db, { kind: 'fixed', value: 5_000, hostId: 2 });
    const email = uniqueEmail();
    const agent = await learnerWithSeat();
    expect((await addCoupon(agent, coupon.code, email, 'academy-cart')).status).toBe(200);
    const response = await enrol(agent, email);
    expect(response.status).toBe(201);
    const enrolment = (await response.json()).data;
    expect(enrolment.historic_total_gross).toBe(45_000);
    expect(await usesOf(coupon.id)).toEqual({
      usedCount: 1,
      redemptions: [{ email, discount: 5_000, order_id: null, academy_subscription_id: enrolment.id }],
    });
  });

  it('once per e-mail: after one enrolment used it, the same mailbox is refused the next time (422 coupon_email_limit)', async () => {
    const coupon = await createCoupon(db, { kind: 'fixed', value: 5_000, hostId: 2, perEmailLimit: 1 });
    const email = uniqueEmail();
    const first = await learnerWithSeat();
    expect((await addCoupon(first, coupon.code, email, 'academy-cart')).status).toBe(200);
    expect((await enrol(first, email)).status).toBe(201);
    const next = await learnerWithSeat();
    const refused = await addCoupon(next, coupon.code, email.toUpperCase(), 'academy-cart');
    expect(refused.status).toBe(422);
    expect((await refused.json()).code).toBe('coupon_email_limit');
    expect((await addCoupon(next, coupon.code, uniqueEmail(), 'academy-cart')).status).toBe(200);
  });
});

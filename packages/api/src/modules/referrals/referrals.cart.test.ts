import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import {
  type Agent,
  createCoupon,
  createOrder,
  createProduct,
  createTestApp,
  createUser,
  type TestApp,
} from '../../testing';
import { addProduct, guest } from '../orders/orders.fixture';
import { addCode, codeOf, createBeautician, removeCode } from './referrals.fixture';

/*
 * A beautician's guest code in the cart's coupon field (issue 22), with the default terms: 10 % of
 * the items after coupons, at most 5 000 Ft, from 5 000 Ft of items. GLS home delivery (1 990 Ft)
 * is the shop's default method.
 */

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.dispose());

let emails = 0;
const uniqueEmail = () => `vendeg${++emails}.${Date.now()}@example.hu`;

/** A guest with `price` Ft of one product in the shop cart. */
async function guestWith(price: number): Promise<Agent> {
  const agent = await guest(t);
  await addProduct(agent, (await createProduct(db, { price })).id);
  return agent;
}

const cartOf = async (agent: Agent, query = '') => (await agent.get(`/api/v1/user-cart${query}`)).json();

describe('a guest code in the coupon field', () => {
  it('typed in lower case on 20 000 Ft of items: −2 000 (10 %), 20 000 − 2 000 + 1 990 = 19 990; named in both languages', async () => {
    const beautician = await createBeautician(db);
    const agent = await guestWith(20_000);
    const added = await addCode(agent, beautician.code.toLowerCase(), uniqueEmail());
    expect(await added.json()).toEqual({ message: 'A vendégkódot hozzáadtuk a kosárhoz.', code: 'guest_code_added' });
    const cart = await cartOf(agent);
    expect(cart.data.guestCode).toEqual({
      code: beautician.code,
      name: `Vendégkód: ${beautician.code}`,
      discount: 2_000,
      is_applicable: true,
      reason: null,
      reason_message: null,
    });
    expect(cart.meta.subtractions).toEqual([
      { kind: 'referral', name: `Vendégkód: ${beautician.code}`, amount: 2_000, coupon_code: beautician.code },
    ]);
    expect(cart.meta.total_with_tax).toBe(19_990);
    expect((await cartOf(agent, '?locale_id=2')).data.guestCode.name).toBe(`Guest code: ${beautician.code}`);
  });

  it('after a 10 % coupon: 20 000 − 2 000 coupon − 1 800 (10 % of 18 000) + 1 990 = 18 190; capped at 5 000 on 80 000 Ft', async () => {
    const beautician = await createBeautician(db);
    const coupon = await createCoupon(db, { kind: 'percentage', value: 10 });
    const email = uniqueEmail();
    const agent = await guestWith(20_000);
    expect((await addCode(agent, coupon.code, email)).status).toBe(200);
    expect((await addCode(agent, beautician.code, email)).status).toBe(200);
    const { meta } = await cartOf(agent);
    expect(meta.subtractions.map((s: { kind: string; amount: number }) => [s.kind, s.amount])).toEqual([
      ['coupon', 2_000],
      ['referral', 1_800],
    ]);
    expect(meta.total_with_tax).toBe(18_190);

    const large = await guestWith(80_000);
    expect((await addCode(large, beautician.code, uniqueEmail())).status).toBe(200);
    expect((await cartOf(large)).data.guestCode.discount).toBe(5_000);
  });

  it('is taken off with remove-coupon and its code; the same code twice answers guest_code_already_on_cart', async () => {
    const beautician = await createBeautician(db);
    const email = uniqueEmail();
    const agent = await guestWith(10_000);
    expect((await addCode(agent, beautician.code, email)).status).toBe(200);
    const again = await addCode(agent, beautician.code, email);
    expect(again.status).toBe(422);
    expect((await again.json()).code).toBe('guest_code_already_on_cart');
    const removed = await removeCode(agent, beautician.code.toLowerCase());
    expect(await removed.json()).toMatchObject({ code: 'guest_code_removed' });
    const cart = await cartOf(agent);
    expect(cart.data.guestCode).toBeNull();
    expect(cart.meta.total_with_tax).toBe(11_990);
    expect((await removeCode(agent, beautician.code)).status).toBe(404);
  });

  it('a second beautician’s code replaces the first: one guest code per purchase', async () => {
    const [first, second] = [await createBeautician(db), await createBeautician(db)];
    const email = uniqueEmail();
    const agent = await guestWith(10_000);
    expect((await addCode(agent, first.code, email)).status).toBe(200);
    expect((await addCode(agent, second.code, email)).status).toBe(200);
    expect((await cartOf(agent)).data.guestCode.code).toBe(second.code);
  });
});

describe('refused guest codes', () => {
  const refusal = async (response: Response) => ({ status: response.status, ...(await response.json()) });

  it('below 5 000 Ft of items: 422 guest_code_below_minimum naming the minimum', async () => {
    const beautician = await createBeautician(db);
    const agent = await guestWith(4_999);
    expect(await refusal(await addCode(agent, beautician.code, uniqueEmail()))).toEqual({
      status: 422,
      code: 'guest_code_below_minimum',
      message: 'A vendégkód 5.000 Ft kosárértéktől használható.',
    });
  });

  it('one’s own code: signed in as the beautician, or a guest giving her e-mail (422 guest_code_own)', async () => {
    const beautician = await createBeautician(db);
    const own = t.agent();
    await own.login(beautician.email, beautician.password);
    await addProduct(own, (await createProduct(db, { price: 10_000 })).id);
    expect(await refusal(await addCode(own, beautician.code, beautician.email))).toMatchObject({
      status: 422,
      code: 'guest_code_own',
    });
    const agent = await guestWith(10_000);
    expect(await refusal(await addCode(agent, beautician.code, beautician.email.toUpperCase()))).toMatchObject({
      status: 422,
      code: 'guest_code_own',
    });
    const english = await t.agent();
    await english.csrf();
    const response = await english.post(
      '/api/v1/user-cart/add-coupon?locale_id=2',
      new URLSearchParams({ coupon_code: beautician.code, email: beautician.email }),
    );
    expect((await response.json()).message).toBe('You cannot use your own guest code: it is for your clients.');
  });

  it('no new customer: an e-mail with a paid order (or a refunded one) is refused; an unpaid one is not', async () => {
    const beautician = await createBeautician(db);
    const [paid, refunded, unpaid] = [uniqueEmail(), uniqueEmail(), uniqueEmail()];
    for (const [email, status] of [
      [paid, 3],
      [refunded, 4],
      [unpaid, 1],
    ] as const) {
      const order = await createOrder(db, { email });
      await db.execute(sql`update orders set payment_status_id = ${status} where id = ${order.id}`);
    }
    for (const email of [paid, refunded]) {
      const agent = await guestWith(10_000);
      expect(await refusal(await addCode(agent, beautician.code, email))).toMatchObject({
        status: 422,
        code: 'guest_code_not_new_customer',
      });
    }
    expect((await addCode(await guestWith(10_000), beautician.code, unpaid)).status).toBe(200);
  });

  it('only a beautician’s code works: a professional’s, a deactivated beautician’s or an unknown code answers coupon_not_found', async () => {
    const professional = await createUser(db, { roles: ['customer', 'professional'] });
    const deactivated = await createBeautician(db);
    await db.execute(sql`update users set deactivated_at = now() where id = ${deactivated.id}`);
    const agent = await guestWith(10_000);
    for (const code of [await codeOf(db, professional.id), deactivated.code, 'NINCSILYEN']) {
      expect(await refusal(await addCode(agent, code, uniqueEmail()))).toMatchObject({
        status: 422,
        code: 'coupon_not_found',
      });
    }
  });

  it('a guest’s code comes along at login and is checked against the account: one with a paid order gets nothing, and is told why', async () => {
    const beautician = await createBeautician(db);
    const customer = await createUser(db);
    const order = await createOrder(db, { userId: customer.id, email: customer.email });
    await db.execute(sql`update orders set payment_status_id = 3 where id = ${order.id}`);
    const agent = await guestWith(10_000);
    expect((await addCode(agent, beautician.code, uniqueEmail())).status).toBe(200);
    await agent.login(customer.email, customer.password);
    const cart = await cartOf(agent);
    expect(cart.data.guestCode).toMatchObject({
      code: beautician.code,
      discount: 0,
      is_applicable: false,
      reason: 'not_new_customer',
      reason_message: expect.stringContaining('új vásárlóink'),
    });
    expect(cart.meta.subtractions).toEqual([]);
    expect(cart.meta.total_with_tax).toBe(11_990);
  });
});

describe('the demo accounts’ codes (README)', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ seed: true });
  });
  afterAll(() => demo.dispose());

  it('KOZMET24 (the beautician’s) gives 10 %; SZAKEMB1 (the professional’s) is no guest code', async () => {
    const agent = demo.agent();
    await agent.csrf();
    await addProduct(agent, (await createProduct(demo.database.db, { price: 10_000 })).id);
    expect((await addCode(agent, 'szakemb1', 'uj.vendeg@example.hu')).status).toBe(422);
    expect((await addCode(agent, 'kozmet24', 'uj.vendeg@example.hu')).status).toBe(200);
    const { data, meta } = await (await agent.get('/api/v1/user-cart')).json();
    expect(data.guestCode).toMatchObject({ code: 'KOZMET24', name: 'Vendégkód: KOZMET24', discount: 1_000 });
    expect(meta.total_with_tax).toBe(10_990);
  });
});

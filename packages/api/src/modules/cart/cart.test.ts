import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { coupons } from '../../db/schema';
import {
  ACADEMY_HOST,
  type Agent,
  createProduct,
  createTestApp,
  createTraining,
  createUser,
  daysFromNow,
  type TestApp,
} from '../../testing';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.dispose());

async function guest(host?: string): Promise<Agent> {
  const agent = t.agent(host);
  await agent.csrf();
  return agent;
}

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));

const cartOf = async (agent: Agent, query = '') => (await agent.get(`/api/v1/user-cart${query}`)).json();
const academyCartOf = async (agent: Agent, query = '') => (await agent.get(`/api/v1/academy-cart${query}`)).json();

describe('the shop cart (/api/v1/user-cart)', () => {
  it('adds by form data, prices on the server (a client-sent price is ignored) and answers message + code', async () => {
    const product = await createProduct(db, { price: 12_700 });
    const agent = await guest();
    const added = await agent.post(
      '/api/v1/user-cart/add?locale_id=2',
      form({ product_id: product.id, count: 2, price: 1, sum_price: 1 }),
    );
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ message: 'The item was added to your cart.', code: 'cart_item_added' });
    const multipart = new FormData();
    multipart.set('product_id', String(product.id));
    expect((await agent.post('/api/v1/user-cart/add', multipart)).status).toBe(200);
    expect((await agent.post('/api/v1/user-cart/add', { product_id: product.id })).status).toBe(200);

    const body = await cartOf(agent, '?locale_id=1');
    expect(body.data.items).toEqual([
      expect.objectContaining({
        product_id: product.id,
        count: 4,
        sum_price: 50_800,
        sum_price_original: 50_800,
        vat_rate: 27,
        product: expect.objectContaining({ id: product.id, price: 12_700, pictures: expect.any(Array) }),
      }),
    ]);
    // Default delivery: GLS home delivery 1 990 Ft. 50 800 → 40 000 net + 10 800 VAT;
    // 1 990 → 1 567 net + 423 VAT. Gross 52 790, VAT 11 223, net 41 567.
    expect(body.meta).toMatchObject({
      sub_total: 50_800,
      delivery_fee: 1990,
      payment_fee: 0,
      tax_amount: 11_223,
      total: 41_567,
      total_with_tax: 52_790,
      subtractions: [],
      gifts: [],
      delivery_method_id: 1,
      item_count: 4,
    });
    expect(body.availablePaymentMethods.map((m: { id: number }) => m.id)).toEqual([1, 2, 3]);
  });

  it('refuses counts that are zero, negative, fractional, not a number or above 99 with 422', async () => {
    const product = await createProduct(db);
    const agent = await guest();
    for (const count of ['0', '-1', '1.5', 'abc', '100', '1e9', '']) {
      const response = await agent.post('/api/v1/user-cart/add', form({ product_id: product.id, count }));
      expect(response.status, `count ${count}`).toBe(422);
      expect((await response.json()).errors.count).toHaveLength(1);
    }
    expect((await agent.post('/api/v1/user-cart/add', form({ product_id: product.id, count: 60 }))).status).toBe(200);
    const over = await agent.post('/api/v1/user-cart/add', form({ product_id: product.id, count: 40 }));
    expect(over.status).toBe(422);
    expect((await over.json()).code).toBe('cart_line_limit');
    expect((await cartOf(agent)).data.items[0].count).toBe(60);
  });

  it('refuses unknown, withdrawn and academy products with 422', async () => {
    const agent = await guest();
    const withdrawn = await createProduct(db, { isActive: false });
    const elsewhere = await createProduct(db, { hostId: 2 });
    for (const id of [999_999, withdrawn.id, elsewhere.id]) {
      const response = await agent.post('/api/v1/user-cart/add', form({ product_id: id }));
      expect(response.status).toBe(422);
      expect((await response.json()).code).toBe('cart_product_unavailable');
    }
  });

  it('sells professionals-only products to roles 2 and 3 only (403 vag_cart_invalid_usercredential_name)', async () => {
    const product = await createProduct(db, { isOnlyForProfessionals: true });
    const visitor = await guest();
    const refused = await visitor.post('/api/v1/user-cart/add?locale_id=1', form({ product_id: product.id }));
    expect(refused.status).toBe(403);
    expect((await refused.json()).code).toBe('vag_cart_invalid_usercredential_name');
    const customer = t.agent();
    await customer.login((await createUser(db)).email, 'Teszt#Jelszo1');
    expect((await customer.post('/api/v1/user-cart/add', form({ product_id: product.id }))).status).toBe(403);
    for (const role of ['professional', 'beautician'] as const) {
      const pro = t.agent();
      await pro.login((await createUser(db, { roles: ['customer', role] })).email, 'Teszt#Jelszo1');
      expect((await pro.post('/api/v1/user-cart/add', form({ product_id: product.id }))).status).toBe(200);
    }
  });

  it('decreases one by one, removes the line at zero, and /remove drops a line at once', async () => {
    const [a, b] = [await createProduct(db), await createProduct(db)];
    const agent = await guest();
    await agent.post('/api/v1/user-cart/add', form({ product_id: a.id, count: 2 }));
    await agent.post('/api/v1/user-cart/add', form({ product_id: b.id, count: 3 }));
    expect((await agent.post('/api/v1/user-cart/decrease', form({ product_id: a.id }))).status).toBe(200);
    expect((await cartOf(agent)).data.items.map((i: { count: number }) => i.count)).toEqual([1, 3]);
    await agent.post('/api/v1/user-cart/decrease', form({ product_id: a.id }));
    await agent.post('/api/v1/user-cart/remove', form({ product_id: b.id }));
    expect((await cartOf(agent)).data.items).toEqual([]);
    const missing = await agent.post('/api/v1/user-cart/remove', form({ product_id: a.id }));
    expect(missing.status).toBe(404);
    expect((await missing.json()).code).toBe('cart_item_not_found');
  });

  it('keeps each visitor’s cart to itself and the two sites apart', async () => {
    const product = await createProduct(db);
    const first = await guest();
    const second = await guest();
    await first.post('/api/v1/user-cart/add', form({ product_id: product.id }));
    expect((await cartOf(second)).data.items).toEqual([]);
    expect((await second.post('/api/v1/user-cart/remove', form({ product_id: product.id }))).status).toBe(404);
    expect((await cartOf(first)).data.items).toHaveLength(1);
    const academy = await guest(ACADEMY_HOST);
    expect((await academy.get('/api/v1/user-cart')).status).toBe(404);
    expect((await academy.post('/api/v1/user-cart/add', form({ product_id: product.id }))).status).toBe(404);
    expect((await first.get('/api/v1/academy-cart')).status).toBe(404);
  });

  it('merges the guest cart into the user’s at login: counts add up, coupons come along', async () => {
    const [a, b] = [await createProduct(db, { price: 10_000 }), await createProduct(db)];
    const user = await createUser(db);
    const earlier = t.agent();
    await earlier.login(user.email, user.password);
    await earlier.post('/api/v1/user-cart/add', form({ product_id: a.id, count: 2 }));

    const agent = await guest();
    await agent.post('/api/v1/user-cart/add', form({ product_id: a.id, count: 3 }));
    await agent.post('/api/v1/user-cart/add', form({ product_id: b.id }));
    await db.insert(coupons).values({ code: 'OSSZEVONAS', kind: 'fixed', value: 1000 });
    const couponAdded = await agent.post(
      '/api/v1/user-cart/add-coupon',
      form({ coupon_code: 'osszevonas', email: user.email }),
    );
    expect(couponAdded.status).toBe(200);
    await agent.login(user.email, user.password);
    const items = (await cartOf(agent)).data.items.map((i: { product_id: number; count: number }) => [
      i.product_id,
      i.count,
    ]);
    expect(items).toEqual([
      [a.id, 5],
      [b.id, 1],
    ]);
    const merged = await cartOf(earlier);
    expect(merged.data.items).toHaveLength(2);
    expect(merged.data.cartCoupons).toEqual([expect.objectContaining({ code: 'OSSZEVONAS', discount: 1000 })]);
  });
});

describe('the academy cart (/api/v1/academy-cart)', () => {
  it('adds places on a classroom date up to its free places; online dates are unlimited', async () => {
    const training = await createTraining(db, {
      locationTypeId: 3,
      classroomPrice: 59_000,
      onlinePrice: 39_000,
      onlineSalesPrice: 35_000,
      dates: [
        { locationTypeId: 1, capacity: 3, seatsHeld: 1 },
        { locationTypeId: 2, capacity: 1, seatsHeld: 1 },
      ],
    });
    const detail = await (await t.request(`/api/v1/trainings?seo=${training.slug.hu}`, { host: ACADEMY_HOST })).json();
    const [classroom, online] = detail.data[0].trainingDates as { id: number; trainingLocationType: { id: number } }[];
    if (!classroom || !online) throw new Error('dates missing');
    const agent = await guest(ACADEMY_HOST);
    const add = (id: number, type: number, count = 1) =>
      agent.post('/api/v1/academy-cart/add?locale_id=2', form({ item_id: id, training_location_type_id: type, count }));

    const tooMany = await add(classroom.id, 1, 3);
    expect(tooMany.status).toBe(422);
    expect(await tooMany.json()).toEqual({
      message: 'Only 2 places are left on this date.',
      code: 'training_date_not_enough_places',
    });
    expect((await add(classroom.id, 1, 2)).status).toBe(200);
    expect((await add(classroom.id, 1)).status).toBe(422);
    const mismatch = await add(online.id, 1);
    expect((await mismatch.json()).code).toBe('training_location_mismatch');
    expect((await add(online.id, 2, 40)).status).toBe(200);

    const body = await academyCartOf(agent, '?locale_id=1');
    expect(body.data.items).toEqual([
      expect.objectContaining({
        model_id: classroom.id,
        count: 2,
        sum_price: 118_000,
        trainingLocationType: { id: 1, code: 'classroom' },
        // The cart's own hold took the two free places (issue 24): none is left for anyone else.
        hold: { held_until: expect.any(String), status: 'held' },
        model: expect.objectContaining({
          id: classroom.id,
          available_limit: 0,
          training: expect.objectContaining({ id: training.id, title: training.name.hu, images: expect.any(Array) }),
        }),
      }),
      expect.objectContaining({
        model_id: online.id,
        count: 40,
        sum_price: 1_400_000,
        sum_price_original: 1_560_000,
        trainingLocationType: { id: 2, code: 'online' },
      }),
    ]);
    // Delivery method 5 (no delivery, 0 Ft) by default; trainings at 27 % unless configured.
    // Per line: 118 000 → 92 913 net + 25 087 VAT; 1 400 000 → 1 102 362 net + 297 638 VAT;
    // VAT 322 725 (one split of the sum would give 322 724).
    expect(body.meta).toMatchObject({
      delivery_method_id: 5,
      delivery_fee: 0,
      sub_total: 1_518_000,
      tax_amount: 322_725,
      total_with_tax: 1_518_000,
    });
    expect(body.availablePaymentMethods.map((m: { id: number }) => m.id)).toEqual([1, 2]);
  });

  it('refuses a full classroom date, a past date and an inactive training', async () => {
    const full = await createTraining(db, { dates: [{ capacity: 2, seatsHeld: 2 }] });
    const past = await createTraining(db, { dates: [{ startAt: daysFromNow(-1) }] });
    const inactive = await createTraining(db, { isActive: false, dates: [{}] });
    const dateOf = async (trainingId: number) => {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`select id from training_dates where training_id = ${trainingId}`,
      );
      return row?.id ?? 0;
    };
    const agent = await guest(ACADEMY_HOST);
    const add = async (trainingId: number) =>
      (
        await agent.post(
          '/api/v1/academy-cart/add',
          form({ item_id: await dateOf(trainingId), training_location_type_id: 1 }),
        )
      ).json();
    expect((await add(full.id)).code).toBe('training_date_full');
    expect((await add(past.id)).code).toBe('training_date_unavailable');
    expect((await add(inactive.id)).code).toBe('training_date_unavailable');
    const missing = await agent.post('/api/v1/academy-cart/add', form({ item_id: 1 }));
    expect(missing.status).toBe(422);
    expect(Object.keys((await missing.json()).errors)).toEqual(['training_location_type_id']);
  });
});

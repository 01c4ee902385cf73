import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { coupons, giftRules } from '../../db/schema';
import { AppError } from '../../lib/errors';
import {
  ACADEMY_HOST,
  type Agent,
  createProduct,
  createTestApp,
  createUser,
  daysFromNow,
  type TestApp,
  testDriver,
} from '../../testing';
import type { CartQuote } from '../cart/cart.pricing';
import { couponRefusal } from './coupons.rules';
import { redeemCoupons } from './coupons.service';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.dispose());

let sequence = 0;
async function createCoupon(overrides: Partial<typeof coupons.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(coupons)
    .values({ code: `TESZT${sequence}`, kind: 'percentage', value: 10, ...overrides })
    .returning();
  if (!row) throw new Error('coupon insert returned no row');
  return row;
}

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));

/** A guest (or the given agent) with `count` × a product of `price` in the shop cart. */
async function shopperWith(price: number, count: number, agent?: Agent) {
  const shopper = agent ?? t.agent();
  if (!agent) await shopper.csrf();
  const product = await createProduct(db, { price });
  await shopper.post('/api/v1/user-cart/add', form({ product_id: product.id, count }));
  return { agent: shopper, product };
}

const addCoupon = (agent: Agent, code: string, email = 'vevo@example.hu', path = '/api/v1/user-cart') =>
  agent.post(`${path}/add-coupon?locale_id=1`, form({ coupon_code: code, email }));
const metaOf = async (agent: Agent, query: string) =>
  (await (await agent.get(`/api/v1/user-cart?locale_id=1&${query}`)).json()).meta;

describe('cart totals with coupons, gifts, credits and fees', () => {
  // Every case: 2 × 12 700 Ft = 25 400 Ft of items (20 000 net + 5 400 VAT); GLS home delivery
  // 1 990 Ft (1 567 + 423), cash on delivery 590 Ft (465 + 125) where chosen.
  const fees = 'delivery_method_id=1&payment_method_id=3';

  it('no coupon: 25 400 + 1 990 + 590 = 27 980, VAT 5 400 + 423 + 125 = 5 948', async () => {
    const { agent } = await shopperWith(12_700, 2);
    expect(await metaOf(agent, fees)).toMatchObject({
      sub_total: 25_400,
      delivery_fee: 1990,
      payment_fee: 590,
      tax_amount: 5948,
      total: 22_032,
      total_with_tax: 27_980,
      payment_method_id: 3,
    });
  });

  it('10 %: −2 540 → 25 440; items 22 860 = 18 000 + 4 860 VAT, so VAT 5 408', async () => {
    const { agent } = await shopperWith(12_700, 2);
    const coupon = await createCoupon({ code: 'Tavasz10Teszt', value: 10 });
    expect((await addCoupon(agent, 'tavasz10teszt')).status).toBe(200);
    const meta = await metaOf(agent, fees);
    expect(meta).toMatchObject({ tax_amount: 5408, total: 20_032, total_with_tax: 25_440 });
    expect(meta.subtractions).toEqual([
      { kind: 'coupon', name: `Kupon: ${coupon.code}`, amount: 2540, coupon_code: coupon.code },
    ]);
  });

  it('fixed 5 000: items 20 400 = 16 063 + 4 337 VAT; 22 980 payable, VAT 4 885', async () => {
    const { agent } = await shopperWith(12_700, 2);
    const coupon = await createCoupon({ kind: 'fixed', value: 5000 });
    await addCoupon(agent, coupon.code);
    expect(await metaOf(agent, fees)).toMatchObject({ tax_amount: 4885, total_with_tax: 22_980 });
  });

  it('free delivery: the 1 990 Ft fee is subtracted with its VAT; 25 990 payable, VAT 5 525', async () => {
    const { agent } = await shopperWith(12_700, 2);
    const coupon = await createCoupon({ kind: 'free_delivery', value: 0 });
    await addCoupon(agent, coupon.code);
    const meta = await metaOf(agent, fees);
    expect(meta).toMatchObject({ delivery_fee: 1990, tax_amount: 5525, total_with_tax: 25_990 });
    expect(meta.subtractions[0]).toMatchObject({ amount: 1990 });
    // Personal pick-up costs nothing: the coupon stays, flagged, and gives nothing.
    const pickup = await (await agent.get('/api/v1/user-cart?delivery_method_id=2&locale_id=2')).json();
    expect(pickup.data.cartCoupons[0]).toMatchObject({
      is_applicable: false,
      reason: 'nothing_to_discount',
      reason_message: 'This coupon gives no discount at the moment.',
    });
  });

  it('discounts never exceed the items: fixed 50 000 takes 25 400, a second coupon gives nothing', async () => {
    const { agent } = await shopperWith(12_700, 2);
    await addCoupon(agent, (await createCoupon({ kind: 'fixed', value: 50_000 })).code);
    await addCoupon(agent, (await createCoupon({ value: 20 })).code);
    const body = await (await agent.get(`/api/v1/user-cart?${fees}`)).json();
    // Left: the fees, 2 580 = 1 567 + 465 net, 423 + 125 VAT.
    expect(body.meta).toMatchObject({ total_with_tax: 2580, tax_amount: 548, total: 2032 });
    expect(body.data.cartCoupons.map((c: { discount: number }) => c.discount)).toEqual([25_400, 0]);
  });

  it('credits after coupons: marketing then global, never beyond the balance or the total', async () => {
    const user = await createUser(db, {
      roles: ['customer', 'beautician'],
      balances: { marketing: 3000, global: 100_000 },
    });
    const agent = t.agent();
    await agent.login(user.email, user.password);
    await shopperWith(12_700, 2, agent);
    await addCoupon(agent, (await createCoupon({ value: 10 })).code, user.email);
    // 25 440 after the coupon; marketing 3 000 → 22 440; global pays the remaining 22 440.
    const meta = await metaOf(agent, `${fees}&using_marketing_credit=1&using_global_credit=1`);
    expect(meta.subtractions.map((s: { kind: string; amount: number }) => [s.kind, s.amount])).toEqual([
      ['coupon', 2540],
      ['marketing', 3000],
      ['global', 22_440],
    ]);
    expect(meta.subtractions.slice(1).map((s: { name: string }) => s.name)).toEqual([
      'Marketing egyenleg',
      'Virtuális egyenleg',
    ]);
    expect(meta).toMatchObject({ total_with_tax: 0, tax_amount: 0, total: 0 });
    expect(meta.available_credits).toEqual({ marketing: 3000, global: 100_000 });
    // Only marketing: 25 440 − 3 000 = 22 440, VAT taken proportionally off every line: 4 771.
    const partial = await metaOf(agent, `${fees}&using_marketing_credit=1`);
    expect(partial).toMatchObject({ total_with_tax: 22_440, tax_amount: 4771, total: 17_669 });
  });

  it('role 2 spends only the global balance; customers and guests none', async () => {
    const pro = await createUser(db, {
      roles: ['customer', 'professional'],
      balances: { marketing: 500, global: 1000 },
    });
    const agent = t.agent();
    await agent.login(pro.email, pro.password);
    await shopperWith(12_700, 2, agent);
    const meta = await metaOf(agent, `${fees}&using_marketing_credit=1&using_global_credit=1`);
    expect(meta.subtractions).toEqual([
      { kind: 'global', name: 'Virtuális egyenleg', amount: 1000, coupon_code: null },
    ]);
    expect(meta.total_with_tax).toBe(26_980);
    const customer = await createUser(db, { balances: { global: 1000 } });
    const other = t.agent();
    await other.login(customer.email, customer.password);
    await shopperWith(12_700, 2, other);
    expect((await metaOf(other, `${fees}&using_global_credit=1`)).subtractions).toEqual([]);
  });

  it('a gift rule above 20 000 Ft adds a free gift line; below it, none', async () => {
    const gift = await createProduct(db, { price: 4990, name: { hu: 'Ajándék krém', en: 'Gift cream' } });
    await db.insert(giftRules).values({ hostId: 1, productId: gift.id, minSubtotal: 20_000, giftCount: 1 });
    const { agent, product } = await shopperWith(12_700, 2);
    const meta = await metaOf(agent, fees);
    expect(meta.gifts).toEqual([
      { item_count: 1, product: expect.objectContaining({ id: gift.id, name: 'Ajándék krém' }) },
    ]);
    expect(meta.total_with_tax).toBe(27_980);
    await agent.post('/api/v1/user-cart/decrease', form({ product_id: product.id }));
    expect((await metaOf(agent, fees)).gifts).toEqual([]);
    await db.delete(giftRules).where(eq(giftRules.productId, gift.id));
  });
});

describe('coupon refusals (each with its code)', () => {
  const refusal = async (code: string, email?: string) => {
    const { agent } = await shopperWith(10_000, 1);
    const response = await addCoupon(agent, code, email);
    return { status: response.status, body: await response.json() };
  };

  it('unknown, inactive, expired, not yet valid, used up, other site', async () => {
    expect(await refusal('NINCSILYEN')).toEqual({
      status: 422,
      body: { message: 'Ilyen kuponkód nem létezik.', code: 'coupon_not_found' },
    });
    expect((await refusal((await createCoupon({ isActive: false })).code)).body.code).toBe('coupon_not_found');
    expect((await refusal((await createCoupon({ validUntil: daysFromNow(-1) })).code)).body.code).toBe(
      'coupon_expired',
    );
    expect((await refusal((await createCoupon({ validFrom: daysFromNow(1) })).code)).body.code).toBe(
      'coupon_not_yet_valid',
    );
    expect((await refusal((await createCoupon({ usageLimit: 1, usedCount: 1 })).code)).body.code).toBe(
      'coupon_used_up',
    );
    expect((await refusal((await createCoupon({ hostId: 2 })).code)).body.code).toBe('coupon_other_site');
  });

  it('below the minimum names the minimum; already used by this e-mail; e-mail required and valid', async () => {
    const minimum = await createCoupon({ minSubtotal: 30_000 });
    expect((await refusal(minimum.code)).body).toEqual({
      message: 'A kupon 30.000 Ft kosárértéktől használható.',
      code: 'coupon_below_minimum',
    });
    const once = await createCoupon({ perEmailLimit: 1 });
    await redeemCoupons(db, { quote: quoteUsing(once.id), email: 'Volt@Example.hu' });
    expect((await refusal(once.code, 'volt@example.hu')).body.code).toBe('coupon_email_limit');
    expect((await refusal(once.code, 'mas@example.hu')).status).toBe(200);
    const { agent } = await shopperWith(10_000, 1);
    const missing = await agent.post('/api/v1/user-cart/add-coupon', form({ coupon_code: once.code }));
    expect(missing.status).toBe(422);
    expect(Object.keys((await missing.json()).errors)).toEqual(['email']);
    const invalid = await addCoupon(agent, once.code, 'nem-email');
    expect((await invalid.json()).errors.email).toEqual(['Érvényes e-mail címet adjon meg.']);
  });

  it('once per e-mail means once per mailbox: after a@x.hu, a+1@x.hu and A@X.HU are refused; b@x.hu is not', async () => {
    const first = await createCoupon({ code: 'ELSOVASARLAS', kind: 'fixed', value: 2000, perEmailLimit: 1 });
    await redeemCoupons(db, { quote: quoteUsing(first.id), email: 'a@x.hu' });
    for (const alias of ['a+1@x.hu', 'A@X.HU', 'A+Kupon@x.hu']) {
      expect((await refusal('ELSOVASARLAS', alias)).body).toEqual({
        message: 'Ezzel az e-mail címmel a kupont már felhasználták.',
        code: 'coupon_email_limit',
      });
    }
    await expect(redeemCoupons(db, { quote: quoteUsing(first.id), email: 'a+2@x.hu' })).rejects.toMatchObject({
      status: 409,
      code: 'coupon_email_limit',
    });
    expect((await refusal('ELSOVASARLAS', 'b@x.hu')).status).toBe(200);
    const gmail = await createCoupon({ perEmailLimit: 1 });
    await redeemCoupons(db, { quote: quoteUsing(gmail.id), email: 'anna.kovacs@gmail.com' });
    expect((await refusal(gmail.code, 'annakovacs+2@googlemail.com')).body.code).toBe('coupon_email_limit');
  });

  it("a user's coupon counts the account's address: no e-mail needed, and another one sent does not dodge the limit", async () => {
    const user = await createUser(db, { email: 'fiok@example.hu' });
    const once = await createCoupon({ perEmailLimit: 1 });
    await redeemCoupons(db, { quote: quoteUsing(once.id), email: 'fiok@example.hu' });
    const agent = t.agent();
    await agent.login(user.email, user.password);
    await shopperWith(10_000, 1, agent);
    const other = await addCoupon(agent, once.code, 'masik@example.hu');
    expect((await other.json()).code).toBe('coupon_email_limit');
    const fresh = await createCoupon();
    const withoutEmail = await agent.post(
      '/api/v1/user-cart/add-coupon?locale_id=1',
      form({ coupon_code: fresh.code }),
    );
    expect(withoutEmail.status).toBe(200);
    const [onCart] = await queryRows<{ email: string }>(
      db,
      sql`select email from cart_coupons where coupon_id = ${fresh.id}`,
    );
    expect(onCart?.email).toBe('fiok@example.hu');
  });

  it('a coupon that falls below its minimum stays on the cart, flagged, and gives nothing', async () => {
    const coupon = await createCoupon({ minSubtotal: 20_000 });
    const { agent, product } = await shopperWith(12_000, 2);
    expect((await addCoupon(agent, coupon.code)).status).toBe(200);
    expect((await addCoupon(agent, coupon.code.toLowerCase())).status).toBe(422);
    await agent.post('/api/v1/user-cart/decrease', form({ product_id: product.id }));
    const body = await (await agent.get('/api/v1/user-cart?locale_id=1')).json();
    expect(body.data.cartCoupons).toEqual([
      expect.objectContaining({
        code: coupon.code,
        is_applicable: false,
        discount: 0,
        reason: 'below_minimum',
        reason_message: 'A kupon 20.000 Ft kosárértéktől használható.',
      }),
    ]);
    expect(body.meta.subtractions).toEqual([]);
    const removed = await agent.post('/api/v1/user-cart/remove-coupon', form({ coupon_code: coupon.code }));
    expect(await removed.json()).toEqual({ message: 'A kupont eltávolítottuk a kosárból.', code: 'coupon_removed' });
    expect((await agent.post('/api/v1/user-cart/remove-coupon', form({ coupon_code: coupon.code }))).status).toBe(404);
  });

  it('shop coupons do not work on the academy', async () => {
    const coupon = await createCoupon({ hostId: 1 });
    const agent = t.agent(ACADEMY_HOST);
    await agent.csrf();
    const response = await addCoupon(agent, coupon.code, undefined, '/api/v1/academy-cart');
    expect((await response.json()).code).toBe('coupon_other_site');
  });

  it('limits coupon attempts per visitor (429 with Retry-After)', async () => {
    const { agent } = await shopperWith(1000, 1);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await addCoupon(agent, `ROSSZ${i}`)).status);
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    const limited = await addCoupon(agent, 'ROSSZ');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

describe('coupon boundaries (exactly at the edge)', () => {
  it('minimum 20 000: a 20 000 Ft cart takes it (10 % → −2 000, 18 000 left), a 19 999 Ft cart is refused', async () => {
    const coupon = await createCoupon({ minSubtotal: 20_000 });
    const { agent } = await shopperWith(20_000, 1);
    expect((await addCoupon(agent, coupon.code)).status).toBe(200);
    const meta = await metaOf(agent, 'delivery_method_id=2');
    expect(meta).toMatchObject({ sub_total: 20_000, total_with_tax: 18_000 });
    expect(meta.subtractions).toEqual([expect.objectContaining({ kind: 'coupon', amount: 2000 })]);
    const below = await shopperWith(19_999, 1);
    const refused = await addCoupon(below.agent, coupon.code);
    expect(refused.status).toBe(422);
    expect((await refused.json()).code).toBe('coupon_below_minimum');
  });

  it('validity window: expired a second ago is refused, expiring in a minute is taken; starting in a minute is refused, started a second ago is taken', async () => {
    const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);
    const added = async (window: { validFrom?: Date; validUntil?: Date }) => {
      const { agent } = await shopperWith(10_000, 1);
      const response = await addCoupon(agent, (await createCoupon(window)).code);
      return response.status === 200 ? 'taken' : (await response.json()).code;
    };
    expect(await added({ validUntil: inSeconds(-1) })).toBe('coupon_expired');
    expect(await added({ validUntil: inSeconds(60) })).toBe('taken');
    expect(await added({ validFrom: inSeconds(60) })).toBe('coupon_not_yet_valid');
    expect(await added({ validFrom: inSeconds(-1) })).toBe('taken');
  });

  it('at the very instant: valid_until = now has expired, a millisecond later has not; valid_from = now has started', async () => {
    const coupon = await createCoupon();
    const now = new Date('2026-03-01T10:00:00Z');
    const later = new Date(now.getTime() + 1);
    const check = { hostId: 1 as const, subtotal: 10_000, emailRedemptions: 0, now };
    expect(couponRefusal({ ...coupon, validUntil: now }, check)).toBe('expired');
    expect(couponRefusal({ ...coupon, validUntil: later }, check)).toBeNull();
    expect(couponRefusal({ ...coupon, validFrom: now }, check)).toBeNull();
    expect(couponRefusal({ ...coupon, validFrom: later }, check)).toBe('not_yet_valid');
  });
});

/** A quote whose only coupon gave 1 000 Ft: what an order hands to redeemCoupons. */
function quoteUsing(couponId: number): CartQuote {
  return {
    lines: [],
    gifts: [],
    coupons: [
      {
        couponId,
        code: 'X',
        name: 'X',
        kind: 'fixed',
        discount: 1000,
        applicable: true,
        reason: null,
        email: 'x@example.hu',
      },
    ],
    guestCode: null,
    subtotal: 10_000,
    deliveryFee: 0,
    paymentFee: 0,
    subtractions: [],
    marketingCredit: 0,
    globalCredit: 0,
    taxAmount: 0,
    totalNet: 0,
    totalGross: 0,
  };
}

const usedCount = async (id: number) =>
  (await queryRows<{ used_count: number }>(db, sql`select used_count from coupons where id = ${id}`))[0]?.used_count;

describe('redeemCoupons (counted when the order is placed)', () => {
  it('counts a use with the order id; a used-up coupon or e-mail answers 409 and changes nothing', async () => {
    const coupon = await createCoupon({ usageLimit: 1 });
    await redeemCoupons(db, { quote: quoteUsing(coupon.id), email: 'a@example.hu', orderId: 7 });
    expect(await usedCount(coupon.id)).toBe(1);
    const rows = await queryRows(
      db,
      sql`select email, discount, order_id from coupon_redemptions where coupon_id = ${coupon.id}`,
    );
    expect(rows).toEqual([{ email: 'a@example.hu', discount: 1000, order_id: 7 }]);
    await expect(redeemCoupons(db, { quote: quoteUsing(coupon.id), email: 'b@example.hu' })).rejects.toMatchObject({
      status: 409,
      code: 'coupon_used_up',
    });
    const perEmail = await createCoupon({ perEmailLimit: 1 });
    await redeemCoupons(db, { quote: quoteUsing(perEmail.id), email: 'c@example.hu' });
    await expect(redeemCoupons(db, { quote: quoteUsing(perEmail.id), email: 'C@example.hu' })).rejects.toMatchObject({
      code: 'coupon_email_limit',
    });
    expect(await usedCount(perEmail.id)).toBe(1);
  });

  it.runIf(testDriver() === 'pg')('usage limit 1 under 20 concurrent orders: exactly one (PostgreSQL)', async () => {
    const coupon = await createCoupon({ usageLimit: 1 });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        db.transaction((tx) =>
          redeemCoupons(tx as unknown as Db, { quote: quoteUsing(coupon.id), email: `p${i}@example.hu`, orderId: i }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.every((r) => r.reason instanceof AppError && r.reason.code === 'coupon_used_up')).toBe(true);
    expect(await usedCount(coupon.id)).toBe(1);
  });

  it.runIf(testDriver() === 'pg')(
    'per-e-mail limit 1 under 20 concurrent orders of one e-mail: exactly one',
    async () => {
      const coupon = await createCoupon({ perEmailLimit: 1 });
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () =>
          db.transaction((tx) =>
            redeemCoupons(tx as unknown as Db, { quote: quoteUsing(coupon.id), email: 'same@example.hu' }),
          ),
        ),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      expect(await usedCount(coupon.id)).toBe(1);
    },
  );
});

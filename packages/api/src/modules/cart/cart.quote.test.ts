import { HostId, RoleId } from '@vag/domain';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../lib/errors';
import type { CouponRow } from '../coupons/coupons.service';
import type { GuestCodeTerms } from '../referrals/referrals.rules';
import { type QuoteData, type QuoteDate, type QuoteProduct, quote } from './cart.quote';

/*
 * quote() on plain objects: no database, no clock. Most cases are the shop's 2 × 12 700 Ft =
 * 25 400 Ft of items (20 000 net + 5 400 VAT at 27 %); GLS home delivery 1 990 Ft (1 567 +
 * 423), cash on delivery 590 Ft (465 + 125), personal pick-up 0 Ft, card 0 Ft.
 */

const NOW = new Date('2026-03-01T10:00:00Z');
const GLS = { id: 1, price: 1990 };
const PICKUP = { id: 2, price: 0 };
const COD = { id: 3, extra_cost: 590 };
const CARD = { id: 4, extra_cost: 0 };

const product = (id: number, price: number, overrides: Partial<QuoteProduct> = {}): QuoteProduct => ({
  id,
  name: `Termék ${id}`,
  price,
  price_original: price,
  is_only_for_professionals: false,
  ...overrides,
});

const trainingDate = (id: number, price: number, overrides: Partial<QuoteDate> = {}): QuoteDate => ({
  id,
  title: `Képzés ${id}`,
  locationTypeId: 1,
  isSellable: true,
  price,
  priceOriginal: price,
  vatRate: 0,
  ...overrides,
});

/** The default guest-code terms (PurchaseOptions): 10 % off, at most 5 000, from 5 000; 10 % credit, at most 5 000. */
const GUEST_CODES: GuestCodeTerms = {
  discountPercent: 10,
  discountMax: 5000,
  minSubtotal: 5000,
  creditPercent: 10,
  creditMax: 5000,
  newCustomersOnly: true,
};

let couponIds = 0;
const coupon = (overrides: Partial<CouponRow> = {}): CouponRow => {
  couponIds += 1;
  return {
    id: couponIds,
    code: `KUPON${couponIds}`,
    kind: 'percentage',
    value: 10,
    hostId: null,
    minSubtotal: 0,
    usageLimit: null,
    usedCount: 0,
    perEmailLimit: null,
    validFrom: null,
    validUntil: null,
    isActive: true,
    createdAt: NOW,
    updatedAt: NOW,
    ...overrides,
  };
};

/** A shop cart of `lines` (product, count) with GLS delivery and no payment method chosen yet. */
function cart(lines: [QuoteProduct, number][], overrides: Partial<QuoteData> = {}): QuoteData {
  return {
    hostId: HostId.shop,
    locale: 'hu',
    now: NOW,
    roleIds: [],
    items: lines.map(([p, count], index) => ({ id: index + 1, productId: p.id, trainingDateId: null, count })),
    products: new Map(lines.map(([p]) => [p.id, p])),
    dates: new Map(),
    coupons: [],
    guestCode: null,
    guestCodeTerms: GUEST_CODES,
    giftRules: [],
    deliveryMethodId: GLS.id,
    deliveryMethods: [GLS, PICKUP],
    paymentMethodId: null,
    paymentMethods: [],
    credits: { marketing: null, global: null },
    usingMarketingCredit: false,
    usingGlobalCredit: false,
    ...overrides,
  };
}

/** 2 × 12 700 Ft; `fees`: GLS + cash on delivery, else personal pick-up and no payment fee. */
const standard = (overrides: Partial<QuoteData> = {}, fees = true) =>
  cart([[product(1, 12_700), 2]], {
    ...(fees
      ? { deliveryMethodId: GLS.id, paymentMethodId: COD.id, paymentMethods: [COD, CARD] }
      : { deliveryMethodId: PICKUP.id }),
    ...overrides,
  });

const withCoupons = (...rows: CouponRow[]) => ({
  coupons: rows.map((row) => ({ coupon: row, email: 'vevo@example.hu', emailRedemptions: 0 })),
});

const totals = (data: QuoteData) => {
  const q = quote(data);
  return { gross: q.totalGross, vat: q.taxAmount, net: q.totalNet };
};

describe('quote(): lines and the sub-total', () => {
  it('sub-total is Σ count × unit price: 2 × 12 700 + 3 × 990 = 28 370; each line split at 27 % (2 970 = 2 339 + 631)', () => {
    const q = quote(
      cart([
        [product(1, 12_700, { price_original: 15_000 }), 2],
        [product(2, 990), 3],
      ]),
    );
    expect(q.subtotal).toBe(28_370);
    expect(q.lines.map((line) => [line.sumPrice, line.sumPriceOriginal, line.net, line.vat])).toEqual([
      [25_400, 30_000, 20_000, 5400],
      [2970, 2970, 2339, 631],
    ]);
    expect(q.lines[0]).toMatchObject({ itemId: 1, productId: 1, name: 'Termék 1', unitPrice: 12_700, vatRate: 27 });
  });

  it('a training date is priced at its own price and VAT rate; a date no longer sellable and a withdrawn product are left out', () => {
    const q = quote(
      cart([], {
        hostId: HostId.academy,
        items: [
          { id: 1, productId: null, trainingDateId: 10, count: 2 },
          { id: 2, productId: null, trainingDateId: 11, count: 1 },
          { id: 3, productId: 99, trainingDateId: null, count: 1 },
        ],
        dates: new Map([
          [10, trainingDate(10, 50_000)],
          [11, trainingDate(11, 40_000, { isSellable: false })],
        ]),
      }),
    );
    expect(q.lines).toEqual([
      expect.objectContaining({ trainingDateId: 10, locationTypeId: 1, sumPrice: 100_000, net: 100_000, vat: 0 }),
    ]);
    expect(q.subtotal).toBe(100_000);
  });

  it('professionals-only products: left out for a guest and a customer (role 1), priced for roles 2 and 3', () => {
    const lines: [QuoteProduct, number][] = [
      [product(1, 10_000), 1],
      [product(2, 5000, { is_only_for_professionals: true }), 1],
    ];
    expect(quote(cart(lines)).subtotal).toBe(10_000);
    expect(quote(cart(lines, { roleIds: [RoleId.customer] })).subtotal).toBe(10_000);
    expect(quote(cart(lines, { roleIds: [RoleId.customer, RoleId.professional] })).subtotal).toBe(15_000);
    expect(quote(cart(lines, { roleIds: [RoleId.beautician] })).subtotal).toBe(15_000);
  });
});

describe('quote(): delivery and payment fees', () => {
  it('GLS 1 990 + cash on delivery 590: 25 400 + 1 990 + 590 = 27 980, VAT 5 400 + 423 + 125 = 5 948', () => {
    const q = quote(standard());
    expect(q).toMatchObject({ deliveryFee: 1990, paymentFee: 590, subtractions: [] });
    expect(totals(standard())).toEqual({ gross: 27_980, vat: 5948, net: 22_032 });
  });

  it('no payment method chosen yet: no payment fee (25 400 + 1 990 = 27 390)', () => {
    expect(quote(standard({ paymentMethodId: null })).paymentFee).toBe(0);
    expect(totals(standard({ paymentMethodId: null })).gross).toBe(27_390);
  });

  it('an empty cart costs nothing: no delivery or payment fee', () => {
    const q = quote(cart([], { paymentMethodId: COD.id, paymentMethods: [COD] }));
    expect(q).toMatchObject({ subtotal: 0, deliveryFee: 0, paymentFee: 0, totalGross: 0, taxAmount: 0 });
  });

  it('an unknown delivery method, or a payment method that does not go with it, is a field error', () => {
    expect(() => quote(standard({ deliveryMethodId: 77 }))).toThrow(ValidationError);
    expect(() => quote(standard({ deliveryMethodId: 77 }))).toThrow(
      expect.objectContaining({ errors: { delivery_method_id: ['choice_invalid'] } }),
    );
    expect(() => quote(standard({ paymentMethodId: 5 }))).toThrow(
      expect.objectContaining({ errors: { payment_method_id: ['choice_invalid'] } }),
    );
  });
});

describe('quote(): each coupon kind', () => {
  it('percentage 10 %: −2 540 → 25 440; items 22 860 = 18 000 + 4 860 VAT, so VAT 5 408', () => {
    const row = coupon({ code: 'Tavasz10', value: 10 });
    const q = quote(standard(withCoupons(row)));
    expect(q.subtractions).toEqual([{ kind: 'coupon', name: 'Kupon: Tavasz10', amount: 2540, couponId: row.id }]);
    expect(q.coupons).toEqual([
      {
        couponId: row.id,
        code: 'Tavasz10',
        name: 'Kupon: Tavasz10',
        kind: 'percentage',
        discount: 2540,
        applicable: true,
        reason: null,
        email: 'vevo@example.hu',
      },
    ]);
    expect(totals(standard(withCoupons(row)))).toEqual({ gross: 25_440, vat: 5408, net: 20_032 });
  });

  it('fixed 5 000: items 20 400 = 16 063 + 4 337 VAT; 22 980 payable, VAT 4 885', () => {
    expect(totals(standard(withCoupons(coupon({ kind: 'fixed', value: 5000 }))))).toEqual({
      gross: 22_980,
      vat: 4885,
      net: 18_095,
    });
  });

  it('free delivery: the 1 990 Ft fee comes off with its VAT (25 990, VAT 5 525), not the items: a fixed 50 000 after it takes all 25 400', () => {
    const free = coupon({ kind: 'free_delivery', value: 0 });
    expect(quote(standard(withCoupons(free))).subtractions).toEqual([expect.objectContaining({ amount: 1990 })]);
    expect(totals(standard(withCoupons(free)))).toEqual({ gross: 25_990, vat: 5525, net: 20_465 });
    // What comes off after it is taken from the items, all 25 400 Ft of them.
    const both = quote(standard(withCoupons(free, coupon({ kind: 'fixed', value: 50_000 }))));
    expect(both.coupons.map((c) => c.discount)).toEqual([1990, 25_400]);
  });

  it('free delivery on personal pick-up (0 Ft) gives nothing: it stays, flagged nothing_to_discount', () => {
    const q = quote(standard(withCoupons(coupon({ kind: 'free_delivery', value: 0 })), false));
    expect(q.coupons[0]).toMatchObject({ discount: 0, applicable: false, reason: 'nothing_to_discount' });
    expect(q.subtractions).toEqual([]);
  });

  it('discounts never exceed the items: fixed 50 000 takes 25 400, a 20 % after it gives nothing; fees stay (2 580, VAT 548)', () => {
    const q = quote(standard(withCoupons(coupon({ kind: 'fixed', value: 50_000 }), coupon({ value: 20 }))));
    expect(q.coupons.map((c) => [c.discount, c.reason])).toEqual([
      [25_400, null],
      [0, 'nothing_to_discount'],
    ]);
    expect(totals(standard(withCoupons(coupon({ kind: 'fixed', value: 50_000 }))))).toEqual({
      gross: 2580,
      vat: 548,
      net: 2032,
    });
  });
});

describe('quote(): coupon validity', () => {
  const reasonOf = (row: CouponRow, overrides: Partial<QuoteData> = {}) =>
    quote(standard({ ...withCoupons(row), ...overrides }, false)).coupons[0]?.reason;

  it('minimum 25 400: a 25 400 Ft cart takes it (−2 540), a cart of 25 401 Ft minimum is below (nothing off)', () => {
    const at = quote(standard(withCoupons(coupon({ minSubtotal: 25_400 })), false));
    expect(at.coupons[0]).toMatchObject({ discount: 2540, reason: null });
    expect(at.totalGross).toBe(22_860);
    const above = quote(standard(withCoupons(coupon({ minSubtotal: 25_401 })), false));
    expect(above.coupons[0]).toMatchObject({ discount: 0, applicable: false, reason: 'below_minimum' });
    expect(above.subtractions).toEqual([]);
    expect(above.totalGross).toBe(25_400);
  });

  it('expiry at the very instant: valid_until = now has expired, a millisecond later has not', () => {
    expect(reasonOf(coupon({ validUntil: NOW }))).toBe('expired');
    expect(reasonOf(coupon({ validUntil: new Date(NOW.getTime() + 1) }))).toBeNull();
  });

  it('start at the very instant: valid_from = now has started, a millisecond later has not', () => {
    expect(reasonOf(coupon({ validFrom: NOW }))).toBeNull();
    expect(reasonOf(coupon({ validFrom: new Date(NOW.getTime() + 1) }))).toBe('not_yet_valid');
  });

  it('the window is compared with the `now` given, not the clock', () => {
    const window = { validFrom: new Date('2020-01-01T00:00:00Z'), validUntil: new Date('2021-01-01T00:00:00Z') };
    expect(reasonOf(coupon(window), { now: new Date('2020-06-01T00:00:00Z') })).toBeNull();
    expect(reasonOf(coupon(window), { now: new Date('2099-01-01T00:00:00Z') })).toBe('expired');
  });

  it('usage limit 3: used twice applies, used three times is used up', () => {
    expect(reasonOf(coupon({ usageLimit: 3, usedCount: 2 }))).toBeNull();
    expect(reasonOf(coupon({ usageLimit: 3, usedCount: 3 }))).toBe('used_up');
  });

  it('per e-mail limit 2: one earlier redemption applies, two reach the limit', () => {
    const row = coupon({ perEmailLimit: 2 });
    const redeemed = (emailRedemptions: number) =>
      quote(standard({ coupons: [{ coupon: row, email: 'a@x.hu', emailRedemptions }] }, false)).coupons[0]?.reason;
    expect(redeemed(1)).toBeNull();
    expect(redeemed(2)).toBe('email_limit');
  });

  it('switched off, or of the other site: gives nothing; a coupon of no site works on both', () => {
    expect(reasonOf(coupon({ isActive: false }))).toBe('inactive');
    expect(reasonOf(coupon({ hostId: HostId.academy }))).toBe('other_site');
    expect(reasonOf(coupon({ hostId: HostId.shop }))).toBeNull();
    expect(reasonOf(coupon({ hostId: null }), { hostId: HostId.academy })).toBeNull();
  });
});

describe('quote(): gifts', () => {
  const gift = product(50, 4990, { name: 'Ajándék krém' });
  const withGift = (price: number, overrides: Partial<QuoteProduct> = {}, data: Partial<QuoteData> = {}) => {
    const giftProduct = { ...gift, ...overrides };
    return quote(
      cart([[product(1, price), 1]], {
        products: new Map([
          [1, product(1, price)],
          [giftProduct.id, giftProduct],
        ]),
        giftRules: [{ productId: gift.id, giftCount: 2, minSubtotal: 20_000 }],
        ...data,
      }),
    );
  };

  it('a gift rule of 20 000 is reached at exactly 20 000 Ft, not at 19 999 Ft; the gift costs nothing', () => {
    const reached = withGift(20_000);
    expect(reached.gifts).toEqual([{ productId: gift.id, name: 'Ajándék krém', count: 2 }]);
    expect(reached.totalGross).toBe(20_000 + GLS.price);
    expect(withGift(19_999).gifts).toEqual([]);
  });

  it('no gift for an empty cart, a withdrawn gift product, or a professionals-only one to a guest', () => {
    const empty = quote(cart([], { giftRules: [{ productId: gift.id, giftCount: 1, minSubtotal: 0 }] }));
    expect(empty.gifts).toEqual([]);
    expect(withGift(30_000, { id: 51 }).gifts).toEqual([]);
    expect(withGift(30_000, { is_only_for_professionals: true }).gifts).toEqual([]);
    expect(withGift(30_000, { is_only_for_professionals: true }, { roleIds: [RoleId.professional] }).gifts).toEqual([
      { productId: gift.id, name: 'Ajándék krém', count: 2 },
    ]);
  });
});

describe('quote(): balances', () => {
  const beautician = { credits: { marketing: 3000, global: 100_000 }, ...withCoupons(coupon({ value: 10 })) };

  it('after the coupon, marketing then global, each capped at what is left: 25 440 − 3 000 − 22 440 = 0; 30 000 marketing pays 25 440', () => {
    const q = quote(standard({ ...beautician, usingMarketingCredit: true, usingGlobalCredit: true }));
    expect(q.subtractions.map((s) => [s.kind, s.name, s.amount])).toEqual([
      ['coupon', `Kupon: ${q.coupons[0]?.code}`, 2540],
      ['marketing', 'Marketing egyenleg', 3000],
      ['global', 'Virtuális egyenleg', 22_440],
    ]);
    expect(q).toMatchObject({ marketingCredit: 3000, globalCredit: 22_440, totalGross: 0, taxAmount: 0, totalNet: 0 });
    // A marketing balance above the total pays it all and leaves nothing for the global one.
    const rich = { ...beautician, credits: { marketing: 30_000, global: 100_000 } };
    expect(quote(standard({ ...rich, usingMarketingCredit: true, usingGlobalCredit: true }))).toMatchObject({
      marketingCredit: 25_440,
      globalCredit: 0,
      totalGross: 0,
    });
  });

  it('a balance smaller than the total is spent whole, its VAT taken off every line: 25 440 − 3 000 = 22 440, VAT 4 771', () => {
    const q = quote(standard({ ...beautician, usingMarketingCredit: true }));
    expect(q).toMatchObject({ marketingCredit: 3000, globalCredit: 0 });
    expect(totals(standard({ ...beautician, usingMarketingCredit: true }))).toEqual({
      gross: 22_440,
      vat: 4771,
      net: 17_669,
    });
  });

  it('spent only when asked, and only a balance of the role (null: none)', () => {
    expect(quote(standard(beautician)).subtractions.map((s) => s.kind)).toEqual(['coupon']);
    const pro = { credits: { marketing: null, global: 1000 }, usingMarketingCredit: true, usingGlobalCredit: true };
    expect(quote(standard(pro)).subtractions).toEqual([{ kind: 'global', name: 'Virtuális egyenleg', amount: 1000 }]);
    expect(totals(standard(pro)).gross).toBe(26_980);
  });
});

describe('quote(): a guest code', () => {
  const code = (refusal: 'own_code' | 'not_new_customer' | null = null) => ({
    guestCode: { referrerUserId: 7, code: 'KOZMET24', refusal },
  });

  it('10 % of the items: 25 400 − 2 540 + 1 990 + 590 = 25 440, VAT 5 408 (taken off the items); the beautician earns 10 % of 22 860 = 2 286', () => {
    const q = quote(standard(code()));
    expect(q.guestCode).toEqual({
      referrerUserId: 7,
      code: 'KOZMET24',
      name: 'Vendégkód: KOZMET24',
      discount: 2540,
      credit: 2286,
      applicable: true,
      reason: null,
    });
    expect(q.subtractions).toEqual([{ kind: 'referral', name: 'Vendégkód: KOZMET24', amount: 2540, code: 'KOZMET24' }]);
    expect(totals(standard(code()))).toEqual({ gross: 25_440, vat: 5408, net: 20_032 });
  });

  it('after the coupons, on what they left of the items: fixed 5 000 leaves 20 400 → −2 040 (credit 1 836); free delivery leaves the items whole → −2 540', () => {
    const fixed = quote(standard({ ...code(), ...withCoupons(coupon({ kind: 'fixed', value: 5000 })) }));
    expect(fixed.subtractions.map((s) => [s.kind, s.amount])).toEqual([
      ['coupon', 5000],
      ['referral', 2040],
    ]);
    expect(fixed).toMatchObject({ guestCode: { discount: 2040, credit: 1836 }, totalGross: 20_940 });
    const free = quote(standard({ ...code(), ...withCoupons(coupon({ kind: 'free_delivery', value: 0 })) }));
    expect(free.guestCode?.discount).toBe(2540);
    expect(free.totalGross).toBe(25_400 + 590 - 2540);
  });

  it('at most 5 000 off and 5 000 earned: 60 000 Ft of items give −5 000 (not 6 000) and a 5 000 credit (not 5 500)', () => {
    const q = quote(cart([[product(1, 60_000), 1]], { deliveryMethodId: PICKUP.id, ...code() }));
    expect(q.guestCode).toMatchObject({ discount: 5000, credit: 5000 });
    expect(q.totalGross).toBe(55_000);
  });

  it('below 5 000 Ft of items, or refused to this buyer: it stays on the cart, gives and earns nothing, and says why', () => {
    const small = quote(cart([[product(1, 4999), 1]], { deliveryMethodId: PICKUP.id, ...code() }));
    expect(small.guestCode).toMatchObject({ discount: 0, credit: 0, applicable: false, reason: 'below_minimum' });
    expect(small.subtractions).toEqual([]);
    expect(small.totalGross).toBe(4999);
    for (const refusal of ['own_code', 'not_new_customer'] as const) {
      expect(quote(standard(code(refusal))).guestCode).toMatchObject({
        discount: 0,
        applicable: false,
        reason: refusal,
      });
    }
  });

  it('before the balances: marketing 3 000 pays from 25 440 → 22 440', () => {
    const q = quote(standard({ ...code(), credits: { marketing: 3000, global: null }, usingMarketingCredit: true }));
    expect(q.subtractions.map((s) => s.kind)).toEqual(['referral', 'marketing']);
    expect(q.totalGross).toBe(22_440);
  });
});

describe('quote(): whole forints', () => {
  it('10 % of 12 345 is 1 234.5 → 1 235 (half away from zero)', () => {
    const q = quote(cart([[product(1, 12_345), 1]], { deliveryMethodId: PICKUP.id, ...withCoupons(coupon()) }));
    expect(q.coupons[0]?.discount).toBe(1235);
    expect(q.totalGross).toBe(11_110);
  });

  it('3 × 333 Ft − 10 %: 999 − 100 = 899 payable, 708 net + 191 VAT, every amount an integer', () => {
    const q = quote(cart([[product(1, 333), 3]], { deliveryMethodId: PICKUP.id, ...withCoupons(coupon()) }));
    expect(q).toMatchObject({ subtotal: 999, totalGross: 899, totalNet: 708, taxAmount: 191 });
    const amounts = [q.subtotal, q.totalGross, q.totalNet, q.taxAmount, ...q.lines.flatMap((l) => [l.net, l.vat])];
    expect(amounts.every(Number.isInteger)).toBe(true);
  });
});

import { HostId, LocaleId } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import {
  ACADEMY_HOST,
  type Agent,
  changeProductPrice,
  createAddressReference,
  createCategoryPath,
  createProduct,
  createTestApp,
  createUser,
  outboxFor,
  SHOP_HOST,
  type TestApp,
} from '../../testing';
import { createParcelShops } from '../gls-parcel-shops/gls-parcel-shops.service';
import { getProductsByIds } from '../products/products.service';
import { addProduct, checkoutFields, form, guest, guestData, press } from './orders.fixture';

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
const uniqueEmail = () => `vevo${++emails}.${Date.now()}@example.hu`;

async function customer(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, overrides);
  const agent = t.agent();
  await agent.login(user.email, user.password);
  return { user, agent };
}

let parcelCodes = 0;
async function createParcelShopFor(database: Db, { isParcelLocker }: { isParcelLocker: boolean }) {
  const [id] = await createParcelShops(database, [
    {
      code: `TEST-${++parcelCodes}-${Date.now()}`,
      name: isParcelLocker ? 'GLS Automata Teszt' : 'GLS Pont Teszt',
      zipcode: '1061',
      city: 'Budapest',
      address: 'Andrássy út 1.',
      isParcelLocker,
      lat: 47.5,
      lng: 19.05,
    },
  ]);
  return id ?? 0;
}

async function placeOrder(agent: Agent, extra: Record<string, string | number | undefined> = {}, query = '') {
  return agent.post(`/api/v1/order${query}`, form(checkoutFields(ref, extra)));
}

describe('the guest journey (cart → order → simulator → paid)', () => {
  it('places the order, starts the card payment, and the paid result reaches the order by its key', async () => {
    const product = await createProduct(db, { price: 12_990, name: { hu: 'Arckrém', en: 'Face cream' } });
    const agent = await guest(t);
    await addProduct(agent, product.id, 2);
    const email = uniqueEmail();
    const response = await placeOrder(agent, { email, comment: '  Kérem, csengessen!  ' });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe('Köszönjük, megkaptuk a rendelését.');
    expect(body.payment_url).toMatch(/\/payment-simulator\//);
    const order = body.data;
    expect(order.order_number).toMatch(/^VAG-\d{4}-\d{6}$/);
    expect(order.payment_key).toMatch(/^[\w-]{43}$/);
    expect(order).toMatchObject({
      email,
      first_name: 'Anna',
      last_name: 'Kovács',
      phone_number: '+36 30 123 4567',
      comment: 'Kérem, csengessen!',
      paymentStatus: { id: 1, name: 'Függőben' },
      paymentMethod: { id: 1, extra_cost: 0 },
      deliveryMethod: { id: 1 },
      // 2 × 12 990 + GLS home delivery 1 990
      historic_sub_total_gross: 25_980,
      historic_shipping_price_final: 1_990,
      historic_total_gross: 27_970,
      historic_discount_amount: 0,
      billing_address_name: 'Kovács Anna',
      billing_address_zipcode: ref.code,
      billing_address_street: 'Andrássy',
      billing_address_street_type: 'utca',
      delivery_address_number: '12',
      delivery_address_floor: '2',
      orderItems: [
        expect.objectContaining({
          count: 2,
          item_name_historic: 'Arckrém',
          item_price_historic: 12_990,
          is_gift: false,
        }),
      ],
    });
    expect(order.historic_total_net + order.historic_total_vat).toBe(order.historic_total_gross);

    const cart = await (await agent.get('/api/v1/user-cart')).json();
    expect(cart.data.items).toEqual([]);
    const [confirmation] = await outboxFor(db, email);
    expect(confirmation?.subject).toBe(`Visszaigazolás: rendelés ${order.order_number}`);
    expect(confirmation?.textBody).toContain('2 × Arckrém: 25.980 Ft');

    const back = await press(t, body.payment_url, 'pay', SHOP_HOST);
    expect(back.searchParams.get('payment_key')).toBe(order.payment_key);
    const polled = await agent.get(`/api/v1/order-from-payment-key/?payment_key=${order.payment_key}`);
    expect(polled.status).toBe(200);
    const paid = (await polled.json()).data;
    expect(paid.paymentStatus).toEqual({ id: 3, name: 'Fizetve' });
    expect(paid.payed_date).not.toBeNull();
    const mails = await outboxFor(db, email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Visszaigazolás: rendelés ${order.order_number}`,
      `Sikeres fizetés: ${order.order_number}`,
    ]);
  });

  it('a failed payment can be paid again (repayment by key), a paid one cannot', async () => {
    const product = await createProduct(db, { price: 5_000 });
    const agent = await guest(t);
    await addProduct(agent, product.id);
    const body = await (await placeOrder(agent, { email: uniqueEmail() })).json();
    const key = body.data.payment_key;
    const notYet = await agent.post('/api/v1/order-from-payment-key', form({ payment_key: key }));
    expect(notYet.status).toBe(409);
    expect((await notYet.json()).code).toBe('repayment_not_allowed');

    await press(t, body.payment_url, 'fail', SHOP_HOST);
    const failed = (await (await agent.get(`/api/v1/order-from-payment-key?payment_key=${key}`)).json()).data;
    expect(failed).toMatchObject({ paymentStatus: { id: 2 }, can_repay: true });

    const reopened = await agent.post('/api/v1/order-from-payment-key', form({ payment_key: key }));
    expect(reopened.status).toBe(200);
    const again = await reopened.json();
    expect(again).toMatchObject({ success: true, payment_url: expect.stringMatching(/\/payment-simulator\//) });
    await press(t, again.payment_url, 'pay', SHOP_HOST);
    const paid = (await (await agent.get(`/api/v1/order-from-payment-key?payment_key=${key}`)).json()).data;
    expect(paid.paymentStatus.id).toBe(3);
    expect((await agent.post('/api/v1/order-from-payment-key', form({ payment_key: key }))).status).toBe(409);
  });

  it('answers 404 for an unknown payment key, and on the academy host', async () => {
    const agent = await guest(t);
    expect((await agent.get('/api/v1/order-from-payment-key/?payment_key=nope')).status).toBe(404);
    const academy = await guest(t, ACADEMY_HOST);
    expect((await academy.post('/api/v1/order', form(checkoutFields(ref)))).status).toBe(404);
  });
});

describe('an account activated from a guest order', () => {
  it('is prefilled by the payment key and takes over the e-mail’s guest orders', async () => {
    const agent = await guest(t);
    await addProduct(agent, (await createProduct(db)).id);
    const email = uniqueEmail();
    const order = (await (await placeOrder(agent, { email, payment_method_id: 2 })).json()).data;
    const activation = new FormData();
    for (const [name, value] of Object.entries({
      email,
      payment_key: order.payment_key,
      password: 'Vendeg#2024',
      password_confirmation: 'Vendeg#2024',
      terms_accepted: 'on',
    })) {
      activation.append(name, value);
    }
    const response = await agent.post('/api/v1/credential/self-activate-from-order', activation);
    expect(response.status).toBe(201);
    expect((await response.json()).data).toMatchObject({ first_name: 'Anna', last_name: 'Kovács' });
    const mine = await (await agent.get('/api/v1/orders')).json();
    expect(mine.data.map((row: { id: number }) => row.id)).toEqual([order.id]);
  });
});

describe('POST /api/v1/order validation', () => {
  it('names every missing field in the request’s language', async () => {
    const agent = await guest(t);
    const response = await agent.post('/api/v1/order?locale_id=2', form({}));
    expect(response.status).toBe(422);
    const { errors } = await response.json();
    expect(errors).toMatchObject({
      payment_method_id: [expect.any(String)],
      terms_accepted: ['Please accept the terms and conditions to place the order.'],
      second_terms_accepted: ['Please accept the privacy notice to place the order.'],
      zipcode_id: ['This field is required.'],
      street: ['This field is required.'],
    });
  });

  it('requires guest data, and checks the Hungarian name, the +36 mobile and the e-mail', async () => {
    const agent = await guest(t);
    await addProduct(agent, (await createProduct(db)).id);
    const missing = await placeOrder(agent, { first_name: undefined, email: undefined });
    expect((await missing.json()).errors).toEqual({
      first_name: ['A mező kitöltése kötelező.'],
      email: ['A mező kitöltése kötelező.'],
    });
    const wrong = await placeOrder(agent, { last_name: 'X1', phone_number: '+36 1 123 4567', email: 'nem-email' });
    expect(Object.keys((await wrong.json()).errors).sort()).toEqual(['email', 'last_name', 'phone_number']);
  });

  it('checks the billing address when it differs, the tax number, and unknown zip codes', async () => {
    const agent = await guest(t);
    await addProduct(agent, (await createProduct(db)).id);
    const billing = await placeOrder(agent, { billing_is_same: 0, billing_tax_number: '123' });
    expect((await billing.json()).errors).toMatchObject({
      billing_zipcode_id: ['A mező kitöltése kötelező.'],
      billing_number: ['A mező kitöltése kötelező.'],
      billing_tax_number: [expect.any(String)],
    });
    const unknown = await placeOrder(agent, { zipcode_id: 999_999 });
    expect((await unknown.json()).errors).toEqual({ zipcode_id: ['Válasszon irányítószámot a listából.'] });
  });

  it('needs a parcel point of the right kind for methods 3 and 4, and an allowed payment method', async () => {
    const agent = await guest(t);
    await addProduct(agent, (await createProduct(db)).id);
    const none = await placeOrder(agent, { delivery_method_id: 3 });
    expect((await none.json()).errors).toEqual({ gls_parcel_shop_id: ['Válasszon csomagpontot.'] });
    const locker = await createParcelShopFor(db, { isParcelLocker: true });
    const wrongKind = await placeOrder(agent, { delivery_method_id: 3, gls_parcel_shop_id: locker });
    expect(Object.keys((await wrongKind.json()).errors)).toEqual(['gls_parcel_shop_id']);
    const payAtPickup = await placeOrder(agent, { delivery_method_id: 1, payment_method_id: 4 });
    expect(Object.keys((await payAtPickup.json()).errors)).toEqual(['payment_method_id']);
    const academyMethod = await placeOrder(agent, { delivery_method_id: 5 });
    expect(Object.keys((await academyMethod.json()).errors)).toEqual(['delivery_method_id']);

    const placed = await placeOrder(agent, {
      delivery_method_id: 4,
      gls_parcel_shop_id: locker,
      payment_method_id: 2,
      email: uniqueEmail(),
    });
    expect(placed.status).toBe(201);
    const order = (await placed.json()).data;
    expect(order).toMatchObject({
      gls_parcel_shop_id: locker,
      historic_parcel_shop: expect.stringContaining('Automata'),
    });
  });

  it('refuses an empty cart with 422, and a comment of a single space is no comment', async () => {
    const agent = await guest(t);
    const empty = await placeOrder(agent, { comment: ' ' });
    expect(empty.status).toBe(422);
    expect((await empty.json()).code).toBe('order_cart_empty');
    await addProduct(agent, (await createProduct(db)).id);
    const placed = await placeOrder(agent, { comment: ' ', payment_method_id: 2, email: uniqueEmail() });
    expect((await placed.json()).data.comment).toBeNull();
  });
});

describe('a signed-in buyer’s orders', () => {
  it('uses the account’s data (phone may be overridden) and lists the orders newest first', async () => {
    const { user, agent } = await customer({ firstName: 'Béla', lastName: 'Szabó' });
    const product = await createProduct(db, { price: 3_000 });
    await addProduct(agent, product.id);
    const first = await placeOrder(agent, { ...guestData, first_name: 'Más', payment_method_id: 2 });
    expect((await first.json()).data).toMatchObject({
      email: user.email,
      first_name: 'Béla',
      last_name: 'Szabó',
      phone_number: '+36 30 123 4567',
    });
    await addProduct(agent, product.id);
    const second = await (await placeOrder(agent, { phone_number: '+36 70 765 4321', payment_method_id: 2 })).json();
    expect(second.data.phone_number).toBe('+36 70 765 4321');
    expect(second.payment_url).toBeUndefined();

    const list = await (await agent.get('/api/v1/orders?per_page=1')).json();
    expect(list.data.map((order: { id: number }) => order.id)).toEqual([second.data.id]);
    expect(list.meta).toMatchObject({ total: 2, per_page: 1, last_page: 2, current_page: 1 });
  });

  it('keeps the snapshot when the product’s price and name change later', async () => {
    const { agent } = await customer();
    const product = await createProduct(db, { price: 8_000, name: { hu: 'Szérum', en: 'Serum' } });
    await addProduct(agent, product.id, 3);
    const placed = (await (await placeOrder(agent, { payment_method_id: 2 })).json()).data;
    await changeProductPrice(db, product.id, 9_500);
    await db.execute(sql`update product_translations set name = 'Új szérum' where product_id = ${product.id}`);
    const detail = (await (await agent.get(`/api/v1/orders/${placed.id}`)).json()).data;
    expect(detail.orderItems[0]).toMatchObject({
      item_name_historic: 'Szérum',
      item_price_historic: 8_000,
      item_sum_price_historic: 24_000,
      product: { id: product.id, name: 'Új szérum' },
    });
    expect(detail.historic_sub_total_gross).toBe(24_000);
  });

  it('links each item to its product as the catalogue places it, in the asked language, until it is off sale', async () => {
    const { agent } = await customer();
    const [home, other] = [await createCategoryPath(db), await createCategoryPath(db)];
    const product = await createProduct(db, {
      name: { hu: 'Hidratáló krém', en: 'Moisturising cream' },
      subCategoryIds: [home.subCategory.id, other.subCategory.id],
    });
    await addProduct(agent, product.id, 2);
    const placed = (await (await placeOrder(agent, { payment_method_id: 2 })).json()).data;
    for (const locale of ['hu', 'en'] as const) {
      const [whole] = await getProductsByIds(db, HostId.shop, locale, [product.id]);
      expect(whole?.full_uri.split('/')).toHaveLength(4);
      const list = await (await agent.get(`/api/v1/orders?locale_id=${LocaleId[locale]}`)).json();
      const item = list.data.find((order: { id: number }) => order.id === placed.id).orderItems[0];
      expect(item.product).toEqual({ id: product.id, name: whole?.name, full_uri: whole?.full_uri });
    }
    await db.execute(sql`update products set is_active = false where id = ${product.id}`);
    const detail = (await (await agent.get(`/api/v1/orders/${placed.id}`)).json()).data;
    expect(detail.orderItems[0]).toMatchObject({ item_name_historic: 'Hidratáló krém', count: 2, product: null });
  });

  it('answers 404 for another user’s order and 401 to guests', async () => {
    const owner = await customer();
    await addProduct(owner.agent, (await createProduct(db)).id);
    const order = (await (await placeOrder(owner.agent, { payment_method_id: 2 })).json()).data;
    const other = await customer();
    expect((await other.agent.get(`/api/v1/orders/${order.id}`)).status).toBe(404);
    expect((await other.agent.post(`/api/v1/orders/${order.id}/reorder`)).status).toBe(404);
    expect((await other.agent.post(`/api/v1/orders/${order.id}/repayment`)).status).toBe(404);
    const anonymous = await guest(t);
    expect((await anonymous.get('/api/v1/orders')).status).toBe(401);
    expect((await anonymous.get(`/api/v1/orders/${order.id}`)).status).toBe(401);
  });

  it('reorders the products still on sale at today’s price, and says which are gone', async () => {
    const { agent } = await customer();
    const kept = await createProduct(db, { price: 2_000, name: { hu: 'Tonik', en: 'Toner' } });
    const gone = await createProduct(db, { price: 4_000, name: { hu: 'Maszk', en: 'Mask' } });
    await addProduct(agent, kept.id, 2);
    await addProduct(agent, gone.id);
    const order = (await (await placeOrder(agent, { payment_method_id: 2 })).json()).data;
    await changeProductPrice(db, kept.id, 2_500);
    await db.execute(sql`update products set is_active = false where id = ${gone.id}`);
    const response = await agent.post(`/api/v1/orders/${order.id}/reorder?locale_id=2`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.added).toEqual([{ product_id: kept.id, name: 'Tonik', count: 2 }]);
    expect(body.not_added).toEqual([{ product_id: gone.id, name: 'Maszk', reason: expect.any(String) }]);
    const cart = await (await agent.get('/api/v1/user-cart')).json();
    expect(cart.data.items).toEqual([expect.objectContaining({ count: 2, sum_price: 5_000 })]);
  });

  it('repays only a card order at status 2 or 5 (409 otherwise)', async () => {
    const { agent } = await customer();
    await addProduct(agent, (await createProduct(db, { price: 6_000 })).id);
    const transfer = (await (await placeOrder(agent, { payment_method_id: 2 })).json()).data;
    expect((await agent.post(`/api/v1/orders/${transfer.id}/repayment`)).status).toBe(409);
    await db.execute(sql`update orders set payment_status_id = 5 where id = ${transfer.id}`);
    expect((await agent.post(`/api/v1/orders/${transfer.id}/repayment`)).status).toBe(409);

    await addProduct(agent, (await createProduct(db, { price: 6_000 })).id);
    const card = await (await placeOrder(agent)).json();
    expect((await agent.post(`/api/v1/orders/${card.data.id}/repayment`)).status).toBe(409);
    await press(t, card.payment_url, 'cancel', SHOP_HOST);
    const detail = (await (await agent.get(`/api/v1/orders/${card.data.id}`)).json()).data;
    expect(detail).toMatchObject({ paymentStatus: { id: 5 }, can_repay: true });
    const repaid = await agent.post(`/api/v1/orders/${card.data.id}/repayment`);
    expect(repaid.status).toBe(200);
    expect(await repaid.json()).toMatchObject({
      success: true,
      payment_url: expect.any(String),
      message: expect.any(String),
    });
    const payments = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from payments where payable_type = 'order' and payable_id = ${card.data.id}`,
    );
    expect(payments[0]?.n).toBe(2);
  });

  it('an order paid in full by balance credits is paid at once, without a payment page', async () => {
    const { user, agent } = await customer({ roles: ['beautician'], balances: { marketing: 50_000 } });
    await addProduct(agent, (await createProduct(db, { price: 10_000 })).id);
    const response = await placeOrder(agent, {
      using_marketing_credit: 1,
      delivery_method_id: 2,
      payment_method_id: 1,
    });
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.payment_url).toBeUndefined();
    expect(body.data).toMatchObject({
      paymentStatus: { id: 3 },
      historic_total_gross: 0,
      historic_discount_amount: 10_000,
      historic_subtractions: [expect.objectContaining({ kind: 'marketing', amount: 10_000 })],
    });
    const [balance] = await queryRows<{ current: number }>(
      db,
      sql`select current from user_balances where user_id = ${user.id} and kind = 'marketing'`,
    );
    expect(balance?.current).toBe(40_000);
    const ledger = await queryRows<{ amount: number; order_id: number }>(
      db,
      sql`select amount, order_id from balance_transactions where user_id = ${user.id} and amount < 0`,
    );
    expect(ledger).toEqual([{ amount: -10_000, order_id: body.data.id }]);
    // The ledger's note is the reader's language, with the order's number.
    const notes = await (await agent.get('/api/v1/balance-transactions?locale_id=2&kind=marketing')).json();
    expect(notes.data[0].reason).toBe(`Order ${body.data.order_number}`);
  });
});

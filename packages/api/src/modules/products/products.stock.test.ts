import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { runHousekeeping } from '../../lib/housekeeping';
import {
  createAddressReference,
  createProduct,
  createTestApp,
  createUser,
  SHOP_HOST,
  type TestApp,
} from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { checkoutFields, form, guest, press } from '../orders/orders.fixture';
import { products } from './products.schema';

/*
 * Issue 21 on the storefront's side: the unit price of EU Directive 98/6/EC in the product
 * answers, and the optional stock count: out of stock shown and refused by the cart, taken when
 * an order is placed (all lines or none), given back once when it is cancelled or returned.
 */

let t: TestApp;
let db: Db;
let ref: Awaited<ReturnType<typeof createAddressReference>>;
let manager: Agent;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ref = await createAddressReference(db);
  const admin = createTestAdmin(t);
  manager = admin.agent();
  await signInStaff(manager, await createStaffMember(t, { role: 'shop_manager' }));
});
afterAll(() => t.dispose());

let sequence = 0;
async function product(values: Partial<typeof products.$inferInsert> & { price?: number } = {}) {
  sequence += 1;
  const created = await createProduct(db, {
    name: { hu: `Készletes krém ${sequence}`, en: `Stocked cream ${sequence}` },
    price: values.price ?? 4_000,
  });
  const { price: _price, ...rest } = values;
  if (Object.keys(rest).length > 0) await db.update(products).set(rest).where(eq(products.id, created.id));
  return created;
}

const stockOf = async (id: number) =>
  (await queryRows<{ n: number | null }>(db, sql`select stock_quantity as n from products where id = ${id}`))[0]?.n;

const add = (agent: Agent, productId: number, count = 1) =>
  agent.post('/api/v1/user-cart/add', form({ product_id: productId, count }));

async function placeOrder(agent: Agent, extra: Record<string, string | number> = {}) {
  sequence += 1;
  return agent.post(
    '/api/v1/order',
    form(checkoutFields(ref, { email: `keszlet.${sequence}@example.hu`, payment_method_id: 2, ...extra })),
  );
}

describe('unit price (EU Directive 98/6/EC)', () => {
  it('answers net content and the price per 100 ml in the list and the detail: 3 990 Ft for 50 ml is 7 980 Ft / 100 ml', async () => {
    const cream = await product({ price: 3_990, netContent: 50, netContentUnit: 'ml' });
    const plain = await product();
    const list = await (await t.request(`/api/v1/products?seo=${cream.slug.hu}`, { host: SHOP_HOST })).json();
    expect(list.data[0]).toMatchObject({
      id: cream.id,
      net_content: 50,
      net_content_unit: 'ml',
      unit_price: { amount: 7_980, quantity: 100, unit: 'ml' },
      in_stock: true,
      stock_quantity: null,
    });
    const detail = await (
      await t.request(`/api/v1/products/by-uri?full_uri=${cream.slug.en}&locale_id=2`, { host: SHOP_HOST })
    ).json();
    expect(detail.data.unit_price).toEqual({ amount: 7_980, quantity: 100, unit: 'ml' });
    const other = await (await t.request(`/api/v1/products?seo=${plain.slug.hu}`, { host: SHOP_HOST })).json();
    expect(other.data[0]).toMatchObject({ net_content: null, net_content_unit: null, unit_price: null });
  });

  it('follows the price: a promoted price gives the promoted unit price, 10 pcs at 4 990 Ft is 499 Ft / 1 pc', async () => {
    const pack = await product({ price: 4_990, priceOriginal: 5_990, netContent: 10, netContentUnit: 'pcs' });
    const list = await (await t.request(`/api/v1/products?seo=${pack.slug.hu}`, { host: SHOP_HOST })).json();
    expect(list.data[0].unit_price).toEqual({ amount: 499, quantity: 1, unit: 'pcs' });
  });
});

describe('the pictures’ alt texts', () => {
  it('come from the media library in the request’s language; a picture without an upload or a text has none', async () => {
    const item = await product();
    const [asset] = await queryRows<{ id: number }>(
      db,
      sql`insert into media_assets (path, original_name, width, height, size_bytes, sha256)
        values ('test/alt-${sql.raw(String(item.id))}.webp', 'krem.jpg', 800, 1000, 1234, ${`sha-${item.id}`}) returning id`,
    );
    await db.execute(sql`insert into media_asset_translations (media_id, locale_id, alt)
      values (${asset?.id}, 1, 'Krémes tégely fehér háttér előtt'), (${asset?.id}, 2, 'Cream jar on white')`);
    await db.execute(sql`update product_pictures set media_id = ${asset?.id} where product_id = ${item.id}`);
    await db.execute(
      sql`insert into product_pictures (product_id, url, sort) values (${item.id}, '/img/test/plain.webp', 1)`,
    );
    const pictures = async (localeId: number) =>
      (
        await (
          await t.request(`/api/v1/products/by-uri?full_uri=${item.slug.hu}&locale_id=${localeId}`, { host: SHOP_HOST })
        ).json()
      ).data.pictures;
    expect(await pictures(1)).toEqual([
      { url: `/img/test/${item.slug.hu}-1.webp`, is_default: true, alt: 'Krémes tégely fehér háttér előtt' },
      { url: '/img/test/plain.webp', is_default: false },
    ]);
    expect((await pictures(2))[0].alt).toBe('Cream jar on white');
  });
});

describe('out of stock in the cart', () => {
  it('shows a product at 0 as not in stock, and the cart refuses it with 422 cart_product_out_of_stock in the visitor’s language', async () => {
    const gone = await product({ stockQuantity: 0 });
    const list = await (await t.request(`/api/v1/products?seo=${gone.slug.hu}`, { host: SHOP_HOST })).json();
    expect(list.data[0]).toMatchObject({ in_stock: false, stock_quantity: 0 });
    const agent = await guest(t);
    const refused = await add(agent, gone.id);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: 'cart_product_out_of_stock',
      message: 'Ez a termék elfogyott.',
    });
    const english = await agent.post('/api/v1/user-cart/add?locale_id=2', form({ product_id: gone.id, count: 1 }));
    expect((await english.json()).message).toBe('This product is out of stock.');
  });

  it('refuses a quantity above the stock, counting what the cart holds already: 3 left, 2 in the cart, 2 more refused, 1 more added', async () => {
    const few = await product({ stockQuantity: 3 });
    const agent = await guest(t);
    expect((await add(agent, few.id, 2)).status).toBe(200);
    const refused = await add(agent, few.id, 2);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: 'cart_product_not_enough_stock',
      message: 'Ebből a termékből már csak 3 db van készleten.',
    });
    expect((await add(agent, few.id, 1)).status).toBe(200);
  });
});

describe('a guest cart joining the account at login', () => {
  it('takes no more than is left: 2 in the account’s cart and 3 in the guest’s, with 3 left, make 3', async () => {
    const few = await product({ stockQuantity: 3 });
    const user = await createUser(db);
    const earlier = t.agent();
    await earlier.login(user.email, user.password);
    expect((await add(earlier, few.id, 2)).status).toBe(200);
    const visitor = await guest(t);
    expect((await add(visitor, few.id, 3)).status).toBe(200);
    await visitor.login(user.email, user.password);
    const [line] = await queryRows<{ count: number }>(
      db,
      sql`select i.count from cart_items i join carts c on c.id = i.cart_id
        where c.user_id = ${user.id} and i.product_id = ${few.id}`,
    );
    expect(line?.count).toBe(3);
  });
});

describe('stock taken by placing an order', () => {
  it('takes the pieces of counted products and leaves uncounted ones uncounted', async () => {
    const counted = await product({ stockQuantity: 5 });
    const uncounted = await product();
    const agent = await guest(t);
    await add(agent, counted.id, 2);
    await add(agent, uncounted.id, 4);
    const placed = await placeOrder(agent);
    expect(placed.status, await placed.clone().text()).toBe(201);
    expect(await stockOf(counted.id)).toBe(3);
    expect(await stockOf(uncounted.id)).toBeNull();
  });

  it('refuses the whole order with 409 naming each product it cannot serve, and writes nothing', async () => {
    const enough = await product({ stockQuantity: 5 });
    const short = await product({ stockQuantity: 2 });
    const agent = await guest(t);
    await add(agent, enough.id, 1);
    await add(agent, short.id, 2);
    // Someone else bought one meanwhile (the back office, another shopper).
    await db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, short.id));
    const orders = async () => (await queryRows<{ n: number }>(db, sql`select count(*)::int as n from orders`))[0]?.n;
    const before = await orders();
    const refused = await placeOrder(agent);
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.code).toBe('order_product_out_of_stock');
    expect(body.errors.cart).toEqual([`${short.name.hu}: már csak 1 db van készleten.`]);
    expect(await orders()).toBe(before);
    expect(await stockOf(enough.id)).toBe(5);
    expect(await stockOf(short.id)).toBe(1);
    // The cart is kept (the transaction rolled back), so the shopper can lower the count and try again.
    const kept = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from cart_items where product_id in (${enough.id}, ${short.id})`,
    );
    expect(kept[0]?.n).toBe(2);
  });
});

describe('stock given back', () => {
  async function orderOf(productId: number, count: number, extra: Record<string, string | number> = {}) {
    const agent = await guest(t);
    await add(agent, productId, count);
    const placed = await placeOrder(agent, extra);
    expect(placed.status, await placed.clone().text()).toBe(201);
    return (await placed.json()) as { data: { id: number }; payment_url?: string };
  }

  it('by a cancellation in the back office, once', async () => {
    const item = await product({ stockQuantity: 4 });
    const { data } = await orderOf(item.id, 3);
    expect(await stockOf(item.id)).toBe(1);
    const cancel = () =>
      manager.post(`/api/admin/v1/orders/${data.id}/events`, { event: 'cancel', reason: 'Vevő kérte' });
    expect((await cancel()).status).toBe(200);
    expect(await stockOf(item.id)).toBe(4);
    expect((await cancel()).status).toBe(409);
    expect(await stockOf(item.id)).toBe(4);
  });

  it('by the payment deadline cancelling an unpaid order', async () => {
    const item = await product({ stockQuantity: 2 });
    const { data } = await orderOf(item.id, 2);
    expect(await stockOf(item.id)).toBe(0);
    await db.execute(sql`update orders set payment_deadline = now() - interval '1 minute' where id = ${data.id}`);
    await runHousekeeping(db);
    await runHousekeeping(db);
    expect(await stockOf(item.id)).toBe(2);
  });

  it('by a full return, not by a partial one', async () => {
    const item = await product({ price: 10_000, stockQuantity: 6 });
    const { data, payment_url } = await orderOf(item.id, 2, { payment_method_id: 1, delivery_method_id: 2 });
    await press(t, payment_url ?? '', 'pay', SHOP_HOST);
    expect(await stockOf(item.id)).toBe(4);
    for (const event of ['pack', 'hand_over']) {
      const stepped = await manager.post(`/api/admin/v1/orders/${data.id}/events`, { event });
      expect(stepped.status, await stepped.clone().text()).toBe(200);
    }
    const total =
      (await queryRows<{ n: number }>(db, sql`select historic_total_gross as n from orders where id = ${data.id}`))[0]
        ?.n ?? 0;
    const part = await manager.post(`/api/admin/v1/orders/${data.id}/events`, {
      event: 'return',
      reason: 'Sérült',
      refund: 1_000,
    });
    expect(part.status, await part.clone().text()).toBe(200);
    expect(await stockOf(item.id)).toBe(4);
    const rest = await manager.post(`/api/admin/v1/orders/${data.id}/events`, {
      event: 'return',
      reason: 'Elállás',
      refund: total - 1_000,
    });
    expect(rest.status, await rest.clone().text()).toBe(200);
    expect(await stockOf(item.id)).toBe(6);
  });
});

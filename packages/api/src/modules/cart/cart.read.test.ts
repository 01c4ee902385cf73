import { HostId } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import {
  type Agent,
  addPriceHistory,
  changeProductPrice,
  createCategoryPath,
  createCoupon,
  createProduct,
  createTestApp,
  daysFromNow,
  type TestApp,
} from '../../testing';
import { getProductsByIds } from '../products/products.service';

/*
 * The cart reads its products, their pictures' alt texts and its coupons' earlier redemptions in
 * one statement built as JSON in the database (issue 23): what it shows must be what the
 * catalogue's own reads give, relation by relation.
 */

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.dispose());

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)]));

async function guestWith(productId: number): Promise<Agent> {
  const agent = t.agent();
  await agent.csrf();
  expect((await agent.post('/api/v1/user-cart/add', form({ product_id: productId }))).status).toBe(200);
  return agent;
}

describe('the cart read', () => {
  it('shows each product as the catalogue reads it (alt texts, Omnibus price, net content, link, stock), without its category tree', async () => {
    const { subCategory } = await createCategoryPath(db);
    const product = await createProduct(db, {
      price: 10_000,
      subCategoryIds: [subCategory.id],
      pictures: ['/img/test/elso.webp', '/img/test/masodik.webp'],
    });
    const [media] = await queryRows<{ id: number }>(
      db,
      sql`insert into media_assets (path, original_name, width, height, size_bytes, sha256)
        values ('media/2026/11/kep.webp', 'kep.jpg', 800, 600, 1234, 'kep-sha') returning id`,
    );
    const mediaId = media?.id;
    await db.execute(sql`insert into media_asset_translations (media_id, locale_id, alt)
      values (${mediaId}, 1, 'Krém a polcon'), (${mediaId}, 2, 'Cream on the shelf')`);
    await db.execute(sql`update product_pictures set media_id = ${mediaId}
      where product_id = ${product.id} and is_default`);
    await db.execute(sql`update products set net_content = 50, net_content_unit = 'ml', stock_quantity = 7
      where id = ${product.id}`);
    await addPriceHistory(db, product.id, [{ price: 9_000, startedAt: daysFromNow(-20) }]);
    await changeProductPrice(db, product.id, 8_000, 10_000);
    const agent = await guestWith(product.id);
    for (const [localeId, locale] of [
      [1, 'hu'],
      [2, 'en'],
    ] as const) {
      const body = await (await agent.get(`/api/v1/user-cart?locale_id=${localeId}`)).json();
      const [catalogue] = await getProductsByIds(db, HostId.shop, locale, [product.id]);
      expect(catalogue?.pictures?.[0]?.alt).toBe(locale === 'hu' ? 'Krém a polcon' : 'Cream on the shelf');
      expect(catalogue?.lowest_price_30_days).not.toBeNull();
      expect(catalogue?.net_content).toBe(50);
      expect(catalogue?.subCategories).toHaveLength(1);
      const { subCategories: _tree, ...line } = catalogue ?? {};
      expect(body.data.items[0].product).toEqual(line);
    }
  });

  it("counts a per-e-mail limit by the cart e-mail's mailbox: another mailbox of its domain does not count", async () => {
    const product = await createProduct(db, { price: 10_000 });
    const once = await createCoupon(db, { perEmailLimit: 1 });
    const twice = await createCoupon(db, { perEmailLimit: 2 });
    const agent = await guestWith(product.id);
    for (const coupon of [once, twice]) {
      const added = await agent.post(
        '/api/v1/user-cart/add-coupon',
        form({ coupon_code: coupon.code, email: 'anna.kovacs@gmail.com' }),
      );
      expect(added.status).toBe(200);
      await db.execute(sql`insert into coupon_redemptions (coupon_id, email, discount)
        values (${coupon.id}, 'annakovacs+2@googlemail.com', 1000), (${coupon.id}, 'bela@gmail.com', 1000)`);
    }
    const body = await (await agent.get('/api/v1/user-cart')).json();
    const states = Object.fromEntries(
      body.data.cartCoupons.map((coupon: { code: string; reason: string | null }) => [coupon.code, coupon.reason]),
    );
    expect(states).toEqual({ [once.code]: 'email_limit', [twice.code]: null });
  });
});

import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { productSubCategoryLinks, products, productTranslations } from '../../db/schema';
import { createProduct, createTestApp, type TestApp } from '../../testing';
import { buildShop, type ListBody, type Shop } from './products.fixture';

/*
 * A list's totals (count and price range of every matching product) are computed once per
 * filter and reused while the catalogue stands still (issue 8: they grow with the catalogue,
 * the page does not). Every kind of write to what they are computed from must show at once.
 */

describe('product list totals follow every catalogue change', () => {
  let t: TestApp;
  let db: Db;
  let shop: Shop;
  beforeAll(async () => {
    t = await createTestApp();
    db = t.database.db;
    shop = await buildShop(t);
  });
  afterAll(() => t.dispose());

  const meta = async (query: string) => {
    const response = await t.request(`/api/v1/products?per_page=1&${query}`);
    expect(response.status).toBe(200);
    const { total, price_range } = ((await response.json()) as ListBody).meta;
    return { total, ...price_range };
  };

  it('a new product, a withdrawn one and a new price', async () => {
    const before = await meta('locale_id=1');
    expect(await meta('locale_id=1')).toEqual(before);
    const added = await createProduct(db, { price: 99_990, subCategoryIds: [shop.foams.id] });
    expect(await meta('locale_id=1')).toEqual({ ...before, total: before.total + 1, max: 99_990 });
    await db.update(products).set({ price: 100, priceOriginal: 100 }).where(eq(products.id, added.id));
    expect(await meta('locale_id=1')).toEqual({ ...before, total: before.total + 1, min: 100 });
    await db.update(products).set({ isActive: false }).where(eq(products.id, added.id));
    expect(await meta('locale_id=1')).toEqual(before);
  });

  it('a translation removed, and a product moved to another sub category', async () => {
    const english = await meta('locale_id=2');
    await db
      .delete(productTranslations)
      .where(sql`${productTranslations.productId} = ${shop.p.alma.id} and ${productTranslations.localeId} = 2`);
    expect((await meta('locale_id=2')).total).toBe(english.total - 1);

    const foams = await meta(`locale_id=1&sub_category_ids[]=${shop.foams.id}`);
    await db
      .update(productSubCategoryLinks)
      .set({ subCategoryId: shop.tonics.id })
      .where(eq(productSubCategoryLinks.productId, shop.p.alma.id));
    expect((await meta(`locale_id=1&sub_category_ids[]=${shop.foams.id}`)).total).toBe(foams.total - 1);
  });
});

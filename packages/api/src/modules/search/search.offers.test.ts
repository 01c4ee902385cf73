import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeProductPrice, createProduct, createTestApp, indexSearchDocuments, type TestApp } from '../../testing';

/* Issue 18: a product among the search results shows today's price and who may buy it. */

const shopHu = { hostId: 1 as const, localeId: 1 as const, image: null, body: '' };

describe('products among the search results', () => {
  let t: TestApp;
  let serum: number;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    serum = (await createProduct(db, { name: { hu: 'Retinolos szérum' }, price: 8990, priceOriginal: 10990 })).id;
    const peel = await createProduct(db, {
      name: { hu: 'Retinolos kezelés' },
      price: 24990,
      isOnlyForProfessionals: true,
    });
    await indexSearchDocuments(db, 'Product', [
      { ...shopHu, refId: serum, title: 'Retinolos szérum', link: '/product/arc/retinolos-szerum' },
      { ...shopHu, refId: peel.id, title: 'Retinolos kezelés', link: '/product/salon/retinolos-kezeles' },
      // Indexed, but no longer sold: found, without an offer.
      { ...shopHu, refId: 9999, title: 'Retinolos éjszakai krém', link: '/product/arc/retinolos-krem' },
    ]);
    await indexSearchDocuments(db, 'BlogPost', [
      { ...shopHu, refId: 1, title: 'Retinolos rutin', link: '/blog/retinolos-rutin' },
    ]);
  });
  afterAll(() => t.dispose());

  const offers = async () => {
    const response = await t.request('/api/v1/global-search/search/1/1?keyword=retinolos');
    expect(response.status).toBe(200);
    const body: { data: { title: string; offer?: unknown }[] } = await response.json();
    return Object.fromEntries(body.data.map((result) => [result.title, result.offer]));
  };

  it('gives a product its price, its promotion and whether only professionals may buy it', async () => {
    expect(await offers()).toEqual({
      'Retinolos szérum': { price: 8990, price_original: 10990, has_promotion: true, is_only_for_professionals: false },
      'Retinolos kezelés': {
        price: 24990,
        price_original: 24990,
        has_promotion: false,
        is_only_for_professionals: true,
      },
      'Retinolos éjszakai krém': undefined,
      'Retinolos rutin': undefined,
    });
  });

  it('reads the price when answering, not when indexing', async () => {
    await changeProductPrice(t.database.db, serum, 7990);
    expect(await offers()).toMatchObject({ 'Retinolos szérum': { price: 7990 } });
  });
});

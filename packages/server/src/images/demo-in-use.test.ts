import { createHomeCarouselSlide, createProduct, createTestDatabase, type TestDatabase } from '@vag/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoImageInUse } from './demo-in-use';

describe('demoImageInUse', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('knows the demo images products and carousels show, and no made-up name', async () => {
    await createProduct(database.db, {
      name: { hu: 'Gyengéd tisztító hab', en: 'Gentle cleansing foam' },
      pictures: ['/img/demo/products/gyenged-tisztito-hab-1.webp'],
    });
    await createHomeCarouselSlide(database.db, { image: '/img/demo/carousel/shop-rose.jpg' });
    const inUse = demoImageInUse(database);
    // The product's name as spelled, accents and all: its slug has lost them.
    expect(await inUse('/img/demo/products/gyenged-tisztito-hab-1.webp')).toEqual({
      productName: 'Gyengéd tisztító hab',
    });
    expect(await inUse('/img/demo/carousel/shop-rose.jpg')).toEqual({});
    expect(await inUse('/img/demo/products/gyenged-tisztito-hab-2.webp')).toBeUndefined();
    expect(await inUse("/img/demo/x' or '1'='1")).toBeUndefined();
  });
});

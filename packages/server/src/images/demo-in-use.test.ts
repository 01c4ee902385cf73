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
    await createProduct(database.db, { pictures: ['/img/demo/products/rose-toner-1.webp'] });
    await createHomeCarouselSlide(database.db, { image: '/img/demo/carousel/shop-rose.jpg' });
    const inUse = demoImageInUse(database);
    expect(await inUse('/img/demo/products/rose-toner-1.webp')).toBe(true);
    expect(await inUse('/img/demo/carousel/shop-rose.jpg')).toBe(true);
    expect(await inUse('/img/demo/products/rose-toner-2.webp')).toBe(false);
    expect(await inUse("/img/demo/x' or '1'='1")).toBe(false);
  });
});

import { describe, expect, inject, it } from 'vitest';
import { httpGet } from './support/http';
import { t } from './support/texts';

const port = () => inject('port');
const SHOP = 'vagheggi.localhost';
const ACADEMY = 'localhost';

/** Spec §1: the optional slugs, the error screens' own paths, and a page number no list has. */
describe('optional slugs and error paths', () => {
  it('bare /blog and /en/blog lead to the blog list on both sites', async () => {
    for (const host of [SHOP, ACADEMY]) {
      const hu = await httpGet(port(), '/blog', host);
      expect([hu.status, hu.headers.location]).toEqual([301, '/blogs']);
      const en = await httpGet(port(), '/en/blog', host);
      expect([en.status, en.headers.location]).toEqual([301, '/en/blogs']);
    }
    expect((await httpGet(port(), '/blogs', SHOP)).status).toBe(200);
  });

  it('bare /termek leads to the shop’s product list, bare /kepzes to the academy’s training list', async () => {
    const product = await httpGet(port(), '/termek', SHOP);
    expect([product.status, product.headers.location]).toEqual([301, '/kategoria']);
    const productEn = await httpGet(port(), '/en/product/', SHOP);
    expect([productEn.status, productEn.headers.location]).toEqual([301, '/en/category']);
    const training = await httpGet(port(), '/kepzes', ACADEMY);
    expect([training.status, training.headers.location]).toEqual([301, '/kategoria']);
    expect((await httpGet(port(), '/kategoria', SHOP)).status).toBe(200);
    expect((await httpGet(port(), '/kategoria', ACADEMY)).status).toBe(200);
    // Each site keeps its own: no products on the academy, no trainings in the shop.
    expect((await httpGet(port(), '/termek', ACADEMY)).status).toBe(404);
    expect((await httpGet(port(), '/kepzes', SHOP)).status).toBe(404);
  });

  it('/500 shows the server-error screen with status 500, in both languages', async () => {
    const hu = await httpGet(port(), '/500', SHOP);
    expect(hu.status).toBe(500);
    expect(hu.body).toContain(t('hu', 'error.500.title'));
    const en = await httpGet(port(), '/en/500', ACADEMY);
    expect(en.status).toBe(500);
    expect(en.body).toContain(t('en', 'error.500.title'));
  });

  it('a page number beyond any list answers 404, never the server-error screen', async () => {
    for (const path of [
      '/blogs?page=999999999999',
      '/search?keyword=krem&page=999999999999',
      '/kategoria?page=999999999999',
    ]) {
      const response = await httpGet(port(), path, SHOP);
      expect(response.status, path).toBe(404);
      expect(response.body, path).toContain(t('hu', 'error.404.title'));
    }
    expect((await httpGet(port(), '/blogs?page=2', SHOP)).status).not.toBe(500);
  });
});

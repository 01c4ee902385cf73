import { request } from 'node:http';
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

/** Spec §1: a first visit without a language in the path: the saved choice, then Accept-Language. */
describe('first visit language', () => {
  const get = (path: string, headers: Record<string, string>) =>
    new Promise<{ status: number; location?: string; vary?: string }>((resolve, reject) => {
      const req = request(
        { host: '127.0.0.1', port: port(), path, headers: { host: `${SHOP}:${port()}`, ...headers } },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location, vary: res.headers.vary });
        },
      );
      req.on('error', reject);
      req.end();
    });

  it('an English browser is sent to /en (even where the Hungarian page is cached); a Hungarian one, or a saved choice of Hungarian, is not', async () => {
    expect((await get('/', { 'accept-language': 'hu-HU,hu' })).status).toBe(200);
    const english = await get('/', { 'accept-language': 'en-GB,en;q=0.9' });
    expect([english.status, english.location]).toEqual([302, '/en']);
    expect(english.vary).toContain('Accept-Language');
    expect((await get('/kosar', { 'accept-language': 'en' })).location).toBe('/en/cart');
    expect((await get('/', { 'accept-language': 'en', cookie: 'vag_locale=hu' })).status).toBe(200);
    expect((await get('/', { 'accept-language': 'hu', cookie: 'vag_locale=en' })).location).toBe('/en');
  });
});

describe('training pages in the other language', () => {
  it('hreflang and the language switcher name the English slug itself, which answers 200 (no 301 hop)', async () => {
    const list = JSON.parse((await httpGet(port(), '/api/v1/trainings?locale_id=1&per_page=1', 'localhost')).body);
    const { id, full_uri: huUri } = list.data[0];
    const english = JSON.parse(
      (await httpGet(port(), `/api/v1/trainings?locale_id=2&per_page=100`, 'localhost')).body,
    ).data.find((training: { id: number }) => training.id === id);
    const enPath = `/en/training/${english.full_uri}`;
    const page = await httpGet(port(), `/kepzes/${huUri}`, 'localhost');
    expect(page.status).toBe(200);
    expect(page.body).toContain(`hrefLang="en" href="http://localhost:${port()}${enPath}"`);
    expect(page.body).toMatch(new RegExp(`<a hrefLang="en"[^>]+class="language-switcher__link" href="${enPath}"`));
    expect((await httpGet(port(), enPath, 'localhost')).status).toBe(200);
  });
});

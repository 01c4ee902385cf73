import { describe, expect, inject, it } from 'vitest';
import { httpGet } from './support/http';

const port = () => inject('port');
const SHOP = 'vagheggi.localhost';

describe('sitemap, robots and redirects', () => {
  it('/sitemap.xml lists every public page of the site in both languages as valid XML', async () => {
    const response = await httpGet(port(), '/sitemap.xml', SHOP);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toContain('application/xml');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    const origin = `http://${SHOP}:${port()}`;
    expect(locs).toEqual(
      expect.arrayContaining([`${origin}/`, `${origin}/en`, `${origin}/oldal/aszf`, `${origin}/en/page/terms`]),
    );
    expect(locs.some((loc) => loc?.startsWith(`${origin}/termek/`))).toBe(true);
    expect(locs.some((loc) => loc?.startsWith(`${origin}/en/product/`))).toBe(true);
    expect(locs.some((loc) => loc?.includes('/kepzes/'))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    expect(response.body.match(/<url>/g)?.length).toBe(response.body.match(/<\/url>/g)?.length);
  });

  it('the academy sitemap lists trainings and the training calendar', async () => {
    const { body } = await httpGet(port(), '/sitemap.xml', 'localhost');
    expect(body).toContain('/kepzesi-naptar</loc>');
    expect(body).toMatch(/<loc>[^<]+\/kepzes\/[^<]+<\/loc>/);
    expect(body).not.toContain('/termek/');
  });

  it('/robots.txt keeps private screens out and points at the sitemap', async () => {
    const { status, body } = await httpGet(port(), '/robots.txt', SHOP);
    expect(status).toBe(200);
    expect(body).toContain('Disallow: /kosar');
    expect(body).toContain('Disallow: /en/checkout');
    expect(body).toContain(`Sitemap: http://${SHOP}:${port()}/sitemap.xml`);
  });

  it('answers a path of the redirects table with 301, ignoring the query and a trailing slash', async () => {
    const response = await httpGet(port(), '/regi-termekek/?utm_source=x', SHOP);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe('/kategoria');
    expect((await httpGet(port(), '/regi-termekek', 'localhost')).status).toBe(404);
  });
});

import { HostId } from '@vag/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_HOST, createTestApp, type TestApp } from '../../testing';
import { listMenuLinks } from './menus.service';

describe('GET /api/v1/menu-links', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: true });
  });
  afterAll(() => t.dispose());

  const labels = (body: { data: { menu: string; label: string }[] }, menu: string) =>
    body.data.filter((link) => link.menu === menu).map((link) => link.label);

  it('derives the site from the host name and the language from locale_id', async () => {
    const shopHu = await (await t.request('/api/v1/menu-links?locale_id=1')).json();
    expect(labels(shopHu, 'main')[0]).toBe('Termékeink');
    const shopEn = await (await t.request('/api/v1/menu-links?locale_id=2')).json();
    expect(labels(shopEn, 'main')[0]).toBe('Our products');
    const academyHu = await (await t.request('/api/v1/menu-links', { host: ACADEMY_HOST })).json();
    expect(labels(academyHu, 'main')).toContain('Képzési naptár');
  });

  it('lets host_id override the host name', async () => {
    const body = await (await t.request('/api/v1/menu-links?host_id=2&locale_id=2')).json();
    expect(labels(body, 'main')).toContain('Training calendar');
  });

  it('offers the beauticians page in both languages of the shop, never on the academy (issue 18)', async () => {
    const links = async (query: string) =>
      ((await (await t.request(`/api/v1/menu-links?${query}`)).json()).data as { url: string; label: string }[]).filter(
        (link) => link.url === '/for-beauticians',
      );
    expect((await links('locale_id=1')).map((link) => link.label)).toEqual(['Kozmetikusoknak']);
    expect((await links('locale_id=2')).map((link) => link.label)).toEqual(['For beauticians']);
    expect(await links('host_id=2&locale_id=1')).toEqual([]);
  });

  it("links to the other site at its configured address, in the visitor's language", async () => {
    const options = { accounts: { siteUrls: { shop: 'https://shop.test', academy: 'https://academy.test' } } };
    const url = async (hostId: HostId, locale: 'hu' | 'en', label: string) =>
      (await listMenuLinks(t.database.db, options, hostId, locale)).find((link) => link.label === label)?.url;
    expect(await url(HostId.shop, 'hu', 'Akadémia')).toBe('https://academy.test/');
    expect(await url(HostId.shop, 'en', 'Academy')).toBe('https://academy.test/en');
    expect(await url(HostId.academy, 'hu', 'Webshop')).toBe('https://shop.test/');
    expect(await url(HostId.academy, 'en', 'Web shop')).toBe('https://shop.test/en');
    const shop = await (await t.request('/api/v1/menu-links')).json();
    expect(shop.data.map((link: { url: string }) => link.url).join(' ')).not.toContain('vagheggi.example');
  });

  it('orders links within a menu and marks the response cacheable', async () => {
    const response = await t.request('/api/v1/menu-links');
    expect(response.headers.get('cache-control')).toContain('max-age=60');
    const body = await response.json();
    const sorts = body.data.filter((l: { menu: string }) => l.menu === 'main').map((l: { sort: number }) => l.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('refuses an unknown locale_id or host_id with 422 and field errors', async () => {
    const response = await t.request('/api/v1/menu-links?locale_id=7&host_id=9');
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['locale_id', 'host_id']));
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_HOST, createRedirect, createTestApp, type TestApp } from '../../testing';
import { normalizeRedirectSource } from './redirects.service';

describe('GET /api/v1/redirects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    await createRedirect(db, { fromUrl: '/regi-termekek/', toUrl: '/kategoria' });
    await createRedirect(db, { fromUrl: '/akciok?utm=x', toUrl: '/kategoria?list=promoted' });
    await createRedirect(db, { hostId: 2, fromUrl: 'naptar', toUrl: '/kepzesi-naptar' });
  });
  afterAll(() => t.dispose());

  const list = async (path: string, host?: string) => {
    const response = await t.request(path, { host });
    expect(response.status).toBe(200);
    return (await response.json()).data;
  };

  it("lists the site's redirects, sources as the middleware compares them", async () => {
    const response = await t.request('/api/v1/redirects?host_id=1');
    expect(response.headers.get('cache-control')).toContain('max-age=60');
    expect((await response.json()).data).toEqual([
      { from_url: '/akciok', to_url: '/kategoria?list=promoted' },
      { from_url: '/regi-termekek', to_url: '/kategoria' },
    ]);
    expect(await list('/api/v1/redirects', ACADEMY_HOST)).toEqual([{ from_url: '/naptar', to_url: '/kepzesi-naptar' }]);
  });

  it('points an existing source at a new target instead of adding a second one', async () => {
    await createRedirect(t.database.db, { fromUrl: '/regi-termekek', toUrl: '/kategoria/arcapolas' });
    const redirects = await list('/api/v1/redirects/');
    expect(redirects.filter((r: { from_url: string }) => r.from_url === '/regi-termekek')).toEqual([
      { from_url: '/regi-termekek', to_url: '/kategoria/arcapolas' },
    ]);
  });

  it('refuses a redirect that would loop', async () => {
    await expect(createRedirect(t.database.db, { fromUrl: '/x/', toUrl: '/x' })).rejects.toThrow(/loops/);
    await expect(createRedirect(t.database.db, { fromUrl: '/', toUrl: '/kategoria' })).rejects.toThrow(/loops/);
  });

  it('normalizes sources: no query, fragment or trailing slash, always a leading slash', () => {
    expect(normalizeRedirectSource('/a/b/?q=1#x')).toBe('/a/b');
    expect(normalizeRedirectSource('a//')).toBe('/a');
    expect(normalizeRedirectSource('/')).toBe('/');
  });
});

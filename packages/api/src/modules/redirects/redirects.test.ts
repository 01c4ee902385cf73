import { HostId } from '@vag/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_HOST, createRedirect, createTestApp, type TestApp } from '../../testing';
import { leaveRedirect, listRedirects, normalizeRedirectSource } from './redirects.service';

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

describe('leaveRedirect (a changed slug)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());

  const table = async (hostId: HostId = HostId.shop) =>
    Object.fromEntries((await listRedirects(t.database.db, hostId)).map((r) => [r.from_url, r.to_url]));

  it('leaves the old path behind as a 301 to the new one, normalised', async () => {
    await leaveRedirect(t.database.db, { hostId: HostId.shop, fromPath: '/termek/a/', toPath: '/termek/b' });
    expect(await table()).toEqual({ '/termek/a': '/termek/b' });
  });

  it('does nothing when the path did not change', async () => {
    await leaveRedirect(t.database.db, { hostId: HostId.shop, fromPath: '/termek/b', toPath: '/termek/b/' });
    expect(await table()).toEqual({ '/termek/a': '/termek/b' });
  });

  it('collapses chains: earlier redirects lead straight to the newest path', async () => {
    await createRedirect(t.database.db, { fromUrl: '/regi', toUrl: '/termek/b/' });
    await leaveRedirect(t.database.db, { hostId: HostId.shop, fromPath: '/termek/b', toPath: '/termek/c' });
    expect(await table()).toEqual({ '/termek/a': '/termek/c', '/regi': '/termek/c', '/termek/b': '/termek/c' });
  });

  it('renaming back drops the redirect away from the live path, so nothing loops', async () => {
    await leaveRedirect(t.database.db, { hostId: HostId.shop, fromPath: '/termek/c', toPath: '/termek/b' });
    expect(await table()).toEqual({ '/termek/a': '/termek/b', '/regi': '/termek/b', '/termek/c': '/termek/b' });
  });

  it("touches only the site's own redirects", async () => {
    await createRedirect(t.database.db, { hostId: HostId.academy, fromUrl: '/x', toUrl: '/termek/b' });
    await createRedirect(t.database.db, { hostId: HostId.academy, fromUrl: '/termek/d', toUrl: '/y' });
    await leaveRedirect(t.database.db, { hostId: HostId.shop, fromPath: '/termek/b', toPath: '/termek/d' });
    expect(await table(HostId.academy)).toEqual({ '/x': '/termek/b', '/termek/d': '/y' });
    expect(await table()).toEqual({
      '/termek/a': '/termek/d',
      '/regi': '/termek/d',
      '/termek/c': '/termek/d',
      '/termek/b': '/termek/d',
    });
  });

  it("works inside the caller's transaction and rolls back with it", async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await leaveRedirect(tx, { hostId: HostId.shop, fromPath: '/termek/d', toPath: '/termek/e' });
        throw new Error('editor failed');
      }),
    ).rejects.toThrow('editor failed');
    expect((await table())['/termek/d']).toBeUndefined();
  });
});

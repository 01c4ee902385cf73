import { createTestDatabase, type TestDatabase } from '@vag/api/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isAdminHost } from './admin-host';
import { createServerApp } from './app';
import { loadConfig } from './config';

/*
 * The host dispatch of docs/decisions/0012: the admin host serves the back office only, and no
 * storefront host reaches the admin API.
 */

let database: TestDatabase;
let app: ReturnType<typeof createServerApp>;
const pages: { host: string; path: string; nonce?: string }[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', PAGE_CACHE: 'false', PGLITE_DATA_DIR: 'memory://' });
  app = createServerApp({
    config,
    database,
    logger: pino({ level: 'silent' }),
    web: async (request) => {
      pages.push({ host: new URL(request.url).host, path: new URL(request.url).pathname });
      return new Response('<p>storefront</p>', { headers: { 'content-type': 'text/html' } });
    },
    admin: async (request, context) => {
      pages.push({ host: 'admin', path: new URL(request.url).pathname, nonce: context.nonce });
      return new Response('<p>back office</p>', { headers: { 'content-type': 'text/html' } });
    },
  });
});
afterAll(() => database.dispose());

const get = (host: string, path: string) => app.request(`http://${host}${path}`, { headers: { host } });

describe('admin host dispatch', () => {
  it('matches ADMIN_HOST on any port, or only the port it names', () => {
    expect(isAdminHost('admin.localhost:3000', 'admin.localhost')).toBe(true);
    expect(isAdminHost('ADMIN.localhost', 'admin.localhost')).toBe(true);
    expect(isAdminHost('vagheggi.localhost:3000', 'admin.localhost')).toBe(false);
    expect(isAdminHost('admin.localhost:3001', 'admin.localhost:3000')).toBe(false);
    expect(isAdminHost(undefined, 'admin.localhost')).toBe(false);
  });

  it('sends the admin host’s API calls to the admin API and its pages to the admin app, with a strict CSP', async () => {
    const me = await get('admin.localhost:3000', '/api/admin/v1/me');
    expect(me.status).toBe(401);
    const page = await get('admin.localhost:3000', '/dashboard');
    expect(await page.text()).toBe('<p>back office</p>');
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).not.toMatch(/google|barion/);
    expect(pages.at(-1)).toMatchObject({ host: 'admin', path: '/dashboard' });
    expect(pages.at(-1)?.nonce).toBeTruthy();
  });

  it('never serves the storefront on the admin host, nor the admin API on a storefront host', async () => {
    const before = pages.length;
    expect((await get('admin.localhost:3000', '/api/v1/health')).status).toBe(404);
    expect((await get('admin.localhost:3000', '/sanctum/csrf-cookie')).status).not.toBe(204);
    expect(pages.slice(before).every((page) => page.host === 'admin')).toBe(true);
    for (const host of ['vagheggi.localhost:3000', 'localhost:3000']) {
      const response = await get(host, '/api/admin/v1/me');
      expect(response.status).toBe(404);
      expect(((await response.json()) as { code: string }).code).toBe('not_found');
    }
    expect((await get('vagheggi.localhost:3000', '/api/v1/health')).status).toBe(200);
  });
});

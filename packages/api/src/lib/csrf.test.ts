import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { type Agent, createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '../testing';
import { testCaptcha } from './captcha';
import { CSRF_EXEMPT_PATHS } from './csrf';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Every state-changing route the app has registered (all modules), path parameters filled in. */
function stateChangingRoutes(app: TestApp['app']) {
  const seen = new Set<string>();
  return app.routes
    .filter((route) => UNSAFE.has(route.method) && !CSRF_EXEMPT_PATHS.includes(route.path))
    .map((route) => ({ method: route.method, path: route.path.replace(/:\w+/g, '1') }))
    .filter((route) => {
      const key = `${route.method} ${route.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

describe('security: CSRF protection of every state-changing route', () => {
  let t: TestApp;
  let agent: Agent;
  let otherAgent: Agent;
  beforeAll(async () => {
    t = await createTestApp();
    agent = t.agent();
    await agent.csrf();
    otherAgent = t.agent();
    await otherAgent.csrf();
  });
  afterAll(() => t.dispose());

  const send = (method: string, path: string, headers: Record<string, string>) =>
    agent.request(path, {
      method,
      headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}`, ...headers },
    });

  it('finds the account routes among them (the list is generated, not hand-picked)', () => {
    const paths = stateChangingRoutes(t.app).map((route) => `${route.method} ${route.path}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'POST /auth/login',
        'POST /auth/logout',
        'POST /auth/register',
        'POST /api/v1/addresses',
        'DELETE /api/v1/addresses/1',
        'PUT /api/v1/users/1',
        'POST /api/v1/credential/subscribe',
        'POST /api/v1/user-wishlist/add-product/1',
      ]),
    );
  });

  it('answers 419 without a token, with a wrong token and with another session’s token', async () => {
    const otherToken = otherAgent.cookie('XSRF-TOKEN') ?? '';
    expect(otherToken).not.toBe(agent.cookie('XSRF-TOKEN'));
    for (const { method, path } of stateChangingRoutes(t.app)) {
      for (const token of ['', 'forged-token', otherToken]) {
        const response = await send(method, path, { 'x-xsrf-token': token });
        expect({ route: `${method} ${path}`, token, status: response.status }).toMatchObject({ status: 419 });
        expect((await response.json()).code).toBe('csrf_token_mismatch');
      }
    }
  });

  it('refuses a foreign Origin with 403 even with the right token', async () => {
    for (const { method, path } of stateChangingRoutes(t.app)) {
      const response = await send(method, path, { origin: 'https://evil.example' });
      expect({ route: `${method} ${path}`, status: response.status }).toMatchObject({ status: 403 });
      expect((await response.json()).code).toBe('origin_not_allowed');
    }
  });

  it('lets the right token from the own origin through (so the refusals above come from CSRF)', async () => {
    for (const { method, path } of stateChangingRoutes(t.app)) {
      const response = await send(method, path, {});
      expect({ route: `${method} ${path}`, status: response.status }).not.toMatchObject({ status: 419 });
      expect(response.status).not.toBe(403);
    }
  });

  it('refuses a cross-site fetch, a foreign Referer and the opaque null origin', async () => {
    const path = '/api/v1/credential/subscribe';
    const cases: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'null' },
      { origin: '', referer: 'https://evil.example/page' },
      { origin: 'http://vagheggi.localhost.evil.example' },
      { origin: 'http://localhost' },
    ];
    for (const headers of cases) {
      expect((await agent.request(path, { method: 'POST', headers })).status).toBe(403);
    }
  });

  it('lets a server-side caller without Origin or Referer through on the token alone (SSR form actions)', async () => {
    const body = { email: 'ssr@example.hu', first_name: 'Anna', wants_newsletter: '1' };
    const response = await agent.post('/api/v1/credential/subscribe', body, { headers: { origin: '' } });
    expect(response.status).toBe(200);
    const forged = await agent.post('/api/v1/credential/subscribe', body, {
      headers: { origin: '', 'x-xsrf-token': 'x' },
    });
    expect(forged.status).toBe(419);
  });

  it('takes the token from the _token field of an HTML form post', async () => {
    const form = (token: string) =>
      new URLSearchParams({ _token: token, email: 'form@example.hu', first_name: 'Anna', wants_newsletter: '1' });
    const path = '/api/v1/credential/subscribe';
    const ok = await agent.request(path, {
      method: 'POST',
      body: form(agent.cookie('XSRF-TOKEN') ?? ''),
      headers: { 'x-xsrf-token': '' },
    });
    expect(ok.status).toBe(200);
    const forged = await agent.request(path, { method: 'POST', body: form('forged'), headers: { 'x-xsrf-token': '' } });
    expect(forged.status).toBe(419);
  });

  it('answers 419 to a request without any session', async () => {
    const response = await t.request('/auth/logout', { method: 'POST', headers: { 'x-xsrf-token': 'anything' } });
    expect(response.status).toBe(419);
  });
});

describe('security: trusted origins', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  it('accepts the configured site URLs as origins (a storefront on another host) and nothing else', async () => {
    const app = createApp({
      database,
      logger: pino({ level: 'silent' }),
      shopHostWord: 'vagheggi',
      captcha: testCaptcha,
      accounts: { siteUrls: { shop: 'https://www.vagheggi.hu', academy: 'https://akademia.vagheggi.hu' } },
    });
    const cookieResponse = await app.request('http://api.internal/sanctum/csrf-cookie', {
      headers: { host: 'api.internal' },
    });
    const cookies = cookieResponse.headers
      .getSetCookie()
      .map((header) => header.split(';')[0])
      .join('; ');
    const token = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? '';
    const logout = (origin: string) =>
      app.request('http://api.internal/auth/logout', {
        method: 'POST',
        headers: { host: 'api.internal', cookie: cookies, 'x-xsrf-token': token, origin },
      });
    expect((await logout('https://www.vagheggi.hu')).status).toBe(200);
    expect((await logout('https://vagheggi.hu')).status).toBe(403);
  });
});

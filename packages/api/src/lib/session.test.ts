import { SESSION_HINT_COOKIE } from '@vag/domain';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { type Db, queryRows } from '../db/client';
import { CSRF_COOKIE_LIMIT } from '../modules/auth/auth.routes';
import { createProduct, createTestApp, createUser, type TestApp } from '../testing';
import { testCaptcha } from './captcha';
import { runHousekeeping } from './housekeeping';
import { type InProcessEnv, inProcessEnv } from './session';

let t: TestApp;
let db: Db;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
});
afterAll(() => t.dispose());

const sessionCount = async () =>
  Number((await queryRows<{ n: number }>(db, sql`select count(*)::int as n from sessions`))[0]?.n);

describe('sessions are stored only when they hold something (issue 17)', () => {
  it('1000 calls to /sanctum/csrf-cookie leave the sessions table as it was', async () => {
    const before = await sessionCount();
    for (let i = 0; i < 1000; i++) {
      const response = await t.request('/sanctum/csrf-cookie', {
        headers: { 'x-forwarded-for': `198.18.${i >> 8}.${i & 255}` },
      });
      expect(response.status).toBe(204);
    }
    expect(await sessionCount()).toBe(before);
  });

  it('gives a visitor a working XSRF token without a session: a guarded POST goes through', async () => {
    const agent = t.agent();
    await agent.csrf();
    expect(agent.cookie('vag_session')).toBeUndefined();
    expect(agent.cookie('XSRF-TOKEN')).toBeTruthy();
    const response = await agent.post('/api/v1/credential/subscribe', {
      email: 'visitor@example.hu',
      first_name: 'Vera',
      wants_newsletter: '1',
    });
    expect(response.status).toBe(200);
    // The same visitor asking again keeps its token (pages already rendered stay valid).
    const token = agent.cookie('XSRF-TOKEN');
    await agent.csrf();
    expect(agent.cookie('XSRF-TOKEN')).toBe(token);
  });

  it('security: a CSRF-less, forged or other visitor’s token is still 419, without a session too', async () => {
    const agent = t.agent();
    await agent.csrf();
    const other = t.agent();
    await other.csrf();
    const body = { email: 'forged@example.hu', first_name: 'Vera', wants_newsletter: '1' };
    for (const token of ['', 'forged', other.cookie('XSRF-TOKEN') ?? '']) {
      const response = await agent.post('/api/v1/credential/subscribe', body, { headers: { 'x-xsrf-token': token } });
      expect(response.status).toBe(419);
      expect((await response.json()).code).toBe('csrf_token_mismatch');
    }
    // A visitor cookie made up by the client signs nothing: its token is not the HMAC.
    const madeUp = `vag_visitor=${'a'.repeat(43)}; XSRF-TOKEN=${'b'.repeat(43)}`;
    const planted = await t.request('/api/v1/credential/subscribe', {
      method: 'POST',
      headers: { cookie: madeUp, 'x-xsrf-token': 'b'.repeat(43), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(planted.status).toBe(419);
  });

  it('a guest’s first add-to-cart creates exactly one session, with the token the page already has', async () => {
    const product = await createProduct(db, { price: 4_990 });
    const agent = t.agent();
    await agent.csrf();
    const token = agent.cookie('XSRF-TOKEN');
    const before = await sessionCount();
    expect((await agent.post('/api/v1/user-cart/add', { product_id: product.id })).status).toBe(200);
    expect(await sessionCount()).toBe(before + 1);
    expect(agent.cookie('vag_session')).toBeTruthy();
    expect(agent.cookie('XSRF-TOKEN')).toBe(token);
    expect((await agent.post('/api/v1/user-cart/add', { product_id: product.id })).status).toBe(200);
    expect(await sessionCount()).toBe(before + 1);
    const cart = await (await agent.get('/api/v1/user-cart')).json();
    expect(cart.data.items).toEqual([expect.objectContaining({ product_id: product.id, count: 2 })]);
  });

  it('a guest’s coupon: a refused code stores nothing, a kept one starts the session its cart needs', async () => {
    const agent = t.agent();
    await agent.csrf();
    const before = await sessionCount();
    const refused = await agent.post('/api/v1/user-cart/add-coupon', {
      coupon_code: 'NINCS-ILYEN',
      email: 'vendeg@example.hu',
    });
    expect(refused.status).toBe(422);
    expect(await sessionCount()).toBe(before);
    const code = `UDV${Date.now()}`;
    await db.execute(sql`insert into coupons (code, kind, value) values (${code}, 'fixed', 500)`);
    const kept = await agent.post('/api/v1/user-cart/add-coupon', { coupon_code: code, email: 'vendeg@example.hu' });
    expect(kept.status).toBe(200);
    expect(await sessionCount()).toBe(before + 1);
    const cart = await (await agent.get('/api/v1/user-cart')).json();
    expect(cart.data.cartCoupons).toEqual([expect.objectContaining({ code })]);
  });

  it('logging in from a visitor stores the user’s session; logging out stores nothing and changes the token', async () => {
    const user = await createUser(db);
    const agent = t.agent();
    await agent.csrf();
    const visitorToken = agent.cookie('XSRF-TOKEN');
    const before = await sessionCount();
    await agent.login(user.email, user.password);
    expect(await sessionCount()).toBe(before + 1);
    expect(agent.cookie('XSRF-TOKEN')).not.toBe(visitorToken);
    expect((await agent.post('/auth/logout')).status).toBe(200);
    expect(await sessionCount()).toBe(before);
    expect(agent.cookie('vag_session')).toBeUndefined();
    expect((await agent.get('/api/v1/user')).status).toBe(401);
    // Signed out, the browser can post again straight away (a new visitor token, no row).
    expect(agent.cookie('XSRF-TOKEN')).not.toBe(visitorToken);
    expect((await agent.post('/auth/logout')).status).toBe(200);
    expect(await sessionCount()).toBe(before);
  });

  it('tells scripts what kind of session the browser has (the shared pages’ hint), and forgets it at logout', async () => {
    const product = await createProduct(db, { price: 2_990 });
    const guest = t.agent();
    await guest.csrf();
    expect(guest.cookie(SESSION_HINT_COOKIE)).toBeUndefined();
    await guest.post('/api/v1/user-cart/add', { product_id: product.id });
    expect(guest.cookie(SESSION_HINT_COOKIE)).toBe('guest');
    const customer = await createUser(db);
    await guest.login(customer.email, customer.password);
    expect(guest.cookie(SESSION_HINT_COOKIE)).toBe('user');
    await guest.post('/auth/logout');
    expect(guest.cookie(SESSION_HINT_COOKIE)).toBeUndefined();

    const professional = await createUser(db, { roles: ['customer', 'professional'] });
    const pro = t.agent();
    await pro.csrf();
    await pro.login(professional.email, professional.password);
    expect(pro.cookie(SESSION_HINT_COOKIE)).toBe('pro');
    // A beautician's strip shows two balances: the hint keeps the room of two.
    const beautician = await createUser(db, { roles: ['customer', 'beautician'] });
    const other = t.agent();
    await other.csrf();
    await other.login(beautician.email, beautician.password);
    expect(other.cookie(SESSION_HINT_COOKIE)).toBe('beautician');
    // A browser that lost the hint (or had a session from before it) gets it back on its next call.
    pro.cookies.delete(SESSION_HINT_COOKIE);
    await pro.get('/api/v1/user');
    expect(pro.cookie(SESSION_HINT_COOKIE)).toBe('pro');
  });

  it('a stored guest session ends after 24 h without activity, and housekeeping purges it with its cart', async () => {
    const product = await createProduct(db);
    const agent = t.agent();
    await agent.csrf();
    await agent.post('/api/v1/user-cart/add', { product_id: product.id });
    const [row] = await queryRows<{ id: string; hours: number }>(
      db,
      sql`select id, round(extract(epoch from expires_at - now()) / 3600)::int as hours
          from sessions order by created_at desc limit 1`,
    );
    expect(row?.hours).toBe(24);
    await db.execute(sql`update sessions set expires_at = now() - interval '1 minute' where id = ${row?.id}`);
    expect((await (await agent.get('/api/v1/user-cart')).json()).data.items).toEqual([]);
    await runHousekeeping(db);
    const left = await queryRows(db, sql`select 1 from sessions where id = ${row?.id}`);
    expect(left).toHaveLength(0);
    expect(await queryRows(db, sql`select 1 from carts where session_id = ${row?.id}`)).toHaveLength(0);
  });

  it('security: rate-limits /sanctum/csrf-cookie per client with 429 and Retry-After', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.77' };
    for (let i = 0; i < CSRF_COOKIE_LIMIT.limit; i++) {
      expect((await t.request('/sanctum/csrf-cookie', { headers })).status).toBe(204);
    }
    const refused = await t.request('/sanctum/csrf-cookie', { headers });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).code).toBe('too_many_requests');
    expect((await t.request('/sanctum/csrf-cookie', { headers: { 'x-forwarded-for': '203.0.113.78' } })).status).toBe(
      204,
    );
  });

  it('takes its limit from the configuration (CSRF_COOKIE_LIMIT_PER_MINUTE)', async () => {
    const app = createApp({
      database: t.database,
      logger: pino({ level: 'silent' }),
      shopHostWord: 'vagheggi',
      captcha: testCaptcha,
      accounts: { csrfCookiePerMinute: 2 },
    });
    const call = () =>
      app.request('http://vagheggi.localhost/sanctum/csrf-cookie', { headers: { 'x-forwarded-for': '203.0.113.90' } });
    expect([(await call()).status, (await call()).status, (await call()).status]).toEqual([204, 204, 429]);
  });
});

describe('one render reads its session once, and only its own (issue 23)', () => {
  /** A call of a render: in-process, with the render's `env`, as packages/server makes them. */
  const call = (env: InProcessEnv, cookie: string, path = '/api/v1/user', method = 'GET') =>
    Promise.resolve(
      t.app.request(
        `http://vagheggi.localhost${path}`,
        { method, headers: { host: 'vagheggi.localhost', cookie } },
        env,
      ),
    );
  const emailOf = async (response: Response) =>
    response.status === 200 ? ((await response.json()) as { data: { email: string } }).data.email : response.status;
  const cookieOf = (agent: ReturnType<typeof t.agent>) =>
    [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  async function signedIn() {
    const user = await createUser(db);
    const agent = t.agent();
    await agent.login(user.email, user.password);
    return { email: user.email, userId: user.id, cookie: cookieOf(agent) };
  }

  it('a session read by one call of a render serves its next calls; another render reads afresh', async () => {
    const shopper = await signedIn();
    const render = inProcessEnv();
    expect(await emailOf(await call(render, shopper.cookie))).toBe(shopper.email);
    await db.execute(sql`delete from sessions where user_id = ${shopper.userId}`);
    // The row is gone: this render already knows the session, a new render (request) does not.
    expect(await emailOf(await call(render, shopper.cookie))).toBe(shopper.email);
    expect(await emailOf(await call(inProcessEnv(), shopper.cookie))).toBe(401);
    // A write forgets what the render read: the reads after it see the session gone.
    await call(render, shopper.cookie, '/auth/logout', 'POST');
    expect(await emailOf(await call(render, shopper.cookie))).toBe(401);
  });

  it('security: interleaved renders of two shoppers, and one env given both, each get their own user', async () => {
    const [anna, bela] = [await signedIn(), await signedIn()];
    const annaRender = inProcessEnv();
    const belaRender = inProcessEnv();
    const mixed = inProcessEnv();
    const calls = [
      [annaRender, anna],
      [belaRender, bela],
      [mixed, bela],
      [annaRender, anna],
      [mixed, anna],
      [belaRender, bela],
      [mixed, bela],
    ] as const;
    const answers = await Promise.all(calls.map(([env, shopper]) => call(env, shopper.cookie).then(emailOf)));
    expect(answers).toEqual(calls.map(([, shopper]) => shopper.email));
    // A call without the session cookie is a guest's, whatever the render read before.
    expect(await emailOf(await call(annaRender, ''))).toBe(401);
  });

  it('a render pushes an ageing session forward once, not on every call', async () => {
    const shopper = await signedIn();
    await db.execute(
      sql`update sessions set expires_at = now() + interval '2 hours' where user_id = ${shopper.userId}`,
    );
    const render = inProcessEnv();
    const pushed = await call(render, shopper.cookie);
    expect(pushed.headers.getSetCookie().some((line) => line.startsWith('vag_session='))).toBe(true);
    const next = await call(render, shopper.cookie);
    expect(next.headers.getSetCookie()).toEqual([]);
    const [row] = await queryRows<{ hours: number }>(
      db,
      sql`select round(extract(epoch from expires_at - now()) / 3600)::int as hours from sessions where user_id = ${shopper.userId}`,
    );
    expect(row?.hours).toBe(24);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { ACADEMY_HOST, createProduct, createTestApp, createUser, type TestApp, type TestUser } from '../../testing';

let t: TestApp;
let anna: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  anna = await createUser(t.database.db, {
    roles: ['customer', 'beautician'],
    balances: { marketing: 1500, global: 700 },
  });
});
afterAll(() => t.dispose());

const cookieHeader = (response: Response, name: string) =>
  response.headers.getSetCookie().find((header) => header.startsWith(`${name}=`));

describe('GET /sanctum/csrf-cookie', () => {
  it('gives a visitor 204, an HttpOnly SameSite=Lax pre-session cookie and a readable XSRF-TOKEN, and no session', async () => {
    const response = await t.request('/sanctum/csrf-cookie');
    expect(response.status).toBe(204);
    expect(cookieHeader(response, 'vag_session')).toBeUndefined();
    const session = cookieHeader(response, 'vag_visitor');
    const xsrf = cookieHeader(response, 'XSRF-TOKEN');
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    expect(session).toMatch(/Max-Age=86400/);
    expect(session).not.toMatch(/; Secure/);
    expect(xsrf).toMatch(/; SameSite=Lax/);
    expect(xsrf).not.toMatch(/HttpOnly/);
  });

  it('security: cookies are Secure when the request came over HTTPS (behind a proxy too)', async () => {
    const direct = await t.app.request('https://vagheggi.localhost/sanctum/csrf-cookie', {
      headers: { host: 'vagheggi.localhost' },
    });
    expect(cookieHeader(direct, 'vag_visitor')).toMatch(/; Secure/);
    const proxied = await t.request('/sanctum/csrf-cookie', { headers: { 'x-forwarded-proto': 'https' } });
    expect(cookieHeader(proxied, 'XSRF-TOKEN')).toMatch(/; Secure/);
  });

  it('keeps a live session and stores only the hash of its token', async () => {
    const agent = t.agent();
    await agent.login(anna.email, anna.password);
    const token = agent.cookie('vag_session') ?? '';
    await agent.csrf();
    expect(agent.cookie('vag_session')).toBe(token);
    const rows = await queryRows<{ token_hash: string }>(t.database.db, sql`select token_hash from sessions`);
    expect(rows.map((row) => row.token_hash)).not.toContain(token);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.token_hash))).toBe(true);
  });
});

describe('POST /auth/login', () => {
  it('logs in and answers with the user, roles and visible balances', async () => {
    const agent = t.agent();
    await agent.csrf();
    const response = await agent.post('/auth/login', { email: anna.email.toUpperCase(), password: anna.password });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe('Sikeres bejelentkezés.');
    expect(body.data).toMatchObject({
      id: anna.id,
      email: anna.email,
      credential: {
        roles: [
          { id: 1, name: 'customer' },
          { id: 3, name: 'beautician' },
        ],
        wants_newsletter: false,
      },
      balance: { marketing: { current: 1500 }, global: { current: 700 } },
    });
    const me = await agent.get('/api/v1/user');
    expect(me.status).toBe(200);
    expect(me.headers.get('cache-control')).toBe('private, no-store');
    expect((await me.json()).data.id).toBe(anna.id);
  });

  it('accepts a form post with remember=on', async () => {
    const agent = t.agent();
    await agent.csrf();
    const form = new URLSearchParams({ email: anna.email, password: anna.password, remember: 'on' });
    const response = await agent.post('/auth/login', form);
    expect(response.status).toBe(200);
    expect(agent.cookie('vag_remember')).toBeTruthy();
  });

  it('security: answers an unknown e-mail exactly as a wrong password', async () => {
    const agent = t.agent();
    await agent.csrf();
    const wrong = await agent.post('/auth/login', { email: anna.email, password: 'Wrong#Password1' });
    const unknown = await agent.post('/auth/login', { email: 'nobody@example.hu', password: 'Wrong#Password1' });
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    const [wrongBody, unknownBody] = [await wrong.json(), await unknown.json()];
    expect(wrongBody).toEqual(unknownBody);
    expect(wrongBody).toEqual({
      message: 'Hibás e-mail cím vagy jelszó.',
      code: 'auth_failed',
      errors: { email: ['Hibás e-mail cím vagy jelszó.'] },
    });
    expect((await agent.get('/api/v1/user')).status).toBe(401);
  });

  it('answers validation errors per field, in the requested language', async () => {
    const agent = t.agent();
    await agent.csrf();
    const response = await agent.post('/auth/login?locale_id=2', { email: 'not-an-email' });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'The given data was invalid.',
      code: 'validation_failed',
      errors: { email: ['Enter a valid e-mail address.'], password: ['This field is required.'] },
    });
  });

  it('security: rotates the session id at login, so the pre-login cookie is worthless', async () => {
    const agent = t.agent();
    await agent.csrf();
    // A guest holds a session once something is in the cart.
    const product = await createProduct(t.database.db, { price: 2_990 });
    expect((await agent.post('/api/v1/user-cart/add', { product_id: product.id })).status).toBe(200);
    const guestToken = agent.cookie('vag_session');
    expect(guestToken).toBeTruthy();
    const guestSession = await queryRows<{ id: string }>(t.database.db, sql`select id from sessions`);
    expect(guestSession.length).toBeGreaterThan(0);
    await agent.login(anna.email, anna.password);
    expect(agent.cookie('vag_session')).not.toBe(guestToken);
    const stale = await t.request('/api/v1/user', { headers: { cookie: `vag_session=${guestToken}` } });
    expect(stale.status).toBe(401);
    expect((await agent.get('/api/v1/user')).status).toBe(200);
    // The row (and what hangs on it, such as a guest cart) is kept: only its token changed.
    const after = await queryRows<{ id: string }>(t.database.db, sql`select id from sessions`);
    expect(after.map((row) => row.id)).toEqual(expect.arrayContaining(guestSession.map((row) => row.id)));
    const cart = await (await agent.get('/api/v1/user-cart')).json();
    expect(cart.data.items).toEqual([expect.objectContaining({ product_id: product.id })]);
  });

  it('security: rate-limits attempts per address and e-mail with 429 and Retry-After', async () => {
    const agent = t.agent();
    await agent.csrf();
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await agent.post('/auth/login', { email: anna.email, password: 'Wrong#1a' }, { headers });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
        expect((await response.json()).code).toBe('too_many_requests');
      }
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
    // The right password is refused too while the limit lasts; another e-mail is not limited.
    const blocked = await agent.post('/auth/login', { email: anna.email, password: anna.password }, { headers });
    expect(blocked.status).toBe(429);
    const other = await agent.post('/auth/login', { email: 'else@example.hu', password: 'x' }, { headers });
    expect(other.status).toBe(422);
  });
});

describe('POST /auth/logout', () => {
  it('security: logout deletes the session; its cookie no longer authenticates', async () => {
    const cecil = await createUser(t.database.db);
    const agent = t.agent();
    await agent.login(cecil.email, cecil.password);
    const token = agent.cookie('vag_session');
    const response = await agent.post('/auth/logout');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'Sikeresen kijelentkezett.' });
    const replay = await t.request('/api/v1/user', { headers: { cookie: `vag_session=${token}` } });
    expect(replay.status).toBe(401);
    // A fresh guest session follows, so the shopper can go on without another csrf-cookie call.
    expect(agent.cookie('vag_session')).not.toBe(token);
    expect((await agent.post('/auth/logout')).status).toBe(200);
  });
});

describe('session lifetime', () => {
  it('slides an active session forward (at most once an hour) and renews the cookies', async () => {
    const dora = await createUser(t.database.db);
    const agent = t.agent();
    await agent.login(dora.email, dora.password);
    await t.database.db.execute(sql`update sessions set expires_at = now() + interval '20 hours'`);
    const response = await agent.get('/api/v1/street-types');
    expect(cookieHeader(response, 'vag_session')).toMatch(/Max-Age=86400/);
    const [row] = await queryRows<{ hours: number }>(
      t.database.db,
      sql`select round(extract(epoch from max(expires_at) - now()) / 3600) as hours from sessions`,
    );
    expect(Number(row?.hours)).toBe(24);
    const quiet = await agent.get('/api/v1/street-types');
    expect(cookieHeader(quiet, 'vag_session')).toBeUndefined();
  });

  it('security: a login on a browser holding another user’s session starts a new session', async () => {
    const first = await createUser(t.database.db);
    const second = await createUser(t.database.db);
    const agent = t.agent();
    await agent.login(first.email, first.password);
    const firstToken = agent.cookie('vag_session');
    await agent.login(second.email, second.password);
    expect((await (await agent.get('/api/v1/user')).json()).data.id).toBe(second.id);
    const old = await t.request('/api/v1/user', { headers: { cookie: `vag_session=${firstToken}` } });
    expect(old.status).toBe(401);
  });
});

describe('GET /api/v1/user', () => {
  it('answers 401 to guests, on both sites', async () => {
    for (const host of [undefined, ACADEMY_HOST]) {
      const response = await t.request('/api/v1/user', host ? { host } : {});
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: 'Kérjük, jelentkezzen be.', code: 'unauthenticated' });
    }
  });

  it('shows balances by role: global only for professionals, none for customers', async () => {
    const pro = await createUser(t.database.db, {
      roles: ['customer', 'professional'],
      balances: { marketing: 10, global: 20 },
    });
    const customer = await createUser(t.database.db, { balances: { global: 30 } });
    const balanceOf = async (user: TestUser) => {
      const agent = t.agent();
      await agent.login(user.email, user.password);
      return (await (await agent.get('/api/v1/user')).json()).data.balance;
    };
    expect(await balanceOf(pro)).toEqual({ marketing: null, global: { current: 20 } });
    expect(await balanceOf(customer)).toEqual({ marketing: null, global: null });
  });
});

describe('POST /api/v1/refresh ("remember me")', () => {
  // Logins count against the per-address-and-e-mail limit: these tests log in as their own user.
  let bea: TestUser;
  beforeAll(async () => {
    bea = await createUser(t.database.db);
  });
  it('security: renews a remembered session with new tokens, even after the session cookie expired', async () => {
    const agent = t.agent();
    await agent.csrf();
    await agent.post('/auth/login', { email: bea.email, password: bea.password, remember: true });
    const refreshToken = agent.cookie('vag_remember');
    expect(refreshToken).toBeTruthy();
    // The browser dropped the day-long session cookie; the client fetches a new CSRF cookie first.
    await t.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where user_id = ${bea.id}`,
    );
    expect((await agent.get('/api/v1/user')).status).toBe(401);
    agent.cookies.delete('vag_session');
    await agent.csrf();
    const response = await agent.post('/api/v1/refresh');
    expect(response.status).toBe(200);
    expect((await response.json()).data.id).toBe(bea.id);
    expect((await agent.get('/api/v1/user')).status).toBe(200);
    expect(agent.cookie('vag_remember')).not.toBe(refreshToken);
    const replay = t.agent();
    await replay.csrf();
    replay.cookies.set('vag_remember', refreshToken ?? '');
    expect((await replay.post('/api/v1/refresh')).status).toBe(401);
  });

  it('security: ends 30 days after login and refuses without a refresh cookie', async () => {
    const agent = t.agent();
    await agent.csrf();
    await agent.post('/auth/login', { email: bea.email, password: bea.password, remember: '1' });
    await t.database.db.execute(
      sql`update sessions set remember_until = now() - interval '1 second' where user_id = ${bea.id}`,
    );
    const expired = await agent.post('/api/v1/refresh');
    expect(expired.status).toBe(401);
    expect((await expired.json()).code).toBe('refresh_invalid');
    const guest = t.agent();
    await guest.csrf();
    expect((await guest.post('/api/v1/refresh')).status).toBe(401);
  });

  it('security: the refresh cookie is HttpOnly and sent only to the refresh path, for 30 days', async () => {
    const agent = t.agent();
    await agent.csrf();
    const response = await agent.post('/auth/login', { email: bea.email, password: bea.password, remember: true });
    const remember = cookieHeader(response, 'vag_remember');
    expect(remember).toMatch(/; HttpOnly/);
    expect(remember).toMatch(/; Path=\/api\/v1\/refresh/);
    expect(remember).toMatch(/Max-Age=2592000/);
  });
});

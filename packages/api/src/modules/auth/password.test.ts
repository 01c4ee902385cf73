import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleAfterResponse } from '../../lib/after-response';
import { createTestApp, createUser, linkParams, outboxFor, type TestApp, testDriver } from '../../testing';

let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

/** A browser with its own address (the password calls are rate-limited per address). */
async function browser() {
  ip += 1;
  const agent = t.agent();
  await agent.csrf();
  const headers = { 'x-forwarded-for': `203.0.113.${ip}` };
  return {
    agent,
    post: (path: string, body: unknown) => agent.post(path, body, { headers }),
  };
}

async function requestReset(email: string) {
  const { post } = await browser();
  return post('/auth/forgot-password', { email });
}

async function resetToken(email: string): Promise<string> {
  const mails = (await outboxFor(t.database.db, email)).filter((mail) => mail.kind === 'reset_password');
  const params = linkParams(mails.at(-1) ?? { textBody: '' }, '/reset-password');
  expect(params.get('email')).toBe(email);
  return params.get('token') ?? '';
}

describe('POST /auth/forgot-password', () => {
  it('security: answers the same whether or not the e-mail is registered, and mails only a real user', async () => {
    const user = await createUser(t.database.db);
    const known = await requestReset(user.email);
    const unknown = await requestReset('nobody-here@example.hu');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const body = await known.json();
    expect(await unknown.json()).toEqual(body);
    expect(body.status).toBe(body.message);
    expect(body.status).toContain('Ha ezzel az e-mail címmel regisztráltak');
    expect((await outboxFor(t.database.db, user.email)).map((mail) => mail.kind)).toEqual(['reset_password']);
    expect(await outboxFor(t.database.db, 'nobody-here@example.hu')).toEqual([]);
  });

  it('writes the reset mail in the user’s language', async () => {
    const english = await createUser(t.database.db, { localeId: 2 });
    await requestReset(english.email);
    const [mail] = await outboxFor(t.database.db, english.email);
    expect(mail?.subject).toBe('Reset your password');
    expect(mail?.textBody).toContain('/en/reset-password?token=');
  });

  it('validates the e-mail', async () => {
    const response = await requestReset('not an email');
    expect(response.status).toBe(422);
    expect((await response.json()).errors.email).toEqual(['Érvényes e-mail címet adjon meg.']);
  });

  it('security: rate-limits per address and e-mail with 429 and Retry-After', async () => {
    const user = await createUser(t.database.db);
    const { post } = await browser();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post('/auth/forgot-password', { email: user.email })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await post('/auth/forgot-password', { email: user.email });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await outboxFor(t.database.db, user.email)).length).toBe(3);
  });
  it.runIf(testDriver() === 'pg')(
    'security: answers before it looks the account up, so its time tells nothing (PostgreSQL)',
    async () => {
      const user = await createUser(t.database.db);
      if (t.database.driver !== 'pg') return;
      // Another transaction holds the user's row: the reset link's token cannot be written meanwhile.
      const holder = await t.database.pool.connect();
      try {
        await holder.query('begin');
        await holder.query('select id from users where id = $1 for update', [user.id]);
        const { agent } = await browser();
        const headers = new Headers({
          'content-type': 'application/json',
          origin: 'http://vagheggi.localhost',
          'x-forwarded-for': '198.51.100.200',
          cookie: [...agent.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
          'x-xsrf-token': decodeURIComponent(agent.cookie('XSRF-TOKEN') ?? ''),
        });
        const answer = t.request('/auth/forgot-password', {
          method: 'POST',
          headers,
          body: JSON.stringify({ email: user.email }),
        });
        const timeout = new Promise<'blocked'>((resolve) => setTimeout(() => resolve('blocked'), 3_000));
        const first = await Promise.race([answer, timeout]);
        expect(first).not.toBe('blocked');
        expect((first as Response).status).toBe(200);
        expect(await outboxFor(t.database.db, user.email)).toEqual([]);
      } finally {
        await holder.query('commit');
        holder.release();
      }
      await settleAfterResponse();
      expect((await outboxFor(t.database.db, user.email)).map((mail) => mail.kind)).toEqual(['reset_password']);
    },
  );
});

describe('POST /auth/reset-password', () => {
  it('sets the new password once, logs out every session and verifies the e-mail', async () => {
    const user = await createUser(t.database.db, { verified: false });
    const loggedIn = t.agent();
    await loggedIn.login(user.email, user.password);
    await requestReset(user.email);
    const token = await resetToken(user.email);
    const { post } = await browser();
    const input = { token, email: user.email, password: 'Uj#Jelszo2024', password_confirmation: 'Uj#Jelszo2024' };
    const response = await post('/auth/reset-password', input);
    expect(response.status).toBe(200);
    expect((await response.json()).status).toContain('megváltoztattuk');
    expect((await loggedIn.get('/api/v1/user')).status).toBe(401);
    const again = await post('/auth/reset-password', {
      ...input,
      password: 'Masik#Jelszo1',
      password_confirmation: 'Masik#Jelszo1',
    });
    // Single-use for setting a password; refused as used, not as unknown (issue 18).
    expect(again.status).toBe(422);
    expect((await again.json()).code).toBe('reset_token_used');
    const fresh = t.agent();
    await fresh.login(user.email, 'Uj#Jelszo2024');
    expect((await (await fresh.get('/api/v1/user')).json()).data.email_verified_at).not.toBeNull();
  });

  it('opens any number of times before it is used, then says it was used (issue 18)', async () => {
    const user = await createUser(t.database.db);
    await requestReset(user.email);
    const token = await resetToken(user.email);
    const state = (email = user.email, key = token) =>
      t.request(`/api/v1/password-reset?${new URLSearchParams({ email, token: key })}`);
    // A mail scanner, a second render and the owner's own second click: reading spends nothing.
    for (let i = 0; i < 3; i++) {
      const response = await state();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ data: { status: 'valid' } });
    }
    const { post } = await browser();
    const input = { token, email: user.email, password: 'Uj#Jelszo2024', password_confirmation: 'Uj#Jelszo2024' };
    expect((await post('/auth/reset-password', input)).status).toBe(200);
    expect(await (await state()).json()).toEqual({ data: { status: 'used' } });
    const refused = await post('/auth/reset-password?locale_id=2', input);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: 'reset_token_used',
      errors: { email: ['A new password has already been set with this link. Log in with it, or ask for a new link.'] },
    });
    const other = await createUser(t.database.db);
    expect((await state(other.email)).status).toBe(404);
    const unknown = await state(user.email, 'forged');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('reset_token_invalid');
  });

  it('refuses an expired token, another e-mail’s token and a superseded token', async () => {
    const user = await createUser(t.database.db);
    const other = await createUser(t.database.db);
    await requestReset(user.email);
    const first = await resetToken(user.email);
    await requestReset(user.email);
    const second = await resetToken(user.email);
    const attempt = async (token: string, email: string) => {
      const { post } = await browser();
      return post('/auth/reset-password', {
        token,
        email,
        password: 'Uj#Jelszo2024',
        password_confirmation: 'Uj#Jelszo2024',
      });
    };
    expect((await attempt(first, user.email)).status).toBe(422);
    expect((await attempt(second, other.email)).status).toBe(422);
    await t.database.db.execute(
      sql`update user_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`,
    );
    const expired = await attempt(second, user.email);
    expect(expired.status).toBe(422);
    expect(await expired.json()).toMatchObject({ errors: { email: [expect.stringContaining('lejárt')] } });
  });

  it('validates the new password and its confirmation', async () => {
    const { post } = await browser();
    const response = await post('/auth/reset-password?locale_id=2', {
      token: 'x',
      email: 'a@b.hu',
      password: 'weak',
      password_confirmation: 'other',
    });
    expect(response.status).toBe(422);
    const { errors } = await response.json();
    expect(errors.password[0]).toContain('at least 8 characters');
    expect(errors.password_confirmation).toEqual(['The two passwords do not match.']);
  });
});

describe('security: failed logins of one account from many addresses (issue 17)', () => {
  async function failFromManyAddresses(email: string, times: number, from: number) {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) {
      const agent = t.agent();
      await agent.csrf();
      const headers = { 'x-forwarded-for': `198.51.100.${from + i}` };
      statuses.push((await agent.post('/auth/login', { email, password: 'Rossz#Jelszo1' }, { headers })).status);
    }
    return statuses;
  }

  it('locks the account after 10 failures from 10 addresses, mails its owner once, and a reset lifts it', async () => {
    const user = await createUser(t.database.db);
    expect(await failFromManyAddresses(user.email, 10, 1)).toEqual(Array(10).fill(422));
    const agent = t.agent();
    await agent.csrf();
    const locked = await agent.post(
      '/auth/login',
      { email: user.email, password: user.password },
      { headers: { 'x-forwarded-for': '198.51.100.99' } },
    );
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await locked.json()).code).toBe('login_locked');
    await failFromManyAddresses(user.email, 3, 20);
    const mails = await outboxFor(t.database.db, user.email);
    expect(mails.map((mail) => mail.kind)).toEqual(['login_locked']);
    expect(mails[0]?.textBody).toContain('/forgot-password');

    await requestReset(user.email);
    const { post } = await browser();
    const reset = await post('/auth/reset-password', {
      email: user.email,
      token: await resetToken(user.email),
      password: 'Uj#Jelszo2025',
      password_confirmation: 'Uj#Jelszo2025',
    });
    expect(reset.status).toBe(200);
    await t.agent().login(user.email, 'Uj#Jelszo2025');
  });

  it('locks an unknown e-mail alike, so the lock does not tell which accounts exist', async () => {
    const email = 'senki-sincs@example.hu';
    await failFromManyAddresses(email, 10, 40);
    const agent = t.agent();
    await agent.csrf();
    const answer = await agent.post(
      '/auth/login',
      { email, password: 'Rossz#Jelszo1' },
      { headers: { 'x-forwarded-for': '198.51.100.98' } },
    );
    expect(answer.status).toBe(429);
    expect(await outboxFor(t.database.db, email)).toEqual([]);
  });
});

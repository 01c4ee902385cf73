import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, linkParams, outboxFor, type TestApp } from '../../testing';

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
    expect(again.status).toBe(422);
    expect((await again.json()).code).toBe('reset_token_invalid');
    const fresh = t.agent();
    await fresh.login(user.email, 'Uj#Jelszo2024');
    expect((await (await fresh.get('/api/v1/user')).json()).data.email_verified_at).not.toBeNull();
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

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createOrder, createTestApp, createUser, linkParams, outboxFor, type TestApp } from '../../testing';

let t: TestApp;
let ip = 0;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

async function loggedIn(overrides = {}) {
  const user = await createUser(t.database.db, overrides);
  const agent = t.agent();
  await agent.login(user.email, user.password);
  return { user, agent };
}

describe('POST /api/v1/credential/', () => {
  it('switches the newsletter on and off', async () => {
    const { user, agent } = await loggedIn();
    const on = await agent.post('/api/v1/credential/', { wants_newsletter: '1' });
    expect(on.status).toBe(200);
    expect((await on.json()).data.credential.wants_newsletter).toBe(true);
    const [subscribed] = await queryRows<{ unsubscribed: boolean }>(
      t.database.db,
      sql`select unsubscribed_at is not null as unsubscribed from newsletter_subscriptions where email = ${user.email}`,
    );
    expect(subscribed?.unsubscribed).toBe(false);
    const off = await agent.post('/api/v1/credential', new URLSearchParams({ wants_newsletter: '0' }));
    expect((await off.json()).data.credential.wants_newsletter).toBe(false);
  });

  it('changes the password with the current one, ends the other sessions and revokes reset links', async () => {
    const { user, agent } = await loggedIn();
    const elsewhere = t.agent();
    await elsewhere.login(user.email, user.password);
    await t.database.db.execute(
      sql`insert into user_tokens (user_id, purpose, token_hash, expires_at) values (${user.id}, 'reset_password', 'h', now() + interval '1 hour')`,
    );
    const change = { current_password: user.password, password: 'Uj#Jelszo99', password_confirmation: 'Uj#Jelszo99' };
    const response = await agent.post('/api/v1/credential/', change);
    expect(response.status).toBe(200);
    expect((await agent.get('/api/v1/user')).status).toBe(200);
    expect((await elsewhere.get('/api/v1/user')).status).toBe(401);
    const tokens = await queryRows(t.database.db, sql`select 1 from user_tokens where user_id = ${user.id}`);
    expect(tokens).toEqual([]);
    const fresh = t.agent();
    await fresh.login(user.email, 'Uj#Jelszo99');
  });

  it('refuses a wrong current password and a weak new one', async () => {
    const { user, agent } = await loggedIn();
    const wrong = await agent.post('/api/v1/credential/', {
      current_password: 'Nem#Jo123',
      password: 'Uj#Jelszo99',
      password_confirmation: 'Uj#Jelszo99',
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors.current_password).toEqual(['A jelenlegi jelszó hibás.']);
    const weak = await agent.post('/api/v1/credential/?locale_id=2', {
      current_password: user.password,
      password: 'uj',
      password_confirmation: 'uj',
    });
    expect((await weak.json()).errors.password[0]).toContain('uppercase letter');
  });

  it('answers 401 to guests', async () => {
    const guest = t.agent();
    await guest.csrf();
    expect((await guest.post('/api/v1/credential/', { wants_newsletter: '1' })).status).toBe(401);
  });
});

describe('POST /api/v1/credential/self-delete', () => {
  it('confirms with the password and erases the account’s data', async () => {
    const { user, agent } = await loggedIn({ wantsNewsletter: true });
    await agent.post('/api/v1/credential/subscribe', {
      email: user.email,
      first_name: 'Teszt',
      wants_newsletter: 'true',
    });
    const refused = await agent.post('/api/v1/credential/self-delete', { password: 'Nem#Jo123' });
    expect(refused.status).toBe(422);
    expect((await agent.get('/api/v1/user')).status).toBe(200);
    const response = await agent.post('/api/v1/credential/self-delete', { password: user.password });
    expect(response.status).toBe(200);
    expect((await agent.get('/api/v1/user')).status).toBe(401);
    const left = await queryRows(
      t.database.db,
      sql`select 1 from newsletter_subscriptions where email = ${user.email}`,
    );
    expect(left).toEqual([]);
    const [row] = await queryRows<{ deleted: boolean; hash: string | null }>(
      t.database.db,
      sql`select u.deleted_at is not null as deleted, c.password_hash as hash
          from users u join user_credentials c on c.user_id = u.id where u.id = ${user.id}`,
    );
    expect(row).toEqual({ deleted: true, hash: null });
  });
});

describe('POST /api/v1/credential/email-check', () => {
  it('answers 200 for a free e-mail and the error response for a registered one', async () => {
    const user = await createUser(t.database.db);
    const agent = t.agent();
    await agent.csrf();
    const free = await agent.post('/api/v1/credential/email-check', { email: 'szabad@example.hu' });
    expect(free.status).toBe(200);
    expect(await free.json()).toEqual({ success: true, message: 'Ez az e-mail cím még szabad.' });
    const taken = await agent.post('/api/v1/credential/email-check?locale_id=2', { email: user.email });
    expect(taken.status).toBe(422);
    expect((await taken.json()).errors.email).toEqual(['This e-mail address is already registered.']);
  });

  it('security: is rate-limited per address', async () => {
    const agent = t.agent();
    await agent.csrf();
    const headers = { 'x-forwarded-for': '198.51.100.77' };
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await agent.post('/api/v1/credential/email-check', { email: `probe${i}@example.hu` }, { headers }))
        .status;
    }
    expect(last).toBe(429);
  });
});

describe('POST /api/v1/credential/self-activate-from-order', () => {
  const activation = (email: string, extra: Record<string, string> = {}) => {
    const form = new FormData();
    const fields = {
      email,
      first_name: 'Gábor',
      last_name: 'Vendég',
      password: 'Vendeg#2024',
      password_confirmation: 'Vendeg#2024',
      terms_accepted: 'on',
      ...extra,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return form;
  };
  const post = async (form: FormData) => {
    ip += 1;
    const agent = t.agent();
    await agent.csrf();
    const response = await agent.post('/api/v1/credential/self-activate-from-order', form, {
      headers: { 'x-forwarded-for': `192.0.2.${100 + ip}` },
    });
    return { agent, response };
  };

  it('without a payment key: creates an unverified account, sends the verification mail, opens no session', async () => {
    const { agent, response } = await post(activation('vendeg@example.hu', { captcha_token: 'test-pass' }));
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ message: expect.stringContaining('Erősítse meg') });
    expect((await agent.get('/api/v1/user')).status).toBe(401);
    expect((await outboxFor(t.database.db, 'vendeg@example.hu')).map((m) => m.kind)).toEqual(['verify_email']);
  });

  it('refuses a registered e-mail, an unknown payment key and a missing captcha', async () => {
    const user = await createUser(t.database.db);
    const taken = await post(activation(user.email, { captcha_token: 'test-pass' }));
    expect(taken.response.status).toBe(422);
    expect((await taken.response.json()).errors.email).toEqual(['Ezzel az e-mail címmel már regisztráltak.']);
    const unknownKey = await post(activation('kulcs@example.hu', { payment_key: 'no-such-order' }));
    expect(unknownKey.response.status).toBe(422);
    expect(Object.keys((await unknownKey.response.json()).errors)).toEqual(['payment_key']);
    const noCaptcha = await post(activation('robot@example.hu'));
    expect((await noCaptcha.response.json()).code).toBe('captcha_failed');
  });
});

describe('security: guest purchases are never taken over by e-mail alone (issue 17)', () => {
  let n = 0;
  const victimEmail = () => `aldozat${++n}.${Date.now()}@example.hu`;
  const password = 'Tamado#2024';
  const fields = (email: string, extra: Record<string, string> = {}) => {
    const form = new FormData();
    const values = {
      email,
      first_name: 'Támadó',
      last_name: 'Tamás',
      password,
      password_confirmation: password,
      phone_number: '+36 30 987 6543',
      terms_accepted: 'on',
      captcha_token: 'test-pass',
      ...extra,
    };
    for (const [name, value] of Object.entries(values)) form.append(name, value);
    return form;
  };
  const fresh = async (address: string) => {
    const agent = t.agent();
    await agent.csrf();
    return { agent, headers: { 'x-forwarded-for': address } };
  };
  const ordersOf = async (agent: Awaited<ReturnType<typeof fresh>>['agent']) =>
    ((await (await agent.get('/api/v1/orders')).json()).data ?? []) as { id: number }[];
  const userIdOf = async (email: string) =>
    (await queryRows<{ id: number }>(t.database.db, sql`select id from users where email = ${email}`))[0]?.id;

  it('activation without the payment key gets no order data and no session, and logging in shows no orders', async () => {
    const email = victimEmail();
    const order = await createOrder(t.database.db, { email });
    const { agent, headers } = await fresh('203.0.113.10');
    const response = await agent.post('/api/v1/credential/self-activate-from-order', fields(email), { headers });
    expect(response.status).toBe(202);
    const text = await response.text();
    expect(text).not.toContain(order.orderNumber);
    expect(text).not.toContain('Rendelő');
    expect((await agent.get('/api/v1/user')).status).toBe(401);
    expect((await agent.get('/api/v1/orders')).status).toBe(401);
    // Even with the password it chose, the unverified account holds none of the guest orders.
    await agent.login(email, password);
    expect(await ordersOf(agent)).toEqual([]);
    const [row] = await queryRows<{ user_id: number | null }>(
      t.database.db,
      sql`select user_id from orders where id = ${order.id}`,
    );
    expect(row?.user_id).toBeNull();
  });

  it('the mailbox owner registers over the unverified account: the intruder is logged out, the owner gets the orders once verified', async () => {
    const email = victimEmail();
    const order = await createOrder(t.database.db, { email });
    const intruder = await fresh('203.0.113.11');
    await intruder.agent.post('/auth/register', Object.fromEntries(fields(email)), { headers: intruder.headers });
    expect((await intruder.agent.get('/api/v1/user')).status).toBe(200);
    const intruderId = await userIdOf(email);

    const owner = await fresh('203.0.113.12');
    const check = await owner.agent.post('/api/v1/credential/email-check', { email }, { headers: owner.headers });
    expect(check.status).toBe(200);
    const registered = await owner.agent.post(
      '/auth/register',
      {
        ...Object.fromEntries(fields(email)),
        first_name: 'Valódi',
        password: 'Tulajdonos#1',
        password_confirmation: 'Tulajdonos#1',
      },
      { headers: owner.headers },
    );
    expect(registered.status).toBe(201);
    expect((await intruder.agent.get('/api/v1/user')).status).toBe(401);
    await intruder.agent.csrf();
    const relogin = await intruder.agent.post('/auth/login', { email, password }, { headers: intruder.headers });
    expect(relogin.status).toBe(422);
    expect(await userIdOf(email)).not.toBe(intruderId);
    expect(await ordersOf(owner.agent)).toEqual([]);

    const mails = await outboxFor(t.database.db, email);
    const link = linkParams(mails.at(-1) ?? { textBody: '' }, '/verify-email');
    const verified = await owner.agent.get(`/api/v1/email/verify/${link.get('id')}/${link.get('token')}`);
    expect(verified.status).toBe(200);
    expect((await ordersOf(owner.agent)).map((o) => o.id)).toEqual([order.id]);
  });

  it('a password reset by the mailbox owner takes the unverified account over, with the orders', async () => {
    const email = victimEmail();
    const order = await createOrder(t.database.db, { email });
    const intruder = await fresh('203.0.113.13');
    await intruder.agent.post('/auth/register', Object.fromEntries(fields(email)), { headers: intruder.headers });
    expect(await ordersOf(intruder.agent)).toEqual([]);

    const owner = await fresh('203.0.113.14');
    await owner.agent.post('/auth/forgot-password', { email }, { headers: owner.headers });
    const reset = await waitForMail(email, 'reset_password');
    const params = linkParams(reset, '/reset-password');
    const done = await owner.agent.post(
      '/auth/reset-password',
      { email, token: params.get('token'), password: 'Tulajdonos#1', password_confirmation: 'Tulajdonos#1' },
      { headers: owner.headers },
    );
    expect(done.status).toBe(200);
    expect((await intruder.agent.get('/api/v1/user')).status).toBe(401);
    await owner.agent.login(email, 'Tulajdonos#1');
    expect((await ordersOf(owner.agent)).map((o) => o.id)).toEqual([order.id]);
  });

  it('a verified account still owns its e-mail', async () => {
    const user = await createUser(t.database.db);
    const { agent, headers } = await fresh('203.0.113.15');
    const response = await agent.post('/auth/register', Object.fromEntries(fields(user.email)), { headers });
    expect(response.status).toBe(422);
    expect((await response.json()).errors.email).toBeDefined();
    await t.agent().login(user.email, user.password);
  });
});

/** The mail of a kind queued for an address, waiting for it when it is queued after the answer. */
async function waitForMail(to: string, kind: string) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mail = (await outboxFor(t.database.db, to)).find((m) => m.kind === kind);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no ${kind} mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

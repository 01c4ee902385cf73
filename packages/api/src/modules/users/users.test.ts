import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { educationLevels } from '../../db/schema';
import { type Agent, countQueries, createTestApp, createUser, type TestApp, type TestUser } from '../../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

async function loggedIn(overrides = {}): Promise<{ user: TestUser; agent: Agent }> {
  const user = await createUser(t.database.db, overrides);
  const agent = t.agent();
  await agent.login(user.email, user.password);
  return { user, agent };
}

describe('GET /api/v1/user', () => {
  it('reads the session, then the profile with its roles in one statement (issue 23: every personal render asks)', async () => {
    const { user, agent } = await loggedIn({ roles: ['beautician', 'customer'], wantsNewsletter: true });
    let response: Response | undefined;
    // Session, profile with roles, and the balances a beautician sees: 3 (4 when roles were a statement of their own).
    expect(await countQueries(t.database, async () => (response = await agent.get('/api/v1/user')))).toBe(3);
    const body = await response?.json();
    expect(body.data).toMatchObject({
      id: user.id,
      email: user.email,
      credential: {
        roles: [
          { id: 1, name: 'customer' },
          { id: 3, name: 'beautician' },
        ],
        wants_newsletter: true,
      },
      balance: { marketing: { current: 0 }, global: { current: 0 } },
    });
    const customer = await loggedIn();
    expect(await countQueries(t.database, () => customer.agent.get('/api/v1/user'))).toBe(2);
  });

  it('answers an account without roles with none, and 401 once the account is deleted', async () => {
    const { user, agent } = await loggedIn();
    await t.database.db.execute(sql`delete from user_roles where user_id = ${user.id}`);
    const body = await (await agent.get('/api/v1/user')).json();
    expect(body.data.credential.roles).toEqual([]);
    expect(body.data.balance).toEqual({ marketing: null, global: null });
    await t.database.db.execute(sql`update users set deleted_at = now() where id = ${user.id}`);
    expect((await agent.get('/api/v1/user')).status).toBe(401);
  });
});

describe('POST /api/v1/users/{id} (_method=PUT)', () => {
  it('updates the fields sent, as a form with _method=PUT, and leaves the others alone', async () => {
    const { user, agent } = await loggedIn();
    const [level] = await t.database.db
      .insert(educationLevels)
      .values({ sort: 1 })
      .returning({ id: educationLevels.id });
    const form = new FormData();
    form.append('_method', 'PUT');
    form.append('first_name', 'Zsófia');
    form.append('phone_number', '+36701234567');
    form.append('tax_number', '10625790244');
    form.append('highest_level_of_education_id', String(level?.id));
    const response = await agent.post(`/api/v1/users/${user.id}`, form);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.message).toBe('Az adatait elmentettük.');
    expect(body.data).toMatchObject({
      first_name: 'Zsófia',
      last_name: expect.stringContaining('Elek'),
      phone_number: '+36 70 123 4567',
      tax_number: '10625790-2-44',
      highest_level_of_education_id: level?.id,
    });
    const cleared = await agent.post(`/api/v1/users/${user.id}`, { tax_number: '', company_name: '' });
    expect((await cleared.json()).data).toMatchObject({ tax_number: null, company_name: null, first_name: 'Zsófia' });
  });

  it('answers field errors in the request language and refuses an unknown education level', async () => {
    const { user, agent } = await loggedIn();
    const response = await agent.post(`/api/v1/users/${user.id}?locale_id=2`, {
      last_name: 'K4',
      highest_level_of_education_id: 99999,
    });
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors.last_name).toEqual([
      'Enter at least 2 letters; only letters, dots, spaces and hyphens are allowed.',
    ]);
    const unknown = await agent.post(`/api/v1/users/${user.id}?locale_id=2`, { highest_level_of_education_id: 99999 });
    expect((await unknown.json()).errors.highest_level_of_education_id).toEqual([
      'Choose an education level from the list.',
    ]);
  });

  it('also takes PUT, and answers 401 to guests', async () => {
    const { user, agent } = await loggedIn();
    const put = await agent.request(`/api/v1/users/${user.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ last_name: 'Tóth' }),
    });
    expect((await put.json()).data.last_name).toBe('Tóth');
    const guest = t.agent();
    await guest.csrf();
    expect((await guest.post(`/api/v1/users/${user.id}`, { last_name: 'Hacker' })).status).toBe(401);
  });
});

describe('DELETE /api/v1/users/{id}', () => {
  it('needs the password, then erases the personal data and logs out', async () => {
    const { user, agent } = await loggedIn();
    const wrong = await agent.request(`/api/v1/users/${user.id}`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'Wrong#123' }),
    });
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).errors.password).toEqual(['A jelenlegi jelszó hibás.']);
    const response = await agent.request(`/api/v1/users/${user.id}`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ password: user.password }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: 'A fiókját és a személyes adatait töröltük.' });
    expect((await agent.get('/api/v1/user')).status).toBe(401);
    const [row] = await queryRows<{ email: string; first_name: string; phone_number: string | null }>(
      t.database.db,
      sql`select email, first_name, phone_number from users where id = ${user.id}`,
    );
    expect(row).toEqual({ email: `deleted-${user.id}@deleted.invalid`, first_name: '', phone_number: null });
    const again = t.agent();
    await again.csrf();
    expect((await again.post('/auth/login', { email: user.email, password: user.password })).status).toBe(422);
  });
});

describe('security: passwords', () => {
  it('are stored as argon2id hashes and never appear in an answer', async () => {
    const { user, agent } = await loggedIn();
    const [row] = await queryRows<{ password_hash: string }>(
      t.database.db,
      sql`select password_hash from user_credentials where user_id = ${user.id}`,
    );
    expect(row?.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const text = await (await agent.get('/api/v1/user')).text();
    expect(text).not.toContain('argon2');
    expect(text).not.toContain(user.password);
    expect(text).not.toMatch(/password/i);
  });
});

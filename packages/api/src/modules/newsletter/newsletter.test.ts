import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, createUser, type TestApp } from '../../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

const subscription = (email: string) =>
  queryRows<{ first_name: string; user_id: number | null; locale_id: number }>(
    t.database.db,
    sql`select first_name, user_id, locale_id from newsletter_subscriptions where email = ${email}`,
  );

describe('POST /api/v1/credential/subscribe', () => {
  it('subscribes a guest from a form with wants_newsletter as a string', async () => {
    const agent = t.agent();
    await agent.csrf();
    const form = new FormData();
    for (const [k, v] of Object.entries({ email: 'Hirlevel@Example.hu', first_name: 'Hanna', wants_newsletter: '1' }))
      form.append(k, v);
    const response = await agent.post('/api/v1/credential/subscribe?locale_id=2', form);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: 'Thank you for subscribing to our newsletter!' });
    expect(await subscription('hirlevel@example.hu')).toEqual([{ first_name: 'Hanna', user_id: null, locale_id: 2 }]);
    // Subscribing again is fine and does not duplicate.
    expect(
      (
        await agent.post('/api/v1/credential/subscribe', {
          email: 'hirlevel@example.hu',
          first_name: 'Hanna',
          wants_newsletter: 'true',
        })
      ).status,
    ).toBe(200);
    expect(await subscription('hirlevel@example.hu')).toHaveLength(1);
  });

  it('needs the consent, a first name and a valid e-mail', async () => {
    const agent = t.agent();
    await agent.csrf();
    const response = await agent.post('/api/v1/credential/subscribe', {
      email: 'x',
      first_name: '',
      wants_newsletter: '0',
    });
    expect(response.status).toBe(422);
    expect((await response.json()).errors).toEqual({
      email: ['Érvényes e-mail címet adjon meg.'],
      first_name: ['A mező kitöltése kötelező.'],
      wants_newsletter: ['A feliratkozáshoz fogadja el a hírlevélküldést.'],
    });
  });

  it('security: ignores a user_id that is not the session’s, and flags the logged-in user’s own e-mail', async () => {
    const victim = await createUser(t.database.db);
    const guest = t.agent();
    await guest.csrf();
    await guest.post('/api/v1/credential/subscribe', {
      email: 'attacker@example.hu',
      first_name: 'Tamás',
      wants_newsletter: '1',
      user_id: String(victim.id),
    });
    expect(await subscription('attacker@example.hu')).toEqual([expect.objectContaining({ user_id: null })]);

    const user = await createUser(t.database.db);
    const agent = t.agent();
    await agent.login(user.email, user.password);
    await agent.post('/api/v1/credential/subscribe', {
      email: user.email,
      first_name: 'Teszt',
      wants_newsletter: '1',
      user_id: String(victim.id),
    });
    expect(await subscription(user.email)).toEqual([expect.objectContaining({ user_id: user.id })]);
    expect((await (await agent.get('/api/v1/user')).json()).data.credential.wants_newsletter).toBe(true);
  });
});

import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HostId } from '@vag/domain';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { testCaptcha } from '../../lib/captcha';
import type { ApiOptions } from '../../lib/context';
import { runHousekeeping } from '../../lib/housekeeping';
import { createMailTransport } from '../../lib/mail';
import { type Agent, createTestApp, createUser, type TestApp } from '../../testing';
import { composeNewsletterMail, listNewsletterRecipients } from './newsletter.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

const subscription = (email: string) =>
  queryRows<{ first_name: string; user_id: number | null; locale_id: number; confirmed: boolean }>(
    t.database.db,
    sql`select first_name, user_id, locale_id, confirmed_at is not null as confirmed
        from newsletter_subscriptions where email = ${email}`,
  );

const confirmationMails = (email: string) =>
  queryRows<{ subject: string; text_body: string }>(
    t.database.db,
    sql`select subject, text_body from mail_outbox where kind = 'newsletter_confirm' and to_address = ${email} order by id`,
  );

/** The confirmation link's token, read from the last mail to `email`, as its owner would. */
async function mailedToken(email: string): Promise<string> {
  const mails = await confirmationMails(email);
  const token = /\/newsletter\/confirm\?token=([\w-]+)/.exec(mails.at(-1)?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
}

const recipients = async () => (await listNewsletterRecipients(t.database.db, HostId.shop)).map((r) => r.email);

async function visitor(): Promise<Agent> {
  const agent = t.agent();
  await agent.csrf();
  return agent;
}

let client = 0;
/** Each call from its own address: the per-address limit of the form is not what these tests are about. */
const subscribeAs = (agent: Agent, email: string, firstName = 'Hanna') =>
  agent.post(
    '/api/v1/credential/subscribe',
    { email, first_name: firstName, wants_newsletter: '1' },
    { headers: { 'x-forwarded-for': `198.51.100.${++client}` } },
  );

describe('POST /api/v1/credential/subscribe: double opt-in', () => {
  it('stores a guest’s address unconfirmed and mails a single-use link; nothing is sent to it yet', async () => {
    const agent = await visitor();
    const form = new FormData();
    for (const [k, v] of Object.entries({ email: 'Hirlevel@Example.hu', first_name: 'Hanna', wants_newsletter: '1' }))
      form.append(k, v);
    const response = await agent.post('/api/v1/credential/subscribe?locale_id=2', form);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: 'Thank you! We have sent an e-mail to the address you gave: confirm your subscription with its link.',
    });
    expect(await subscription('hirlevel@example.hu')).toEqual([
      { first_name: 'Hanna', user_id: null, locale_id: 2, confirmed: false },
    ]);
    const [mail] = await confirmationMails('hirlevel@example.hu');
    expect(mail?.subject).toBe('Confirm your newsletter subscription');
    const token = await mailedToken('hirlevel@example.hu');
    // Only the token's hash is kept.
    const stored = await queryRows<{ hash: string }>(
      t.database.db,
      sql`select confirmation_token_hash as hash from newsletter_subscriptions where email = 'hirlevel@example.hu'`,
    );
    expect(stored[0]?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.hash).not.toBe(token);
    expect(await recipients()).not.toContain('hirlevel@example.hu');
    // Asking again at once neither duplicates the row nor mails again.
    expect((await subscribeAs(agent, 'hirlevel@example.hu')).status).toBe(200);
    expect(await subscription('hirlevel@example.hu')).toHaveLength(1);
    expect(await confirmationMails('hirlevel@example.hu')).toHaveLength(1);
  });

  it('needs the consent, a first name and a valid e-mail', async () => {
    const agent = await visitor();
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
    const guest = await visitor();
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

  it('security: a stranger re-subscribing a confirmed address changes nothing, mails nothing and is told the same', async () => {
    const owner = await visitor();
    await subscribeAs(owner, 'confirmed@example.hu', 'Olga');
    await owner.post('/api/v1/newsletter/confirm', { token: await mailedToken('confirmed@example.hu') });
    const stranger = await visitor();
    const again = await subscribeAs(stranger, 'confirmed@example.hu', 'Mallory');
    const fresh = await subscribeAs(stranger, 'someone.new@example.hu', 'Mallory');
    expect(await again.json()).toEqual(await fresh.json());
    expect(await subscription('confirmed@example.hu')).toEqual([expect.objectContaining({ first_name: 'Olga' })]);
    expect(await confirmationMails('confirmed@example.hu')).toHaveLength(1);
    expect(await recipients()).toContain('confirmed@example.hu');
  });
});

describe('the confirmation link', () => {
  it('reading its state spends nothing; the click confirms; a second click says “already confirmed”', async () => {
    const agent = await visitor();
    await subscribeAs(agent, 'confirm.me@example.hu');
    const token = await mailedToken('confirm.me@example.hu');
    // A prefetch, a link scanner or a second render: GET only reads.
    for (let i = 0; i < 2; i++) {
      const state = await t.request(`/api/v1/newsletter/confirmation?token=${token}`);
      expect(state.status).toBe(200);
      expect(state.headers.get('cache-control')).toBe('private, no-store');
      expect(await state.json()).toEqual({ data: { status: 'pending' } });
    }
    expect(await recipients()).not.toContain('confirm.me@example.hu');

    const confirmed = await agent.post('/api/v1/newsletter/confirm?locale_id=2', { token });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({
      message: 'Your subscription is confirmed. Thank you!',
      code: 'newsletter_confirmed',
    });
    expect(await recipients()).toContain('confirm.me@example.hu');
    const twice = await agent.post('/api/v1/newsletter/confirm', { token });
    expect(await twice.json()).toEqual({
      message: 'Feliratkozását már korábban megerősítette.',
      code: 'newsletter_already_confirmed',
    });
    expect(await (await t.request(`/api/v1/newsletter/confirmation?token=${token}`)).json()).toEqual({
      data: { status: 'confirmed' },
    });
  });

  it('is forgotten by housekeeping when it was never opened within its 7 days', async () => {
    const agent = await visitor();
    await subscribeAs(agent, 'never.opened@example.hu');
    await subscribeAs(agent, 'opened@example.hu');
    await agent.post('/api/v1/newsletter/confirm', { token: await mailedToken('opened@example.hu') });
    await t.database.db.execute(
      sql`update newsletter_subscriptions set consented_at = now() - interval '8 days'
          where email in ('never.opened@example.hu', 'opened@example.hu')`,
    );
    await runHousekeeping(t.database.db);
    expect(await subscription('never.opened@example.hu')).toEqual([]);
    expect(await subscription('opened@example.hu')).toHaveLength(1);
  });

  it('answers 404 newsletter_link_invalid to an unknown or expired token', async () => {
    const agent = await visitor();
    const unknown = await agent.post('/api/v1/newsletter/confirm', { token: 'not-a-token' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('newsletter_link_invalid');
    await subscribeAs(agent, 'late@example.hu');
    const token = await mailedToken('late@example.hu');
    await t.database.db.execute(
      sql`update newsletter_subscriptions set consented_at = now() - interval '8 days' where email = 'late@example.hu'`,
    );
    expect((await agent.post('/api/v1/newsletter/confirm', { token })).status).toBe(404);
    expect(await recipients()).not.toContain('late@example.hu');
  });
});

describe('unsubscribing', () => {
  async function confirmedSubscriber(email: string) {
    const agent = await visitor();
    await subscribeAs(agent, email);
    const confirmToken = await mailedToken(email);
    await agent.post('/api/v1/newsletter/confirm', { token: confirmToken });
    const [recipient] = (await listNewsletterRecipients(t.database.db, HostId.shop)).filter((r) => r.email === email);
    if (!recipient) throw new Error(`${email} is not a recipient`);
    return { recipient, confirmToken };
  }

  it('works in one click without login or CSRF token (RFC 8058 one-click POST), and again', async () => {
    const { recipient, confirmToken } = await confirmedSubscriber('leaving@example.hu');
    const oneClick = () =>
      t.request(`/api/v1/newsletter/unsubscribe?token=${recipient.unsubscribeToken}&locale_id=2`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
    const first = await oneClick();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      message: 'You have unsubscribed from our newsletter: we will send no more newsletters to this address.',
      code: 'newsletter_unsubscribed',
    });
    expect(await recipients()).not.toContain('leaving@example.hu');
    // A second click (or the page opened again) says it is done already, never "invalid" (issue 18).
    const again = await oneClick();
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({
      message: 'You have already unsubscribed from our newsletter: we send no newsletters to this address.',
      code: 'newsletter_already_unsubscribed',
    });
    // The old confirmation link cannot bring the address back.
    const agent = await visitor();
    expect((await agent.post('/api/v1/newsletter/confirm', { token: confirmToken })).status).toBe(404);
    const unknown = await t.request('/api/v1/newsletter/unsubscribe?token=nope', { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('newsletter_link_invalid');
  });

  it('reading the link’s state unsubscribes nothing; once unsubscribed it says so on every open', async () => {
    const { recipient } = await confirmedSubscriber('reading@example.hu');
    const state = () => t.request(`/api/v1/newsletter/unsubscription?token=${recipient.unsubscribeToken}`);
    for (let i = 0; i < 2; i++) {
      const response = await state();
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.json()).toEqual({ data: { status: 'subscribed' } });
    }
    expect(await recipients()).toContain('reading@example.hu');
    await t.request(`/api/v1/newsletter/unsubscribe?token=${recipient.unsubscribeToken}`, { method: 'POST' });
    expect(await (await state()).json()).toEqual({ data: { status: 'unsubscribed' } });
    const unknown = await t.request('/api/v1/newsletter/unsubscription?token=nope');
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).code).toBe('newsletter_link_invalid');
  });

  it('turns the account’s newsletter switch off too', async () => {
    const user = await createUser(t.database.db);
    const agent = t.agent();
    await agent.login(user.email, user.password);
    await agent.post('/api/v1/credential/', { wants_newsletter: '1' });
    const [recipient] = (await listNewsletterRecipients(t.database.db, HostId.shop)).filter(
      (r) => r.email === user.email,
    );
    await t.request(`/api/v1/newsletter/unsubscribe?token=${recipient?.unsubscribeToken}`, { method: 'POST' });
    expect((await (await agent.get('/api/v1/user')).json()).data.credential.wants_newsletter).toBe(false);
  });
});

describe('the account’s newsletter switch', () => {
  it('confirms a verified e-mail at once (its owner proved the mailbox) and mails no link', async () => {
    const user = await createUser(t.database.db);
    const agent = t.agent();
    await agent.login(user.email, user.password);
    expect((await agent.post('/api/v1/credential/', { wants_newsletter: '1' })).status).toBe(200);
    expect(await subscription(user.email)).toEqual([expect.objectContaining({ confirmed: true, user_id: user.id })]);
    expect(await confirmationMails(user.email)).toHaveLength(0);
    expect(await recipients()).toContain(user.email);
  });

  it('asks an account whose e-mail is not verified yet to confirm by mail', async () => {
    const user = await createUser(t.database.db, { verified: false });
    const agent = t.agent();
    await agent.login(user.email, user.password);
    expect((await agent.post('/api/v1/credential/', { wants_newsletter: '1' })).status).toBe(200);
    expect(await subscription(user.email)).toEqual([expect.objectContaining({ confirmed: false })]);
    expect(await confirmationMails(user.email)).toHaveLength(1);
    expect(await recipients()).not.toContain(user.email);
  });
});

describe('newsletter mails', () => {
  it('go to confirmed subscribers only, each with an unsubscribe link and List-Unsubscribe headers', async () => {
    const agent = await visitor();
    await subscribeAs(agent, 'reader@example.hu', 'Rita');
    await agent.post('/api/v1/newsletter/confirm', { token: await mailedToken('reader@example.hu') });
    await subscribeAs(agent, 'pending.reader@example.hu');
    const list = await listNewsletterRecipients(t.database.db, HostId.shop);
    expect(list.map((r) => r.email)).toContain('reader@example.hu');
    expect(list.map((r) => r.email)).not.toContain('pending.reader@example.hu');

    const recipient = list.find((r) => r.email === 'reader@example.hu');
    if (!recipient) throw new Error('no recipient');
    const issue = { subject: { hu: 'Őszi újdonságok', en: 'Autumn news' }, lines: { hu: ['Szia!'], en: ['Hello!'] } };
    const mail = composeNewsletterMail(appOptions(), HostId.shop, recipient, issue);
    const page = `http://vagheggi.localhost:3000/newsletter/unsubscribe?token=${recipient.unsubscribeToken}`;
    expect(mail.text).toContain(page);
    expect(mail.html).toContain(page);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<http://vagheggi.localhost:3000/api/v1/newsletter/unsubscribe?token=${recipient.unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    // As sent: the headers are in the message itself.
    const dir = await mkdtemp(join(tmpdir(), 'vag-newsletter-'));
    try {
      const transport = createMailTransport({ from: 'Vagheggi <hirlevel@vagheggi.hu>', dir });
      await transport.send({ id: 1, ...mail });
      const [file] = await readdir(dir);
      // Long header lines are folded; unfolded they read as one.
      const eml = (await readFile(join(dir, file ?? ''), 'utf8')).replace(/\r?\n[ \t]+/g, ' ');
      expect(eml).toMatch(/^List-Unsubscribe: <http:\/\/vagheggi\.localhost:3000\/api\/v1\/newsletter\/unsubscribe\?/m);
      expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

/** The test app's options: the default site URLs. */
const appOptions = (): ApiOptions => ({
  database: t.database,
  logger: pino({ level: 'silent' }),
  shopHostWord: 'vagheggi',
  captcha: testCaptcha,
});

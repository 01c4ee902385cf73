import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { TEST_CAPTCHA_PASS } from '../../lib/captcha';
import { ACADEMY_HOST, type Agent, createTestApp, outboxFor, type TestApp } from '../../testing';

const valid = {
  name: 'Kiss Anna',
  email: 'Anna.Kiss@example.com',
  phone: '+36 30 123 4567',
  message: 'Szeretnék időpontot kérni egy arckezelésre.',
  consent: true,
  captcha_token: TEST_CAPTCHA_PASS,
};

describe('POST /api/v1/contact-requests', () => {
  let t: TestApp;
  let ipCounter = 0;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.dispose());

  /** A browser with its CSRF token, calling from its own address so rate limits do not mix. */
  async function visitor(
    host?: string,
  ): Promise<{ agent: Agent; send: (body: unknown, query?: string) => Promise<Response> }> {
    const agent = t.agent(host);
    await agent.csrf();
    const ip = `203.0.113.${++ipCounter}`;
    return {
      agent,
      send: (body, query = '') =>
        agent.post(`/api/v1/contact-requests${query}`, body, { headers: { 'x-forwarded-for': ip } }),
    };
  }

  const stored = () =>
    queryRows<{
      host_id: number;
      locale_id: number;
      name: string;
      email: string;
      phone: string | null;
      message: string;
    }>(t.database.db, sql`select host_id, locale_id, name, email, phone, message from contact_requests order by id`);

  it('stores a valid message and thanks the sender in their language', async () => {
    const { send } = await visitor();
    const response = await send(valid, '?locale_id=1');
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({
      message: 'Köszönjük az üzenetét! Munkatársunk hamarosan válaszol.',
      code: 'contact_request_received',
    });
    const english = await (await visitor(ACADEMY_HOST)).send(
      { ...valid, phone: '', consent: 'on', name: "Mary O'Neil" },
      '?locale_id=2',
    );
    expect(english.status).toBe(201);
    expect((await english.json()).message).toBe('Thank you for your message! We will get back to you soon.');
    expect(await stored()).toEqual([
      {
        host_id: 1,
        locale_id: 1,
        name: 'Kiss Anna',
        email: 'anna.kiss@example.com',
        phone: '+36 30 123 4567',
        message: valid.message,
      },
      {
        host_id: 2,
        locale_id: 2,
        name: "Mary O'Neil",
        email: 'anna.kiss@example.com',
        phone: null,
        message: valid.message,
      },
    ]);
    const copies = await outboxFor(t.database.db, 'anna.kiss@example.com');
    expect(copies.map((mail) => mail.subject)).toEqual(['Megkaptuk üzenetét', 'We have received your message']);
    expect(copies[1]?.textBody).toContain(valid.message);
    expect(copies[1]?.htmlBody).toContain('Dear Mary O&#39;Neil,');
    // Each copy wears the brand of the site it was sent from.
    expect(copies[0]?.htmlBody).not.toContain('Vagheggi Akadémia');
    expect(copies[1]?.htmlBody).toContain('Vagheggi Academy');
  });

  it('answers 422 with a Hungarian message for every missing field', async () => {
    const { send } = await visitor();
    const response = await send({}, '?locale_id=1');
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body).toMatchObject({ code: 'validation_failed', message: 'A megadott adatok hibásak.' });
    expect(body.errors).toEqual({
      name: ['A mező kitöltése kötelező.'],
      email: ['A mező kitöltése kötelező.'],
      message: ['A mező kitöltése kötelező.'],
      consent: ['Az üzenet elküldéséhez fogadja el az adatkezelési tájékoztatót.'],
    });
  });

  it('explains invalid fields in English when the request is English', async () => {
    const { send } = await visitor();
    const response = await send(
      { ...valid, name: '1', email: 'not-an-email', phone: 'call me', message: 'Hi', consent: false },
      '?locale_id=2',
    );
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.message).toBe('The given data was invalid.');
    expect(body.errors).toEqual({
      name: ['Enter your name (at least 2 letters; letters, spaces, dots, hyphens and apostrophes).'],
      email: ['Enter a valid e-mail address.'],
      phone: ['Enter a valid phone number, for example +36 30 123 4567.'],
      message: ['The message must be at least 10 characters long.'],
      consent: ['Please accept the privacy notice to send your message.'],
    });
  });

  it('refuses a failed or missing bot check with contact_recaptcha_error, storing nothing', async () => {
    const before = (await stored()).length;
    const mailsBefore = (await outboxFor(t.database.db, valid.email)).length;
    const { send } = await visitor();
    for (const captcha_token of ['bot', undefined]) {
      const response = await send({ ...valid, captcha_token }, '?locale_id=2');
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({
        code: 'contact_recaptcha_error',
        message: 'The bot check failed. Please reload the page and send your message again.',
      });
    }
    expect(await stored()).toHaveLength(before);
    expect(await outboxFor(t.database.db, valid.email)).toHaveLength(mailsBefore);
  });

  it('allows 5 messages per address in 10 minutes, then answers 429 with Retry-After', async () => {
    const { send } = await visitor();
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await send(valid)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const limited = await send(valid, '?locale_id=1');
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect((await limited.json()).code).toBe('too_many_requests');
    expect((await (await visitor()).send(valid)).status).toBe(201);
  });
});

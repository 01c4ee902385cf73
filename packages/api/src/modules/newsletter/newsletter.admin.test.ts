import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { createTestApp, createUser, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin, type TestStaff } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { userCredentials } from '../users/users.schema';
import { newsletterSubscriptions } from './newsletter.schema';
import { listNewsletterRecipients, unsubscriptionState } from './newsletter.service';

/*
 * The back office's newsletter (issue 20): only confirmed subscribers are listed and exported, the
 * CSV is RFC 4180 and safe to open in a spreadsheet, and a member's unsubscribe does what the
 * subscriber's own link does, audited; customers.read reads, customers.manage unsubscribes.
 */

let t: TestApp;
let db: Db;
let admin: TestAdmin;
let owner: Agent;
let ownerMember: TestStaff;
let userId: number;

async function subscription(values: {
  email: string;
  firstName: string;
  hostId: 1 | 2;
  localeId?: 1 | 2;
  confirmed?: boolean;
  unsubscribed?: boolean;
  userId?: number;
}) {
  const [row] = await db
    .insert(newsletterSubscriptions)
    .values({
      email: values.email,
      firstName: values.firstName,
      hostId: values.hostId,
      localeId: values.localeId ?? 1,
      userId: values.userId ?? null,
      confirmedAt: values.confirmed === false ? null : new Date(),
      unsubscribedAt: values.unsubscribed ? new Date() : null,
      unsubscribeToken: `token-${values.email}`,
    })
    .returning();
  return row?.id ?? 0;
}

async function signedIn(role: TestStaff['role']) {
  const agent = admin.agent();
  const member = await createStaffMember(t, { role });
  await signInStaff(agent, member);
  return { agent, member };
}

const emails = async (agent: Agent, query = '') => {
  const response = await agent.get(`/api/admin/v1/newsletter/subscribers${query}`);
  expect(response.status).toBe(200);
  return (await response.json()).data.map((row: { email: string }) => row.email);
};

const ids = { anna: 0, reka: 0, mary: 0 };
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = createTestAdmin(t);
  ({ agent: owner, member: ownerMember } = await signedIn('owner'));
  const user = await createUser(db, { email: 'toth.reka@example.hu' });
  userId = user.id;
  await db.update(userCredentials).set({ wantsNewsletter: true }).where(eq(userCredentials.userId, userId));
  ids.anna = await subscription({ email: 'anna@example.hu', firstName: 'Anna', hostId: 1 });
  ids.reka = await subscription({ email: 'toth.reka@example.hu', firstName: 'Réka', hostId: 2, userId });
  ids.mary = await subscription({
    email: 'mary@example.com',
    firstName: '=HYPERLINK("x"),"Mary"',
    hostId: 2,
    localeId: 2,
  });
  await subscription({ email: 'pending@example.hu', firstName: 'Pál', hostId: 1, confirmed: false });
  await subscription({ email: 'gone@example.hu', firstName: 'Gábor', hostId: 1, unsubscribed: true });
});
afterAll(() => t.dispose());

describe('GET /api/admin/v1/newsletter/subscribers', () => {
  it('lists only confirmed, subscribed addresses, newest first, by site, language and search', async () => {
    expect(await emails(owner)).toEqual(['mary@example.com', 'toth.reka@example.hu', 'anna@example.hu']);
    const response = await owner.get('/api/admin/v1/newsletter/subscribers?per_page=1');
    const body = await response.json();
    expect(body.meta).toMatchObject({ total: 3, last_page: 3 });
    expect(body.data[0]).toMatchObject({ site: 'academy', locale: 'en', registered: false });
    expect(await emails(owner, '?site=shop')).toEqual(['anna@example.hu']);
    expect(await emails(owner, '?locale=en')).toEqual(['mary@example.com']);
    expect(await emails(owner, '?q=R%C3%A9KA')).toEqual(['toth.reka@example.hu']);
  });

  it('exports the confirmed list as RFC 4180 CSV with formula-looking cells made text', async () => {
    const response = await owner.get('/api/admin/v1/newsletter/subscribers.csv?site=academy');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('email,first_name,site,locale,registered,consented_at,confirmed_at');
    expect(lines[1]).toMatch(/^toth\.reka@example\.hu,Réka,academy,hu,yes,\d{4}-/);
    expect(lines[2]).toMatch(/^mary@example\.com,"'=HYPERLINK\(""x""\),""Mary""",academy,en,no,/);
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(text).not.toContain('pending@example.hu');
    const [exported] = await queryRows<{ action: string; staff_id: number; after: unknown }>(
      db,
      sql`select action, staff_id, after from audit_log where action = 'newsletter_subscription.export'`,
    );
    expect(exported).toEqual({
      action: 'newsletter_subscription.export',
      staff_id: ownerMember.id,
      after: { site: 'academy', locale: null, q: null, count: 2 },
    });
  });
});

describe('POST /api/admin/v1/newsletter/subscribers/{id}/unsubscribe', () => {
  it('does what the subscriber’s own link does, once, with the audit row', async () => {
    const response = await owner.post(`/api/admin/v1/newsletter/subscribers/${ids.reka}/unsubscribe`);
    expect(response.status).toBe(200);
    expect((await response.json()).code).toBe('newsletter_staff_unsubscribed');
    expect(await emails(owner)).not.toContain('toth.reka@example.hu');
    expect((await listNewsletterRecipients(db, 2)).map((r) => r.email)).toEqual(['mary@example.com']);
    expect(await unsubscriptionState(db, 'token-toth.reka@example.hu')).toBe('unsubscribed');
    const [user] = await db
      .select({ wants: userCredentials.wantsNewsletter })
      .from(userCredentials)
      .where(eq(userCredentials.userId, userId));
    expect(user?.wants).toBe(false);
    const again = await owner.post(`/api/admin/v1/newsletter/subscribers/${ids.reka}/unsubscribe`);
    expect((await again.json()).code).toBe('newsletter_staff_already_unsubscribed');
    const audits = await queryRows<{
      action: string;
      staff_id: number;
      host_id: number;
      before: unknown;
      after: unknown;
    }>(
      db,
      sql`select action, staff_id, host_id, before, after from audit_log
          where action = 'newsletter_subscription.unsubscribe'`,
    );
    expect(audits).toEqual([
      {
        action: 'newsletter_subscription.unsubscribe',
        staff_id: ownerMember.id,
        host_id: 2,
        before: { email: 'toth.reka@example.hu', unsubscribed_at: null },
        after: { email: 'toth.reka@example.hu', unsubscribed_at: expect.any(String) },
      },
    ]);
    expect((await owner.post('/api/admin/v1/newsletter/subscribers/999999/unsubscribe')).status).toBe(404);
  });
});

describe('who may see and change the newsletter list', () => {
  it('lets support read and export but not unsubscribe, refuses an editor and a visitor, keeps a manager to the site', async () => {
    const { agent: support } = await signedIn('support');
    expect((await support.get('/api/admin/v1/newsletter/subscribers')).status).toBe(200);
    expect((await support.get('/api/admin/v1/newsletter/subscribers.csv')).status).toBe(200);
    expect((await support.post(`/api/admin/v1/newsletter/subscribers/${ids.anna}/unsubscribe`)).status).toBe(403);
    const { agent: editor } = await signedIn('editor');
    expect((await editor.get('/api/admin/v1/newsletter/subscribers')).status).toBe(403);
    expect((await editor.get('/api/admin/v1/newsletter/subscribers.csv')).status).toBe(403);
    expect((await admin.agent().get('/api/admin/v1/newsletter/subscribers.csv')).status).toBe(401);
    const { agent: shop } = await signedIn('shop_manager');
    expect(await emails(shop)).toEqual(['anna@example.hu']);
    const csv = await (await shop.get('/api/admin/v1/newsletter/subscribers.csv')).text();
    expect(csv).not.toContain('mary@example.com');
    expect((await shop.get('/api/admin/v1/newsletter/subscribers?site=academy')).status).toBe(403);
    expect((await shop.post(`/api/admin/v1/newsletter/subscribers/${ids.mary}/unsubscribe`)).status).toBe(403);
    expect(await emails(owner)).toContain('mary@example.com');
  });
});

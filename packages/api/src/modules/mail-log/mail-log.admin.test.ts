import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { enqueueMail, mailsAbout } from '../../lib/mail';
import { createTestApp, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin, type TestStaff } from '../../testing/admin';
import type { Agent } from '../../testing/agent';

/*
 * The back office's mail log (issue 20): the outbox by state, kind, recipient and day; a mail with
 * its bodies; a sent or failed one queued again as a copy with the same content and reference
 * (audited), never one still waiting; mail.read reads, mail.resend sends again.
 */

let t: TestApp;
let db: Db;
let admin: TestAdmin;
let owner: Agent;
let ownerMember: TestStaff;

async function queued(to: string, status: 'pending' | 'sent' | 'failed', about?: { id: number }) {
  await enqueueMail(db, {
    to,
    kind: 'contact_copy',
    locale: 'hu',
    data: { name: 'Kiss Anna', message: 'Üzenet <b>félkövér</b>', site: 'shop' },
    about: about ? { type: 'contact_request', id: about.id } : undefined,
  });
  const [row] = await queryRows<{ id: number }>(db, sql`select max(id)::int as id from mail_outbox`);
  const id = Number(row?.id);
  await db.execute(
    sql`update mail_outbox set status = ${status},
          sent_at = ${status === 'sent' ? sql`now()` : null},
          attempts = ${status === 'pending' ? 0 : status === 'sent' ? 1 : 6},
          last_error = ${status === 'failed' ? '550 mailbox unavailable' : null}
        where id = ${id}`,
  );
  return id;
}

async function signedIn(role: TestStaff['role']) {
  const agent = admin.agent();
  const member = await createStaffMember(t, { role });
  await signInStaff(agent, member);
  return { agent, member };
}

const recipients = async (agent: Agent, query = '') => {
  const response = await agent.get(`/api/admin/v1/mails${query}`);
  expect(response.status).toBe(200);
  return (await response.json()).data.map((row: { to: string }) => row.to);
};

const ids = { sent: 0, failed: 0, pending: 0 };
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = createTestAdmin(t);
  ({ agent: owner, member: ownerMember } = await signedIn('owner'));
  ids.sent = await queued('anna@example.hu', 'sent', { id: 41 });
  ids.failed = await queued('bela@example.hu', 'failed');
  ids.pending = await queued('cili@example.hu', 'pending');
});
afterAll(() => t.dispose());

describe('GET /api/admin/v1/mails', () => {
  it('lists the outbox newest first with state, attempts and error, by state, kind, recipient and day', async () => {
    const response = await owner.get('/api/admin/v1/mails');
    const body = await response.json();
    expect(body.data.map((row: { to: string }) => row.to)).toEqual([
      'cili@example.hu',
      'bela@example.hu',
      'anna@example.hu',
    ]);
    expect(body.data[1]).toMatchObject({
      id: ids.failed,
      kind: 'contact_copy',
      subject: 'Megkaptuk üzenetét',
      status: 'failed',
      attempts: 6,
      last_error: '550 mailbox unavailable',
      ref: null,
    });
    expect(body.data[2]).toMatchObject({ status: 'sent', ref: { type: 'contact_request', id: 41 } });
    expect(body.kinds).toContain('contact_reply');
    expect(await recipients(owner, '?status=failed')).toEqual(['bela@example.hu']);
    expect(await recipients(owner, '?kind=verify_email')).toEqual([]);
    expect(await recipients(owner, '?q=ANNA@')).toEqual(['anna@example.hu']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(new Date());
    expect(await recipients(owner, `?from=${today}&to=${today}`)).toHaveLength(3);
    expect(await recipients(owner, '?to=2020-01-01')).toEqual([]);
    expect((await owner.get('/api/admin/v1/mails?status=lost')).status).toBe(422);
  });

  it('counts the days as Budapest does: 23:30 UTC on 1 March is already 2 March there', async () => {
    const id = await queued('dora@example.hu', 'sent');
    await db.execute(sql`update mail_outbox set created_at = '2026-03-01T23:30:00Z' where id = ${id}`);
    expect(await recipients(owner, '?from=2026-03-02&to=2026-03-02')).toEqual(['dora@example.hu']);
    expect(await recipients(owner, '?from=2026-03-01&to=2026-03-01')).toEqual([]);
    await db.execute(sql`delete from mail_outbox where id = ${id}`);
  });

  it('shows one mail with its text and HTML bodies as queued', async () => {
    const { data } = await (await owner.get(`/api/admin/v1/mails/${ids.sent}`)).json();
    expect(data.text_body).toContain('Kedves Kiss Anna!');
    expect(data.html_body).toMatch(/^<!doctype html>/i);
    expect(data.html_body).toContain('&#60;b&#62;félkövér&#60;/b&#62;');
    expect((await owner.get('/api/admin/v1/mails/999999')).status).toBe(404);
  });

  it('serves a mail’s HTML for the back office’s frame alone: its own styles, sandboxed, nothing loaded', async () => {
    const response = await owner.get(`/api/admin/v1/mails/${ids.sent}/html`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; sandbox",
    );
    expect(await response.text()).toContain('Kedves Kiss Anna!');
    const { agent: editor } = await signedIn('editor');
    expect((await editor.get(`/api/admin/v1/mails/${ids.sent}/html`)).status).toBe(403);
    expect((await admin.agent().get(`/api/admin/v1/mails/${ids.sent}/html`)).status).toBe(401);
  });
});

describe('POST /api/admin/v1/mails/{id}/resend', () => {
  it('queues a copy of a sent mail with the same content and reference, audited, listed in its history', async () => {
    const response = await owner.post(`/api/admin/v1/mails/${ids.sent}/resend`);
    expect(response.status).toBe(201);
    const { data, code } = await response.json();
    expect(code).toBe('mail_resent');
    expect(data).toMatchObject({ to: 'anna@example.hu', status: 'pending', attempts: 0, sent_at: null });
    expect(data.id).toBeGreaterThan(ids.pending);
    const [original, copy] = await queryRows<{ subject: string; text_body: string; html_body: string }>(
      db,
      sql`select subject, text_body, html_body from mail_outbox where id in (${ids.sent}, ${data.id}) order by id`,
    );
    expect(copy).toEqual(original);
    expect((await mailsAbout(db, { type: 'contact_request', id: 41 })).map((mail) => mail.id)).toEqual([
      ids.sent,
      data.id,
    ]);
    const audits = await queryRows<{
      action: string;
      staff_id: number;
      entity_id: string;
      before: unknown;
      after: unknown;
    }>(db, sql`select action, staff_id, entity_id, before, after from audit_log where entity = 'mail'`);
    expect(audits).toEqual([
      {
        action: 'mail.resend',
        staff_id: ownerMember.id,
        entity_id: String(ids.sent),
        before: { status: 'sent', to: 'anna@example.hu' },
        after: { copy_id: data.id, status: 'pending', to: 'anna@example.hu' },
      },
    ]);
  });

  it('sends a failed mail again, refuses one still waiting (409 in the member’s language) and an unknown one', async () => {
    expect((await owner.post(`/api/admin/v1/mails/${ids.failed}/resend`)).status).toBe(201);
    const waiting = await owner.post(`/api/admin/v1/mails/${ids.pending}/resend?locale_id=2`);
    expect(waiting.status).toBe(409);
    expect(await waiting.json()).toMatchObject({
      code: 'mail_resend_not_allowed',
      message: expect.stringContaining('Only a sent or failed mail'),
    });
    expect((await owner.post('/api/admin/v1/mails/999999/resend')).status).toBe(404);
  });
});

describe('who may read and resend mails', () => {
  it('lets support read and resend, refuses an editor and a visitor', async () => {
    const { agent: support } = await signedIn('support');
    expect((await support.get('/api/admin/v1/mails')).status).toBe(200);
    expect((await support.post(`/api/admin/v1/mails/${ids.failed}/resend`)).status).toBe(201);
    const { agent: editor } = await signedIn('editor');
    expect((await editor.get('/api/admin/v1/mails')).status).toBe(403);
    expect((await editor.get(`/api/admin/v1/mails/${ids.sent}`)).status).toBe(403);
    expect((await editor.post(`/api/admin/v1/mails/${ids.sent}/resend`)).status).toBe(403);
    expect((await admin.agent().get('/api/admin/v1/mails')).status).toBe(401);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { TEST_CAPTCHA_PASS } from '../../lib/captcha';
import { ACADEMY_HOST, createTestApp, createUser, outboxFor, SHOP_HOST, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin, type TestStaff } from '../../testing/admin';
import type { Agent } from '../../testing/agent';

/*
 * The back office's inbox of contact requests (issue 20): the list by state, site and search;
 * a reply mailed to the sender in the request's language, quoting it, with the request handled
 * once however many members answer at once; handled and reopened with an audit row each; and who
 * may do it (the matrix and the site scope).
 */

let t: TestApp;
let db: Db;
let admin: TestAdmin;
let owner: Agent;
let ownerMember: TestStaff;
let visitors = 0;

/** A visitor's message through the storefront's contact form; answers the stored id. */
async function sendContact(host: string, localeId: 1 | 2, fields: { name: string; email: string; message: string }) {
  const agent = t.agent(host);
  await agent.csrf();
  visitors += 1;
  const response = await agent.post(
    `/api/v1/contact-requests?locale_id=${localeId}`,
    { ...fields, consent: true, captcha_token: TEST_CAPTCHA_PASS },
    { headers: { 'x-forwarded-for': `203.0.113.${visitors}` } },
  );
  expect(response.status).toBe(201);
  const [row] = await queryRows<{ id: number }>(db, sql`select max(id) as id from contact_requests`);
  return Number(row?.id);
}

async function signedIn(role: TestStaff['role']) {
  const agent = admin.agent();
  const member = await createStaffMember(t, { role });
  await signInStaff(agent, member);
  return { agent, member };
}

const list = async (agent: Agent, query = '') => {
  const response = await agent.get(`/api/admin/v1/contact-requests${query}`);
  return { status: response.status, body: await response.json() };
};
const emailsOf = (body: { data: { email: string }[] }) => body.data.map((row) => row.email);

const auditRows = (id: number) =>
  queryRows<{ action: string; staff_id: number; host_id: number; before: unknown; after: unknown }>(
    db,
    sql`select action, staff_id, host_id, before, after from audit_log
        where entity = 'contact_request' and entity_id = ${String(id)} order by id`,
  );

const ids = { anna: 0, mary: 0, bela: 0 };
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = createTestAdmin(t);
  ({ agent: owner, member: ownerMember } = await signedIn('owner'));
  ids.anna = await sendContact(SHOP_HOST, 1, {
    name: 'Kiss Anna',
    email: 'kiss.anna@example.hu',
    message: 'Mikor lesz újra kapható a hidratáló szérum?',
  });
  ids.mary = await sendContact(ACADEMY_HOST, 2, {
    name: "Mary O'Neil",
    email: 'mary@example.com',
    message: 'When does the advanced lash course start?\nPrice & dates please.',
  });
  ids.bela = await sendContact(ACADEMY_HOST, 1, {
    name: 'Szabó Béla',
    email: 'szabo.bela@example.hu',
    message: 'Van még hely a tavaszi sminktanfolyamon?',
  });
});
afterAll(() => t.dispose());

describe('GET /api/admin/v1/contact-requests', () => {
  it('lists the new requests of every site newest first, a page at a time', async () => {
    const { status, body } = await list(owner, '?per_page=2');
    expect(status).toBe(200);
    expect(body.meta).toMatchObject({ total: 3, per_page: 2, current_page: 1, last_page: 2 });
    expect(emailsOf(body)).toEqual(['szabo.bela@example.hu', 'mary@example.com']);
    expect(body.data[1]).toMatchObject({
      id: ids.mary,
      site: 'academy',
      locale: 'en',
      name: "Mary O'Neil",
      message: 'When does the advanced lash course start?\nPrice & dates please.',
      handled_at: null,
      handled_by: null,
    });
  });

  it('filters by site and finds a part of the name, e-mail or message, whatever the case', async () => {
    expect(emailsOf((await list(owner, '?site=shop')).body)).toEqual(['kiss.anna@example.hu']);
    expect(emailsOf((await list(owner, '?q=SZÉRUM')).body)).toEqual(['kiss.anna@example.hu']);
    expect(emailsOf((await list(owner, '?q=o%27neil')).body)).toEqual(['mary@example.com']);
    expect(emailsOf((await list(owner, '?q=%25')).body)).toEqual([]);
    expect((await list(owner, '?state=closed')).status).toBe(422);
  });
});

describe('POST /api/admin/v1/contact-requests/{id}/reply', () => {
  it('mails the answer in the request’s language quoting the message, marks it handled and audits who', async () => {
    const response = await owner.post(`/api/admin/v1/contact-requests/${ids.mary}/reply`, {
      subject: '',
      message: 'The course starts on 3 March.\n\nYou can enrol on its page.',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ id: ids.mary, handled_by: { id: ownerMember.id, name: ownerMember.name } });
    expect(data.handled_at).toEqual(expect.any(String));

    const [mail] = await outboxFor(db, 'mary@example.com').then((rows) =>
      rows.filter((r) => r.kind === 'contact_reply'),
    );
    expect(mail).toMatchObject({ subject: 'Reply to your message', refType: 'contact_request', refId: ids.mary });
    expect(mail?.textBody).toContain("Dear Mary O'Neil,");
    expect(mail?.textBody).toContain('The course starts on 3 March.');
    expect(mail?.textBody).toContain('Your message\nWhen does the advanced lash course start?\nPrice & dates please.');
    expect(mail?.textBody).toContain(ownerMember.name);
    expect(mail?.htmlBody).toContain('Vagheggi Academy');
    expect(mail?.htmlBody).toContain('Price &#38; dates please.');

    const detail = await (await owner.get(`/api/admin/v1/contact-requests/${ids.mary}`)).json();
    // The copy the visitor got on sending, then the reply.
    expect(detail.mails).toEqual([
      expect.objectContaining({ kind: 'contact_copy', to: 'mary@example.com' }),
      expect.objectContaining({ kind: 'contact_reply', to: 'mary@example.com', subject: 'Reply to your message' }),
    ]);
    const [audit] = await auditRows(ids.mary);
    expect(audit).toMatchObject({
      action: 'contact_request.reply',
      staff_id: ownerMember.id,
      host_id: 2,
      before: { handled_at: null, handled_by_staff_id: null },
      after: {
        handled_by_staff_id: ownerMember.id,
        reply: 'The course starts on 3 March.\n\nYou can enrol on its page.',
      },
    });
    // Handled now: off the new list, on the handled one.
    expect(emailsOf((await list(owner)).body)).not.toContain('mary@example.com');
    expect(emailsOf((await list(owner, '?state=handled')).body)).toEqual(['mary@example.com']);
    expect((await list(owner, '?state=all')).body.meta.total).toBe(3);
  });

  it('answers in Hungarian with the member’s own subject, and refuses an empty message in the member’s language', async () => {
    const empty = await owner.post(`/api/admin/v1/contact-requests/${ids.anna}/reply?locale_id=1`, { message: '  ' });
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors.message).toEqual([expect.any(String)]);
    const response = await owner.post(`/api/admin/v1/contact-requests/${ids.anna}/reply`, {
      subject: 'Szérum: jövő héten',
      message: 'Jövő héten érkezik.',
    });
    expect(response.status).toBe(200);
    const mails = await outboxFor(db, 'kiss.anna@example.hu');
    expect(mails.at(-1)).toMatchObject({ kind: 'contact_reply', subject: 'Szérum: jövő héten' });
    expect(mails.at(-1)?.textBody).toContain('Kedves Kiss Anna!');
    expect(mails.at(-1)?.textBody).toContain('Az Ön üzenete');
    expect((await owner.post('/api/admin/v1/contact-requests/999999/reply', { message: 'x' })).status).toBe(404);
  });

  it('two members answering at once both send their mail, and the request is handled once, by the first', async () => {
    const id = await sendContact(SHOP_HOST, 1, {
      name: 'Nagy Cili',
      email: 'nagy.cili@example.hu',
      message: 'Szeretnék időpontot kérni arckezelésre.',
    });
    const { agent: support, member: supportMember } = await signedIn('support');
    const [first, second] = await Promise.all([
      owner.post(`/api/admin/v1/contact-requests/${id}/reply`, { message: 'Kedden 10-kor jó?' }),
      support.post(`/api/admin/v1/contact-requests/${id}/reply`, { message: 'Szerdán 14-kor jó?' }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const replies = (await outboxFor(db, 'nagy.cili@example.hu')).filter((mail) => mail.kind === 'contact_reply');
    expect(replies).toHaveLength(2);
    const audits = await auditRows(id);
    expect(audits).toHaveLength(2);
    type Handled = { handled_at: string; handled_by_staff_id: number };
    const [firstAudit, secondAudit] = audits as { before: Handled; after: Handled }[];
    // The first committed reply handled it; the second's audit shows the state it found, unchanged.
    const handledBy = firstAudit?.after.handled_by_staff_id;
    expect([ownerMember.id, supportMember.id]).toContain(handledBy);
    const firstMark = { handled_at: firstAudit?.after.handled_at, handled_by_staff_id: handledBy };
    expect(secondAudit?.before).toEqual(firstMark);
    expect(secondAudit?.after).toMatchObject(firstMark);
    const { data } = await (await owner.get(`/api/admin/v1/contact-requests/${id}`)).json();
    expect(data.handled_by.id).toBe(handledBy);
    expect(data.handled_at).toBe(firstAudit?.after.handled_at);
  });
});

describe('handled and reopened', () => {
  it('marks a request handled, keeps the first mark on a second click, reopens it, each change audited', async () => {
    const { agent: support, member: supportMember } = await signedIn('support');
    const handled = await support.post(`/api/admin/v1/contact-requests/${ids.bela}/handled`);
    expect(handled.status).toBe(200);
    const first = (await handled.json()).data;
    expect(first.handled_by).toEqual({ id: supportMember.id, name: supportMember.name });
    const again = await (await owner.post(`/api/admin/v1/contact-requests/${ids.bela}/handled`)).json();
    expect(again.data).toMatchObject({ handled_at: first.handled_at, handled_by: { id: supportMember.id } });
    const reopened = await (await owner.post(`/api/admin/v1/contact-requests/${ids.bela}/reopen`)).json();
    expect(reopened.data).toMatchObject({ handled_at: null, handled_by: null });
    expect(await auditRows(ids.bela)).toEqual([
      expect.objectContaining({
        action: 'contact_request.handle',
        staff_id: supportMember.id,
        before: { handled_at: null, handled_by_staff_id: null },
        after: { handled_at: first.handled_at, handled_by_staff_id: supportMember.id },
      }),
      expect.objectContaining({
        action: 'contact_request.reopen',
        staff_id: ownerMember.id,
        before: { handled_at: first.handled_at, handled_by_staff_id: supportMember.id },
        after: { handled_at: null, handled_by_staff_id: null },
      }),
    ]);
  });
});

describe('who may use the inbox', () => {
  it('answers 401 without a staff session, also with a customer’s, and 403 to an editor', async () => {
    const anonymous = admin.agent();
    expect((await anonymous.get('/api/admin/v1/contact-requests')).status).toBe(401);
    const customer = await createUser(db, {});
    const shopper = t.agent();
    await shopper.login(customer.email, customer.password);
    const withCustomerCookie = await admin.app.request('http://admin.localhost/api/admin/v1/contact-requests', {
      headers: { host: 'admin.localhost', cookie: `vag_session=${shopper.cookie('vag_session')}` },
    });
    expect(withCustomerCookie.status).toBe(401);
    const { agent: editor } = await signedIn('editor');
    expect((await editor.get('/api/admin/v1/contact-requests')).status).toBe(403);
    expect((await editor.post(`/api/admin/v1/contact-requests/${ids.bela}/handled`)).status).toBe(403);
  });

  it('shows a site manager only the own site’s requests, and refuses the other site’s', async () => {
    const { agent: shop } = await signedIn('shop_manager');
    const all = await list(shop, '?state=all');
    expect(all.body.data.every((row: { site: string }) => row.site === 'shop')).toBe(true);
    expect(emailsOf(all.body)).toContain('kiss.anna@example.hu');
    expect((await list(shop, '?site=academy')).status).toBe(403);
    expect((await shop.get(`/api/admin/v1/contact-requests/${ids.mary}`)).status).toBe(403);
    expect((await shop.post(`/api/admin/v1/contact-requests/${ids.bela}/handled`)).status).toBe(403);
    expect((await shop.post(`/api/admin/v1/contact-requests/${ids.bela}/reply`, { message: 'x' })).status).toBe(403);
    expect((await outboxFor(db, 'szabo.bela@example.hu')).filter((mail) => mail.kind === 'contact_reply')).toEqual([]);
    const { agent: academy } = await signedIn('academy_manager');
    expect(emailsOf((await list(academy, '?state=all')).body).sort()).toEqual([
      'mary@example.com',
      'szabo.bela@example.hu',
    ]);
  });
});

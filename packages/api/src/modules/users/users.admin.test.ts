import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { addresses, auditLog, mailOutbox, uploads, users } from '../../db/schema';
import {
  createAddressReference,
  createOrder,
  createProduct,
  createTestApp,
  createUser,
  type TestApp,
  type TestUser,
} from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { form } from '../orders/orders.fixture';

/*
 * The back office's customers (issue 20): the list's search and filters, one customer with all
 * the shop holds about them, and every write with its audit entry; who may do what.
 */

let t: TestApp;
let db: Db;
let admin: TestAdmin;
let manager: Agent;
let managerId: number;
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = createTestAdmin(t);
  manager = admin.agent();
  const member = await createStaffMember(t, { role: 'shop_manager' });
  managerId = member.id;
  await signInStaff(manager, member);
});
afterAll(() => t.dispose());

/** A customer whose professional registration waits, with its proof uploaded. */
async function pendingProfessional(overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(db, overrides);
  await db.update(users).set({ professionalStatus: 'pending' }).where(eq(users.id, user.id));
  const storageKey = `proof-${user.id}-${Date.now()}`;
  await writeFile(join(t.uploadDir, storageKey), PNG);
  const [upload] = await db
    .insert(uploads)
    .values({
      userId: user.id,
      purpose: 'proof_of_conduct',
      originalName: 'működési "engedély".png',
      mimeType: 'image/png',
      sizeBytes: PNG.byteLength,
      sha256: 'x',
      storageKey,
    })
    .returning();
  return { ...user, uploadId: upload?.id ?? '' };
}

const lastAudit = async (action: string, entityId: number) => {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
};

const post = (agent: Agent, path: string, body?: Record<string, string | number>) =>
  agent.post(`/api/admin/v1/customers${path}`, body ? form(body) : undefined);

async function signedIn(role: 'support' | 'editor' | 'academy_manager' | 'owner') {
  const agent = admin.agent();
  await signInStaff(agent, await createStaffMember(t, { role }));
  return agent;
}

describe('GET /api/admin/v1/customers', () => {
  let kovacs: TestUser;
  beforeAll(async () => {
    kovacs = await createUser(db, { firstName: 'Éva', lastName: 'Kovács', email: 'kovacs.eva@example.hu', hostId: 2 });
    await db
      .update(users)
      .set({ companyName: 'Szépség Műhely Kft.', taxNumber: '12345678-1-42', phoneNumber: '+36 70 555 9876' })
      .where(eq(users.id, kovacs.id));
    await createUser(db, { firstName: 'Béla', lastName: 'Szabó', roles: ['customer', 'professional'] });
  });

  const emails = async (query: string) => {
    const response = await manager.request(`/api/admin/v1/customers${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()).data as { email: string }[]).map((row) => row.email);
  };

  it('finds a customer by a part of the name, e-mail, phone, company or tax number, ignoring case and accents', async () => {
    expect(await emails('?q=kovacs%20eva')).toEqual(['kovacs.eva@example.hu']);
    expect(await emails('?q=EVA%20KOVÁCS')).toEqual(['kovacs.eva@example.hu']);
    expect(await emails('?q=szepseg%20muhely')).toEqual(['kovacs.eva@example.hu']);
    expect(await emails('?q=70%20555%2098')).toEqual(['kovacs.eva@example.hu']);
    expect(await emails('?q=12345678')).toEqual(['kovacs.eva@example.hu']);
    expect(await emails('?q=%25')).toEqual([]);
  });

  it('filters by role, registration site, professional status and state, newest first, a page at a time', async () => {
    const response = await manager.request('/api/admin/v1/customers?per_page=1');
    const body = await response.json();
    expect(body.meta).toMatchObject({ per_page: 1, current_page: 1 });
    expect(body.meta.total).toBeGreaterThanOrEqual(2);
    expect(body.data[0]).toMatchObject({ name: 'Szabó Béla', role_ids: [1, 2], state: 'active', email_verified: true });
    expect(await emails('?role=2')).toContain(body.data[0].email);
    expect(await emails('?role=2')).not.toContain('kovacs.eva@example.hu');
    expect(await emails('?host_id=2')).toEqual(['kovacs.eva@example.hu']);
    expect(await emails('?q=kovacs&professional_status=pending')).toEqual([]);
    expect(await emails('?q=kovacs&state=deactivated')).toEqual([]);
    expect((await manager.request('/api/admin/v1/customers?state=gone')).status).toBe(422);
  });
});

describe('GET /api/admin/v1/customers/{id}', () => {
  it('shows the profile, roles, proof, addresses, orders, balances with their ledger and the newsletter flag', async () => {
    const customer = await pendingProfessional({ balances: { marketing: 2_000 }, wantsNewsletter: true });
    const ref = await createAddressReference(db);
    await db.insert(addresses).values({
      userId: customer.id,
      zipcodeId: ref.zipcodeId,
      streetTypeId: ref.streetTypeId,
      street: 'Fő',
      number: '1',
      isDefault: true,
    });
    const order = await createOrder(db, { userId: customer.id, total: 12_990 });
    const response = await manager.request(`/api/admin/v1/customers/${customer.id}`);
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({
      id: customer.id,
      email: customer.email,
      professional_status: 'pending',
      roles: [{ id: 1, name: 'customer' }],
      state: 'active',
      wants_newsletter: true,
      balances: { marketing: 2_000, global: 0 },
      orders: [{ id: order.id, number: order.orderNumber, total: 12_990, paymentStatus: { id: 1 } }],
      enrolments: [],
    });
    expect(data.uploads).toEqual([expect.objectContaining({ id: customer.uploadId, mime_type: 'image/png' })]);
    expect(data.addresses).toEqual([expect.objectContaining({ street: 'Fő', is_default: true })]);
    expect(data.ledger).toEqual([expect.objectContaining({ kind: 'marketing', amount: 2_000 })]);
    expect((await manager.request('/api/admin/v1/customers/999999')).status).toBe(404);
  });
});

describe('POST /api/admin/v1/customers/{id}/professional', () => {
  it('approval gives the professional role, so the customer may buy professionals-only products, and mails them', async () => {
    const customer = await pendingProfessional();
    const product = await createProduct(db, { isOnlyForProfessionals: true });
    const shopper = t.agent();
    await shopper.login(customer.email, customer.password);
    const before = await shopper.post('/api/v1/user-cart/add', form({ product_id: product.id, count: 1 }));
    expect(before.status).toBe(403);
    expect((await before.json()).code).toBe('vag_cart_invalid_usercredential_name');

    const response = await post(manager, `/${customer.id}/professional`, { decision: 'approve', note: 'Rendben <ok>' });
    expect(response.status, await response.clone().text()).toBe(200);
    const after = await shopper.post('/api/v1/user-cart/add', form({ product_id: product.id, count: 1 }));
    expect(after.status).toBe(200);

    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.email));
    expect(mail).toMatchObject({ kind: 'professional_decision', refType: 'user', refId: customer.id });
    expect(mail?.textBody).toContain('Rendben <ok>');
    expect(await lastAudit('customer.professional_approve', customer.id)).toMatchObject({
      staffId: managerId,
      before: expect.objectContaining({ professional_status: 'pending', role_ids: [1] }),
      after: expect.objectContaining({ professional_status: 'approved', role_ids: [1, 2] }),
    });
    const again = await post(manager, `/${customer.id}/professional`, { decision: 'reject' });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('customer_professional_not_pending');
  });

  it('rejection leaves the customer role only and says so in the mail, in the customer’s language', async () => {
    const customer = await pendingProfessional({ localeId: 2 });
    expect((await post(manager, `/${customer.id}/professional`, { decision: 'reject' })).status).toBe(200);
    const { data } = await (await manager.request(`/api/admin/v1/customers/${customer.id}`)).json();
    expect(data).toMatchObject({ professional_status: 'rejected', roles: [{ id: 1 }] });
    const [mail] = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.email));
    expect(mail?.subject).toBe('We could not approve your professional registration');
    expect((await post(manager, `/${customer.id}/professional`, { decision: 'maybe' })).status).toBe(422);
  });
});

describe('proof documents', () => {
  it('opens through a short-lived link of this staff session only, with safe headers, and audits who viewed it', async () => {
    const customer = await pendingProfessional();
    const linked = await manager.post(`/api/admin/v1/customers/${customer.id}/uploads/${customer.uploadId}/link`);
    expect(linked.status).toBe(200);
    const { data } = await linked.json();
    expect(Date.parse(data.expires_at) - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    const file = await manager.request(data.url);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(PNG);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('content-disposition')).toMatch(/^inline; filename="[\w.-]+\.png"; filename\*=UTF-8''/);
    expect(file.headers.get('cache-control')).toBe('private, no-store');
    expect(file.headers.get('x-content-type-options')).toBe('nosniff');
    expect(file.headers.get('content-security-policy')).toContain('sandbox');
    expect(await lastAudit('customer.proof_view', customer.id)).toMatchObject({
      staffId: managerId,
      after: { upload_id: customer.uploadId, original_name: 'működési "engedély".png' },
    });

    // Another member's session, a forged token, another customer's upload, and the link after 5 minutes.
    const support = await signedIn('support');
    expect((await support.request(data.url)).status).toBe(403);
    expect((await manager.request(`${data.url.slice(0, -3)}abc`)).status).toBe(403);
    const other = await pendingProfessional();
    expect((await manager.post(`/api/admin/v1/customers/${other.id}/uploads/${customer.uploadId}/link`)).status).toBe(
      404,
    );
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60_000 });
    try {
      const expired = await manager.request(data.url);
      expect(expired.status).toBe(410);
      expect((await expired.json()).code).toBe('proof_link_expired');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('POST /api/admin/v1/customers/{id}/balance-adjustments', () => {
  it('records credits and debits in the ledger with the audit entry, and refuses a debit below 0', async () => {
    const customer = await createUser(db, { roles: ['customer', 'beautician'] });
    const adjust = (body: Record<string, string | number>) =>
      post(manager, `/${customer.id}/balance-adjustments`, body);
    expect((await adjust({ balance: 'marketing', amount: 5_000, reason: 'Kampány jóváírás' })).status).toBe(200);
    expect((await adjust({ balance: 'marketing', amount: -1_500, reason: 'Hibás jóváírás' })).status).toBe(200);
    const refused = await adjust({ balance: 'marketing', amount: -3_501, reason: 'Túl sok' });
    expect(refused.status).toBe(422);
    expect((await refused.json()).code).toBe('balance_adjustment_exceeds_balance');
    expect((await adjust({ balance: 'global', amount: 0, reason: 'Semmi' })).status).toBe(422);
    expect((await adjust({ balance: 'global', amount: 100, reason: 'x' })).status).toBe(422);
    const { data } = await (await manager.request(`/api/admin/v1/customers/${customer.id}`)).json();
    expect(data.balances).toEqual({ marketing: 3_500, global: 0 });
    expect(data.ledger.map((entry: { amount: number; reason: string }) => [entry.amount, entry.reason])).toEqual([
      [-1_500, 'Hibás jóváírás'],
      [5_000, 'Kampány jóváírás'],
    ]);
    expect(await lastAudit('customer.balance_adjust', customer.id)).toMatchObject({
      staffId: managerId,
      after: expect.objectContaining({
        balance: 'marketing',
        amount: -1_500,
        balance_before: 5_000,
        balance_after: 3_500,
      }),
    });
  });

  it('lets only one of two simultaneous debits through when together they exceed the balance', async () => {
    const customer = await createUser(db, { balances: { global: 5_000 } });
    const debit = () =>
      post(manager, `/${customer.id}/balance-adjustments`, { balance: 'global', amount: -3_000, reason: 'Levonás' });
    const statuses = (await Promise.all([debit(), debit()])).map((response) => response.status).sort();
    expect(statuses).toEqual([200, 422]);
    const { data } = await (await manager.request(`/api/admin/v1/customers/${customer.id}`)).json();
    expect(data.balances.global).toBe(2_000);
  });
});

describe('POST /api/admin/v1/customers/{id}/verification-mail', () => {
  it('sends the verification mail again to an unverified customer, a few times an hour', async () => {
    const customer = await createUser(db, { verified: false });
    expect((await post(manager, `/${customer.id}/verification-mail`)).status).toBe(200);
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.email));
    expect(mails.map((mail) => mail.kind)).toEqual(['verify_email']);
    expect(await lastAudit('customer.verification_mail', customer.id)).toMatchObject({ staffId: managerId });
    await post(manager, `/${customer.id}/verification-mail`);
    await post(manager, `/${customer.id}/verification-mail`);
    expect((await post(manager, `/${customer.id}/verification-mail`)).status).toBe(429);
    const verified = await createUser(db);
    const refused = await post(manager, `/${verified.id}/verification-mail`);
    expect(refused.status).toBe(409);
    expect((await refused.json()).code).toBe('customer_already_verified');
  });
});

describe('deactivation', () => {
  it('ends the customer’s sessions, refuses their sign-in as a wrong password, keeps their orders, and reactivates', async () => {
    const customer = await createUser(db);
    const order = await createOrder(db, { userId: customer.id });
    const shopper = t.agent();
    await shopper.login(customer.email, customer.password);
    expect((await post(manager, `/${customer.id}/deactivate`)).status).toBe(200);
    expect((await shopper.get('/api/v1/user')).status).toBe(401);
    const signIn = t.agent();
    await signIn.csrf();
    const refused = await signIn.post('/auth/login', { email: customer.email, password: customer.password });
    const wrong = await signIn.post('/auth/login', { email: customer.email, password: 'Wrong#Password1' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual(await wrong.json());
    // Nor does a new password help: no reset mail goes out while deactivated.
    expect((await signIn.post('/auth/forgot-password', { email: customer.email })).status).toBe(200);
    const resets = await db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, customer.email));
    expect(resets.map((mail) => mail.kind)).not.toContain('reset_password');
    const { data } = await (await manager.request(`/api/admin/v1/customers/${customer.id}`)).json();
    expect(data).toMatchObject({ state: 'deactivated', orders: [{ id: order.id }] });
    expect(await lastAudit('customer.deactivate', customer.id)).toMatchObject({
      before: expect.objectContaining({ state: 'active' }),
      after: expect.objectContaining({ state: 'deactivated' }),
    });
    expect((await post(manager, `/${customer.id}/deactivate`)).status).toBe(409);
    expect((await post(manager, `/${customer.id}/reactivate`)).status).toBe(200);
    await t.agent().login(customer.email, customer.password);
  });
});

describe('GDPR export and erasure', () => {
  it('exports everything held about the person as a JSON download, without payment keys', async () => {
    const customer = await pendingProfessional({ balances: { global: 700 } });
    await createOrder(db, { userId: customer.id });
    const response = await manager.request(`/api/admin/v1/customers/${customer.id}/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="customer-${customer.id}.json"`);
    const text = await response.text();
    expect(text).not.toMatch(/payment_?key|storage_?key|password/i);
    const body = JSON.parse(text);
    expect(body.profile).toMatchObject({ email: customer.email, professional_status: 'pending' });
    expect(body.uploads).toHaveLength(1);
    expect(body.orders).toHaveLength(1);
    expect(body.ledger).toEqual([expect.objectContaining({ amount: 700 })]);
    expect(body).toHaveProperty('consents.wants_newsletter', false);
    expect(await lastAudit('customer.export', customer.id)).toMatchObject({ staffId: managerId });
  });

  it('erases the personal data and the documents, keeps the orders, and refuses further changes', async () => {
    const customer = await pendingProfessional();
    const order = await createOrder(db, { userId: customer.id });
    expect((await post(manager, `/${customer.id}/erase`)).status).toBe(200);
    const { data } = await (await manager.request(`/api/admin/v1/customers/${customer.id}`)).json();
    expect(data).toMatchObject({ state: 'deleted', first_name: '', uploads: [], orders: [{ id: order.id }] });
    expect(data.email).toMatch(/@deleted\.invalid$/);
    expect(await lastAudit('customer.erase', customer.id)).toMatchObject({
      after: expect.objectContaining({ state: 'deleted', documents_removed: 1 }),
    });
    const again = await post(manager, `/${customer.id}/erase`);
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('customer_deleted');
  });
});

describe('who may read and change customers', () => {
  /** Every customer route, as METHOD and path, for one customer and their proof. */
  const everyRoute = (id: number, uploadId: string): [string, string][] => [
    ['GET', '/api/admin/v1/customers'],
    ['GET', `/api/admin/v1/customers/${id}`],
    ['GET', `/api/admin/v1/customers/${id}/export`],
    ['GET', '/api/admin/v1/uploads/token'],
    ...['professional', 'balance-adjustments', 'verification-mail', 'deactivate', 'reactivate', 'erase'].map(
      (path): [string, string] => ['POST', `/api/admin/v1/customers/${id}/${path}`],
    ),
    ['POST', `/api/admin/v1/customers/${id}/uploads/${uploadId}/link`],
  ];

  it('refuses every route to a visitor and to a storefront customer’s session (401)', async () => {
    const customer = await pendingProfessional();
    const shopper = t.agent();
    await shopper.login(customer.email, customer.password);
    const storefrontSession = `vag_session=${shopper.cookie('vag_session')}`;
    for (const [method, path] of everyRoute(customer.id, customer.uploadId)) {
      for (const withStorefrontSession of [false, true]) {
        const agent = admin.agent();
        await agent.request('/api/admin/v1/csrf-cookie');
        // The pre-session's CSRF cookies go along, so a refusal is about the session, not the token.
        const own = ['STAFF-XSRF-TOKEN', 'vag_staff_visitor'].map((name) => `${name}=${agent.cookie(name)}`);
        const cookie = [...own, ...(withStorefrontSession ? [storefrontSession] : [])].join('; ');
        const init = { method, headers: { cookie } };
        const response = await agent.request(path, init);
        expect(response.status, `${method} ${path} ${withStorefrontSession ? 'storefront session' : 'visitor'}`).toBe(
          401,
        );
      }
    }
  });

  it('refuses every route to an editor, whose role holds neither customer permission (403)', async () => {
    const customer = await pendingProfessional();
    const editor = await signedIn('editor');
    for (const [method, path] of everyRoute(customer.id, customer.uploadId)) {
      const response = await (method === 'GET' ? editor.request(path) : editor.post(path));
      expect(response.status, `${method} ${path}`).toBe(403);
    }
  });

  it('lets support and either site’s manager read, support not change, and an editor do neither (403)', async () => {
    const customer = await createUser(db);
    const support = await signedIn('support');
    expect((await support.request('/api/admin/v1/customers')).status).toBe(200);
    expect((await support.request(`/api/admin/v1/customers/${customer.id}`)).status).toBe(200);
    for (const path of ['deactivate', 'erase', 'verification-mail', 'balance-adjustments', 'professional']) {
      expect((await post(support, `/${customer.id}/${path}`)).status, path).toBe(403);
    }
    expect((await support.request(`/api/admin/v1/customers/${customer.id}/export`)).status).toBe(403);
    const editor = await signedIn('editor');
    expect((await editor.request('/api/admin/v1/customers')).status).toBe(403);
    expect((await editor.request(`/api/admin/v1/customers/${customer.id}`)).status).toBe(403);
    const academy = await signedIn('academy_manager');
    expect((await academy.request('/api/admin/v1/customers?host_id=1')).status).toBe(200);
    expect((await post(academy, `/${customer.id}/deactivate`)).status).toBe(200);
  });
});

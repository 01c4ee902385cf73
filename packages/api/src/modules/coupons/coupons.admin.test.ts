import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { createCoupon, createProduct, createTestApp, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin, type TestStaff } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { takeCouponUse } from './coupons.queries';
import { couponRedemptions } from './coupons.schema';

/*
 * The back office's coupons and gift rules (issue 21): kinds and their value ranges as the cart's
 * rules hold them, codes unique in any case, a usage limit never below the uses, the uses listed,
 * validity in Budapest days, gift rules per site; promotions.manage only, a site manager on their site.
 */

let t: TestApp;
let db: Db;
let admin: TestAdmin;
let owner: Agent;
let ownerMember: TestStaff;

async function signedIn(role: TestStaff['role']) {
  const agent = admin.agent();
  const member = await createStaffMember(t, { role });
  await signInStaff(agent, member);
  return { agent, member };
}

const send = (agent: Agent, method: 'PATCH' | 'DELETE', path: string, body?: unknown) =>
  agent.request(path, {
    method,
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });

const coupon = (overrides: Record<string, unknown> = {}) => ({
  code: 'TAVASZ10',
  kind: 'percentage',
  value: 10,
  site: 'shop',
  min_subtotal: 5000,
  valid_from: '2026-03-01',
  valid_until: '2026-03-31',
  usage_limit: 100,
  per_email_limit: 1,
  is_active: true,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = createTestAdmin(t);
  ({ agent: owner, member: ownerMember } = await signedIn('owner'));
});
afterAll(() => t.dispose());

describe('POST and PATCH /api/admin/v1/coupons', () => {
  let id = 0;

  it('creates a coupon valid for whole Budapest days, audited', async () => {
    const response = await owner.post('/api/admin/v1/coupons', coupon());
    expect(response.status).toBe(201);
    const { data } = await response.json();
    id = data.id;
    expect(data).toMatchObject({
      code: 'TAVASZ10',
      kind: 'percentage',
      value: 10,
      site: 'shop',
      valid_from: '2026-03-01',
      valid_until: '2026-03-31',
      used_count: 0,
    });
    const [row] = await queryRows<{ valid_from: string; valid_until: string }>(
      db,
      sql`select valid_from::text, valid_until::text from coupons where id = ${id}`,
    );
    // Budapest is UTC+1 in March until the 29th, UTC+2 after: the window's ends follow.
    expect(row).toEqual({ valid_from: '2026-02-28 23:00:00+00', valid_until: '2026-03-31 22:00:00+00' });
    const [audit] = await queryRows<{ staff_id: number; after: { code: string } }>(
      db,
      sql`select staff_id, after from audit_log where action = 'coupon.create' and entity_id = ${String(id)}`,
    );
    expect(audit?.staff_id).toBe(ownerMember.id);
    expect(audit?.after.code).toBe('TAVASZ10');
  });

  it('refuses a code taken in any case, and values outside their kind’s range', async () => {
    const taken = await owner.post('/api/admin/v1/coupons', coupon({ code: 'tavasz10' }));
    expect(taken.status).toBe(422);
    expect(Object.keys((await taken.json()).errors)).toEqual(['code']);
    for (const [kind, value] of [
      ['percentage', 0],
      ['percentage', 101],
      ['fixed', 0],
      ['fixed', ''],
    ] as const) {
      const response = await owner.post('/api/admin/v1/coupons', coupon({ code: `X${kind}${value}`, kind, value }));
      expect(response.status, `${kind} ${value}`).toBe(422);
      expect(Object.keys((await response.json()).errors)).toEqual(['value']);
    }
    const range = await owner.post('/api/admin/v1/coupons', coupon({ code: 'SZAZ', value: 101 }));
    expect((await range.json()).errors.value).toEqual(['A százalékos kedvezmény 1 és 100 között legyen.']);
    const bad = await owner.post(
      '/api/admin/v1/coupons',
      coupon({ code: 'rossz kód', kind: 'bogus', valid_until: '2026-02-01' }),
    );
    expect(Object.keys((await bad.json()).errors).sort()).toEqual(['code', 'kind']);
    const window = await owner.post('/api/admin/v1/coupons', coupon({ code: 'ABLAK', valid_until: '2026-02-01' }));
    expect(Object.keys((await window.json()).errors)).toEqual(['valid_until']);
    const free = await owner.post(
      '/api/admin/v1/coupons',
      coupon({ code: 'INGYENSZALLITAS', kind: 'free_delivery', value: '', site: 'both' }),
    );
    expect(free.status).toBe(201);
    expect((await free.json()).data).toMatchObject({ value: 0, site: 'both' });
  });

  it('never lets the usage limit fall below the uses counted', async () => {
    expect(await takeCouponUse(db, id)).toBe(true);
    expect(await takeCouponUse(db, id)).toBe(true);
    const below = await send(owner, 'PATCH', `/api/admin/v1/coupons/${id}`, coupon({ usage_limit: 1 }));
    expect(below.status).toBe(422);
    expect((await below.json()).errors.usage_limit).toHaveLength(1);
    const equal = await send(owner, 'PATCH', `/api/admin/v1/coupons/${id}`, coupon({ usage_limit: 2, value: 15 }));
    expect(equal.status).toBe(200);
    expect((await equal.json()).data).toMatchObject({ usage_limit: 2, used_count: 2, value: 15, usable: false });
    const unlimited = await send(owner, 'PATCH', `/api/admin/v1/coupons/${id}`, coupon({ usage_limit: '' }));
    expect((await unlimited.json()).data).toMatchObject({ usage_limit: null, used_count: 2 });
    const other = await createCoupon(db, { code: 'MASIK', hostId: 1 });
    const clash = await send(owner, 'PATCH', `/api/admin/v1/coupons/${other.id}`, coupon({ code: 'Tavasz10' }));
    expect(Object.keys((await clash.json()).errors)).toEqual(['code']);
  });

  it('lists each use with its e-mail, discount and order or enrolment, newest first', async () => {
    await db.insert(couponRedemptions).values([
      { couponId: id, email: 'anna@example.hu', discount: 1500, orderId: 41, createdAt: new Date('2026-03-02T10:00Z') },
      {
        couponId: id,
        email: 'bea@example.hu',
        discount: 3000,
        academySubscriptionId: 7,
        createdAt: new Date('2026-03-03T10:00Z'),
      },
    ]);
    const response = await owner.get(`/api/admin/v1/coupons/${id}/redemptions`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.meta.total).toBe(2);
    expect(body.data).toEqual([
      expect.objectContaining({ email: 'bea@example.hu', discount: 3000, order_id: null, enrolment_id: 7 }),
      expect.objectContaining({ email: 'anna@example.hu', discount: 1500, order_id: 41, enrolment_id: null }),
    ]);
    expect((await owner.get('/api/admin/v1/coupons/999999/redemptions')).status).toBe(404);
  });

  it('lists by code and state, and keeps a site manager to their site and to coupons of both sites read-only', async () => {
    const list = await (await owner.get('/api/admin/v1/coupons?q=tavasz')).json();
    expect(list.data.map((c: { code: string }) => c.code)).toEqual(['TAVASZ10']);
    const { agent: academy } = await signedIn('academy_manager');
    const theirs = await (await academy.get('/api/admin/v1/coupons')).json();
    expect(theirs.data.map((c: { code: string }) => c.code)).toEqual(['INGYENSZALLITAS']);
    const both = theirs.data[0].id;
    expect((await academy.get(`/api/admin/v1/coupons/${both}`)).status).toBe(200);
    const edit = coupon({ code: 'INGYENSZALLITAS', kind: 'free_delivery', site: 'both' });
    expect((await send(academy, 'PATCH', `/api/admin/v1/coupons/${both}`, edit)).status).toBe(403);
    expect((await academy.get(`/api/admin/v1/coupons/${id}`)).status).toBe(403);
    expect((await academy.post('/api/admin/v1/coupons', coupon({ code: 'AK', site: 'both' }))).status).toBe(403);
    expect((await academy.post('/api/admin/v1/coupons', coupon({ code: 'AK', site: 'academy' }))).status).toBe(201);
    const { agent: editor } = await signedIn('editor');
    expect((await editor.get('/api/admin/v1/coupons')).status).toBe(403);
  });
});

describe('/api/admin/v1/gifts', () => {
  it('adds, lists, changes and removes a gift rule of a site, audited; the picker finds products', async () => {
    const product = await createProduct(db, { name: { hu: 'Ajándék kézkrém', en: 'Gift hand cream' } });
    const found = await (await owner.get('/api/admin/v1/gifts/products?q=kezkrem')).json();
    expect(found.data).toEqual([{ id: product.id, name: 'Ajándék kézkrém', is_active: true }]);
    const unknown = await owner.post('/api/admin/v1/gifts', {
      site: 'shop',
      product_id: 999999,
      min_subtotal: 20000,
      gift_count: 1,
    });
    expect(Object.keys((await unknown.json()).errors)).toEqual(['product_id']);
    const created = await owner.post('/api/admin/v1/gifts', {
      site: 'shop',
      product_id: product.id,
      min_subtotal: 20000,
      gift_count: 2,
      is_active: 'on',
    });
    expect(created.status).toBe(201);
    const { data } = await created.json();
    expect(data).toMatchObject({
      site: 'shop',
      product: { id: product.id, name: 'Ajándék kézkrém' },
      min_subtotal: 20000,
      gift_count: 2,
      in_effect: true,
    });
    const tooMany = await send(owner, 'PATCH', `/api/admin/v1/gifts/${data.id}`, {
      site: 'shop',
      product_id: product.id,
      min_subtotal: 20000,
      gift_count: 100,
    });
    expect(Object.keys((await tooMany.json()).errors)).toEqual(['gift_count']);
    const off = await send(owner, 'PATCH', `/api/admin/v1/gifts/${data.id}`, {
      site: 'shop',
      product_id: product.id,
      min_subtotal: 25000,
      gift_count: 1,
    });
    expect((await off.json()).data).toMatchObject({ min_subtotal: 25000, is_active: false, in_effect: false });
    const { agent: academy } = await signedIn('academy_manager');
    expect((await (await academy.get('/api/admin/v1/gifts')).json()).data).toEqual([]);
    expect((await send(academy, 'DELETE', `/api/admin/v1/gifts/${data.id}`)).status).toBe(403);
    expect((await send(owner, 'DELETE', `/api/admin/v1/gifts/${data.id}`)).status).toBe(200);
    expect((await (await owner.get('/api/admin/v1/gifts')).json()).data).toEqual([]);
    const actions = await queryRows<{ action: string }>(
      db,
      sql`select action from audit_log where entity = 'gift_rule' order by id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['gift_rule.create', 'gift_rule.update', 'gift_rule.delete']);
  });
});

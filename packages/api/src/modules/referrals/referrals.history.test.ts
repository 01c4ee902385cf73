import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { runHousekeeping } from '../../lib/housekeeping';
import {
  type Agent,
  createAddressReference,
  createProduct,
  createTestApp,
  createUser,
  type TestApp,
} from '../../testing';
import { addProduct, checkoutFields, form, guest } from '../orders/orders.fixture';
import { addCode, codeOf, referralOf } from './referrals.fixture';
import { shortName } from './referrals.history';
import { reverseReferral } from './referrals.service';

/*
 * The customer's side of a guest code (issue 22): GET /api/v1/guest-code-uses lists the discounts
 * codes gave on the signed-in user's own purchases, for their balance page. Default terms: 10 %
 * off, so a 20 000 Ft product gets 2 000 off.
 */

let t: TestApp;
let db: Db;
let ref: Awaited<ReturnType<typeof createAddressReference>>;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ref = await createAddressReference(db);
});
afterAll(() => t.dispose());

let emails = 0;
const uniqueEmail = () => `vendeg${++emails}.${Date.now()}@example.hu`;

/** A beautician named Anna Ördög, and her code. */
async function beautician() {
  const user = await createUser(db, { roles: ['customer', 'beautician'], firstName: 'Anna', lastName: 'Ördög' });
  return { ...user, code: await codeOf(db, user.id) };
}

/** Places a 20 000 Ft order by bank transfer (it stays unpaid) with the code, checkout e-mail `email`. */
async function placeWithCode(agent: Agent, code: string, email: string) {
  await addProduct(agent, (await createProduct(db, { price: 20_000 })).id);
  const added = await addCode(agent, code, email);
  expect(added.status, await added.clone().text()).toBe(200);
  const response = await agent.post('/api/v1/order', form(checkoutFields(ref, { email, payment_method_id: 2 })));
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: { id: number; order_number: string } }).data;
}

async function signedIn(user: { email: string; password: string }) {
  const agent = t.agent();
  await agent.login(user.email, user.password);
  return agent;
}

async function usesOf(agent: Agent, localeId: 1 | 2 = 1) {
  const response = await agent.get(`/api/v1/guest-code-uses?locale_id=${localeId}`);
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return ((await response.json()) as { data: Record<string, unknown>[] }).data;
}

describe('GET /api/v1/guest-code-uses', () => {
  it('a customer who used a code sees it: 2 000 Ft off the order, its number, "Anna Ö.", used; nobody else sees it', async () => {
    const { code } = await beautician();
    const customer = await createUser(db);
    const agent = await signedIn(customer);
    const order = await placeWithCode(agent, code, customer.email);

    const uses = await usesOf(agent);
    expect(uses).toEqual([
      {
        id: expect.any(Number),
        created_at: expect.any(String),
        purchase_type: 'order',
        purchase_number: order.order_number,
        referrer_name: 'Anna Ö.',
        discount: 2_000,
        state: 'used',
      },
    ]);
    expect(JSON.stringify(uses)).not.toContain('Ördög');
    // Codes, not texts: the same in English.
    expect(await usesOf(agent, 2)).toEqual(uses);

    const other = await createUser(db);
    expect(await usesOf(await signedIn(other))).toEqual([]);
  });

  it('a purchase placed as a guest is listed once the account with its e-mail is verified, not before', async () => {
    const { code } = await beautician();
    const email = uniqueEmail();
    const order = await placeWithCode(await guest(t), code, email);
    const holder = await createUser(db, { email, verified: false });
    const agent = await signedIn(holder);
    expect(await usesOf(agent)).toEqual([]);

    await db.execute(sql`update users set email_verified_at = now() where id = ${holder.id}`);
    expect(await usesOf(agent)).toEqual([
      expect.objectContaining({ purchase_number: order.order_number, discount: 2_000, state: 'used' }),
    ]);
  });

  it('a guest gets 401', async () => {
    const response = await (await guest(t)).get('/api/v1/guest-code-uses?locale_id=1');
    expect(response.status).toBe(401);
    expect((await response.json()).code).toBe('unauthenticated');
  });

  it('a void use (the order lapsed unpaid) is not listed', async () => {
    const { code } = await beautician();
    const customer = await createUser(db);
    const agent = await signedIn(customer);
    const order = await placeWithCode(agent, code, customer.email);
    await db.execute(sql`update orders set payment_deadline = now() - interval '1 minute' where id = ${order.id}`);
    await runHousekeeping(db);
    expect((await referralOf(db, 'order', order.id))?.status).toBe('void');
    expect(await usesOf(agent)).toEqual([]);
  });

  it('a reversed use (the order refunded) shows as refunded', async () => {
    const { code } = await beautician();
    const customer = await createUser(db);
    const agent = await signedIn(customer);
    const order = await placeWithCode(agent, code, customer.email);
    await db.transaction((tx) => reverseReferral(tx as unknown as Db, 'order', order.id));
    expect(await usesOf(agent)).toEqual([
      expect.objectContaining({ purchase_number: order.order_number, discount: 2_000, state: 'refunded' }),
    ]);
  });

  it('newest first; an enrolment is named by its AKA number', async () => {
    const { id: referrerId } = await beautician();
    const customer = await createUser(db);
    await db.execute(sql`insert into referral_credits
      (referrer_user_id, payable_type, payable_id, customer_email, customer_user_id, discount, credit, status, created_at)
      values
      (${referrerId}, 'order', 900001, ${uniqueEmail()}, ${customer.id}, 1000, 900, 'credited', '2025-03-01T10:00:00Z'),
      (${referrerId}, 'academy_subscription', 900002, ${uniqueEmail()}, ${customer.id}, 5000, 4500, 'placed', '2026-02-01T10:00:00Z')`);
    const uses = await usesOf(await signedIn(customer));
    expect(uses.map((use) => [use.purchase_type, use.purchase_number, use.discount])).toEqual([
      ['academy_subscription', 'AKA-2026-900002', 5_000],
      ['order', 'VAG-2025-900001', 1_000],
    ]);
  });
});

describe('shortName', () => {
  it('first name and last initial; no first name, no name', () => {
    expect(shortName('Anna', 'kovács')).toBe('Anna K.');
    expect(shortName(' Éva ', ' Ördög')).toBe('Éva Ö.');
    expect(shortName('Anna', '')).toBe('Anna');
    expect(shortName('', 'Kovács')).toBeNull();
  });
});

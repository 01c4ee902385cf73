import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { addPriceHistory, createProduct, createTestApp, daysFromNow, SHOP_HOST, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { applyDuePromotions } from './products.promotions';

/*
 * A product's planned promotions (issue 21): planned, refused and removed through the back
 * office, started and ended on time by the housekeeping's job (given its `now`), each price
 * change in the history, and the storefront's 30-day lowest price read from the days before.
 */

let t: TestApp;
let db: Db;
let editor: Agent;
let editorId: number;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  const admin = createTestAdmin(t);
  editor = admin.agent();
  const member = await createStaffMember(t, { role: 'editor' });
  editorId = member.id;
  await signInStaff(editor, member);
});
afterAll(() => t.dispose());

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR);

const plan = (productId: number, body: Record<string, unknown>) =>
  editor.post(`/api/admin/v1/products/${productId}/promotions`, body);

const prices = async (id: number) =>
  (
    await queryRows<{ price: number; price_original: number }>(
      db,
      sql`select price, price_original from products where id = ${id}`,
    )
  )[0];

const history = async (id: number) =>
  (
    await queryRows<{ price: number }>(
      db,
      sql`select price from product_price_history where product_id = ${id} order by started_at, id`,
    )
  ).map((row) => row.price);

async function storefront(slug: string) {
  const body = await (await t.request(`/api/v1/products?seo=${slug}`, { host: SHOP_HOST })).json();
  return body.data[0] as {
    price: number;
    price_original: number;
    has_promotion: boolean;
    lowest_price_30_days: number | null;
  };
}

describe('planning a promotion in the back office', () => {
  it('applies one that runs now at once: 201, the price, a history row, the audit entry; removing it restores the price (204)', async () => {
    const product = await createProduct(db, { price: 10_000 });
    const created = await plan(product.id, { price: 7_500, starts_at: inHours(-1).toISOString(), ends_at: null });
    expect(created.status, await created.clone().text()).toBe(201);
    const { data, message } = await created.json();
    expect(message).toBe('Az akciót elmentettük.');
    expect(data).toMatchObject({ product_id: product.id, price: 7_500, ends_at: null, state: 'running' });
    expect(await prices(product.id)).toEqual({ price: 7_500, price_original: 10_000 });
    expect(await history(product.id)).toEqual([10_000, 7_500]);
    const [audit] = await queryRows<{ action: string; staff_id: number; after: { price: number } }>(
      db,
      sql`select action, staff_id, after from audit_log where entity = 'product' and entity_id = ${String(product.id)}`,
    );
    expect(audit).toMatchObject({ action: 'product_promotion.create', staff_id: editorId, after: { price: 7_500 } });

    const listed = await (await editor.get(`/api/admin/v1/products/${product.id}/promotions`)).json();
    expect(listed.data.map((row: { id: number }) => row.id)).toEqual([data.id]);

    const removed = await editor.request(`/api/admin/v1/products/${product.id}/promotions/${data.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(204);
    expect(await prices(product.id)).toEqual({ price: 10_000, price_original: 10_000 });
    expect(await history(product.id)).toEqual([10_000, 7_500, 10_000]);
    const again = await editor.request(`/api/admin/v1/products/${product.id}/promotions/${data.id}`, {
      method: 'DELETE',
    });
    expect(again.status).toBe(404);
  });

  it('takes Budapest wall-clock times from the form: 2030-07-01T09:00 is 07:00 UTC in summer', async () => {
    const product = await createProduct(db, { price: 5_000 });
    const created = await plan(product.id, {
      price: 4_000,
      starts_at: '2030-07-01T09:00',
      ends_at: '2030-07-15T18:00',
    });
    expect(created.status, await created.clone().text()).toBe(201);
    expect((await created.json()).data).toMatchObject({
      starts_at: '2030-07-01T07:00:00.000Z',
      ends_at: '2030-07-15T16:00:00.000Z',
      state: 'planned',
    });
    expect((await prices(product.id))?.price).toBe(5_000);
  });

  it('refuses a price not below the regular one, a window ending before it starts or already over, an overlap, and unreadable times (422 at the field)', async () => {
    const product = await createProduct(db, { price: 8_000 });
    const first = await plan(product.id, {
      price: 6_000,
      starts_at: inHours(24).toISOString(),
      ends_at: inHours(72).toISOString(),
    });
    expect(first.status).toBe(201);
    const refusals: [Record<string, unknown>, string, string][] = [
      [
        { price: 8_000, starts_at: inHours(100).toISOString() },
        'price',
        'Az akciós ár legyen kisebb a termék rendes áránál.',
      ],
      [
        { price: 7_000, starts_at: inHours(100).toISOString(), ends_at: inHours(99).toISOString() },
        'ends_at',
        'Az akció vége legyen később a kezdeténél.',
      ],
      [
        { price: 7_000, starts_at: inHours(-5).toISOString(), ends_at: inHours(-1).toISOString() },
        'ends_at',
        'Az akció vége már elmúlt.',
      ],
      [
        { price: 7_000, starts_at: inHours(48).toISOString(), ends_at: inHours(96).toISOString() },
        'starts_at',
        'Ebben az időszakban már van akciója a terméknek.',
      ],
      // Open-ended from before the first: it would run into it.
      [
        { price: 7_000, starts_at: inHours(1).toISOString(), ends_at: '' },
        'starts_at',
        'Ebben az időszakban már van akciója a terméknek.',
      ],
      [{ price: 7_000, starts_at: 'holnap' }, 'starts_at', 'Adjon meg egy időpontot (például 2026-12-01T09:00).'],
    ];
    for (const [body, field, text] of refusals) {
      const response = await plan(product.id, body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect((await response.json()).errors).toEqual({ [field]: [text] });
    }
    // Right after the first one ends: no overlap (the end is exclusive).
    const next = await plan(product.id, { price: 7_000, starts_at: inHours(72).toISOString(), ends_at: null });
    expect(next.status, await next.clone().text()).toBe(201);
    const missing = await plan(999_999, { price: 1, starts_at: inHours(1).toISOString() });
    expect(missing.status).toBe(404);
  });

  it('answers 404 for a promotion of another product, and leaves it', async () => {
    const one = await createProduct(db, { price: 3_000 });
    const other = await createProduct(db, { price: 3_000 });
    const { data } = await (await plan(one.id, { price: 2_000, starts_at: inHours(5).toISOString() })).json();
    expect(
      (await editor.request(`/api/admin/v1/products/${other.id}/promotions/${data.id}`, { method: 'DELETE' })).status,
    ).toBe(404);
    const listed = await (await editor.get(`/api/admin/v1/products/${one.id}/promotions`)).json();
    expect(listed.data).toHaveLength(1);
  });
});

describe('the housekeeping job starts and ends promotions on time', () => {
  it('sells at the promotion from its start to its end, each change in the history, and shows the 30-day lowest of the days before it', async () => {
    const product = await createProduct(db, { price: 10_000, createdAt: daysFromNow(-100) });
    await addPriceHistory(db, product.id, [
      { price: 8_900, startedAt: daysFromNow(-20) },
      { price: 10_000, startedAt: daysFromNow(-10) },
    ]);
    const startsAt = inHours(2);
    const endsAt = inHours(26);
    const created = await plan(product.id, {
      price: 7_000,
      starts_at: startsAt.toISOString(),
      ends_at: endsAt.toISOString(),
    });
    expect(created.status).toBe(201);

    expect(await applyDuePromotions(db, new Date(startsAt.getTime() - 60_000))).not.toContain(product.id);
    expect(await storefront(product.slug.hu)).toMatchObject({
      price: 10_000,
      has_promotion: false,
      lowest_price_30_days: null,
    });

    expect(await applyDuePromotions(db, new Date(startsAt.getTime() + 60_000))).toContain(product.id);
    expect(await storefront(product.slug.hu)).toMatchObject({
      price: 7_000,
      price_original: 10_000,
      has_promotion: true,
      lowest_price_30_days: 8_900,
    });
    // Once is enough: a second run in the window writes nothing.
    expect(await applyDuePromotions(db, new Date(startsAt.getTime() + 120_000))).not.toContain(product.id);

    expect(await applyDuePromotions(db, new Date(endsAt.getTime() + 60_000))).toContain(product.id);
    expect(await storefront(product.slug.hu)).toMatchObject({ price: 10_000, has_promotion: false });
    expect((await history(product.id)).slice(-3)).toEqual([10_000, 7_000, 10_000]);
  });

  it('leaves alone products without planned promotions, whatever their price', async () => {
    const legacy = await createProduct(db, { price: 6_000, priceOriginal: 9_000 });
    expect(await applyDuePromotions(db, inHours(1))).not.toContain(legacy.id);
    expect(await prices(legacy.id)).toEqual({ price: 6_000, price_original: 9_000 });
  });
});

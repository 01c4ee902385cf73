import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponRedemptions, coupons, giftRules } from './coupons.schema';

/* The back office's reads and writes of coupons and gift rules (issue 21). */

export type CouponRow = typeof coupons.$inferSelect;
export type CouponValues = Omit<typeof coupons.$inferInsert, 'id' | 'usedCount' | 'createdAt' | 'updatedAt'>;

export interface CouponFilter {
  /** Coupons of these sites, and those of both sites. */
  hostIds: number[];
  like?: string;
  state?: 'active' | 'inactive';
}

/** Switched on and not past its window: what the "active" filter means. */
const couponLive = sql`(${coupons.isActive} and (${coupons.validUntil} is null or ${coupons.validUntil} > now()))`;

function couponWhere(filter: CouponFilter): SQL | undefined {
  return and(
    or(isNull(coupons.hostId), inArray(coupons.hostId, filter.hostIds)),
    filter.like ? sql`lower(${coupons.code}) like ${filter.like}` : undefined,
    filter.state === 'active' ? couponLive : filter.state === 'inactive' ? sql`not ${couponLive}` : undefined,
  );
}

export async function selectCouponPage(db: Db, filter: CouponFilter, limit: number, offset: number) {
  const where = couponWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(where)
      .orderBy(desc(coupons.createdAt), desc(coupons.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(coupons).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

export async function selectCoupon(db: Db, id: number, { lock = false } = {}): Promise<CouponRow | undefined> {
  const query = db.select().from(coupons).where(eq(coupons.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Another coupon with the code in any case (codes are matched case-insensitively). */
export async function selectCouponIdByCode(db: Db, code: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(sql`lower(${coupons.code}) = ${code.toLowerCase()}`);
  return row?.id;
}

export async function insertCoupon(db: Db, values: CouponValues): Promise<CouponRow> {
  const [row] = await db.insert(coupons).values(values).returning();
  if (!row) throw new Error('coupon insert returned no row');
  return row;
}

export async function updateCoupon(db: Db, id: number, values: CouponValues): Promise<CouponRow> {
  const [row] = await db
    .update(coupons)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(coupons.id, id))
    .returning();
  if (!row) throw new Error('coupon update returned no row');
  return row;
}

export async function selectRedemptionPage(db: Db, couponId: number, limit: number, offset: number) {
  const where = eq(couponRedemptions.couponId, couponId);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(couponRedemptions)
      .where(where)
      .orderBy(desc(couponRedemptions.createdAt), desc(couponRedemptions.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(couponRedemptions).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/* Gift rules. */

export type GiftRuleRow = typeof giftRules.$inferSelect;
export type GiftRuleValues = Omit<typeof giftRules.$inferInsert, 'id' | 'createdAt'>;

export function selectGiftRules(db: Db, hostIds: number[], id?: number): Promise<GiftRuleRow[]> {
  return db
    .select()
    .from(giftRules)
    .where(and(inArray(giftRules.hostId, hostIds), id === undefined ? undefined : eq(giftRules.id, id)))
    .orderBy(giftRules.hostId, giftRules.minSubtotal, giftRules.id);
}

export async function selectGiftRule(db: Db, id: number, { lock = false } = {}): Promise<GiftRuleRow | undefined> {
  const query = db.select().from(giftRules).where(eq(giftRules.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function insertGiftRule(db: Db, values: GiftRuleValues): Promise<number> {
  const [row] = await db.insert(giftRules).values(values).returning({ id: giftRules.id });
  if (!row) throw new Error('gift rule insert returned no row');
  return row.id;
}

export async function updateGiftRule(db: Db, id: number, values: GiftRuleValues) {
  await db.update(giftRules).set(values).where(eq(giftRules.id, id));
}

export async function deleteGiftRule(db: Db, id: number) {
  await db.delete(giftRules).where(eq(giftRules.id, id));
}

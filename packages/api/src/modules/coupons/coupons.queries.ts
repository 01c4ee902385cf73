import { mailboxIdentity } from '@vag/domain';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { couponRedemptions, coupons, giftRules } from './coupons.schema';

export type CouponRow = typeof coupons.$inferSelect;

export async function selectCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  const [row] = await db.select().from(coupons).where(sql`lower(${coupons.code}) = ${code.trim().toLowerCase()}`);
  return row;
}

export function selectCouponsByIds(db: Db, ids: number[]): Promise<CouponRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select().from(coupons).where(inArray(coupons.id, ids));
}

/**
 * Redemptions of one coupon by the mailbox of `email` (`mailboxIdentity`: `a+1@x.hu` is
 * `a@x.hu`). Redemptions keep the address as typed, so the rows of the mailbox's domain are read
 * and compared by identity here; the rule lives in one function, not again in SQL.
 */
export async function countRedemptions(db: Db, couponId: number, email: string): Promise<number> {
  const identity = mailboxIdentity(email);
  const domain = identity.slice(identity.lastIndexOf('@') + 1);
  const domains = domain === 'gmail.com' ? ['gmail.com', 'googlemail.com'] : [domain];
  const rows = await db
    .select({ email: couponRedemptions.email })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        or(...domains.map((name) => sql`lower(${couponRedemptions.email}) like ${`%@${name}`}`)),
      ),
    );
  return rows.filter((row) => mailboxIdentity(row.email) === identity).length;
}

/**
 * Counts one use if the coupon has one left. The UPDATE locks the coupon's row until the
 * order's transaction ends, so concurrent redeemers queue up and re-check the committed count.
 */
export async function takeCouponUse(db: Db, couponId: number): Promise<boolean> {
  const rows = await db
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1`, updatedAt: sql`now()` })
    .where(
      and(eq(coupons.id, couponId), or(isNull(coupons.usageLimit), sql`${coupons.usedCount} < ${coupons.usageLimit}`)),
    )
    .returning({ id: coupons.id });
  return rows.length > 0;
}

export async function insertRedemption(db: Db, values: typeof couponRedemptions.$inferInsert) {
  await db.insert(couponRedemptions).values(values);
}

/** Deletes a purchase's redemptions and lowers each coupon's use count by what they counted. */
export async function deleteRedemptionsOf(db: Db, purchase: { orderId?: number; academySubscriptionId?: number }) {
  const of =
    purchase.orderId !== undefined
      ? eq(couponRedemptions.orderId, purchase.orderId)
      : eq(couponRedemptions.academySubscriptionId, purchase.academySubscriptionId ?? -1);
  const gone = await db.delete(couponRedemptions).where(of).returning({ couponId: couponRedemptions.couponId });
  for (const { couponId } of gone) {
    await db
      .update(coupons)
      .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)`, updatedAt: sql`now()` })
      .where(eq(coupons.id, couponId));
  }
}

/** Active gift rules of a site in their window whose threshold the subtotal reaches. */
export interface GiftRule {
  productId: number;
  giftCount: number;
  minSubtotal: number;
}

/**
 * A site's gift rules in effect now, by threshold, as a JSON array expression: read with the
 * cart's contents (`selectCartContents`), one round trip fewer; `giftsReachedBy` picks the
 * rules a subtotal reaches.
 */
export const giftRulesInEffectJson = (hostId: number) => sql`coalesce((select json_agg(json_build_object(
    'productId', ${giftRules.productId}, 'giftCount', ${giftRules.giftCount}, 'minSubtotal', ${giftRules.minSubtotal})
    order by ${giftRules.minSubtotal}, ${giftRules.id})
  from ${giftRules}
  where ${giftRules.hostId} = ${hostId} and ${giftRules.isActive}
    and (${giftRules.validFrom} is null or ${giftRules.validFrom} <= now())
    and (${giftRules.validUntil} is null or ${giftRules.validUntil} > now())), '[]')`;

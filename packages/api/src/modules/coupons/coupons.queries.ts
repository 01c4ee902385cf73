import { mailboxIdentity } from '@vag/domain';
import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
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
  return redemptionsBy(rows, email);
}

/** How many of the redemptions' addresses are the mailbox of `email`. */
export function redemptionsBy(rows: readonly { email: string }[], email: string): number {
  const identity = mailboxIdentity(email);
  return rows.filter((row) => mailboxIdentity(row.email) === identity).length;
}

/** The mailbox domain of an address as `mailboxIdentity` takes it, in SQL (gmail.com for googlemail.com). */
const identityDomain = (email: SQL) =>
  sql`(select case when d in ('gmail.com', 'googlemail.com') then 'gmail.com' else d end
    from (select substring(lower(trim(${email})) from '[^@]*$') as d) address)`;

/**
 * The coupons of a cart's `entries` (a subquery of its coupon_id and email columns), as JSON
 * arrays: `coupons`, their rows (timestamps as ISO text), and `redemptions`, the earlier ones of
 * each coupon with a per-e-mail limit at the domain of the entry's e-mail (`redemptionsBy`
 * counts the mailbox's among them).
 */
export const cartCouponsJson = (entries: SQL) => {
  const c = coupons;
  const r = couponRedemptions;
  return {
    coupons: sql<(Omit<CouponRow, keyof Timestamps> & Timestamps)[]>`coalesce((
      select json_agg(json_build_object('id', ${c.id}, 'code', ${c.code}, 'kind', ${c.kind}, 'value', ${c.value},
        'hostId', ${c.hostId}, 'minSubtotal', ${c.minSubtotal}, 'usageLimit', ${c.usageLimit},
        'usedCount', ${c.usedCount}, 'perEmailLimit', ${c.perEmailLimit}, 'validFrom', ${c.validFrom},
        'validUntil', ${c.validUntil}, 'isActive', ${c.isActive}, 'createdAt', ${c.createdAt},
        'updatedAt', ${c.updatedAt}))
      from ${c} where ${c.id} in (select entry.coupon_id from ${entries} entry)), '[]')`,
    redemptions: sql<{ couponId: number; email: string }[]>`coalesce((
      select json_agg(json_build_object('couponId', ${r.couponId}, 'email', ${r.email}))
      from ${entries} entry join ${c} on ${c.id} = entry.coupon_id and ${c.perEmailLimit} is not null
        join ${r} on ${r.couponId} = entry.coupon_id
          and ${identityDomain(sql`${r.email}`)} = ${identityDomain(sql`entry.email`)}), '[]')`,
  };
};

interface Timestamps {
  validFrom: string | null;
  validUntil: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A coupon row of `cartCouponsJson` with its timestamps as dates again. */
export const couponRowOf = (row: Omit<CouponRow, keyof Timestamps> & Timestamps): CouponRow => ({
  ...row,
  validFrom: row.validFrom === null ? null : new Date(row.validFrom),
  validUntil: row.validUntil === null ? null : new Date(row.validUntil),
  createdAt: new Date(row.createdAt),
  updatedAt: new Date(row.updatedAt),
});

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

/**
 * `takeCouponUse` and `insertRedemption` in one statement for a coupon without a per-e-mail limit
 * (whose count must be read after the lock, in a statement of its own): 'limited' when it has
 * one, 'used_up' when no use is left; nothing is written unless 'redeemed'.
 */
export async function redeemUnlimitedCoupon(
  db: Db,
  values: typeof couponRedemptions.$inferInsert,
): Promise<'redeemed' | 'used_up' | 'limited'> {
  const [row] = await queryRows<{ redeemed: boolean; limited: boolean }>(
    db,
    sql`with taken as (
        update ${coupons} set used_count = used_count + 1, updated_at = now()
        where id = ${values.couponId} and per_email_limit is null
          and (usage_limit is null or used_count < usage_limit)
        returning id),
      redeemed as (
        insert into ${couponRedemptions} (coupon_id, email, discount, order_id, academy_subscription_id)
        select id, ${values.email}, ${values.discount}, ${values.orderId ?? null}::int,
          ${values.academySubscriptionId ?? null}::int from taken)
      select exists (select 1 from taken) as redeemed,
        exists (select 1 from ${coupons} where id = ${values.couponId} and per_email_limit is not null) as limited`,
  );
  if (row?.redeemed) return 'redeemed';
  return row?.limited ? 'limited' : 'used_up';
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

const giftRulesInEffect = (hostId: number) => sql`${giftRules.hostId} = ${hostId} and ${giftRules.isActive}
    and (${giftRules.validFrom} is null or ${giftRules.validFrom} <= now())
    and (${giftRules.validUntil} is null or ${giftRules.validUntil} > now())`;

/**
 * A site's gift rules in effect now, by threshold, as a JSON array expression: read with the
 * cart's contents (`cartReadStatement`), one round trip fewer; `giftsReachedBy` picks the
 * rules a subtotal reaches.
 */
export const giftRulesInEffectJson = (hostId: number) => sql`coalesce((select json_agg(json_build_object(
    'productId', ${giftRules.productId}, 'giftCount', ${giftRules.giftCount}, 'minSubtotal', ${giftRules.minSubtotal})
    order by ${giftRules.minSubtotal}, ${giftRules.id})
  from ${giftRules} where ${giftRulesInEffect(hostId)}), '[]')`;

/** The products the site's gift rules in effect give, as a subquery. */
export const giftRuleProductIds = (hostId: number) =>
  sql`(select ${giftRules.productId} from ${giftRules} where ${giftRulesInEffect(hostId)})`;

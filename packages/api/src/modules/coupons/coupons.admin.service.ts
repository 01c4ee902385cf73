import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminCoupon,
  type AdminCouponInput,
  type AdminCouponQuery,
  type AdminCouponRedemption,
  type AdminGift,
  type AdminGiftInput,
  budapestDayStart,
  type CouponKind,
  type CouponSite,
  canActOnSite,
  DISPLAY_TIME_ZONE,
  HostId,
  type SiteKey,
  siteKeyOf,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { likeLower } from '../../lib/admin-lists';
import type { CurrentStaff } from '../../lib/admin-router';
import { AppError, fieldError, NotFoundError } from '../../lib/errors';
import { offsetOf, pageMeta } from '../../lib/http-query';
import { recordAudit } from '../audit/audit.service';
import { type ProductName, productNamesByIds, searchProductNames } from '../products/products.lookup';
import {
  type CouponRow,
  type CouponValues,
  deleteGiftRule,
  type GiftRuleRow,
  type GiftRuleValues,
  insertCoupon,
  insertGiftRule,
  selectCoupon,
  selectCouponIdByCode,
  selectCouponPage,
  selectGiftRule,
  selectGiftRules,
  selectRedemptionPage,
  updateCoupon,
  updateGiftRule,
} from './coupons.admin-queries';
import { couponRefusal } from './coupons.rules';

/*
 * The back office's coupons and gift rules (issue 21). The form's values are checked by the
 * contract (domain admin-promotions: kinds and their ranges, as the table's checks hold them);
 * here the rules that need the table: a code unique in any case, a usage limit never below the
 * uses counted, and the member's sites (a coupon of both sites needs both). Validity is given in
 * Budapest days and stored as instants: from the first moment of the first day to the end of the
 * last, which is what the cart's `couponRefusal` compares.
 */

const DAY_MS = 86_400_000;
const budapestDay = new Intl.DateTimeFormat('en-CA', { timeZone: DISPLAY_TIME_ZONE });

const dayOf = (date: Date | null) => (date ? budapestDay.format(date) : null);
const untilOf = (date: Date | null) => (date ? budapestDay.format(new Date(date.getTime() - 1)) : null);
const startOf = (day: string | null | undefined) => (day ? budapestDayStart(day) : null);
const endOf = (day: string | null | undefined) => (day ? new Date(budapestDayStart(day).getTime() + DAY_MS) : null);

const couponSiteOf = (hostId: number | null): CouponSite => (hostId === null ? 'both' : siteKeyOf(hostId as HostId));
const sitesOfCoupon = (site: CouponSite): SiteKey[] => (site === 'both' ? ['shop', 'academy'] : [site]);

/** 403 unless the member acts on every site of the coupon or rule. */
function assertSites(staff: CurrentStaff, sites: readonly SiteKey[]) {
  if (!sites.every((site) => canActOnSite(staff.role, site))) throw new AppError(403, 'staff_site_forbidden');
}

export function toAdminCoupon(row: CouponRow, now = new Date()): AdminCoupon {
  // Whether today's cart of the coupon's site would take it, before its own subtotal and e-mail.
  const reason = couponRefusal(row, {
    hostId: (row.hostId ?? HostId.shop) as HostId,
    subtotal: Number.MAX_SAFE_INTEGER,
    emailRedemptions: 0,
    now,
  });
  return {
    id: row.id,
    code: row.code,
    kind: row.kind as CouponKind,
    value: row.value,
    site: couponSiteOf(row.hostId),
    min_subtotal: row.minSubtotal,
    usage_limit: row.usageLimit,
    used_count: row.usedCount,
    per_email_limit: row.perEmailLimit,
    valid_from: dayOf(row.validFrom),
    valid_until: untilOf(row.validUntil),
    is_active: row.isActive,
    usable: reason === null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listCouponsForStaff(db: Db, query: AdminCouponQuery, sites: readonly SiteKey[]) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? ADMIN_LIST_PAGE_SIZE };
  const { rows, total } = await selectCouponPage(
    db,
    { hostIds: sites.map((site) => HostId[site]), like: query.q ? likeLower(query.q) : undefined, state: query.state },
    paging.perPage,
    offsetOf(paging),
  );
  return { data: rows.map((row) => toAdminCoupon(row)), meta: pageMeta(paging, total, rows.length) };
}

/** A coupon the member may see: of their site, or of both sites. */
export async function couponForStaff(db: Db, id: number, staff: CurrentStaff): Promise<CouponRow> {
  const row = await selectCoupon(db, id);
  if (!row) throw new NotFoundError();
  const sites = sitesOfCoupon(couponSiteOf(row.hostId));
  if (!sites.some((site) => canActOnSite(staff.role, site))) throw new AppError(403, 'staff_site_forbidden');
  return row;
}

function couponValues(input: AdminCouponInput): CouponValues {
  return {
    code: input.code,
    kind: input.kind,
    value: input.kind === 'free_delivery' ? 0 : (input.value ?? 0),
    hostId: input.site === 'both' ? null : HostId[input.site],
    minSubtotal: input.min_subtotal ?? 0,
    usageLimit: input.usage_limit ?? null,
    perEmailLimit: input.per_email_limit ?? null,
    validFrom: startOf(input.valid_from),
    validUntil: endOf(input.valid_until),
    isActive: input.is_active,
  };
}

const auditValues = (coupon: AdminCoupon) => {
  const { usable: _usable, created_at: _created, ...values } = coupon;
  return values;
};

const isUniqueViolation = (error: unknown) => {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === '23505') return true;
    current = current.cause;
  }
  return false;
};

/** POST (id undefined) or PATCH of a coupon, audited. */
export async function saveCouponByStaff(
  db: Db,
  input: AdminCouponInput,
  staff: CurrentStaff,
  id?: number,
): Promise<AdminCoupon> {
  assertSites(staff, sitesOfCoupon(input.site));
  try {
    return await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const before = id === undefined ? undefined : await selectCoupon(tx, id, { lock: true });
      if (id !== undefined && !before) throw new NotFoundError();
      if (before) assertSites(staff, sitesOfCoupon(couponSiteOf(before.hostId)));
      const sameCode = await selectCouponIdByCode(tx, input.code);
      if (sameCode !== undefined && sameCode !== id) throw fieldError('code', 'coupon_code_taken');
      // The row is locked: no redemption can count a use between this check and the update.
      if (before && input.usage_limit != null && input.usage_limit < before.usedCount) {
        throw fieldError('usage_limit', 'coupon_usage_limit_below_uses');
      }
      const values = couponValues(input);
      const row = before ? await updateCoupon(tx, before.id, values) : await insertCoupon(tx, values);
      const after = toAdminCoupon(row);
      await recordAudit(tx, {
        staffId: staff.id,
        action: before ? 'coupon.update' : 'coupon.create',
        entity: 'coupon',
        entityId: row.id,
        site: row.hostId === null ? null : siteKeyOf(row.hostId as HostId),
        before: before ? auditValues(toAdminCoupon(before)) : null,
        after: auditValues(after),
      });
      return after;
    });
  } catch (error) {
    // Two members saving the same new code at once: the unique index decides.
    if (isUniqueViolation(error)) throw fieldError('code', 'coupon_code_taken');
    throw error;
  }
}

export async function listRedemptions(db: Db, couponId: number, query: { page?: number; per_page?: number }) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? ADMIN_LIST_PAGE_SIZE };
  const { rows, total } = await selectRedemptionPage(db, couponId, paging.perPage, offsetOf(paging));
  const data: AdminCouponRedemption[] = rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    email: row.email,
    discount: row.discount,
    order_id: row.orderId,
    enrolment_id: row.academySubscriptionId,
  }));
  return { data, meta: pageMeta(paging, total, rows.length) };
}

/* Gift rules. */

function toAdminGift(rule: GiftRuleRow, product: ProductName | undefined, now = new Date()): AdminGift {
  return {
    id: rule.id,
    site: siteKeyOf(rule.hostId as HostId),
    product: { id: rule.productId, name: product?.name ?? '', is_active: product?.isActive ?? false },
    min_subtotal: rule.minSubtotal,
    gift_count: rule.giftCount,
    valid_from: dayOf(rule.validFrom),
    valid_until: untilOf(rule.validUntil),
    is_active: rule.isActive,
    in_effect:
      rule.isActive && (!rule.validFrom || rule.validFrom <= now) && (!rule.validUntil || rule.validUntil > now),
  };
}

export async function listGiftsForStaff(db: Db, sites: readonly SiteKey[]) {
  const rules = await selectGiftRules(
    db,
    sites.map((site) => HostId[site]),
  );
  const names = new Map(
    (await productNamesByIds(db, [...new Set(rules.map((r) => r.productId))])).map((p) => [p.id, p]),
  );
  return rules.map((rule) => toAdminGift(rule, names.get(rule.productId)));
}

function giftValues(input: AdminGiftInput): GiftRuleValues {
  return {
    hostId: HostId[input.site],
    productId: input.product_id,
    minSubtotal: input.min_subtotal,
    giftCount: input.gift_count,
    validFrom: startOf(input.valid_from),
    validUntil: endOf(input.valid_until),
    isActive: input.is_active,
  };
}

const giftAudit = (rule: GiftRuleRow) => ({
  site: siteKeyOf(rule.hostId as HostId),
  product_id: rule.productId,
  min_subtotal: rule.minSubtotal,
  gift_count: rule.giftCount,
  valid_from: dayOf(rule.validFrom),
  valid_until: untilOf(rule.validUntil),
  is_active: rule.isActive,
});

/** POST (id undefined) or PATCH of a gift rule, audited. */
export async function saveGiftByStaff(db: Db, input: AdminGiftInput, staff: CurrentStaff, id?: number) {
  assertSites(staff, [input.site]);
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const before = id === undefined ? undefined : await selectGiftRule(tx, id, { lock: true });
    if (id !== undefined && !before) throw new NotFoundError();
    if (before) assertSites(staff, [siteKeyOf(before.hostId as HostId)]);
    const [product] = await productNamesByIds(tx, [input.product_id]);
    if (!product) throw fieldError('product_id', 'gift_product_unknown');
    const values = giftValues(input);
    const ruleId = before ? before.id : await insertGiftRule(tx, values);
    if (before) await updateGiftRule(tx, before.id, values);
    const [rule] = await selectGiftRules(tx, [values.hostId ?? HostId.shop], ruleId);
    if (!rule) throw new NotFoundError();
    await recordAudit(tx, {
      staffId: staff.id,
      action: before ? 'gift_rule.update' : 'gift_rule.create',
      entity: 'gift_rule',
      entityId: ruleId,
      site: input.site,
      before: before ? giftAudit(before) : null,
      after: giftAudit(rule),
    });
    return toAdminGift(rule, product);
  });
}

export async function deleteGiftByStaff(db: Db, id: number, staff: CurrentStaff) {
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const before = await selectGiftRule(tx, id, { lock: true });
    if (!before) throw new NotFoundError();
    assertSites(staff, [siteKeyOf(before.hostId as HostId)]);
    await deleteGiftRule(tx, id);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'gift_rule.delete',
      entity: 'gift_rule',
      entityId: id,
      site: siteKeyOf(before.hostId as HostId),
      before: giftAudit(before),
    });
  });
}

/** The gift picker's search by name. */
export async function lookupProducts(db: Db, q: string) {
  const rows = await searchProductNames(db, likeLower(q));
  return rows.map((row) => ({ id: row.id, name: row.name, is_active: row.isActive }));
}

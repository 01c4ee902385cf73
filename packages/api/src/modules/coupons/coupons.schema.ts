import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from '../products/products.schema';

/**
 * Codes are matched case-insensitively (unique on lower(code)). `value` is a percentage for
 * `percentage`, forints for `fixed`, unused for `free_delivery`. Host null = both sites.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    kind: text().notNull(),
    value: integer().notNull().default(0),
    hostId: smallint(),
    /** Items subtotal (gross) the cart must reach. */
    minSubtotal: integer().notNull().default(0),
    /** Redemptions in total; null = unlimited. */
    usageLimit: integer(),
    usedCount: integer().notNull().default(0),
    /** Redemptions per buyer e-mail; null = unlimited. */
    perEmailLimit: integer(),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupons_code_idx').on(sql`lower(${t.code})`),
    check('coupons_kind_check', sql`${t.kind} in ('percentage', 'fixed', 'free_delivery')`),
    check(
      'coupons_value_check',
      sql`case ${t.kind} when 'percentage' then ${t.value} between 1 and 100
        when 'fixed' then ${t.value} > 0 else true end`,
    ),
    check('coupons_host_check', sql`${t.hostId} is null or ${t.hostId} in (1, 2)`),
    check('coupons_min_subtotal_check', sql`${t.minSubtotal} >= 0`),
    // The conditional UPDATE of a redemption relies on it as the last line of defence.
    check(
      'coupons_usage_check',
      sql`${t.usedCount} >= 0 and (${t.usageLimit} is null or ${t.usedCount} <= ${t.usageLimit})`,
    ),
    check('coupons_per_email_check', sql`${t.perEmailLimit} is null or ${t.perEmailLimit} > 0`),
  ],
);

/**
 * One row per use of a coupon by a placed order or enrolment. Those tables belong to the
 * orders module, so the references are plain integers here.
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial().primaryKey(),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    /** Lower-case. */
    email: text().notNull(),
    discount: integer().notNull(),
    orderId: integer(),
    academySubscriptionId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_redemptions_email_idx').on(t.couponId, t.email),
    check('coupon_redemptions_email_lower_check', sql`${t.email} = lower(${t.email})`),
  ],
);

/** "Above N Ft items subtotal, `giftCount` of product X free" on a site, within a window. */
export const giftRules = pgTable(
  'gift_rules',
  {
    id: serial().primaryKey(),
    hostId: smallint().notNull().default(1),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    minSubtotal: integer().notNull(),
    giftCount: integer().notNull().default(1),
    validFrom: timestamp({ withTimezone: true }),
    validUntil: timestamp({ withTimezone: true }),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('gift_rules_site_idx').on(t.hostId, t.isActive),
    check('gift_rules_host_check', sql`${t.hostId} in (1, 2)`),
    check('gift_rules_values_check', sql`${t.minSubtotal} >= 0 and ${t.giftCount} between 1 and 99`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts';
import { products, trainingDates } from './catalogue';

/*
 * Carts of both sites (DESIGN §6 "Cart identity"), coupons and gift rules. A cart belongs to a
 * guest's session or to a user, never both; prices are not stored here: the cart is priced
 * from the catalogue every time it is read, so a price change reaches it at once.
 */

export const carts = pgTable(
  'carts',
  {
    id: serial().primaryKey(),
    hostId: smallint().notNull(),
    /** A guest's cart: it goes with the session (expired sessions take their carts along). */
    sessionId: uuid().references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_user_idx').on(t.hostId, t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex('carts_session_idx').on(t.hostId, t.sessionId).where(sql`${t.sessionId} is not null`),
    check('carts_owner_check', sql`(${t.sessionId} is null) <> (${t.userId} is null)`),
    check('carts_host_check', sql`${t.hostId} in (1, 2)`),
  ],
);

/** A product (shop) or a training date (academy) with a count; the date fixes the location type. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial().primaryKey(),
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer().references(() => products.id, { onDelete: 'cascade' }),
    trainingDateId: integer().references(() => trainingDates.id, { onDelete: 'cascade' }),
    count: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_items_product_idx').on(t.cartId, t.productId).where(sql`${t.productId} is not null`),
    uniqueIndex('cart_items_training_date_idx')
      .on(t.cartId, t.trainingDateId)
      .where(sql`${t.trainingDateId} is not null`),
    check('cart_items_kind_check', sql`(${t.productId} is null) <> (${t.trainingDateId} is null)`),
    check('cart_items_count_check', sql`${t.count} between 1 and 99`),
  ],
);

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

/** Coupons on a cart, with the e-mail given for each (per-e-mail limits count it). */
export const cartCoupons = pgTable(
  'cart_coupons',
  {
    cartId: integer()
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    email: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.couponId] })],
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

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
import { sessions } from '../../db/platform.schema';
import { coupons } from '../coupons/coupons.schema';
import { products } from '../products/products.schema';
import { trainingDates } from '../trainings/trainings.schema';
import { users } from '../users/users.schema';

/*
 * Carts of both sites (DESIGN §6 "Cart identity"). A cart belongs to a guest's session or to a
 * user, never both; prices are not stored here: the cart is priced from the catalogue every time
 * it is read, so a price change reaches it at once.
 */

export const carts = pgTable(
  'carts',
  {
    id: serial().primaryKey(),
    hostId: smallint().notNull(),
    /** A guest's cart: it goes with the session (expired sessions take their carts along). */
    sessionId: uuid().references(() => sessions.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** The beautician whose guest code the shopper entered (issue 22); checked again at checkout. */
    referrerUserId: integer().references(() => users.id, { onDelete: 'set null' }),
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

/**
 * A product (shop) or a training date (academy) with a count; the date fixes the location type.
 * A classroom date's line holds its seats while the shopper checks out (issue 24): `seats_held`
 * of them until `held_until`. A trigger (migration 0025) moves every change of a line's
 * `seats_held`, its deletion included (a cart emptied, merged, or gone with its session), onto
 * `training_dates.seats_held`, whose check keeps holds and enrolments together within capacity.
 */
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
    /** Seats of a classroom date this line holds (0: none, or the hold ran out and was released). */
    seatsHeld: integer().notNull().default(0),
    /** Until when the hold lasts; kept after it runs out, so the cart can say so. */
    heldUntil: timestamp({ withTimezone: true }),
    /** The hold was extended once when checkout started (it is extended only once). */
    holdExtended: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    /** A cart's lines, whatever their kind: the partial unique indexes below each see one kind. */
    index('cart_items_cart_idx').on(t.cartId),
    uniqueIndex('cart_items_product_idx').on(t.cartId, t.productId).where(sql`${t.productId} is not null`),
    uniqueIndex('cart_items_training_date_idx')
      .on(t.cartId, t.trainingDateId)
      .where(sql`${t.trainingDateId} is not null`),
    check('cart_items_kind_check', sql`(${t.productId} is null) <> (${t.trainingDateId} is null)`),
    check('cart_items_count_check', sql`${t.count} between 1 and 99`),
    check('cart_items_seats_held_check', sql`${t.seatsHeld} between 0 and ${t.count}`),
    index('cart_items_hold_idx').on(t.heldUntil).where(sql`${t.seatsHeld} > 0`),
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

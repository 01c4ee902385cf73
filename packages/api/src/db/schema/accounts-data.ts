import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { products } from './catalogue';
import { orders } from './orders';
import { streetTypes, zipcodes } from './reference';

/* What users keep in their account: addresses, balances, wish list; and the newsletter and
 * training recommendations that guests can send too. */

export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    zipcodeId: integer()
      .notNull()
      .references(() => zipcodes.id),
    streetTypeId: integer()
      .notNull()
      .references(() => streetTypes.id),
    street: text().notNull(),
    number: text().notNull(),
    building: text(),
    staircase: text(),
    floor: text(),
    door: text(),
    billingName: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

/**
 * The current balance of each kind per user: the ledger's sum, kept in the same transaction as
 * every ledger row. Spending updates it with `current >= amount` in the WHERE clause (a row
 * lock), and the check constraint makes a negative balance impossible even for a careless writer.
 */
export const userBalances = pgTable(
  'user_balances',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    current: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('user_balances_kind_check', sql`${t.kind} in ('marketing', 'global')`),
    check('user_balances_current_check', sql`${t.current} >= 0`),
  ],
);

/** The balance ledger: every credit (+) and spending (−) with its reason; never updated. */
export const balanceTransactions = pgTable(
  'balance_transactions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text().notNull(),
    amount: integer().notNull(),
    reason: text().notNull(),
    /** The order that spent or earned it. */
    orderId: integer().references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('balance_transactions_user_idx').on(t.userId, t.kind, t.createdAt),
    check('balance_transactions_kind_check', sql`${t.kind} in ('marketing', 'global')`),
    check('balance_transactions_amount_check', sql`${t.amount} <> 0`),
  ],
);

/** The shop's wish list (DESIGN §5: shop only). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

/** Newsletter consent by e-mail, for guests and users alike. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial().primaryKey(),
    email: text().notNull().unique(),
    firstName: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    hostId: smallint().notNull(),
    localeId: smallint().notNull(),
    consentedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp({ withTimezone: true }),
    /** Double opt-in: null until the confirmation link was opened; unconfirmed addresses are never mailed. */
    confirmedAt: timestamp({ withTimezone: true }),
    /** The confirmation link's token (hashed, single-purpose). */
    confirmationTokenHash: text(),
    /** Random, in every newsletter mail's unsubscribe link. */
    unsubscribeToken: text(),
  },
  (t) => [
    check('newsletter_subscriptions_email_lower_check', sql`${t.email} = lower(${t.email})`),
    uniqueIndex('newsletter_subscriptions_confirmation_idx').on(t.confirmationTokenHash),
    uniqueIndex('newsletter_subscriptions_unsubscribe_idx').on(t.unsubscribeToken),
  ],
);

/** "Recommend a training" from the academy footer. */
export const trainingRecommendations = pgTable('training_recommendations', {
  id: serial().primaryKey(),
  trainingNameText: text().notNull(),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  hostId: smallint().notNull(),
  localeId: smallint().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

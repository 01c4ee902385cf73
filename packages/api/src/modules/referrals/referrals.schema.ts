import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

/**
 * A beautician's guest code used by a new customer (issue 22): the discount the customer got on
 * the purchase, and the marketing balance the beautician earns when it is paid (a ledger entry,
 * taken back on refund). Once per customer: the unique e-mail among live uses makes a second
 * purchase with a code, or two at once, lose to the first.
 */
export const referralCredits = pgTable(
  'referral_credits',
  {
    id: serial().primaryKey(),
    referrerUserId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'order' or 'academy_subscription'. */
    payableType: text().notNull(),
    payableId: integer().notNull(),
    /** The new customer's e-mail, lower-cased: what "once per new customer" is counted by. */
    customerEmail: text().notNull(),
    customerUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What the customer got off, and what the beautician earns (forints). */
    discount: integer().notNull(),
    credit: integer().notNull(),
    /** 'placed', 'credited' (paid), 'reversed' (refunded after the credit), 'void' (cancelled unpaid). */
    status: text().notNull().default('placed'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    creditedAt: timestamp({ withTimezone: true }),
    reversedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('referral_credits_payable_idx').on(t.payableType, t.payableId),
    uniqueIndex('referral_credits_customer_idx').on(t.customerEmail).where(sql`${t.status} <> 'void'`),
    index('referral_credits_referrer_idx').on(t.referrerUserId, t.createdAt),
    check('referral_credits_payable_type_check', sql`${t.payableType} in ('order', 'academy_subscription')`),
    check('referral_credits_status_check', sql`${t.status} in ('placed', 'credited', 'reversed', 'void')`),
    check('referral_credits_amounts_check', sql`${t.discount} >= 0 and ${t.credit} >= 0`),
  ],
);

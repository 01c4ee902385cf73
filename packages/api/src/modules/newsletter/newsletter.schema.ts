import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../users/users.schema';

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

import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Outgoing mail (DESIGN §6): written in the transaction of the change that causes it, sent by
 * the worker. A row is claimed for a lease (`locked_until`) with FOR UPDATE SKIP LOCKED, so
 * several instances never send the same message twice.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    /** The template that made it (verify_email, reset_password, welcome...), for logs and tests. */
    kind: text().notNull(),
    toAddress: text().notNull(),
    localeId: smallint().notNull(),
    subject: text().notNull(),
    textBody: text().notNull(),
    htmlBody: text().notNull(),
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);

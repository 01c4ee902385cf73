import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../modules/users/users.schema';

/*
 * Tables of the shared infrastructure in src/lib, owned by no business module: the sessions
 * (lib/session-store), the mail outbox (lib/mail) and the rate limiter's counters
 * (lib/rate-limit). Modules reach them only through those libraries.
 */

/**
 * Sessions of guests and users. The cookie holds a random token; only its hash is stored. The
 * row's `id` stays the same when the token rotates at login, so data keyed by the session
 * (a guest cart) follows the shopper into the account.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    /** The CSRF token of the session (sent back in X-XSRF-TOKEN); not secret from the browser. */
    csrfToken: text().notNull(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    localeId: smallint(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** "Remember me": a refresh token (hashed) that renews the session until `remember_until`. */
    refreshTokenHash: text().unique(),
    rememberUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

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
    /** What the mail is about, for the order's, enrolment's or request's history: 'order', 'academy_subscription', 'contact_request', 'user'. */
    refType: text(),
    refId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    check('mail_outbox_status_check', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
    index('mail_outbox_ref_idx').on(t.refType, t.refId).where(sql`${t.refType} is not null`),
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);

/** Fixed-window counters of the rate limiter; in the database so every instance shares them. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_at_idx').on(t.resetAt)],
);

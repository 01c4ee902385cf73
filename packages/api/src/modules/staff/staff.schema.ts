import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/*
 * The back office's staff (issue 20, docs/decisions/0012): never customers, their own table,
 * sessions and second factor. Roles and what they may do: `domain`'s staff.ts.
 */

export const staff = pgTable(
  'staff',
  {
    id: serial().primaryKey(),
    /** Stored lower-case. */
    email: text().notNull().unique(),
    name: text().notNull(),
    role: text().notNull(),
    passwordHash: text().notNull(),
    /** Base32 TOTP secret; set at enrolment, live once `totp_enabled_at` is set. */
    totpSecret: text(),
    totpEnabledAt: timestamp({ withTimezone: true }),
    /** The time step of the last accepted code: a code is accepted once. */
    totpLastStep: integer(),
    localeId: smallint().notNull().default(1),
    active: boolean().notNull().default(true),
    lastLoginAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('staff_role_check', sql`${t.role} in ('owner', 'shop_manager', 'academy_manager', 'editor', 'support')`),
  ],
);

/**
 * A staff member's browser session: the cookie holds a random token, the row its hash. `stage`
 * is `totp` between the password and the code, `enrol` while a second factor must be set up first,
 * `active` when signed in. Idle and absolute timeouts are checked against `last_seen_at` and
 * `created_at`.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    csrfToken: text().notNull(),
    staffId: integer()
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    stage: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('staff_sessions_staff_idx').on(t.staffId),
    check('staff_sessions_stage_check', sql`${t.stage} in ('totp', 'enrol', 'active')`),
  ],
);

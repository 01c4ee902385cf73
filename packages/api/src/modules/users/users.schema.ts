import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { timestamps } from '../../db/columns';
import { educationLevels } from '../reference/reference.schema';

/*
 * Accounts: one user base for both sites (spec §1). Personal data in `users`, secrets in
 * `user_credentials` (a profile query never reads a password hash), roles in `user_roles`.
 */

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    /** Stored lower-case; the schemas of `domain` normalise it. */
    email: text().notNull(),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    firstName: text().notNull().default(''),
    lastName: text().notNull().default(''),
    phoneNumber: text(),
    companyName: text(),
    taxNumber: text(),
    /** The guest code a professional or beautician gives to clients (spec §6). */
    referrerCode: text().unique(),
    highestLevelOfEducationId: integer().references(() => educationLevels.id, { onDelete: 'set null' }),
    /** The language of the user's mails: the one used at registration or the last login. */
    localeId: smallint().notNull().default(1),
    /** The site the user registered on, so that links in mails lead back there. */
    hostId: smallint().notNull().default(1),
    /** none | pending | approved | rejected: a professional registration awaits the operator. */
    professionalStatus: text().notNull().default('none'),
    /** Set when the user deleted the account; personal data is erased at the same time. */
    deletedAt: timestamp({ withTimezone: true }),
    /** Set when staff deactivated the account: it cannot sign in; its orders stay. */
    deactivatedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_idx').on(t.email),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_locale_check', sql`${t.localeId} in (1, 2)`),
    check('users_host_check', sql`${t.hostId} in (1, 2)`),
    check(
      'users_professional_status_check',
      sql`${t.professionalStatus} in ('none', 'pending', 'approved', 'rejected')`,
    ),
  ],
);

export const userCredentials = pgTable('user_credentials', {
  userId: integer()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** argon2id (PHC string); null once the account is deleted, so nobody can log in to it. */
  passwordHash: text(),
  wantsNewsletter: boolean().notNull().default(false),
  passwordChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: smallint().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), check('user_roles_role_check', sql`${t.roleId} in (1, 2, 3)`)],
);

/**
 * Uploaded documents (proof of conduct). The file lives under UPLOAD_DIR by a random key,
 * outside the web root, and is never served to the public.
 */
export const uploads = pgTable('uploads', {
  id: uuid().primaryKey().defaultRandom(),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  purpose: text().notNull(),
  originalName: text().notNull(),
  /** The type found by content sniffing, not the one the browser claimed. */
  mimeType: text().notNull(),
  sizeBytes: integer().notNull(),
  sha256: text().notNull(),
  storageKey: text().notNull().unique(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

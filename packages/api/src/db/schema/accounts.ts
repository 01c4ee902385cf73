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
import { educationLevels } from './reference';

/*
 * Accounts: one user base for both sites (spec §1). Personal data in `users`, secrets in
 * `user_credentials` (a profile query never reads a password hash), roles in `user_roles`.
 * Sessions and one-time tokens are stored as SHA-256 hashes only. Balances, addresses and the
 * rest are in ./accounts-data.
 */

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

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

/** Single-use tokens of the e-mail verification and password reset links (hashed). */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text().notNull(),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_tokens_user_idx').on(t.userId, t.purpose),
    check('user_tokens_purpose_check', sql`${t.purpose} in ('verify_email', 'reset_password')`),
  ],
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

export * from './accounts-data';

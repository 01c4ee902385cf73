import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Column sets and checks that tables of several modules share. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/** Columns every translation table shares besides its entity key. */
export const translated = {
  localeId: smallint().notNull(),
  name: text().notNull(),
  slug: text().notNull(),
  seoTitle: text(),
  seoDescription: text(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

export const hostCheck = (name: string, hostId: AnyPgColumn) => check(name, sql`${hostId} in (1, 2)`);
export const localeCheck = (name: string, localeId: AnyPgColumn) => check(name, sql`${localeId} in (1, 2)`);

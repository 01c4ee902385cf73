import { pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { hostCheck, localeCheck } from '../../db/columns';

/**
 * A site's default SEO texts per language (issue 21): the title suffix and the description a
 * page falls back to when neither its editor nor its content gives one, and the home page's own.
 */
export const siteSeoDefaults = pgTable(
  'site_seo_defaults',
  {
    hostId: smallint().notNull(),
    localeId: smallint().notNull(),
    /** The home page's title, and the suffix after ` | ` on every other page. */
    title: text().notNull(),
    description: text().notNull().default(''),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.hostId, t.localeId] }),
    hostCheck('site_seo_defaults_host_check', t.hostId),
    localeCheck('site_seo_defaults_locale_check', t.localeId),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';

/*
 * Content entities keep their language-specific texts in `<entity>_translations` keyed
 * (entity, locale). The translation repeats the entity's host_id (a composite foreign key keeps
 * the two equal) so that a slug is unique per site and language: both sites have an `aszf`.
 */

/** Custom pages of the CMS (terms, privacy, FAQ...): spec §2 page/{slug}. */
export const customPages = pgTable(
  'custom_pages',
  {
    id: serial().primaryKey(),
    hostId: smallint().notNull(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    unique('custom_pages_id_host_key').on(t.id, t.hostId),
    check('custom_pages_host_check', sql`${t.hostId} in (1, 2)`),
  ],
);

export const customPageTranslations = pgTable(
  'custom_page_translations',
  {
    pageId: integer().notNull(),
    hostId: smallint().notNull(),
    localeId: smallint().notNull(),
    title: text().notNull(),
    slug: text().notNull(),
    /** Sanitised when written, and again when read. */
    contentHtml: text().notNull().default(''),
    seoTitle: text(),
    seoDescription: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.pageId, t.localeId] }),
    foreignKey({ columns: [t.pageId, t.hostId], foreignColumns: [customPages.id, customPages.hostId] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    uniqueIndex('custom_page_translations_slug_idx').on(t.hostId, t.localeId, t.slug),
    check('custom_page_translations_locale_check', sql`${t.localeId} in (1, 2)`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';

/** Translated, site-scoped navigation links ("links from settings" of spec §2 Layout). */
export const menuLinks = pgTable(
  'menu_links',
  {
    id: serial().primaryKey(),
    hostId: smallint().notNull(),
    localeId: smallint().notNull(),
    menu: text().notNull(),
    label: text().notNull(),
    url: text().notNull(),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('menu_links_site_idx').on(t.hostId, t.localeId, t.menu, t.sort),
    check('menu_links_host_id_check', sql`${t.hostId} in (1, 2)`),
    check('menu_links_locale_id_check', sql`${t.localeId} in (1, 2)`),
  ],
);

/*
 * Content entities keep their language-specific texts in `<entity>_translations` keyed
 * (entity, locale). The translation repeats the entity's host_id (a composite foreign key keeps
 * the two equal) so that a slug is unique per site and language: both sites have an `aszf`.
 */

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

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

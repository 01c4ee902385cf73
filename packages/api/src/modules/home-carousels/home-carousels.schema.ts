import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../db/columns';

/** Slides of the home page carousel, written per site and language; shown within their window. */
export const homeCarousels = pgTable(
  'home_carousels',
  {
    id: serial().primaryKey(),
    hostId: smallint().notNull(),
    localeId: smallint().notNull(),
    title: text().notNull(),
    subtitle: text(),
    image: text().notNull(),
    link: text(),
    buttonText: text(),
    sort: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('home_carousels_site_idx').on(t.hostId, t.localeId, t.sort),
    check('home_carousels_host_check', sql`${t.hostId} in (1, 2)`),
    check('home_carousels_locale_check', sql`${t.localeId} in (1, 2)`),
  ],
);

import type { OpeningHours } from '@vag/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
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
 * Salon texts live in `salon_translations` keyed (salon, locale); the translation repeats the
 * salon's host_id (a composite foreign key keeps the two equal) so that a slug is unique per site.
 */

/** Partner salons that work with the brand's products (spec §2 salons, salons/{slug}). */
export const salons = pgTable(
  'salons',
  {
    id: serial().primaryKey(),
    hostId: smallint().notNull(),
    name: text().notNull(),
    zipcode: text().notNull(),
    city: text().notNull(),
    address: text().notNull(),
    phone: text(),
    email: text(),
    website: text(),
    openingHours: jsonb().$type<OpeningHours>().notNull().default([]),
    lat: doublePrecision(),
    lng: doublePrecision(),
    image: text(),
    /** The operator's order for `site_ordering=1`; unordered salons come last. */
    siteOrdering: integer(),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    unique('salons_id_host_key').on(t.id, t.hostId),
    index('salons_site_idx').on(t.hostId, t.siteOrdering),
    check('salons_host_check', sql`${t.hostId} in (1, 2)`),
  ],
);

export const salonTranslations = pgTable(
  'salon_translations',
  {
    salonId: integer().notNull(),
    hostId: smallint().notNull(),
    localeId: smallint().notNull(),
    slug: text().notNull(),
    /** Sanitised HTML. */
    description: text().notNull().default(''),
    seoTitle: text(),
    seoDescription: text(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.salonId, t.localeId] }),
    foreignKey({ columns: [t.salonId, t.hostId], foreignColumns: [salons.id, salons.hostId] })
      .onDelete('cascade')
      .onUpdate('cascade'),
    uniqueIndex('salon_translations_slug_idx').on(t.hostId, t.localeId, t.slug),
    check('salon_translations_locale_check', sql`${t.localeId} in (1, 2)`),
  ],
);

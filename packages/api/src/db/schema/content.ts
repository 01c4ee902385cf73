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

/** Messages of the contact form; the copy mail is queued from the stored row. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: serial().primaryKey(),
    hostId: smallint().notNull(),
    localeId: smallint().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text().notNull(),
    /** When the sender ticked the privacy consent (the proof GDPR asks for). */
    consentAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_requests_site_idx').on(t.hostId, t.createdAt),
    check('contact_requests_host_check', sql`${t.hostId} in (1, 2)`),
    check('contact_requests_locale_check', sql`${t.localeId} in (1, 2)`),
  ],
);

/** 301s of the storefront (spec §8 redirect middleware): a path without query or trailing slash. */
export const redirects = pgTable(
  'redirects',
  {
    id: serial().primaryKey(),
    hostId: smallint().notNull(),
    fromUrl: text().notNull(),
    toUrl: text().notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('redirects_from_idx').on(t.hostId, t.fromUrl),
    check('redirects_host_check', sql`${t.hostId} in (1, 2)`),
    check('redirects_from_check', sql`${t.fromUrl} like '/%' and ${t.fromUrl} <> ${t.toUrl}`),
  ],
);

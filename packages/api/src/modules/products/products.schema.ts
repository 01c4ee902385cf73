import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hostCheck, localeCheck, timestamps, translated } from '../../db/columns';
import { mediaAssets } from '../media/media.schema';
import { productSubCategories } from '../product-categories/product-categories.schema';

/*
 * The shop's products (host 1) and their price history. Every row is site-scoped by host_id so
 * that either site could carry either kind later.
 *
 * Translated texts live in `<entity>_translations` tables keyed (entity, locale): a language is
 * added without a migration, an entity without a translation is simply not shown in that
 * language, and slugs are unique per language so that a slug identifies one entity.
 */

export const products = pgTable(
  'products',
  {
    id: serial().primaryKey(),
    hostId: smallint().notNull().default(1),
    /** Integer forints, gross: what the buyer pays. */
    price: integer().notNull(),
    /** The price before a promotion; equal to `price` when there is none. */
    priceOriginal: integer().notNull(),
    hasPromotion: boolean().notNull().generatedAlwaysAs(sql`price < price_original`),
    isHighlighted: boolean().notNull().default(false),
    isOnlyForProfessionals: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    /** Net content in `netContentUnit` (50 ml, 250 g, 10 pcs): the unit price's base; null when not sold by measure. */
    netContent: numeric({ precision: 10, scale: 2, mode: 'number' }),
    netContentUnit: text(),
    /** Items in stock; null when the shop does not count stock for this product (always available). */
    stockQuantity: integer(),
    /** VAT percent included in its price (27 for cosmetics; 5 or 18 for the few goods the law lowers). */
    vatRate: smallint().notNull().default(27),
    ...timestamps,
  },
  (t) => [
    // Both directions with the id tie-break of the lists, so that a page sorted by price reads its rows in order.
    index('products_site_price_idx').on(t.hostId, t.price, t.id),
    index('products_site_price_desc_idx').on(t.hostId, t.price.desc().nullsFirst(), t.id),
    index('products_site_created_idx').on(t.hostId, t.createdAt),
    // Related products: highlighted first, then catalogue order, read in that order (products.queries.ts).
    index('products_site_highlighted_idx').on(t.hostId, t.isHighlighted.desc().nullsFirst(), t.id),
    index('products_promoted_idx').on(t.hostId, t.id).where(sql`${t.hasPromotion}`),
    index('products_highlighted_idx').on(t.hostId, t.id).where(sql`${t.isHighlighted}`),
    index('products_professionals_idx').on(t.hostId, t.id).where(sql`${t.isOnlyForProfessionals}`),
    hostCheck('products_host_check', t.hostId),
    check('products_price_check', sql`${t.price} >= 0 and ${t.price} <= ${t.priceOriginal}`),
    check(
      'products_net_content_check',
      sql`(${t.netContent} is null) = (${t.netContentUnit} is null)
        and coalesce(${t.netContent} > 0, true) and coalesce(${t.netContentUnit} in ('ml', 'g', 'pcs'), true)`,
    ),
    check('products_stock_check', sql`${t.stockQuantity} is null or ${t.stockQuantity} >= 0`),
    check('products_vat_rate_check', sql`${t.vatRate} between 0 and 100`),
  ],
);

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ...translated,
    /** Plain text shown under the name on the product page and in lists' previews. */
    shortDescription: text().notNull().default(''),
    /** HTML written by the shop's staff. */
    description: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.localeId] }),
    uniqueIndex('product_translations_slug_idx').on(t.slug, t.localeId),
    // The lists' sort by name (products.queries.ts), read in order instead of sorting the catalogue.
    index('product_translations_name_sort_idx').on(t.localeId, sql`lower(immutable_unaccent(${t.name}))`, t.productId),
    localeCheck('product_translations_locale_check', t.localeId),
  ],
);

export const productPictures = pgTable(
  'product_pictures',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    /** The uploaded image in the media library (its alt texts per language); null for the demo's drawn pictures. */
    mediaId: integer().references(() => mediaAssets.id, { onDelete: 'restrict' }),
    isDefault: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
  },
  (t) => [
    index('product_pictures_product_idx').on(t.productId, t.sort),
    index('product_pictures_media_idx').on(t.mediaId),
    uniqueIndex('product_pictures_one_default_idx').on(t.productId).where(sql`${t.isDefault}`),
  ],
);

/** Products ↔ sub categories; the default one gives the product's full_uri and breadcrumb. */
export const productSubCategoryLinks = pgTable(
  'product_sub_category_links',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    subCategoryId: integer()
      .notNull()
      .references(() => productSubCategories.id, { onDelete: 'cascade' }),
    isDefault: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.subCategoryId] }),
    index('product_sub_category_links_sub_idx').on(t.subCategoryId, t.productId),
    uniqueIndex('product_sub_category_links_one_default_idx').on(t.productId).where(sql`${t.isDefault}`),
  ],
);

/**
 * Products an editor picked to show beside one, in their order (position from 0); the storefront
 * shows them before the automatic ones (products.queries.ts). Same site, never itself.
 */
export const productRelatedPicks = pgTable(
  'product_related_picks',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedProductId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.relatedProductId] }),
    uniqueIndex('product_related_picks_position_idx').on(t.productId, t.position),
    index('product_related_picks_related_idx').on(t.relatedProductId),
    check('product_related_picks_not_self_check', sql`${t.productId} <> ${t.relatedProductId}`),
  ],
);

/**
 * Every price a product has had, from when it applied (EU Omnibus). Written by a database
 * trigger on insert and on every change of products.price (migration "price_history_trigger"),
 * so that no writer can change a price without leaving its trace.
 */
export const productPriceHistory = pgTable(
  'product_price_history',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: integer().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_price_history_product_idx').on(t.productId, t.startedAt)],
);

/**
 * A promotion planned on a product: from `startsAt` until `endsAt` (open when null) the product
 * sells at `price`. Applied to products.price (and so to its price history) by the catalogue's
 * housekeeping when its window opens or closes, and at once when saved inside its window.
 */
export const productPromotions = pgTable(
  'product_promotions',
  {
    id: serial().primaryKey(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: integer().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('product_promotions_product_idx').on(t.productId, t.startsAt),
    index('product_promotions_window_idx').on(t.startsAt, t.endsAt),
    check('product_promotions_price_check', sql`${t.price} >= 0`),
    check('product_promotions_window_check', sql`${t.endsAt} is null or ${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A counter per part of the catalogue, raised by statement triggers on every write to its tables
 * (migration "catalogue_scale"): what is computed from those tables, such as a product list's
 * totals, is reused while the counter stands still.
 */
export const catalogueVersions = pgTable('catalogue_versions', {
  scope: text().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});

import { boolean, index, integer, pgTable, primaryKey, serial, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { hostCheck, localeCheck, timestamps, translated } from '../../db/columns';

/*
 * The shop's product categories (main category → category → sub category), site-scoped by
 * host_id. Texts live in `<entity>_translations` tables keyed (entity, locale), as products' do.
 */

export const productMainCategories = pgTable(
  'product_main_categories',
  {
    id: serial().primaryKey(),
    hostId: smallint().notNull().default(1),
    isInMenu: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('product_main_categories_site_idx').on(t.hostId, t.sort),
    hostCheck('product_main_categories_host_check', t.hostId),
  ],
);

export const productMainCategoryTranslations = pgTable(
  'product_main_category_translations',
  {
    mainCategoryId: integer()
      .notNull()
      .references(() => productMainCategories.id, { onDelete: 'cascade' }),
    ...translated,
  },
  (t) => [
    primaryKey({ columns: [t.mainCategoryId, t.localeId] }),
    uniqueIndex('product_main_category_translations_slug_idx').on(t.slug, t.localeId),
    localeCheck('product_main_category_translations_locale_check', t.localeId),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    id: serial().primaryKey(),
    mainCategoryId: integer()
      .notNull()
      .references(() => productMainCategories.id, { onDelete: 'cascade' }),
    isInMenu: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('product_categories_parent_idx').on(t.mainCategoryId, t.sort)],
);

export const productCategoryTranslations = pgTable(
  'product_category_translations',
  {
    categoryId: integer()
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
    ...translated,
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.localeId] }),
    uniqueIndex('product_category_translations_slug_idx').on(t.slug, t.localeId),
    localeCheck('product_category_translations_locale_check', t.localeId),
  ],
);

export const productSubCategories = pgTable(
  'product_sub_categories',
  {
    id: serial().primaryKey(),
    categoryId: integer()
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
    isInMenu: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [index('product_sub_categories_parent_idx').on(t.categoryId, t.sort)],
);

export const productSubCategoryTranslations = pgTable(
  'product_sub_category_translations',
  {
    subCategoryId: integer()
      .notNull()
      .references(() => productSubCategories.id, { onDelete: 'cascade' }),
    ...translated,
  },
  (t) => [
    primaryKey({ columns: [t.subCategoryId, t.localeId] }),
    uniqueIndex('product_sub_category_translations_slug_idx').on(t.slug, t.localeId),
    localeCheck('product_sub_category_translations_locale_check', t.localeId),
  ],
);

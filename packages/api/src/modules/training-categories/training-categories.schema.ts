import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hostCheck, localeCheck, timestamps, translated } from '../../db/columns';

/** The academy's training categories: a tree (parent_id) of up to three levels. */
export const trainingCategories = pgTable(
  'training_categories',
  {
    id: serial().primaryKey(),
    hostId: smallint().notNull().default(2),
    parentId: integer().references((): AnyPgColumn => trainingCategories.id, { onDelete: 'cascade' }),
    isActive: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('training_categories_site_idx').on(t.hostId, t.parentId, t.sort),
    hostCheck('training_categories_host_check', t.hostId),
    check('training_categories_parent_check', sql`${t.parentId} <> ${t.id}`),
  ],
);

export const trainingCategoryTranslations = pgTable(
  'training_category_translations',
  {
    categoryId: integer()
      .notNull()
      .references(() => trainingCategories.id, { onDelete: 'cascade' }),
    ...translated,
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.localeId] }),
    uniqueIndex('training_category_translations_slug_idx').on(t.slug, t.localeId),
    localeCheck('training_category_translations_locale_check', t.localeId),
  ],
);

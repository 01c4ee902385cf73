import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * Reference lists of the address and participant forms: Hungarian zip codes with their
 * settlements, street types (közterület jellege) and education levels. Names shown to the
 * shopper are translated (keyed by locale id); settlement names are proper names and are not.
 */

export const cities = pgTable('cities', {
  id: serial().primaryKey(),
  name: text().notNull().unique(),
});

/**
 * A code can serve several small settlements and a city has many codes, so the pair is the key.
 * `provisional`: typed by a shopper for a code the imported Post list did not have yet (issue 22:
 * no real customer is turned away); the next import confirms it when the list has the pair.
 */
export const zipcodes = pgTable(
  'zipcodes',
  {
    id: serial().primaryKey(),
    code: text().notNull(),
    cityId: integer()
      .notNull()
      .references(() => cities.id),
    provisional: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('zipcodes_code_city_idx').on(t.code, t.cityId),
    check('zipcodes_code_check', sql`${t.code} ~ '^[1-9][0-9]{3}$'`),
  ],
);

/** `order` is nullable: the spec lists street types by order, those without one last. */
export const streetTypes = pgTable('street_types', {
  id: serial().primaryKey(),
  order: integer('order'),
});

export const streetTypeTranslations = pgTable(
  'street_type_translations',
  {
    streetTypeId: integer()
      .notNull()
      .references(() => streetTypes.id, { onDelete: 'cascade' }),
    localeId: smallint().notNull(),
    name: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.streetTypeId, t.localeId] }),
    check('street_type_translations_locale_check', sql`${t.localeId} in (1, 2)`),
  ],
);

export const educationLevels = pgTable('education_levels', {
  id: serial().primaryKey(),
  sort: integer().notNull().default(0),
});

export const educationLevelTranslations = pgTable(
  'education_level_translations',
  {
    educationLevelId: integer()
      .notNull()
      .references(() => educationLevels.id, { onDelete: 'cascade' }),
    localeId: smallint().notNull(),
    name: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.educationLevelId, t.localeId] }),
    index('education_level_translations_locale_idx').on(t.localeId),
    check('education_level_translations_locale_check', sql`${t.localeId} in (1, 2)`),
  ],
);

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
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { hostCheck, localeCheck, timestamps, translated } from '../../db/columns';
import { trainingCategories } from '../training-categories/training-categories.schema';

/**
 * A training's offer (DESIGN §5: 1 classroom, 2 online, 3 both) decides which prices exist:
 * a price is set exactly for the ways it is offered; a sales price undercuts its price.
 */
export const trainings = pgTable(
  'trainings',
  {
    id: serial().primaryKey(),
    hostId: smallint().notNull().default(2),
    locationTypeId: smallint().notNull(),
    duration: integer().notNull(),
    /** 2 = hours, 1 = minutes. */
    durationTypeId: smallint().notNull().default(1),
    onlinePrice: integer(),
    classroomPrice: integer(),
    onlineSalesPrice: integer(),
    classroomSalesPrice: integer(),
    /** The lowest price a buyer can pay: what price filters, sorting and price_range use. */
    fromPrice: integer()
      .notNull()
      .generatedAlwaysAs(
        sql`least(coalesce(online_sales_price, online_price), coalesce(classroom_sales_price, classroom_price))`,
      ),
    hasPromotion: boolean()
      .notNull()
      .generatedAlwaysAs(sql`online_sales_price is not null or classroom_sales_price is not null`),
    isHighlighted: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    /** VAT percent of its price: adult training may be taxed or exempt, so each training says. */
    vatRate: smallint().notNull().default(27),
    /**
     * The VAT exemption an invoice names when the training qualifies (its rate is then 0): `TAM`
     * (exempt by its subject, adult education) or `AAM` (an exempt seller); null when taxed.
     */
    vatExemption: text(),
    ...timestamps,
  },
  (t) => [
    check('trainings_vat_rate_check', sql`${t.vatRate} between 0 and 100`),
    check(
      'trainings_vat_exemption_check',
      sql`${t.vatExemption} is null or (${t.vatExemption} in ('TAM', 'AAM') and ${t.vatRate} = 0)`,
    ),
    index('trainings_site_price_idx').on(t.hostId, t.fromPrice),
    index('trainings_site_created_idx').on(t.hostId, t.createdAt),
    hostCheck('trainings_host_check', t.hostId),
    check('trainings_location_type_check', sql`${t.locationTypeId} in (1, 2, 3)`),
    check('trainings_duration_check', sql`${t.duration} > 0 and ${t.durationTypeId} in (1, 2)`),
    check(
      'trainings_prices_check',
      sql`(${t.classroomPrice} is not null) = (${t.locationTypeId} in (1, 3))
        and (${t.onlinePrice} is not null) = (${t.locationTypeId} in (2, 3))
        and (${t.onlineSalesPrice} is null or coalesce(${t.onlineSalesPrice} between 0 and ${t.onlinePrice} - 1, false))
        and (${t.classroomSalesPrice} is null
          or coalesce(${t.classroomSalesPrice} between 0 and ${t.classroomPrice} - 1, false))
        and coalesce(${t.onlinePrice}, 0) >= 0 and coalesce(${t.classroomPrice}, 0) >= 0`,
    ),
  ],
);

export const trainingTranslations = pgTable(
  'training_translations',
  {
    trainingId: integer()
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    ...translated,
    /** HTML written by the academy's staff. */
    description: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.trainingId, t.localeId] }),
    uniqueIndex('training_translations_slug_idx').on(t.slug, t.localeId),
    localeCheck('training_translations_locale_check', t.localeId),
  ],
);

export const trainingImages = pgTable(
  'training_images',
  {
    id: serial().primaryKey(),
    trainingId: integer()
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    urlPath: text().notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('training_images_training_idx').on(t.trainingId, t.sort)],
);

/** Trainings ↔ training categories; the default one gives the training's full_uri. */
export const trainingCategoryLinks = pgTable(
  'training_category_links',
  {
    trainingId: integer()
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => trainingCategories.id, { onDelete: 'cascade' }),
    isDefault: boolean().notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.trainingId, t.categoryId] }),
    index('training_category_links_category_idx').on(t.categoryId, t.trainingId),
    uniqueIndex('training_category_links_one_default_idx').on(t.trainingId).where(sql`${t.isDefault}`),
  ],
);

/**
 * One occasion of a training, classroom (1) or online (2). Places left = capacity − seats_held;
 * enrolments take seats with a conditional UPDATE, and the check keeps it within bounds under
 * any concurrency.
 */
export const trainingDates = pgTable(
  'training_dates',
  {
    id: serial().primaryKey(),
    trainingId: integer()
      .notNull()
      .references(() => trainings.id, { onDelete: 'cascade' }),
    startAt: timestamp({ withTimezone: true }).notNull(),
    /** Overrides the training's duration when set. */
    duration: integer(),
    durationTypeId: smallint(),
    locationTypeId: smallint().notNull(),
    /** Classroom address; null online. */
    venue: text(),
    capacity: integer().notNull(),
    seatsHeld: integer().notNull().default(0),
    /** The online session's address: sent to paid participants only, never shown publicly. */
    onlineUrl: text(),
    /** Set when the academy calls the date off: hidden from sale, its enrolments cancelled. */
    cancelledAt: timestamp({ withTimezone: true }),
    cancelReason: text(),
    ...timestamps,
  },
  (t) => [
    index('training_dates_training_idx').on(t.trainingId, t.startAt),
    index('training_dates_start_idx').on(t.startAt),
    check('training_dates_location_type_check', sql`${t.locationTypeId} in (1, 2)`),
    check('training_dates_seats_check', sql`${t.seatsHeld} >= 0 and ${t.seatsHeld} <= ${t.capacity}`),
    check(
      'training_dates_duration_check',
      sql`(${t.duration} is null) = (${t.durationTypeId} is null) and coalesce(${t.duration}, 1) > 0
        and coalesce(${t.durationTypeId}, 1) in (1, 2)`,
    ),
  ],
);

import type { OpeningHours } from '@vag/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Reference data of checkout. Delivery and payment methods have fixed ids (DESIGN §5: the ids
 * are the contract); their rows are written by the checkout_reference_data migration so that
 * every install has them, and the operator edits prices and texts.
 */

/** GLS ParcelShops and ParcelLockers the shopper can pick (delivery methods 3 and 4). */
export const glsParcelShops = pgTable(
  'gls_parcel_shops',
  {
    id: serial().primaryKey(),
    /** GLS's own id of the point. */
    code: text().notNull(),
    name: text().notNull(),
    zipcode: text().notNull(),
    city: text().notNull(),
    address: text().notNull(),
    isParcelLocker: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    openingHours: jsonb().$type<OpeningHours>().notNull().default([]),
    lat: doublePrecision().notNull(),
    lng: doublePrecision().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('gls_parcel_shops_code_idx').on(t.code),
    index('gls_parcel_shops_zipcode_idx').on(t.isActive, t.zipcode),
  ],
);

export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: smallint().primaryKey(),
    /** The sites that offer it. */
    hostIds: smallint().array().notNull(),
    /** Integer forints, gross. */
    price: integer().notNull().default(0),
    needsParcelPoint: boolean().notNull().default(false),
    isActive: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
  },
  (t) => [check('delivery_methods_price_check', sql`${t.price} >= 0`)],
);

export const deliveryMethodTranslations = pgTable(
  'delivery_method_translations',
  {
    deliveryMethodId: smallint()
      .notNull()
      .references(() => deliveryMethods.id, { onDelete: 'cascade' }),
    localeId: smallint().notNull(),
    name: text().notNull(),
    description: text(),
  },
  (t) => [
    primaryKey({ columns: [t.deliveryMethodId, t.localeId] }),
    check('delivery_method_translations_locale_check', sql`${t.localeId} in (1, 2)`),
  ],
);

export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: smallint().primaryKey(),
    hostIds: smallint().array().notNull(),
    /** The fee of paying this way: integer forints, gross. */
    extraCost: integer().notNull().default(0),
    /** The delivery methods it combines with; null = all of the site's. */
    allowedDeliveryMethodIds: smallint().array(),
    isActive: boolean().notNull().default(true),
    sort: integer().notNull().default(0),
  },
  (t) => [check('payment_methods_extra_cost_check', sql`${t.extraCost} >= 0`)],
);

export const paymentMethodTranslations = pgTable(
  'payment_method_translations',
  {
    paymentMethodId: smallint()
      .notNull()
      .references(() => paymentMethods.id, { onDelete: 'cascade' }),
    localeId: smallint().notNull(),
    name: text().notNull(),
    description: text(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentMethodId, t.localeId] }),
    check('payment_method_translations_locale_check', sql`${t.localeId} in (1, 2)`),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Reference data of checkout. Delivery methods have fixed ids (DESIGN §5: the ids are the
 * contract); their rows are written by the checkout_reference_data migration so that every
 * install has them, and the operator edits prices and texts.
 */

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

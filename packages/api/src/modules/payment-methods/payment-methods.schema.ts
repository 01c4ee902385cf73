import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';

/**
 * Reference data of checkout. Payment methods have fixed ids (DESIGN §5: the ids are the
 * contract); their rows are written by the checkout_reference_data migration so that every
 * install has them, and the operator edits prices and texts.
 */

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

import type { OpeningHours } from '@vag/domain';
import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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

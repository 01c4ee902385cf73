import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { streetTypes, zipcodes } from '../reference/reference.schema';
import { users } from '../users/users.schema';

export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    zipcodeId: integer()
      .notNull()
      .references(() => zipcodes.id),
    streetTypeId: integer()
      .notNull()
      .references(() => streetTypes.id),
    street: text().notNull(),
    number: text().notNull(),
    building: text(),
    staircase: text(),
    floor: text(),
    door: text(),
    billingName: text(),
    isDefault: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_idx').on(t.userId).where(sql`${t.isDefault}`),
  ],
);

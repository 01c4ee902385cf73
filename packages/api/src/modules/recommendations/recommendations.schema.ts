import { integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from '../staff/staff.schema';
import { users } from '../users/users.schema';

/** "Recommend a training" from the academy footer. */
export const trainingRecommendations = pgTable('training_recommendations', {
  id: serial().primaryKey(),
  trainingNameText: text().notNull(),
  userId: integer().references(() => users.id, { onDelete: 'set null' }),
  hostId: smallint().notNull(),
  localeId: smallint().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** The back office's inbox: null while new; set when a member handled it. */
  handledAt: timestamp({ withTimezone: true }),
  handledByStaffId: integer().references(() => staff.id, { onDelete: 'set null' }),
});

import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { products } from '../products/products.schema';
import { users } from '../users/users.schema';

/** The shop's wish list (DESIGN §5: shop only). */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.productId] })],
);

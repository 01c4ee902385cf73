import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.schema';
import { users } from '../users/users.schema';

/**
 * The current balance of each kind per user: the ledger's sum, kept in the same transaction as
 * every ledger row. Spending updates it with `current >= amount` in the WHERE clause (a row
 * lock), and the check constraint makes a negative balance impossible even for a careless writer.
 */
export const userBalances = pgTable(
  'user_balances',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    current: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind] }),
    check('user_balances_kind_check', sql`${t.kind} in ('marketing', 'global')`),
    check('user_balances_current_check', sql`${t.current} >= 0`),
  ],
);

/** The balance ledger: every credit (+) and spending (−) with its reason; never updated. */
export const balanceTransactions = pgTable(
  'balance_transactions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text().notNull(),
    amount: integer().notNull(),
    /** The reason as written: staff's own words, or a coded reason's Hungarian text. */
    reason: text().notNull(),
    /** A reason of the API's message catalogue, shown in the reader's language (with its reference). */
    reasonCode: text(),
    /** What a coded reason refers to, such as an order's number. */
    reasonReference: text(),
    /** The order that spent or earned it. */
    orderId: integer().references((): AnyPgColumn => orders.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('balance_transactions_user_idx').on(t.userId, t.kind, t.createdAt),
    check('balance_transactions_kind_check', sql`${t.kind} in ('marketing', 'global')`),
    check('balance_transactions_amount_check', sql`${t.amount} <> 0`),
  ],
);

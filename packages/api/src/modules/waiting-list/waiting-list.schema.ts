import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { localeCheck, timestamps } from '../../db/columns';
import { carts } from '../cart/cart.schema';
import { trainingDates } from '../trainings/trainings.schema';
import { users } from '../users/users.schema';

/**
 * The waiting list of a full training date (issue 24, decision 19). An entry waits in the order
 * it joined; when places free up (a hold runs out, an enrolment is cancelled, staff raise the
 * capacity) the first entries that fit are offered them: the entry holds its seats
 * (`seats_held`, moved onto `training_dates.seats_held` by a row trigger exactly as a cart line's
 * hold, so `training_dates_seats_check` keeps offers, holds and enrolments within the capacity
 * whatever the interleaving) until `offer_expires_at`. Accepting moves the held seats into the
 * accepting visitor's academy cart in one transaction; an offer that runs out lets them go and
 * the next entry is offered. The mail's link carries a token whose SHA-256 is kept here.
 *
 * Status: 'waiting' → 'offered' → 'accepted' | 'expired'; 'waiting' or 'offered' → 'left' (the
 * person left the list) or 'removed' (staff took the entry off).
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: serial().primaryKey(),
    trainingDateId: integer()
      .notNull()
      .references(() => trainingDates.id, { onDelete: 'cascade' }),
    /** Set when a signed-in customer joined; the entry is theirs in the account too. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    email: text().notNull(),
    name: text().notNull(),
    /** The language of the entry's mails. */
    localeId: smallint().notNull(),
    /** How many places the person wants (1-10); an offer is for all of them or none. */
    seats: integer().notNull(),
    /** When the person agreed to be mailed about this date (the join form's consent box). */
    consentAt: timestamp({ withTimezone: true }).notNull(),
    status: text().notNull().default('waiting'),
    /** Seats held for an open offer (= seats while 'offered', else 0); the trigger moves them onto the date. */
    seatsHeld: integer().notNull().default(0),
    /** SHA-256 (hex) of the token in the entry's mail links: see, leave, accept. */
    tokenHash: text().notNull(),
    offeredAt: timestamp({ withTimezone: true }),
    offerExpiresAt: timestamp({ withTimezone: true }),
    /** How many offers this entry has had (staff may offer again after one ran out). */
    offers: integer().notNull().default(0),
    acceptedAt: timestamp({ withTimezone: true }),
    /** The academy cart the accepted seats went into. */
    cartId: integer().references(() => carts.id, { onDelete: 'set null' }),
    endedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('waiting_list_entries_token_idx').on(t.tokenHash),
    // One live entry per e-mail and date: joining again answers with the entry that exists.
    uniqueIndex('waiting_list_entries_live_idx')
      .on(t.trainingDateId, sql`lower(${t.email})`)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    index('waiting_list_entries_queue_idx').on(t.trainingDateId, t.createdAt, t.id).where(sql`${t.status} = 'waiting'`),
    index('waiting_list_entries_offer_idx').on(t.offerExpiresAt).where(sql`${t.status} = 'offered'`),
    index('waiting_list_entries_user_idx').on(t.userId).where(sql`${t.userId} is not null`),
    localeCheck('waiting_list_entries_locale_check', t.localeId),
    check(
      'waiting_list_entries_status_check',
      sql`${t.status} in ('waiting', 'offered', 'accepted', 'expired', 'left', 'removed')`,
    ),
    check('waiting_list_entries_seats_check', sql`${t.seats} between 1 and 10`),
    check(
      'waiting_list_entries_held_check',
      sql`${t.seatsHeld} = case when ${t.status} = 'offered' then ${t.seats} else 0 end`,
    ),
    check(
      'waiting_list_entries_offer_check',
      sql`(${t.status} <> 'offered') or (${t.offeredAt} is not null and ${t.offerExpiresAt} is not null)`,
    ),
  ],
);

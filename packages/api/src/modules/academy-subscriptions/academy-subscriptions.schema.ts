import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { lineColumns, purchaseColumns } from '../../db/purchase-columns';
import { educationLevels } from '../reference/reference.schema';
import { trainingDates, trainings } from '../trainings/trainings.schema';

/*
 * Academy enrolments ("academy subscriptions"). They snapshot everything the buyer saw when
 * enrolling (`historic_*`, DESIGN §6): see db/purchase-columns.ts, shared with shop orders.
 */

export const ACADEMY_SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'cancelled', 'completed'] as const;

export const academySubscriptions = pgTable(
  'academy_subscriptions',
  {
    id: serial().primaryKey(),
    /** Human number: AKA-2026-000045. */
    subscriptionId: text().notNull(),
    ...purchaseColumns,
    /** DESIGN §5: pending, confirmed, cancelled, completed. */
    status: text().notNull().default('pending'),
    /**
     * Unpaid enrolments hold their seats until then (the payment window), so a failed payment
     * can be retried; null once paid (held for good) or released.
     */
    seatsHoldUntil: timestamp({ withTimezone: true }),
    /** Set when the seats went back to the dates: guards the release to happen once. */
    seatsReleasedAt: timestamp({ withTimezone: true }),
    /** Why staff cancelled it, in their words (the participant's mail quotes it). */
    cancelReason: text(),
    cancelledAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('academy_subscriptions_number_idx').on(t.subscriptionId),
    uniqueIndex('academy_subscriptions_payment_key_idx').on(t.paymentKey),
    index('academy_subscriptions_user_idx').on(t.userId, t.createdAt),
    index('academy_subscriptions_guest_email_idx').on(t.email).where(sql`${t.userId} is null`),
    index('academy_subscriptions_hold_idx')
      .on(t.seatsHoldUntil)
      .where(sql`${t.seatsReleasedAt} is null and ${t.seatsHoldUntil} is not null`),
    index('academy_subscriptions_payment_deadline_idx')
      .on(t.paymentDeadline)
      .where(sql`${t.paymentDeadline} is not null`),
    check('academy_subscriptions_payment_status_check', sql`${t.paymentStatusId} between 1 and 5`),
    check('academy_subscriptions_status_check', sql`${t.status} in ('pending', 'confirmed', 'cancelled', 'completed')`),
    check('academy_subscriptions_total_check', sql`${t.historicTotalGross} >= 0`),
    check('academy_subscriptions_refunded_check', sql`${t.refundedAmount} between 0 and ${t.historicTotalGross}`),
    index('academy_subscriptions_created_idx').on(t.createdAt),
    /** The dashboard's takings by paid day, and its queue of enrolments awaiting their money (issue 20). */
    index('academy_subscriptions_paid_day_idx').on(t.payedDate).where(sql`${t.paymentStatusId} in (3, 4)`),
    index('academy_subscriptions_awaiting_payment_idx').on(t.createdAt).where(sql`${t.paymentStatusId} = 1`),
  ],
);

export const academySubscriptionItems = pgTable(
  'academy_subscription_items',
  {
    id: serial().primaryKey(),
    academySubscriptionId: integer()
      .notNull()
      .references(() => academySubscriptions.id, { onDelete: 'cascade' }),
    /** A date with enrolments is not deleted (no cascade): its seats and buyers matter. */
    trainingDateId: integer()
      .notNull()
      .references(() => trainingDates.id),
    trainingId: integer().references(() => trainings.id, { onDelete: 'set null' }),
    /** 1 classroom, 2 online (DESIGN §5). */
    locationTypeId: smallint().notNull(),
    historicStartAt: timestamp({ withTimezone: true }).notNull(),
    historicVenue: text(),
    /**
     * The start of the date this line's reminder was sent for (issue 24), and the same for the
     * request to name its participants: a conditional update claims each once per start, so a
     * second sweep or instance sends nothing, and a date moved to another day is reminded again.
     */
    remindedForStartAt: timestamp({ withTimezone: true }),
    participantsRemindedForStartAt: timestamp({ withTimezone: true }),
    ...lineColumns,
  },
  (t) => [
    index('academy_subscription_items_subscription_idx').on(t.academySubscriptionId),
    index('academy_subscription_items_date_idx').on(t.trainingDateId),
    check('academy_subscription_items_count_check', sql`${t.count} > 0`),
  ],
);

/** The people who attend: one per enrolled seat, with what their certificate needs. */
export const academySubscriptionItemParticipants = pgTable(
  'academy_subscription_item_participants',
  {
    id: serial().primaryKey(),
    academySubscriptionItemId: integer()
      .notNull()
      .references(() => academySubscriptionItems.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phoneNumber: text().notNull(),
    highestLevelOfEducationId: integer()
      .notNull()
      .references(() => educationLevels.id),
    birthPlace: text().notNull(),
    birthDate: date({ mode: 'string' }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('academy_subscription_item_participants_item_idx').on(t.academySubscriptionItemId)],
);

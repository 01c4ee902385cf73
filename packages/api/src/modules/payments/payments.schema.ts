import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staff } from '../staff/staff.schema';

/**
 * Card payment attempts (DESIGN §6). One row per attempt at the provider: an order or an
 * enrolment that is paid again (repayment) gets a new row, the old one keeps its final state.
 * The payable (order or academy subscription) mirrors the status of its latest attempt.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial().primaryKey(),
    /** What is paid: 'order' (shop) or 'academy_subscription' (academy). */
    payableType: text().notNull(),
    payableId: integer().notNull(),
    /** 'simulator' or 'barion'. */
    provider: text().notNull(),
    /** The provider's payment id (Barion's PaymentId); set once the provider accepted the start. */
    providerPaymentId: text(),
    /** Our id of the attempt sent to the provider (Barion's PaymentRequestId); unguessable. */
    requestKey: text().notNull(),
    /** Integer forints, gross. */
    amount: integer().notNull(),
    currency: text().notNull().default('HUF'),
    /** DESIGN §5: 1 pending, 2 failed, 3 paid, 4 refunded, 5 cancelled/expired. */
    statusId: smallint().notNull().default(1),
    /** The provider's own status word of the last state applied (Prepared, Succeeded, ...). */
    providerStatus: text(),
    /** Where the provider sends the shopper (the gateway page). */
    gatewayUrl: text(),
    /** The last state document pulled from the provider, for support. */
    lastState: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the attempt reached a final state (paid, failed, cancelled). */
    completedAt: timestamp({ withTimezone: true }),
    /** When the reconciler last asked the provider about this attempt (stale pending ones). */
    lastCheckedAt: timestamp({ withTimezone: true }),
    /** Gross given back through the provider so far (refunds in parts); the attempt is refunded at its amount. */
    refundedAmount: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('payments_request_key_idx').on(t.requestKey),
    uniqueIndex('payments_provider_payment_idx').on(t.provider, t.providerPaymentId),
    index('payments_payable_idx').on(t.payableType, t.payableId),
    check('payments_payable_type_check', sql`${t.payableType} in ('order', 'academy_subscription')`),
    check('payments_status_check', sql`${t.statusId} between 1 and 5`),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_refunded_check', sql`${t.refundedAmount} between 0 and ${t.amount}`),
  ],
);

/**
 * The built-in payment simulator's own book (DESIGN §6): it plays the provider, so it keeps
 * the payments it was asked to start exactly as Barion would, and answers their state.
 */
export const simulatorPayments = pgTable(
  'simulator_payments',
  {
    /** The "PaymentId" the simulator hands out. */
    id: text().primaryKey(),
    paymentRequestId: text().notNull(),
    amount: integer().notNull(),
    currency: text().notNull().default('HUF'),
    /** Barion status words: Prepared, Succeeded, Failed, Canceled, Expired. */
    status: text().notNull().default('Prepared'),
    redirectUrl: text().notNull(),
    callbackUrl: text().notNull(),
    /** What the shopper sees on the gateway page: the payee and the lines. */
    description: text().notNull().default(''),
    items: jsonb().notNull().default([]),
    locale: text().notNull().default('hu-HU'),
    /** Refunded so far: like Barion, the simulator refunds in parts up to the amount. */
    refundedAmount: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('simulator_payments_request_idx').on(t.paymentRequestId)],
);

/**
 * Money that staff recorded rather than a provider reported (issue 20, decision 14): a bank
 * transfer that arrived (amount, booking day and the bank's reference; an amount other than the
 * total is kept and flagged), cash taken on handover, and refunds (card ones also go through
 * the provider). The payable's status follows; this book says who recorded what and when.
 */
export const recordedPayments = pgTable(
  'recorded_payments',
  {
    id: serial().primaryKey(),
    payableType: text().notNull(),
    payableId: integer().notNull(),
    /** transfer_received, cash_received, refund. */
    kind: text().notNull(),
    /** How the money moved: bank_transfer, cash, card. */
    channel: text().notNull(),
    /** Integer forints, gross, always positive; the kind says its direction. */
    amount: integer().notNull(),
    /** The payable's total at that time: a transfer of another amount is flagged by comparing. */
    expectedAmount: integer().notNull(),
    /** The bank's booking day (Budapest) for a transfer; the day of the handover or refund. */
    bookedOn: date({ mode: 'string' }).notNull(),
    /** The bank's reference of a transfer; the provider's refund id of a card refund. */
    reference: text(),
    reason: text(),
    staffId: integer().references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recorded_payments_payable_idx').on(t.payableType, t.payableId),
    check('recorded_payments_payable_type_check', sql`${t.payableType} in ('order', 'academy_subscription')`),
    check('recorded_payments_kind_check', sql`${t.kind} in ('transfer_received', 'cash_received', 'refund')`),
    check('recorded_payments_channel_check', sql`${t.channel} in ('bank_transfer', 'cash', 'card')`),
    check('recorded_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

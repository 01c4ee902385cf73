import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { recordedPayments } from '../payments/payments.schema';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The invoices of paid sales and their reversals (docs/decisions/0018), and at the same time the
 * queue that issues them: a row is written `pending` in the transaction that records the payment,
 * a worker claims it for a lease (FOR UPDATE SKIP LOCKED, like the mail outbox) and asks the
 * provider, so that an outage delays an invoice and never loses it. One invoice and at most one
 * reversal per sale, and one correction per refund recorded in parts: the unique keys make a
 * second payment callback or a second instance a no-op.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    /** 'order' or 'academy_subscription'. */
    payableType: text().notNull(),
    payableId: integer().notNull(),
    hostId: smallint().notNull(),
    /**
     * 'invoice'; 'reversal' (sztornó) of it after a cancellation or a refund of the whole at once;
     * 'correction' (helyesbítő számla) of it by one refund of a part.
     */
    kind: text().notNull(),
    /** A correction's refund: the recorded payment whose amount it takes off the invoice. */
    recordedPaymentId: integer().references(() => recordedPayments.id),
    /** 'pending' (waiting or being issued), 'issued', 'failed' (the provider refused it: staff look). */
    status: text().notNull().default('pending'),
    /** Who issued it: 'local' or 'szamlazz'. */
    provider: text(),
    /** The provider's invoice number (E-VAG-2026-1 …), unique once issued. */
    number: text(),
    /** The rendered invoice (PDF) as the provider returned it. */
    pdf: bytea(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    issuedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('invoices_payable_kind_idx')
      .on(t.payableType, t.payableId, t.kind)
      .where(sql`${t.kind} <> 'correction'`),
    uniqueIndex('invoices_recorded_payment_idx').on(t.recordedPaymentId).where(sql`${t.recordedPaymentId} is not null`),
    uniqueIndex('invoices_number_idx').on(t.provider, t.number).where(sql`${t.number} is not null`),
    index('invoices_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('invoices_created_idx').on(t.createdAt),
    check('invoices_payable_type_check', sql`${t.payableType} in ('order', 'academy_subscription')`),
    check('invoices_kind_check', sql`${t.kind} in ('invoice', 'reversal', 'correction')`),
    check('invoices_correction_check', sql`(${t.kind} = 'correction') = (${t.recordedPaymentId} is not null)`),
    check('invoices_status_check', sql`${t.status} in ('pending', 'issued', 'failed')`),
    check(
      'invoices_issued_check',
      sql`(${t.status} = 'issued') = (${t.number} is not null and ${t.pdf} is not null and ${t.issuedAt} is not null)`,
    ),
  ],
);

/** The local provider's numbering: gap-free per prefix and year, as the law asks of invoice numbers. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    prefix: text().notNull(),
    year: integer().notNull(),
    last: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.prefix, t.year] })],
);

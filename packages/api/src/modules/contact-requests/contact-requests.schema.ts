import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from '../staff/staff.schema';

/** Messages of the contact form; the copy mail is queued from the stored row. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: serial().primaryKey(),
    hostId: smallint().notNull(),
    localeId: smallint().notNull(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    message: text().notNull(),
    /** When the sender ticked the privacy consent (the proof GDPR asks for). */
    consentAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The back office's inbox: null while new; set when a member handled it (replied or closed). */
    handledAt: timestamp({ withTimezone: true }),
    handledByStaffId: integer().references(() => staff.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('contact_requests_site_idx').on(t.hostId, t.createdAt),
    check('contact_requests_host_check', sql`${t.hostId} in (1, 2)`),
    check('contact_requests_locale_check', sql`${t.localeId} in (1, 2)`),
  ],
);

import { bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { staff } from '../staff/staff.schema';

/**
 * Every write made in the back office (issue 20): who, when, what, the values before and after.
 * Written in the write's own transaction (`recordAudit`), so a rolled-back write leaves no row.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    staffId: integer().references(() => staff.id, { onDelete: 'set null' }),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text().notNull(),
    /** The site the entity belongs to (1 shop, 2 academy); null for what belongs to both (staff). */
    hostId: smallint(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_staff_idx').on(t.staffId),
  ],
);

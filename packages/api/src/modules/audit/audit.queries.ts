import { and, desc, eq, gte, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from './audit.schema';

export type AuditInsert = typeof auditLog.$inferInsert;

export async function insertAudit(db: Db, values: AuditInsert): Promise<void> {
  await db.insert(auditLog).values(values);
}

export interface AuditFilter {
  entity?: string;
  action?: string;
  staffId?: number;
  /** Host ids the reader may see; rows of no site (staff) are seen by everyone who may read the log. */
  hostIds: number[];
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

function conditions(filter: AuditFilter): SQL | undefined {
  return and(
    filter.entity ? eq(auditLog.entity, filter.entity) : undefined,
    filter.action ? eq(auditLog.action, filter.action) : undefined,
    filter.staffId ? eq(auditLog.staffId, filter.staffId) : undefined,
    or(isNull(auditLog.hostId), inArray(auditLog.hostId, filter.hostIds)),
    filter.from ? gte(auditLog.createdAt, filter.from) : undefined,
    filter.to ? lt(auditLog.createdAt, filter.to) : undefined,
  );
}

export type AuditRow = typeof auditLog.$inferSelect;

/** One page, newest first (the created_at, id index), and the count of the filtered rows. */
export async function selectAuditPage(
  db: Db,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = conditions(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Every entry about one record, oldest first (the entity index): an order's or enrolment's history. */
export async function selectAuditOf(db: Db, entity: string, entityId: string): Promise<AuditRow[]> {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
    .orderBy(auditLog.createdAt, auditLog.id);
}

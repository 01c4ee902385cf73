import type { InboxState } from '@vag/domain';
import { and, count, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { handledStateIs } from '../../lib/admin-lists';
import { contactRequests } from './contact-requests.schema';

export type ContactRequestRow = typeof contactRequests.$inferSelect;

export async function insertContactRequest(
  db: Db,
  values: typeof contactRequests.$inferInsert,
): Promise<ContactRequestRow> {
  const [row] = await db.insert(contactRequests).values(values).returning();
  if (!row) throw new Error('contact request insert returned no row');
  return row;
}

/** The back office's inbox filter: sites, handled state, a lower-cased LIKE pattern. */
export interface ContactRequestFilter {
  hostIds: number[];
  state: InboxState;
  like?: string;
}

/** A page of contact requests, newest first, and how many match. */
export async function selectContactRequestPage(db: Db, filter: ContactRequestFilter, limit: number, offset: number) {
  const where = and(
    inArray(contactRequests.hostId, filter.hostIds),
    handledStateIs(contactRequests.handledAt, filter.state),
    filter.like
      ? or(
          sql`lower(${contactRequests.name}) like ${filter.like}`,
          sql`lower(${contactRequests.email}) like ${filter.like}`,
          sql`lower(${contactRequests.message}) like ${filter.like}`,
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(contactRequests)
      .where(where)
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(contactRequests).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One request; `lock`: held until the transaction ends, so two members' writes take turns. */
export async function selectContactRequest(db: Db, id: number, lock = false) {
  const query = db.select().from(contactRequests).where(eq(contactRequests.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** Marks a request handled by `staffId`, unless it is already: the first member's mark stays. */
export async function markContactRequestHandled(db: Db, id: number, staffId: number) {
  const [row] = await db
    .update(contactRequests)
    .set({ handledAt: sql`now()`, handledByStaffId: staffId })
    .where(and(eq(contactRequests.id, id), isNull(contactRequests.handledAt)))
    .returning();
  return row;
}

/** Back to new (a member reopens it); undefined when it was not handled. */
export async function reopenContactRequestRow(db: Db, id: number) {
  const [row] = await db
    .update(contactRequests)
    .set({ handledAt: null, handledByStaffId: null })
    .where(and(eq(contactRequests.id, id), isNotNull(contactRequests.handledAt)))
    .returning();
  return row;
}

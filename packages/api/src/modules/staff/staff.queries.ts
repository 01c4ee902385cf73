import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staff, staffSessions } from './staff.schema';

export type StaffRow = typeof staff.$inferSelect;

export async function selectStaffByEmail(db: Db, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staff).where(eq(staff.email, email.trim().toLowerCase()));
  return row;
}

export async function selectStaff(db: Db, id: number, lock = false): Promise<StaffRow | undefined> {
  const query = db.select().from(staff).where(eq(staff.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export function selectAllStaff(db: Db): Promise<StaffRow[]> {
  return db.select().from(staff).orderBy(asc(staff.name), asc(staff.id));
}

export async function insertStaff(db: Db, values: typeof staff.$inferInsert): Promise<StaffRow> {
  const [row] = await db
    .insert(staff)
    .values({ ...values, email: values.email.trim().toLowerCase() })
    .onConflictDoNothing({ target: staff.email })
    .returning();
  if (!row) throw new StaffEmailTaken();
  return row;
}

export class StaffEmailTaken extends Error {}

export async function updateStaff(
  db: Db,
  id: number,
  values: Partial<Omit<typeof staff.$inferInsert, 'id' | 'email'>>,
): Promise<StaffRow | undefined> {
  const [row] = await db
    .update(staff)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(staff.id, id))
    .returning();
  return row;
}

/** Accepts a TOTP step only when it is later than the last accepted one: a code works once, even under a race. */
export async function claimTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staff)
    .set({ totpLastStep: step })
    .where(and(eq(staff.id, id), sql`coalesce(${staff.totpLastStep}, -1) < ${step}`))
    .returning({ id: staff.id });
  return rows.length > 0;
}

/** Locks the active owners' rows: two members demoting the last two owners at once are taken in turn. */
export async function lockActiveOwners(db: Db): Promise<void> {
  await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), eq(staff.active, true)))
    .orderBy(asc(staff.id))
    .for('update');
}

export async function countActiveOwners(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staff)
    .where(and(eq(staff.role, 'owner'), eq(staff.active, true)));
  return row?.n ?? 0;
}

export interface StaffSessionRow {
  id: string;
  csrfToken: string;
  stage: string;
  staffId: number;
  createdAt: Date;
  lastSeenAt: Date;
  staff: StaffRow;
}

/** A live session (within both timeouts, its member active) by token hash. */
export async function selectLiveStaffSession(
  db: Db,
  tokenHash: string,
  idleSeconds: number,
  absoluteSeconds: number,
): Promise<StaffSessionRow | undefined> {
  const [row] = await db
    .select({ session: staffSessions, staff })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        eq(staff.active, true),
        sql`${staffSessions.lastSeenAt} > now() - make_interval(secs => ${idleSeconds})`,
        sql`${staffSessions.createdAt} > now() - make_interval(secs => ${absoluteSeconds})`,
      ),
    );
  return row && { ...row.session, staff: row.staff };
}

export async function insertStaffSession(
  db: Db,
  values: { tokenHash: string; csrfToken: string; staffId: number; stage: string },
): Promise<string> {
  const [row] = await db.insert(staffSessions).values(values).returning({ id: staffSessions.id });
  if (!row) throw new Error('staff session not stored');
  return row.id;
}

/** A new token for a session moving on a stage (the old cookie stops working); the clock of the absolute timeout restarts. */
export async function rotateStaffSession(
  db: Db,
  id: string,
  values: { tokenHash: string; csrfToken: string; stage: string },
): Promise<void> {
  await db
    .update(staffSessions)
    .set({ ...values, createdAt: sql`now()`, lastSeenAt: sql`now()` })
    .where(eq(staffSessions.id, id));
}

export async function touchStaffSession(db: Db, id: string): Promise<void> {
  await db.update(staffSessions).set({ lastSeenAt: sql`now()` }).where(eq(staffSessions.id, id));
}

export async function deleteStaffSession(db: Db, id: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.id, id));
}

export async function deleteSessionsOfStaff(db: Db, staffId: number): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.staffId, staffId));
}

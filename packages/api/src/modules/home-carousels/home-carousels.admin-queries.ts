import { type AnyColumn, and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { homeCarousels } from './home-carousels.schema';

/* The back office's reads and writes of the home carousel (issue 21): every slide, whatever its window. */

export type SlideRecord = typeof homeCarousels.$inferSelect;
export type SlideFields = Omit<typeof homeCarousels.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function selectAdminSlides(db: Db, filter: { hostIds: number[]; localeId?: number }) {
  const conditions: (SQL | undefined)[] = [inArray(homeCarousels.hostId, filter.hostIds)];
  if (filter.localeId) conditions.push(eq(homeCarousels.localeId, filter.localeId));
  return db
    .select()
    .from(homeCarousels)
    .where(and(...conditions))
    .orderBy(asc(homeCarousels.hostId), asc(homeCarousels.localeId), asc(homeCarousels.sort), asc(homeCarousels.id));
}

export async function selectAdminSlide(db: Db, id: number): Promise<SlideRecord | undefined> {
  const [row] = await db.select().from(homeCarousels).where(eq(homeCarousels.id, id));
  return row;
}

/** The sort after the last slide of a site and language (a new slide goes last). */
export async function nextSlideSort(db: Db, hostId: number, localeId: number): Promise<number> {
  const [row] = await db
    .select({ last: sql<number | null>`max(${homeCarousels.sort})` })
    .from(homeCarousels)
    .where(and(eq(homeCarousels.hostId, hostId), eq(homeCarousels.localeId, localeId)));
  return (row?.last ?? 0) + 10;
}

export async function insertSlide(db: Db, values: SlideFields): Promise<number> {
  const [row] = await db.insert(homeCarousels).values(values).returning({ id: homeCarousels.id });
  if (!row) throw new Error('slide insert returned no row');
  return row.id;
}

export async function updateSlide(db: Db, id: number, values: Partial<SlideFields>) {
  await db
    .update(homeCarousels)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(homeCarousels.id, id));
}

export async function deleteSlide(db: Db, id: number) {
  await db.delete(homeCarousels).where(eq(homeCarousels.id, id));
}

/** Whether an active slide's window opened or closed within (since, until]: the carousel changed then. */
export async function slidesTurnedWithin(db: Db, since: Date, until: Date): Promise<boolean> {
  const within = (column: AnyColumn) =>
    sql`(${column} > ${since.toISOString()}::timestamptz and ${column} <= ${until.toISOString()}::timestamptz)`;
  const [row] = await db
    .select({ one: sql`1` })
    .from(homeCarousels)
    .where(
      and(
        eq(homeCarousels.isActive, true),
        sql`(${within(homeCarousels.startsAt)} or ${within(homeCarousels.endsAt)})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

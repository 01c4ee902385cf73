import { and, asc, count, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likeLower } from '../../lib/admin-lists';
import { salons, salonTranslations as translations } from './salons.schema';

/* The back office's reads of salons (issue 21): every salon, active or not, with both languages' texts. */

export interface AdminSalonFilter {
  hostIds: number[];
  /** A part of the name or the city. */
  q?: string;
}

function conditionsOf(filter: AdminSalonFilter): SQL | undefined {
  const conditions = [inArray(salons.hostId, filter.hostIds)];
  if (filter.q) {
    const like = likeLower(filter.q);
    conditions.push(sql`(lower(${salons.name}) like ${like} or lower(${salons.city}) like ${like})`);
  }
  return and(...conditions);
}

export async function selectAdminSalons(db: Db, filter: AdminSalonFilter, limit: number, offset: number) {
  const rows = await db
    .select()
    .from(salons)
    .where(conditionsOf(filter))
    .orderBy(asc(salons.hostId), sql`immutable_unaccent(lower(${salons.name}))`, asc(salons.id))
    .limit(limit)
    .offset(offset);
  return withTexts(db, rows);
}

export async function countAdminSalons(db: Db, filter: AdminSalonFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(salons).where(conditionsOf(filter));
  return row?.total ?? 0;
}

export async function selectAdminSalon(db: Db, id: number) {
  const rows = await db.select().from(salons).where(eq(salons.id, id));
  const [salon] = await withTexts(db, rows);
  return salon;
}

async function withTexts(db: Db, rows: (typeof salons.$inferSelect)[]) {
  if (rows.length === 0) return [];
  const texts = await db
    .select()
    .from(translations)
    .where(
      inArray(
        translations.salonId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({ ...row, translations: texts.filter((text) => text.salonId === row.id) }));
}

export type AdminSalonRecord = Awaited<ReturnType<typeof selectAdminSalons>>[number];

export async function salonSlugTaken(db: Db, hostId: number, localeId: number, slug: string, exceptId?: number) {
  const conditions = [
    eq(translations.hostId, hostId),
    eq(translations.localeId, localeId),
    eq(translations.slug, slug),
  ];
  if (exceptId !== undefined) conditions.push(ne(translations.salonId, exceptId));
  const [row] = await db
    .select({ one: sql`1` })
    .from(translations)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export function deleteSalonTranslation(db: Db, salonId: number, localeId: number) {
  return db.delete(translations).where(and(eq(translations.salonId, salonId), eq(translations.localeId, localeId)));
}

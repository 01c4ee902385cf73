import { and, asc, count, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { salons, salonTranslations as translations } from './salons.schema';

export interface SalonFilter {
  hostId: number;
  localeId: number;
  /** A slug in any language of the site. */
  slug?: string;
  /** Accent- and case-insensitive. */
  city?: string;
}

const anyTranslation = alias(translations, 'any_translation');

function salonConditions(db: Db, filter: SalonFilter): SQL | undefined {
  const conditions = [
    eq(salons.hostId, filter.hostId),
    eq(salons.isActive, true),
    eq(translations.localeId, filter.localeId),
  ];
  if (filter.slug) {
    const bySlug = db
      .select({ one: sql`1` })
      .from(anyTranslation)
      .where(and(eq(anyTranslation.salonId, salons.id), eq(anyTranslation.slug, filter.slug)));
    conditions.push(exists(bySlug));
  }
  if (filter.city) {
    conditions.push(sql`immutable_unaccent(lower(${salons.city})) = immutable_unaccent(lower(${filter.city}))`);
  }
  return and(...conditions);
}

const salonColumns = {
  id: salons.id,
  name: salons.name,
  zipcode: salons.zipcode,
  city: salons.city,
  address: salons.address,
  phone: salons.phone,
  email: salons.email,
  website: salons.website,
  openingHours: salons.openingHours,
  lat: salons.lat,
  lng: salons.lng,
  image: salons.image,
  siteOrdering: salons.siteOrdering,
  slug: translations.slug,
  description: translations.description,
  seoTitle: translations.seoTitle,
  seoDescription: translations.seoDescription,
};

export type SalonRow = Awaited<ReturnType<typeof selectSalons>>[number];

export function selectSalons(db: Db, filter: SalonFilter, order: 'site' | 'place', limit: number, offset: number) {
  const byName = sql`immutable_unaccent(lower(${salons.name}))`;
  const ordering =
    order === 'site'
      ? [sql`${salons.siteOrdering} asc nulls last`, byName, asc(salons.id)]
      : [sql`immutable_unaccent(lower(${salons.city}))`, byName, asc(salons.id)];
  return db
    .select(salonColumns)
    .from(salons)
    .innerJoin(translations, eq(translations.salonId, salons.id))
    .where(salonConditions(db, filter))
    .orderBy(...ordering)
    .limit(limit)
    .offset(offset);
}

export async function countSalons(db: Db, filter: SalonFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(salons)
    .innerJoin(translations, eq(translations.salonId, salons.id))
    .where(salonConditions(db, filter));
  return row?.total ?? 0;
}

export function selectSalonSlugs(db: Db, salonIds: number[]) {
  if (salonIds.length === 0) return Promise.resolve([]);
  return db
    .select({ salonId: translations.salonId, localeId: translations.localeId, slug: translations.slug })
    .from(translations)
    .where(inArray(translations.salonId, salonIds))
    .orderBy(asc(translations.localeId));
}

export function selectSalonSitemapRows(db: Db, hostId: number) {
  return db
    .select({ localeId: translations.localeId, slug: translations.slug, updatedAt: salons.updatedAt })
    .from(salons)
    .innerJoin(translations, eq(translations.salonId, salons.id))
    .where(and(eq(salons.hostId, hostId), eq(salons.isActive, true)))
    .orderBy(asc(salons.id), asc(translations.localeId));
}

export type SalonValues = typeof salons.$inferInsert;

export async function insertSalon(db: Db, values: SalonValues): Promise<number> {
  const [row] = await db.insert(salons).values(values).returning({ id: salons.id });
  if (!row) throw new Error('salon insert returned no row');
  return row.id;
}

export async function updateSalon(db: Db, id: number, values: SalonValues) {
  await db
    .update(salons)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(salons.id, id));
}

export async function upsertSalonTranslations(db: Db, rows: (typeof translations.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db
    .insert(translations)
    .values(rows)
    .onConflictDoUpdate({
      target: [translations.salonId, translations.localeId],
      set: {
        slug: sql`excluded.slug`,
        description: sql`excluded.description`,
        seoTitle: sql`excluded.seo_title`,
        seoDescription: sql`excluded.seo_description`,
        updatedAt: sql`now()`,
      },
    });
}

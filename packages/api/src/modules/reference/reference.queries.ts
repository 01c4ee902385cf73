import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { DEFAULT_LOCALE_ID } from './reference.constants';
import {
  cities,
  educationLevels,
  educationLevelTranslations,
  streetTypes,
  streetTypeTranslations,
  zipcodes,
} from './reference.schema';

export function selectZipcodes(db: Db) {
  return db
    .select({
      id: zipcodes.id,
      code: zipcodes.code,
      cityId: cities.id,
      cityName: cities.name,
      provisional: zipcodes.provisional,
    })
    .from(zipcodes)
    .innerJoin(cities, eq(cities.id, zipcodes.cityId))
    .orderBy(asc(zipcodes.code), asc(cities.name));
}

const streetTypeFallback = alias(streetTypeTranslations, 'street_type_fallback');

/** Street types by `order`, those without one last (spec §7); a missing translation falls back to Hungarian. */
export function selectStreetTypes(db: Db, localeId: number) {
  const name = sql<string>`coalesce(${streetTypeTranslations.name}, ${streetTypeFallback.name})`;
  return db
    .select({ id: streetTypes.id, name, order: streetTypes.order })
    .from(streetTypes)
    .leftJoin(
      streetTypeTranslations,
      and(eq(streetTypeTranslations.streetTypeId, streetTypes.id), eq(streetTypeTranslations.localeId, localeId)),
    )
    .leftJoin(
      streetTypeFallback,
      and(eq(streetTypeFallback.streetTypeId, streetTypes.id), eq(streetTypeFallback.localeId, DEFAULT_LOCALE_ID)),
    )
    .orderBy(sql`${streetTypes.order} asc nulls last`, asc(name));
}

const educationFallback = alias(educationLevelTranslations, 'education_level_fallback');

export function selectEducationLevels(db: Db, localeId: number) {
  return db
    .select({
      id: educationLevels.id,
      name: sql<string>`coalesce(${educationLevelTranslations.name}, ${educationFallback.name})`,
    })
    .from(educationLevels)
    .leftJoin(
      educationLevelTranslations,
      and(
        eq(educationLevelTranslations.educationLevelId, educationLevels.id),
        eq(educationLevelTranslations.localeId, localeId),
      ),
    )
    .leftJoin(
      educationFallback,
      and(
        eq(educationFallback.educationLevelId, educationLevels.id),
        eq(educationFallback.localeId, DEFAULT_LOCALE_ID),
      ),
    )
    .orderBy(asc(educationLevels.sort), asc(educationLevels.id));
}

export async function zipcodeExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: zipcodes.id }).from(zipcodes).where(eq(zipcodes.id, id)).limit(1);
  return rows.length > 0;
}

/** A settlement by name, accents and case aside (the oldest row when spellings differ only so). */
async function selectCityByName(db: Db, name: string) {
  const [row] = await db
    .select({ id: cities.id })
    .from(cities)
    .where(sql`immutable_unaccent(lower(${cities.name})) = immutable_unaccent(lower(${name}))`)
    .orderBy(asc(cities.id))
    .limit(1);
  return row;
}

/**
 * Finds or creates the pair a shopper typed as a provisional zip code (issue 22). Race-safe
 * without a transaction: each insert does nothing on a conflict and the row is read back, so
 * two shoppers saving the same new pair at once share one row.
 */
export async function upsertProvisionalZipcode(db: Db, code: string, cityName: string) {
  let city = await selectCityByName(db, cityName);
  if (!city) {
    await db.insert(cities).values({ name: cityName }).onConflictDoNothing();
    city = await selectCityByName(db, cityName);
  }
  if (!city) throw new Error(`settlement ${cityName} was neither inserted nor found`);
  await db.insert(zipcodes).values({ code, cityId: city.id, provisional: true }).onConflictDoNothing();
  const [row] = await db
    .select({ id: zipcodes.id })
    .from(zipcodes)
    .where(and(eq(zipcodes.code, code), eq(zipcodes.cityId, city.id)));
  if (!row) throw new Error(`zip code ${code} was neither inserted nor found`);
  return row;
}

export async function streetTypeExists(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: streetTypes.id }).from(streetTypes).where(eq(streetTypes.id, id)).limit(1);
  return rows.length > 0;
}

export async function educationLevelExists(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .select({ id: educationLevels.id })
    .from(educationLevels)
    .where(eq(educationLevels.id, id))
    .limit(1);
  return rows.length > 0;
}

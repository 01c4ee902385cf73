import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, zipcodes } from './reference.schema';

/** Rows per statement: well under PostgreSQL's 65 535 bind parameters. */
const BATCH = 1000;

function batches<T>(items: T[]): T[][] {
  const all: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) all.push(items.slice(start, start + BATCH));
  return all;
}

/** One postcode import at a time, whichever instance or terminal runs it. */
export async function lockPostcodeImport(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('reference:postcode-import'))`);
}

/** The id of each settlement in `names`, created when missing. */
export async function ensureCities(tx: Db, names: string[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (const batch of batches(names)) {
    await tx
      .insert(cities)
      .values(batch.map((name) => ({ name })))
      .onConflictDoNothing({ target: cities.name });
    const rows = await tx.select({ id: cities.id, name: cities.name }).from(cities).where(inArray(cities.name, batch));
    for (const row of rows) ids.set(row.name, row.id);
  }
  return ids;
}

export function selectZipcodePairs(tx: Db) {
  return tx
    .select({
      id: zipcodes.id,
      code: zipcodes.code,
      cityId: zipcodes.cityId,
      cityName: cities.name,
      provisional: zipcodes.provisional,
    })
    .from(zipcodes)
    .innerJoin(cities, eq(cities.id, zipcodes.cityId));
}

export async function insertZipcodePairs(tx: Db, pairs: { code: string; cityId: number }[]) {
  for (const batch of batches(pairs)) {
    await tx
      .insert(zipcodes)
      .values(batch.map((pair) => ({ ...pair, provisional: false })))
      .onConflictDoNothing({ target: [zipcodes.code, zipcodes.cityId] });
  }
}

export async function confirmZipcodes(tx: Db, ids: number[]) {
  for (const batch of batches(ids)) {
    await tx.update(zipcodes).set({ provisional: false }).where(inArray(zipcodes.id, batch));
  }
}

/** A provisional pair typed with another spelling becomes the listed settlement's pair (addresses keep its id). */
export async function moveZipcodeToCity(tx: Db, id: number, cityId: number) {
  await tx
    .update(zipcodes)
    .set({ cityId, provisional: false })
    .where(and(eq(zipcodes.id, id), eq(zipcodes.provisional, true)));
}

import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ParcelShopValues } from './gls-parcel-shops.queries';
import { glsParcelShops } from './gls-parcel-shops.schema';

/** One import of the feed at a time across instances: the second finds the first's work done. */
export async function lockParcelPointImport(tx: Db) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gls-parcel-shops:import'))`);
}

export function selectAllParcelShops(tx: Db) {
  return tx.select().from(glsParcelShops);
}

export async function insertParcelPoints(tx: Db, values: ParcelShopValues[]) {
  const BATCH = 500;
  for (let start = 0; start < values.length; start += BATCH) {
    await tx
      .insert(glsParcelShops)
      .values(values.slice(start, start + BATCH))
      .onConflictDoNothing({ target: glsParcelShops.code });
  }
}

export async function updateParcelPoint(tx: Db, id: number, values: ParcelShopValues) {
  await tx
    .update(glsParcelShops)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(glsParcelShops.id, id));
}

export async function deactivateParcelPoints(tx: Db, ids: number[]) {
  if (ids.length === 0) return;
  await tx
    .update(glsParcelShops)
    .set({ isActive: false, updatedAt: new Date() })
    .where(and(inArray(glsParcelShops.id, ids), eq(glsParcelShops.isActive, true)));
}

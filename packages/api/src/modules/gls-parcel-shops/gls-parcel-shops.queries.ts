import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likeContains } from '../content/content.seo';
import { glsParcelShops } from './gls-parcel-shops.schema';

export interface ParcelShopFilter {
  isActive: boolean;
  isParcelLocker?: boolean;
  /** Digits: a zip code prefix; otherwise text in the city, address or name (accents ignored). */
  search?: string;
}

export interface GeoPoint {
  lat: number;
  lng: number;
}

function conditions(filter: ParcelShopFilter): SQL | undefined {
  const all = [eq(glsParcelShops.isActive, filter.isActive)];
  if (filter.isParcelLocker !== undefined) all.push(eq(glsParcelShops.isParcelLocker, filter.isParcelLocker));
  const search = filter.search?.trim();
  if (search && /^\d+$/.test(search)) {
    all.push(sql`${glsParcelShops.zipcode} like ${`${search}%`}`);
  } else if (search) {
    const pattern = sql`immutable_unaccent(lower(${likeContains(search)}))`;
    all.push(
      sql`(immutable_unaccent(lower(${glsParcelShops.city})) like ${pattern}
        or immutable_unaccent(lower(${glsParcelShops.address})) like ${pattern}
        or immutable_unaccent(lower(${glsParcelShops.name})) like ${pattern})`,
    );
  }
  return and(...all);
}

export type ParcelShopRow = typeof glsParcelShops.$inferSelect;

/** By zip code and name, or nearest first from `near` (an equirectangular distance is plenty here). */
export function selectParcelShops(
  db: Db,
  filter: ParcelShopFilter,
  near: GeoPoint | undefined,
  limit: number,
  offset: number,
) {
  const ordering = near
    ? [
        sql`power(${glsParcelShops.lat} - ${near.lat}, 2) + power((${glsParcelShops.lng} - ${near.lng}) * cos(radians(${near.lat})), 2)`,
        asc(glsParcelShops.id),
      ]
    : [asc(glsParcelShops.zipcode), asc(glsParcelShops.name), asc(glsParcelShops.id)];
  return db
    .select()
    .from(glsParcelShops)
    .where(conditions(filter))
    .orderBy(...ordering)
    .limit(limit)
    .offset(offset);
}

export async function countParcelShops(db: Db, filter: ParcelShopFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(glsParcelShops).where(conditions(filter));
  return row?.total ?? 0;
}

export async function selectParcelShop(db: Db, id: number): Promise<ParcelShopRow | undefined> {
  const [row] = await db.select().from(glsParcelShops).where(eq(glsParcelShops.id, id));
  return row;
}

export type ParcelShopValues = Omit<typeof glsParcelShops.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertParcelShops(db: Db, values: ParcelShopValues[]): Promise<number[]> {
  if (values.length === 0) return [];
  const rows = await db.insert(glsParcelShops).values(values).returning({ id: glsParcelShops.id });
  return rows.map((row) => row.id);
}

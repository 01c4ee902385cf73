import { and, asc, avg, count, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
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

type Text = SQL | typeof glsParcelShops.city | typeof glsParcelShops.address | typeof glsParcelShops.name;

/** Accents off first, then case: lower() alone may leave "É" as it is under a C locale. */
const folded = (value: Text) => sql`lower(immutable_unaccent(${value}))`;

function conditions(filter: ParcelShopFilter): SQL | undefined {
  const all = [eq(glsParcelShops.isActive, filter.isActive)];
  if (filter.isParcelLocker !== undefined) all.push(eq(glsParcelShops.isParcelLocker, filter.isParcelLocker));
  const search = filter.search?.trim();
  if (search && /^\d+$/.test(search)) {
    all.push(sql`${glsParcelShops.zipcode} like ${`${search}%`}`);
  } else if (search) {
    const pattern = folded(sql`${likeContains(search)}`);
    all.push(
      sql`(${folded(glsParcelShops.city)} like ${pattern}
        or ${folded(glsParcelShops.address)} like ${pattern}
        or ${folded(glsParcelShops.name)} like ${pattern})`,
    );
  }
  return and(...all);
}

export type ParcelShopRow = typeof glsParcelShops.$inferSelect;

/**
 * Great-circle (haversine) kilometres from `origin`, computed by the database so that the
 * nearest points come back in one ordered, limited query however many points GLS lists.
 */
function distanceKm(origin: GeoPoint): SQL<number> {
  const lat = sql`radians(${glsParcelShops.lat})`;
  const dLat = sql`radians(${glsParcelShops.lat} - ${origin.lat}::float8)`;
  const dLng = sql`radians(${glsParcelShops.lng} - ${origin.lng}::float8)`;
  return sql<number>`(12742 * asin(least(1, sqrt(power(sin(${dLat} / 2), 2) + cos(radians(${origin.lat}::float8)) * cos(${lat}) * power(sin(${dLng} / 2), 2)))))`.mapWith(
    Number,
  );
}

/** By zip code and name, or nearest first from `near` with each point's `distanceKm`. */
export function selectParcelShops(
  db: Db,
  filter: ParcelShopFilter,
  near: GeoPoint | undefined,
  limit: number,
  offset: number,
): Promise<(ParcelShopRow & { distanceKm: number | null })[]> {
  const distance = near ? distanceKm(near) : undefined;
  const ordering = distance
    ? [asc(distance), asc(glsParcelShops.id)]
    : [asc(glsParcelShops.zipcode), asc(glsParcelShops.name), asc(glsParcelShops.id)];
  return db
    .select({ ...getTableColumns(glsParcelShops), distanceKm: distance ?? sql<null>`null` })
    .from(glsParcelShops)
    .where(conditions(filter))
    .orderBy(...ordering)
    .limit(limit)
    .offset(offset);
}

/**
 * The centre of the points of each zip code in `scope` (settlements by name, or a zip
 * code prefix), the numerically nearest codes to `code` first; `limit` bounds the candidates.
 */
export function selectZipcodeCentres(
  db: Db,
  code: string,
  scope: { cities: string[] } | { prefix: string },
  limit: number,
) {
  const where =
    'prefix' in scope
      ? sql`${glsParcelShops.zipcode} like ${`${scope.prefix}%`}`
      : sql`${folded(glsParcelShops.city)} in (${sql.join(
          scope.cities.map((city) => folded(sql`${city}`)),
          sql`, `,
        )})`;
  const gap = sql<number>`abs(cast(${glsParcelShops.zipcode} as integer) - ${Number(code)})`;
  return db
    .select({
      zipcode: glsParcelShops.zipcode,
      city: glsParcelShops.city,
      gap,
      lat: avg(glsParcelShops.lat).mapWith(Number),
      lng: avg(glsParcelShops.lng).mapWith(Number),
    })
    .from(glsParcelShops)
    .where(and(sql`${glsParcelShops.zipcode} ~ '^[0-9]{4}$'`, where))
    .groupBy(glsParcelShops.zipcode, glsParcelShops.city)
    .orderBy(gap, glsParcelShops.zipcode)
    .limit(limit);
}

/** The centre of the points in the settlement called `name` (accents and case ignored). */
export async function selectSettlementCentre(db: Db, name: string) {
  const [row] = await db
    .select({
      city: sql<string>`min(${glsParcelShops.city})`,
      lat: avg(glsParcelShops.lat).mapWith(Number),
      lng: avg(glsParcelShops.lng).mapWith(Number),
    })
    .from(glsParcelShops)
    .where(eq(folded(glsParcelShops.city), folded(sql`${name}`)))
    .having(sql`count(*) > 0`);
  return row;
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

import type { Locale, ParcelShop, ParcelShopList } from '@vag/domain';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { offsetOf, type Paging, pageMeta } from '../../lib/http-query';
import { message } from '../../lib/messages';
import { hasZipcode, locatePlace } from './gls-parcel-shops.origin';
import {
  countParcelShops,
  type GeoPoint,
  insertParcelShops,
  type ParcelShopFilter,
  type ParcelShopRow,
  type ParcelShopValues,
  selectParcelShop,
  selectParcelShops,
} from './gls-parcel-shops.queries';

/*
 * GLS ParcelShops and ParcelLockers (delivery methods 3 and 4). The carrier's network is the
 * same whichever site asks, so the list is not site-scoped.
 */

function toParcelShop(row: ParcelShopRow & { distanceKm?: number | null }): ParcelShop {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    zipcode: row.zipcode,
    city: row.city,
    address: row.address,
    is_parcel_locker: row.isParcelLocker,
    is_active: row.isActive,
    opening_hours: row.openingHours,
    lat: row.lat,
    lng: row.lng,
    ...(row.distanceKm == null ? {} : { distance_km: Math.round(row.distanceKm * 1000) / 1000 }),
  };
}

/**
 * The points of `filter`, nearest first from `near` (coordinates) or from `place` (a zip code or
 * a settlement, see gls-parcel-shops.origin.ts). A `place` that is neither is searched as text in
 * names and addresses; when nothing matches, the answer is an empty list that says why.
 */
export async function listParcelShops(
  db: Db,
  params: { filter: ParcelShopFilter; near?: GeoPoint; place?: string; paging: Paging; locale: Locale },
): Promise<ParcelShopList> {
  const { place, paging } = params;
  let { filter, near } = params;
  const origin = place === undefined ? undefined : await locatePlace(db, place);
  if (origin) near = origin;
  else if (place !== undefined && !hasZipcode(place)) filter = { ...filter, search: filter.search ?? place };
  const unknownZipcode = place !== undefined && !origin && hasZipcode(place);
  const [rows, total] = unknownZipcode
    ? [[], 0]
    : await Promise.all([
        selectParcelShops(db, filter, near, paging.perPage, offsetOf(paging)),
        countParcelShops(db, filter),
      ]);
  const body: ParcelShopList = { data: rows.map(toParcelShop), meta: pageMeta(paging, total, rows.length) };
  if (place === undefined) return body;
  body.origin = origin ?? null;
  if (total === 0) {
    const code = origin ? 'parcel_point_none_near' : 'parcel_point_place_unknown';
    Object.assign(body, { message: message(code, params.locale), code });
  }
  return body;
}

/** One parcel point by id, active or not (an order keeps showing the point it was sent to). */
export async function getParcelShop(db: Db, id: number): Promise<ParcelShop> {
  const row = await selectParcelShop(db, id);
  if (!row) throw new NotFoundError();
  return toParcelShop(row);
}

/** An active point of the kind the delivery method needs (3 ParcelShop, 4 ParcelLocker), if `id` is one. */
export async function findUsableParcelShop(db: Db, id: number, locker: boolean): Promise<ParcelShop | undefined> {
  const row = await selectParcelShop(db, id);
  return row?.isActive && row.isParcelLocker === locker ? toParcelShop(row) : undefined;
}

export function createParcelShops(db: Db, values: ParcelShopValues[]): Promise<number[]> {
  return insertParcelShops(db, values);
}

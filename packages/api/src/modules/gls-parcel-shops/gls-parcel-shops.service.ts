import type { ListMeta, ParcelShop } from '@vag/domain';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { offsetOf, type Paging, pageMeta } from '../../lib/http-query';
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

function toParcelShop(row: ParcelShopRow): ParcelShop {
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
  };
}

export async function listParcelShops(
  db: Db,
  params: { filter: ParcelShopFilter; near?: GeoPoint; paging: Paging },
): Promise<{ data: ParcelShop[]; meta: ListMeta }> {
  const [rows, total] = await Promise.all([
    selectParcelShops(db, params.filter, params.near, params.paging.perPage, offsetOf(params.paging)),
    countParcelShops(db, params.filter),
  ]);
  return { data: rows.map(toParcelShop), meta: pageMeta(params.paging, total, rows.length) };
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

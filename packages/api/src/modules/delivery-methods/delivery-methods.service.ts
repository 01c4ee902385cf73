import { type DeliveryMethod, type HostId, type Locale, LocaleId } from '@vag/domain';
import type { Db } from '../../db/client';
import { selectDeliveryMethods } from './delivery-methods.queries';

/** The delivery methods of a site (DESIGN §5 ids: 1-4 on the shop, 5 on the academy). */
export async function listDeliveryMethods(db: Db, hostId: HostId, locale: Locale): Promise<DeliveryMethod[]> {
  const rows = await selectDeliveryMethods(db, hostId, LocaleId[locale]);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    needs_parcel_point: row.needsParcelPoint,
  }));
}

/** One delivery method of a site, or undefined when the site does not offer it. */
export async function findDeliveryMethod(
  db: Db,
  hostId: HostId,
  id: number,
  locale: Locale = 'hu',
): Promise<DeliveryMethod | undefined> {
  return (await listDeliveryMethods(db, hostId, locale)).find((method) => method.id === id);
}

import { type DeliveryMethod, type HostId, type Locale, LocaleId } from '@vag/domain';
import type { Db } from '../../db/client';
import { type DeliveryMethodRow, selectDeliveryMethods } from './delivery-methods.queries';

export { type DeliveryMethodRow, deliveryMethodsJson } from './delivery-methods.queries';

/** A delivery method in the contract's shape. */
export const deliveryMethodOf = (row: DeliveryMethodRow): DeliveryMethod => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.price,
  needs_parcel_point: row.needsParcelPoint,
});

/** The delivery methods of a site (DESIGN §5 ids: 1-4 on the shop, 5 on the academy). */
export async function listDeliveryMethods(db: Db, hostId: HostId, locale: Locale): Promise<DeliveryMethod[]> {
  return (await selectDeliveryMethods(db, hostId, LocaleId[locale])).map(deliveryMethodOf);
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

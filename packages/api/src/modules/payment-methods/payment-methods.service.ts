import { type HostId, type Locale, LocaleId, type PaymentMethod } from '@vag/domain';
import type { Db } from '../../db/client';
import { listDeliveryMethods } from '../delivery-methods/delivery-methods.service';
import { selectPaymentMethods } from './payment-methods.queries';

/**
 * The payment methods of a site (DESIGN §5): each with the site's delivery methods it combines
 * with (cash on delivery only with GLS home delivery and ParcelShop, paying at pick-up only
 * with personal pick-up). With `deliveryMethodId`, only those valid with it.
 */
export async function listPaymentMethods(
  db: Db,
  hostId: HostId,
  locale: Locale,
  deliveryMethodId?: number,
): Promise<PaymentMethod[]> {
  const [rows, deliveryMethods] = await Promise.all([
    selectPaymentMethods(db, hostId, LocaleId[locale]),
    listDeliveryMethods(db, hostId, locale),
  ]);
  const siteDeliveryIds = deliveryMethods.map((method) => method.id);
  return rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      extra_cost: row.extraCost,
      allowed_delivery_method_ids: siteDeliveryIds.filter(
        (id) => row.allowedDeliveryMethodIds === null || row.allowedDeliveryMethodIds.includes(id),
      ),
    }))
    .filter(
      (method) =>
        method.allowed_delivery_method_ids.length > 0 &&
        (deliveryMethodId === undefined || method.allowed_delivery_method_ids.includes(deliveryMethodId)),
    );
}

/** Whether a site takes this payment method with this delivery method (checkout's rule). */
export async function isPaymentAllowed(
  db: Db,
  hostId: HostId,
  deliveryMethodId: number,
  paymentMethodId: number,
): Promise<boolean> {
  const methods = await listPaymentMethods(db, hostId, 'hu', deliveryMethodId);
  return methods.some((method) => method.id === paymentMethodId);
}

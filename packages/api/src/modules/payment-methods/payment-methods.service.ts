import { type DeliveryMethod, type HostId, type Locale, LocaleId, type PaymentMethod } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { type Db, prebuilt } from '../../db/client';
import {
  type DeliveryMethodRow,
  deliveryMethodOf,
  deliveryMethodsJson,
} from '../delivery-methods/delivery-methods.service';
import { type PaymentMethodRow, paymentMethodsJson } from './payment-methods.queries';

export { type PaymentMethodRow, paymentMethodsJson } from './payment-methods.queries';

/** A site's delivery methods and, for any of them, the payment methods that go with it. */
export interface CheckoutMethods {
  delivery: DeliveryMethod[];
  /** Every payment method that combines with a delivery method; with an id, only those valid with it. */
  payments(deliveryMethodId?: number): PaymentMethod[];
}

/** Both lists in one round trip, built once per site and language: checkout reads them on every placing. */
const checkoutMethodsStatement = prebuilt<
  { delivery: DeliveryMethodRow[]; payments: PaymentMethodRow[] },
  [hostId: number, localeId: number]
>(
  'checkout_methods',
  (_db, hostId, localeId) =>
    sql`select ${deliveryMethodsJson(hostId, localeId)} as delivery, ${paymentMethodsJson(hostId, localeId)} as payments`,
);

/**
 * The delivery methods of a site (from their module) and each payment method with the site's
 * delivery methods it combines with (DESIGN §5: cash on delivery only with GLS home delivery and
 * ParcelShop, paying at pick-up only with personal pick-up).
 */
export async function listCheckoutMethods(db: Db, hostId: HostId, locale: Locale): Promise<CheckoutMethods> {
  const [row] = await checkoutMethodsStatement(db, [hostId, LocaleId[locale]], {});
  return checkoutMethodsOf(row?.delivery ?? [], row?.payments ?? []);
}

/** `listCheckoutMethods` from rows read already (the cart reads them with its contents). */
export function checkoutMethodsOf(deliveryRows: DeliveryMethodRow[], rows: PaymentMethodRow[]): CheckoutMethods {
  const delivery = deliveryRows.map(deliveryMethodOf);
  const siteDeliveryIds = delivery.map((method) => method.id);
  const all = rows
    .map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      extra_cost: row.extraCost,
      allowed_delivery_method_ids: siteDeliveryIds.filter(
        (id) => row.allowedDeliveryMethodIds === null || row.allowedDeliveryMethodIds.includes(id),
      ),
    }))
    .filter((method) => method.allowed_delivery_method_ids.length > 0);
  return {
    delivery,
    payments: (deliveryMethodId) =>
      deliveryMethodId === undefined
        ? all
        : all.filter((method) => method.allowed_delivery_method_ids.includes(deliveryMethodId)),
  };
}

/** The payment methods of a site; with `deliveryMethodId`, only those valid with it. */
export async function listPaymentMethods(
  db: Db,
  hostId: HostId,
  locale: Locale,
  deliveryMethodId?: number,
): Promise<PaymentMethod[]> {
  return (await listCheckoutMethods(db, hostId, locale)).payments(deliveryMethodId);
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

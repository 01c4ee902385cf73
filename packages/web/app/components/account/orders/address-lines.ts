import type { AcademySubscription, Order } from '@vag/domain';
import type { Translate } from '../../../i18n';

const EXTRAS = ['building', 'staircase', 'floor', 'door'] as const;
type Extras = Partial<Record<(typeof EXTRAS)[number], string | null>>;

/** The same reading as the address book's (`1011 Budapest, Fő utca 1, emelet 2, ajtó 3`). */
function addressLine(t: Translate, place: (string | null)[], street: (string | null)[], extras: Extras): string | null {
  const parts = EXTRAS.filter((part) => extras[part]).map(
    (part) => `${t(`account.address.${part}`).toLowerCase()} ${extras[part]}`,
  );
  const lines = [place.filter(Boolean).join(' '), street.filter(Boolean).join(' '), ...parts].filter(Boolean);
  return lines.length > 0 ? lines.join(', ') : null;
}

export function billingLine(purchase: Order | AcademySubscription, t: Translate): string | null {
  return addressLine(
    t,
    [purchase.billing_address_zipcode, purchase.billing_address_city],
    [purchase.billing_address_street, purchase.billing_address_street_type, purchase.billing_address_number],
    {
      building: purchase.billing_address_building,
      staircase: purchase.billing_address_staircase,
      floor: purchase.billing_address_floor,
      door: purchase.billing_address_door,
    },
  );
}

export function deliveryLine(order: Order, t: Translate): string | null {
  return addressLine(
    t,
    [order.delivery_address_zipcode, order.delivery_address_city],
    [order.delivery_address_street, order.delivery_address_street_type, order.delivery_address_number],
    {
      building: order.delivery_address_building,
      staircase: order.delivery_address_staircase,
      floor: order.delivery_address_floor,
      door: order.delivery_address_door,
    },
  );
}

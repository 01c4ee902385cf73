import { sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import {
  deliveryMethods,
  deliveryMethodTranslations as deliveryTranslations,
  paymentMethods,
  paymentMethodTranslations as translations,
} from '../../db/schema';

export interface CheckoutMethodRows {
  delivery: { id: number; name: string; description: string | null; price: number; needsParcelPoint: boolean }[];
  payment: {
    id: number;
    name: string;
    description: string | null;
    extraCost: number;
    allowedDeliveryMethodIds: number[] | null;
  }[];
}

/**
 * The active delivery and payment methods a site offers, in a language, in the operator's order,
 * both in one round trip: the checkout and the cart read them on every request, fresh (an
 * operator's edit shows at once).
 */
export async function selectCheckoutMethodRows(db: Db, hostId: number, localeId: number): Promise<CheckoutMethodRows> {
  const d = deliveryMethods;
  const dt = deliveryTranslations;
  const p = paymentMethods;
  const pt = translations;
  const [row] = await queryRows<CheckoutMethodRows>(
    db,
    sql`select
      coalesce((select json_agg(json_build_object('id', ${d.id}, 'name', ${dt.name}, 'description', ${dt.description},
          'price', ${d.price}, 'needsParcelPoint', ${d.needsParcelPoint}) order by ${d.sort}, ${d.id})
        from ${d} join ${dt} on ${dt.deliveryMethodId} = ${d.id} and ${dt.localeId} = ${localeId}
        where ${d.isActive} and ${hostId} = any(${d.hostIds})), '[]') as delivery,
      coalesce((select json_agg(json_build_object('id', ${p.id}, 'name', ${pt.name}, 'description', ${pt.description},
          'extraCost', ${p.extraCost}, 'allowedDeliveryMethodIds', ${p.allowedDeliveryMethodIds}) order by ${p.sort}, ${p.id})
        from ${p} join ${pt} on ${pt.paymentMethodId} = ${p.id} and ${pt.localeId} = ${localeId}
        where ${p.isActive} and ${hostId} = any(${p.hostIds})), '[]') as payment`,
  );
  return row ?? { delivery: [], payment: [] };
}

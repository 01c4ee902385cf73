import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { deliveryMethods, deliveryMethodTranslations as translations } from './delivery-methods.schema';

/** Active delivery methods a site offers, in a language, in the operator's order. */
export function selectDeliveryMethods(db: Db, hostId: number, localeId: number) {
  return db
    .select({
      id: deliveryMethods.id,
      name: translations.name,
      description: translations.description,
      price: deliveryMethods.price,
      needsParcelPoint: deliveryMethods.needsParcelPoint,
    })
    .from(deliveryMethods)
    .innerJoin(
      translations,
      and(eq(translations.deliveryMethodId, deliveryMethods.id), eq(translations.localeId, localeId)),
    )
    .where(and(eq(deliveryMethods.isActive, true), sql`${hostId} = any(${deliveryMethods.hostIds})`))
    .orderBy(asc(deliveryMethods.sort), asc(deliveryMethods.id));
}

/** A row of `selectDeliveryMethods`. */
export type DeliveryMethodRow = Awaited<ReturnType<typeof selectDeliveryMethods>>[number];

/** `selectDeliveryMethods`'s rows as a JSON array expression, for a statement that reads more (the cart's). */
export const deliveryMethodsJson = (hostId: number, localeId: number) => sql<
  DeliveryMethodRow[]
>`coalesce((select json_agg(json_build_object(
    'id', ${deliveryMethods.id}, 'name', ${translations.name}, 'description', ${translations.description},
    'price', ${deliveryMethods.price}, 'needsParcelPoint', ${deliveryMethods.needsParcelPoint})
    order by ${deliveryMethods.sort}, ${deliveryMethods.id})
  from ${deliveryMethods} join ${translations}
    on ${translations.deliveryMethodId} = ${deliveryMethods.id} and ${translations.localeId} = ${localeId}
  where ${deliveryMethods.isActive} and ${hostId} = any(${deliveryMethods.hostIds})), '[]')`;

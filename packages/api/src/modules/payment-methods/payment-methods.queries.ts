import { sql } from 'drizzle-orm';
import { paymentMethods, paymentMethodTranslations as translations } from './payment-methods.schema';

/** A payment method a site offers, in a language. */
export interface PaymentMethodRow {
  id: number;
  name: string;
  description: string | null;
  extraCost: number;
  /** null: it combines with every delivery method. */
  allowedDeliveryMethodIds: number[] | null;
}

/**
 * The active payment methods a site offers, in a language, in the operator's order, as a JSON
 * array expression: the checkout and the cart read them on every request, fresh (an operator's
 * edit shows at once), each in a statement that reads more.
 */
export const paymentMethodsJson = (hostId: number, localeId: number) => sql<
  PaymentMethodRow[]
>`coalesce((select json_agg(json_build_object(
    'id', ${paymentMethods.id}, 'name', ${translations.name}, 'description', ${translations.description},
    'extraCost', ${paymentMethods.extraCost}, 'allowedDeliveryMethodIds', ${paymentMethods.allowedDeliveryMethodIds})
    order by ${paymentMethods.sort}, ${paymentMethods.id})
  from ${paymentMethods} join ${translations}
    on ${translations.paymentMethodId} = ${paymentMethods.id} and ${translations.localeId} = ${localeId}
  where ${paymentMethods.isActive} and ${hostId} = any(${paymentMethods.hostIds})), '[]')`;

import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paymentMethods, paymentMethodTranslations as translations } from './payment-methods.schema';

/**
 * The active payment methods a site offers, in a language, in the operator's order: the checkout
 * and the cart read them on every request, fresh (an operator's edit shows at once).
 */
export function selectPaymentMethods(db: Db, hostId: number, localeId: number) {
  return db
    .select({
      id: paymentMethods.id,
      name: translations.name,
      description: translations.description,
      extraCost: paymentMethods.extraCost,
      allowedDeliveryMethodIds: paymentMethods.allowedDeliveryMethodIds,
    })
    .from(paymentMethods)
    .innerJoin(
      translations,
      and(eq(translations.paymentMethodId, paymentMethods.id), eq(translations.localeId, localeId)),
    )
    .where(and(eq(paymentMethods.isActive, true), sql`${hostId} = any(${paymentMethods.hostIds})`))
    .orderBy(asc(paymentMethods.sort), asc(paymentMethods.id));
}

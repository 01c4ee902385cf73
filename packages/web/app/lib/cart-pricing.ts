import { DeliveryMethodId, type SiteKey } from '@vag/domain';
import type { CartPricing } from '../api-client/checkout';

/** The checkout's choices so far: null where the shopper has not chosen yet. */
export interface PricingChoices {
  deliveryMethodId: number | null;
  paymentMethodId: number | null;
  usingMarketingCredit: boolean;
  usingGlobalCredit: boolean;
}

/**
 * What the API prices a cart with (spec §7 GET {cart}). The academy delivers nothing. Until the
 * shopper chooses a delivery method the shop prices with personal pickup rather than the API's
 * default (home delivery), so no total holds a fee the shopper never chose; the totals then say
 * the fee is calculated at checkout (`deliveryPending`).
 */
export function cartPricing(site: SiteKey, choices: PricingChoices): CartPricing {
  const chosenDelivery = choices.deliveryMethodId ?? undefined;
  return {
    deliveryMethodId:
      site === 'academy' ? DeliveryMethodId.noDelivery : (chosenDelivery ?? DeliveryMethodId.personalPickup),
    paymentMethodId: choices.paymentMethodId ?? undefined,
    usingMarketingCredit: choices.usingMarketingCredit,
    usingGlobalCredit: choices.usingGlobalCredit,
  };
}

/** Whether the totals show no delivery or payment fee yet: the shop's shopper has not chosen a delivery. */
export function deliveryPending(site: SiteKey, choices: Pick<PricingChoices, 'deliveryMethodId'>): boolean {
  return site === 'shop' && choices.deliveryMethodId === null;
}

/** One string per pricing, to tell whether two ask the same. */
export function pricingKey(pricing: CartPricing): string {
  return JSON.stringify([
    pricing.deliveryMethodId ?? null,
    pricing.paymentMethodId ?? null,
    Boolean(pricing.usingMarketingCredit),
    Boolean(pricing.usingGlobalCredit),
  ]);
}

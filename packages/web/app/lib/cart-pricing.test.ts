import { DeliveryMethodId } from '@vag/domain';
import { describe, expect, it } from 'vitest';
import { cartPricing, deliveryPending, pricingKey } from './cart-pricing';

const NONE = { deliveryMethodId: null, paymentMethodId: null, usingMarketingCredit: false, usingGlobalCredit: false };

describe('the pricing of a cart', () => {
  it('asks for the shop’s chosen delivery and payment', () => {
    expect(cartPricing('shop', { ...NONE, deliveryMethodId: 3, paymentMethodId: 3 })).toEqual({
      deliveryMethodId: 3,
      paymentMethodId: 3,
      usingMarketingCredit: false,
      usingGlobalCredit: false,
    });
  });

  it('prices the shop with personal pickup until a delivery is chosen, not with the API’s home delivery', () => {
    expect(cartPricing('shop', NONE).deliveryMethodId).toBe(DeliveryMethodId.personalPickup);
    expect(deliveryPending('shop', NONE)).toBe(true);
    expect(deliveryPending('shop', { deliveryMethodId: DeliveryMethodId.glsHomeDelivery })).toBe(false);
  });

  it('prices the academy with its one delivery method, never pending', () => {
    expect(cartPricing('academy', { ...NONE, deliveryMethodId: 1 }).deliveryMethodId).toBe(DeliveryMethodId.noDelivery);
    expect(deliveryPending('academy', NONE)).toBe(false);
  });

  it('keeps the balances the cart page chose', () => {
    const pricing = cartPricing('shop', { ...NONE, usingMarketingCredit: true });
    expect(pricing.usingMarketingCredit).toBe(true);
    expect(pricing.usingGlobalCredit).toBe(false);
  });

  it('tells two pricings apart by what they ask, not by how they spell an absent choice', () => {
    expect(pricingKey({ deliveryMethodId: 1 })).toBe(pricingKey({ deliveryMethodId: 1, usingGlobalCredit: false }));
    expect(pricingKey({ deliveryMethodId: 1 })).not.toBe(pricingKey({ deliveryMethodId: 1, paymentMethodId: 3 }));
  });
});

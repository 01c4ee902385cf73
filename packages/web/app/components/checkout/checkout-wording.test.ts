import { PaymentMethodId } from '@vag/domain';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import { hu } from '../../i18n/hu';
import { checkoutWording, paymentDescriptionKey } from './checkout-wording';

const SHIPPING = /szállít|csomag|futár|ship|deliver|dispatch|parcel|courier/i;

describe('checkout wording', () => {
  it('the academy, which delivers nothing, names its step 2 and the bank transfer without shipping', () => {
    const wording = checkoutWording('academy');
    const keys = [
      wording.step2,
      wording.editMethods,
      wording.transferNote,
      wording.billingSame,
      paymentDescriptionKey('academy', PaymentMethodId.bankTransfer),
    ];
    for (const catalogue of [hu, en]) {
      for (const key of keys) {
        expect(key).not.toBeNull();
        expect(catalogue[key as keyof typeof hu], key ?? '').not.toMatch(SHIPPING);
      }
    }
    expect(hu[wording.step2]).toBe('Fizetés');
    expect(en[wording.step2]).toBe('Payment');
    expect(hu[wording.transferNote]).toContain('jelentkezés');
  });

  it('the shop keeps delivery in its step 2 and the operator’s texts of the payment methods', () => {
    expect(hu[checkoutWording('shop').step2]).toBe('Szállítás és fizetés');
    expect(paymentDescriptionKey('shop', PaymentMethodId.bankTransfer)).toBeNull();
    expect(paymentDescriptionKey('academy', PaymentMethodId.card)).toBeNull();
  });

  it('the final button states the obligation to pay (EU 2011/83 art. 8(2)), of an order or an enrolment', () => {
    expect(hu[checkoutWording('shop').place]).toBe('Megrendelés fizetési kötelezettséggel');
    expect(en[checkoutWording('shop').place]).toBe('Order with obligation to pay');
    expect(hu[checkoutWording('academy').place]).toBe('Jelentkezés fizetési kötelezettséggel');
    expect(en[checkoutWording('academy').place]).toBe('Enrol with obligation to pay');
  });
});

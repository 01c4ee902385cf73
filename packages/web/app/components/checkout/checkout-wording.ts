import { PaymentMethodId, type SiteKey } from '@vag/domain';
import type { MessageKey } from '../../i18n';

/**
 * The checkout's words that differ by site. The academy delivers nothing (spec §9: delivery
 * method 5), so its step 2 is the payment alone and no text of it speaks of a parcel.
 */
export function checkoutWording(site: SiteKey) {
  const academy = site === 'academy';
  return {
    step2: (academy ? 'commerce.checkout.step2Academy' : 'commerce.checkout.step2') as MessageKey,
    editMethods: (academy ? 'commerce.checkout.editPayment' : 'commerce.checkout.editMethods') as MessageKey,
    /** The final button, stating the obligation to pay (EU 2011/83 art. 8(2)). */
    place: (academy ? 'commerce.checkout.placeEnrolment' : 'commerce.checkout.placeOrder') as MessageKey,
    /** The note of the payment page for an order paid by bank transfer. */
    transferNote: (academy ? 'commerce.payment.transferAcademy' : 'commerce.payment.transferShop') as MessageKey,
    /** The academy's address above is the invoice's: there is no delivery address to compare with. */
    billingSame: (academy ? 'commerce.checkout.billingSameAcademy' : 'commerce.checkout.billingSame') as MessageKey,
  };
}

/**
 * A payment method's description in step 2. The methods and their texts are shared by both
 * sites, and the bank transfer's says the parcel leaves once the money arrives: the academy
 * says what happens to the enrolment instead.
 */
export function paymentDescriptionKey(site: SiteKey, paymentMethodId: number): MessageKey | null {
  return site === 'academy' && paymentMethodId === PaymentMethodId.bankTransfer
    ? 'commerce.checkout.transferAcademy'
    : null;
}

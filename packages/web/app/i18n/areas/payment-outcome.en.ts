import type { paymentOutcomeHu } from './payment-outcome.hu';

export const paymentOutcomeEn: Record<keyof typeof paymentOutcomeHu, string> = {
  'paymentOutcome.cancelled': 'You cancelled the card payment',
  'paymentOutcome.cancelledHint':
    'Nothing was charged. What you chose is kept, but not paid yet: you can pay again by card, or choose another payment method.',
  'paymentOutcome.failedHint':
    'The bank did not accept the payment and nothing was charged. What you chose is kept: you can pay again by card, or choose another payment method.',
  'paymentOutcome.backToCart': 'Back to the cart with the same items',
  'paymentOutcome.switchTitle': 'Pay another way',
  'paymentOutcome.switchSubmit': 'Pay with this method',
  'paymentOutcome.noFee': 'no fee',
  'paymentOutcome.switched': 'The payment method is changed; we have sent the details by e-mail too.',
  'paymentOutcome.backToTrainingCart': 'Back to the cart with the same dates',
  'paymentOutcome.paidHint': 'We have also sent the confirmation by e-mail.',
};

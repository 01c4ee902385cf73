import type { paymentOutcomeHu } from './payment-outcome.hu';

export const paymentOutcomeEn: Record<keyof typeof paymentOutcomeHu, string> = {
  'paymentOutcome.cancelled': 'You cancelled the card payment',
  'paymentOutcome.cancelledHint':
    'Nothing was charged and your order is kept, but it is not paid yet. You can pay again by card.',
  'paymentOutcome.failedHint':
    'The bank did not accept the payment and nothing was charged. Your order is kept: you can pay again by card.',
  'paymentOutcome.backToCart': 'Back to the cart with the same items',
  'paymentOutcome.paidHint': 'We have also sent the confirmation by e-mail.',
};

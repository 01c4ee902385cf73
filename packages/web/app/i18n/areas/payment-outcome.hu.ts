/** The payment return page's outcomes (issue 18): what happened to the card payment, plainly. */
export const paymentOutcomeHu = {
  'paymentOutcome.cancelled': 'A kártyás fizetést megszakította',
  'paymentOutcome.cancelledHint':
    'Nem vontunk le pénzt, és a rendelését megőriztük, de még nincs kifizetve. Fizethet újra kártyával.',
  'paymentOutcome.failedHint':
    'A bank nem fogadta el a fizetést, nem vontunk le pénzt. A rendelését megőriztük: fizethet újra kártyával.',
  'paymentOutcome.backToCart': 'Vissza a kosárhoz ugyanezekkel a termékekkel',
  'paymentOutcome.paidHint': 'A visszaigazolást e-mailben is elküldtük.',
} as const;

/** The payment return page's outcomes (issue 18): what happened to the card payment, plainly. */
export const paymentOutcomeHu = {
  'paymentOutcome.cancelled': 'A kártyás fizetést megszakította',
  'paymentOutcome.cancelledHint':
    'Nem vontunk le pénzt. Amit választott, megőriztük, de még nincs kifizetve: fizethet újra kártyával, vagy választhat más fizetési módot.',
  'paymentOutcome.failedHint':
    'A bank nem fogadta el a fizetést, nem vontunk le pénzt. Amit választott, megőriztük: fizethet újra kártyával, vagy választhat más fizetési módot.',
  'paymentOutcome.backToCart': 'Vissza a kosárhoz ugyanezekkel a termékekkel',
  'paymentOutcome.switchTitle': 'Fizessen másképp',
  'paymentOutcome.switchSubmit': 'Ezzel a fizetési móddal fizetek',
  'paymentOutcome.noFee': 'díjmentes',
  'paymentOutcome.switched': 'A fizetési módot módosítottuk; a részleteket e-mailben is elküldtük.',
  'paymentOutcome.backToTrainingCart': 'Vissza a kosárhoz ugyanezekkel az időpontokkal',
  'paymentOutcome.paidHint': 'A visszaigazolást e-mailben is elküldtük.',
} as const;

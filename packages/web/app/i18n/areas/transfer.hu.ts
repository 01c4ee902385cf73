/** Paying by bank transfer (issue 18): the account, amount, reference and deadline of a purchase. */
export const transferHu = {
  'transfer.title': 'Fizetés banki átutalással',
  'transfer.introShop':
    'Kérjük, utalja át az összeget erre a számlára a határidőig, a közleményben a rendelés számával.',
  'transfer.introAcademy':
    'Kérjük, utalja át az összeget erre a számlára a határidőig, a közleményben a jelentkezés számával.',
  'transfer.beneficiary': 'Kedvezményezett',
  'transfer.accountNumber': 'Számlaszám',
  'transfer.iban': 'IBAN',
  'transfer.bank': 'Bank',
  'transfer.amount': 'Összeg',
  'transfer.reference': 'Közlemény',
  'transfer.deadline': 'Fizetési határidő',
  'transfer.copy': 'Másolás',
  'transfer.copied': 'Másolva',
} as const;

import type { MessageCatalogue } from '../../lib/messages';

export const balanceMessages = {
  insufficient_balance: {
    hu: 'Nincs elegendő egyenleg a levonáshoz.',
    en: 'The balance is not enough for this amount.',
  },
  opening_balance_reason: { hu: 'Nyitó egyenleg', en: 'Opening balance' },
  marketing_budget_reason: { hu: 'Marketing keret', en: 'Marketing budget' },
  spent_on_order_reason: { hu: 'Felhasználás rendelésben', en: 'Spent on an order' },
  referral_commission_reason: { hu: 'Ajánlói jutalék', en: 'Referral commission' },
  guest_code_credit_reason: { hu: 'Vendégkód jóváírás', en: 'Guest code credit' },
  /** A refund takes the credit back, as much of it as is left on the balance. */
  guest_code_reversal_reason: {
    hu: 'Vendégkód jóváírás visszavonása (visszatérítés)',
    en: 'Guest code credit taken back (refund)',
  },
} as const satisfies MessageCatalogue;

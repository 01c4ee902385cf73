import type { MessageCatalogue } from '../../lib/messages';

export const balanceMessages = {
  insufficient_balance: {
    hu: 'Nincs elegendő egyenleg a levonáshoz.',
    en: 'The balance is not enough for this amount.',
  },
} as const satisfies MessageCatalogue;

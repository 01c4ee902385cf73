import type { MessageCatalogue } from '../../lib/messages';

export const invoiceMessages = {
  invoice_not_found: { hu: 'Ez a számla nem található.', en: 'This invoice was not found.' },
  invoice_pending: {
    hu: 'A számla kiállítása folyamatban van: néhány perc múlva töltse le újra.',
    en: 'The invoice is being issued: please download it again in a few minutes.',
  },
  invoice_not_failed: {
    hu: 'Csak sikertelen számlát lehet újraküldeni: ezt már kiállították, vagy kiállítása folyamatban van.',
    en: 'Only a failed invoice can be sent again: this one is already issued or being issued.',
  },
} as const satisfies MessageCatalogue;

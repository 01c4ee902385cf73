import type { MessageCatalogue } from '../../lib/messages';

export const invoiceMessages = {
  invoice_not_found: { hu: 'Ez a számla nem található.', en: 'This invoice was not found.' },
  invoice_pending: {
    hu: 'A számla kiállítása folyamatban van: néhány perc múlva töltse le újra.',
    en: 'The invoice is being issued: please download it again in a few minutes.',
  },
} as const satisfies MessageCatalogue;

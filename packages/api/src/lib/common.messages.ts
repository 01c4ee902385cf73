import type { MessageCatalogue } from './messages';

export const commonMessages = {
  not_found: { hu: 'A keresett erőforrás nem található.', en: 'The requested resource was not found.' },
  validation_failed: { hu: 'A megadott adatok hibásak.', en: 'The given data was invalid.' },
  server_error: {
    hu: 'Szerverhiba történt, kérjük, próbálja újra később.',
    en: 'A server error occurred, please try again later.',
  },
  service_unavailable: {
    hu: 'A szolgáltatás átmenetileg nem érhető el.',
    en: 'The service is temporarily unavailable.',
  },
} as const satisfies MessageCatalogue;

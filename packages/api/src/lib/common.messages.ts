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
  too_many_requests: {
    hu: 'Túl sok próbálkozás. Kérjük, várjon egy kicsit, és próbálja újra.',
    en: 'Too many attempts. Please wait a little and try again.',
  },
  captcha_failed: {
    hu: 'A robotok elleni ellenőrzés nem sikerült. Kérjük, próbálja újra.',
    en: 'The bot check failed. Please try again.',
  },
} as const satisfies MessageCatalogue;

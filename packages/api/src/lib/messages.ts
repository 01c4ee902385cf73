import type { Locale } from '@vag/domain';

/** API messages by stable code, in both languages (DESIGN §4: message + code). */
export const messages = {
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
  invalid_locale_id: { hu: 'Ismeretlen nyelv.', en: 'Unknown language.' },
  invalid_host_id: { hu: 'Ismeretlen webhely.', en: 'Unknown site.' },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageCode = keyof typeof messages;

export function message(code: MessageCode, locale: Locale): string {
  return messages[code][locale];
}

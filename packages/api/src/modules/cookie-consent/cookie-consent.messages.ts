import type { MessageCatalogue } from '../../lib/messages';

export const cookieConsentMessages = {
  cookie_consent_saved: { hu: 'Sütibeállításait mentettük.', en: 'Your cookie settings are saved.' },
} as const satisfies MessageCatalogue;

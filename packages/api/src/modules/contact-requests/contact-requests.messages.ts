import type { MessageCatalogue } from '../../lib/messages';

export const contactRequestMessages = {
  contact_request_received: {
    hu: 'Köszönjük az üzenetét! Munkatársunk hamarosan válaszol.',
    en: 'Thank you for your message! We will get back to you soon.',
  },
  contact_recaptcha_error: {
    hu: 'A robotok elleni ellenőrzés nem sikerült. Kérjük, frissítse az oldalt, és küldje el újra az üzenetét.',
    en: 'The bot check failed. Please reload the page and send your message again.',
  },
} as const satisfies MessageCatalogue;

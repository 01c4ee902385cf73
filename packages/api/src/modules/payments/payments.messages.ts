import type { MessageCatalogue } from '../../lib/messages';

export const paymentMessages = {
  payment_provider_error: {
    hu: 'A fizetési szolgáltató most nem érhető el. Kérjük, próbálja újra néhány perc múlva.',
    en: 'The payment provider cannot be reached right now. Please try again in a few minutes.',
  },
  payment_not_found: {
    hu: 'A fizetés nem található.',
    en: 'The payment was not found.',
  },
  payment_not_refundable: {
    hu: 'Csak kifizetett fizetés téríthető vissza.',
    en: 'Only a paid payment can be refunded.',
  },
  payment_callback_received: {
    hu: 'Az értesítést megkaptuk.',
    en: 'Notification received.',
  },
} as const satisfies MessageCatalogue;

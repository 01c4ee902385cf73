import type { MessageCatalogue } from '../../lib/messages';

export const recommendationMessages = {
  recommendation_received: {
    hu: 'Köszönjük az ajánlását! Továbbítottuk a képzési csapatunknak.',
    en: 'Thank you for your recommendation! We have passed it on to our training team.',
  },
  recommendation_recaptcha_error: {
    hu: 'Kérjük, igazolja, hogy nem robot, mielőtt elküldi az ajánlást.',
    en: 'Please confirm that you are not a robot before sending the recommendation.',
  },
} as const satisfies MessageCatalogue;

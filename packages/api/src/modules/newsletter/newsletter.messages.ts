import type { MessageCatalogue } from '../../lib/messages';

export const newsletterMessages = {
  newsletter_subscribed: {
    hu: 'Köszönjük, hogy feliratkozott a hírlevelünkre!',
    en: 'Thank you for subscribing to our newsletter!',
  },
} as const satisfies MessageCatalogue;

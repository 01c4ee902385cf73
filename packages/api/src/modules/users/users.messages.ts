import type { MessageCatalogue } from '../../lib/messages';

export const userMessages = {
  profile_updated: { hu: 'Az adatait elmentettük.', en: 'Your details have been saved.' },
  account_deleted: {
    hu: 'A fiókját és a személyes adatait töröltük.',
    en: 'Your account and your personal data have been deleted.',
  },
  credential_updated: { hu: 'A beállításait elmentettük.', en: 'Your settings have been saved.' },
  email_available: { hu: 'Ez az e-mail cím még szabad.', en: 'This e-mail address is available.' },
  account_activated: {
    hu: 'A fiókját létrehoztuk. Az e-mail címe megerősítéséhez küldtünk egy levelet.',
    en: 'Your account has been created. We have sent you an e-mail to confirm your address.',
  },
} as const satisfies MessageCatalogue;

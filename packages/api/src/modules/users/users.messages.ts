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
    hu: 'A fiókját létrehoztuk, a korábbi rendeléseit a fiókjában találja.',
    en: 'Your account has been created; your earlier orders are in your account.',
  },
  account_awaits_verification: {
    hu: 'A fiókját létrehoztuk. Erősítse meg az e-mail címére küldött linkkel: ezután a korábbi rendeléseit is a fiókjában látja.',
    en: 'Your account has been created. Confirm it with the link we have sent to your e-mail address; then your earlier orders appear in your account.',
  },
} as const satisfies MessageCatalogue;

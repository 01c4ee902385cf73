import type { MessageCatalogue } from '../../lib/messages';

export const addressMessages = {
  address_saved: { hu: 'A címet elmentettük.', en: 'The address has been saved.' },
  address_deleted: { hu: 'A címet töröltük.', en: 'The address has been deleted.' },
  address_limit_reached: {
    hu: 'Elérte a menthető címek számának felső határát.',
    en: 'You have reached the maximum number of saved addresses.',
  },
} as const satisfies MessageCatalogue;

import type { MessageCatalogue } from '../../lib/messages';

export const newsletterMessages = {
  // Said whatever the address's state: a guest's form must not tell who is subscribed already.
  newsletter_subscribed: {
    hu: 'Köszönjük! Küldtünk egy levelet a megadott címre: a feliratkozást az abban lévő linkkel erősítse meg.',
    en: 'Thank you! We have sent an e-mail to the address you gave: confirm your subscription with its link.',
  },
  /** A logged-in user with a verified e-mail: nothing to confirm. */
  newsletter_subscribed_confirmed: {
    hu: 'Köszönjük, hogy feliratkozott a hírlevelünkre!',
    en: 'Thank you for subscribing to our newsletter!',
  },
  newsletter_confirmed: {
    hu: 'Feliratkozását megerősítettük. Köszönjük!',
    en: 'Your subscription is confirmed. Thank you!',
  },
  newsletter_already_confirmed: {
    hu: 'Feliratkozását már korábban megerősítette.',
    en: 'You have already confirmed your subscription.',
  },
  newsletter_unsubscribed: {
    hu: 'Leiratkozott a hírlevelünkről: erre a címre nem küldünk több hírlevelet.',
    en: 'You have unsubscribed from our newsletter: we will send no more newsletters to this address.',
  },
  newsletter_already_unsubscribed: {
    hu: 'Már korábban leiratkozott a hírlevelünkről: erre a címre nem küldünk hírlevelet.',
    en: 'You have already unsubscribed from our newsletter: we send no newsletters to this address.',
  },
  newsletter_link_invalid: {
    hu: 'Ez a link érvénytelen vagy lejárt.',
    en: 'This link is invalid or has expired.',
  },
  /** The back office: a member unsubscribed an address (issue 20). */
  newsletter_staff_unsubscribed: {
    hu: 'Leiratkoztattuk a címet: több hírlevelet nem kap.',
    en: 'The address is unsubscribed: it gets no more newsletters.',
  },
  newsletter_staff_already_unsubscribed: {
    hu: 'Ez a cím már korábban leiratkozott.',
    en: 'This address had unsubscribed already.',
  },
} as const satisfies MessageCatalogue;

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
  customer_professional_approved: {
    hu: 'A szakmai regisztrációt jóváhagytuk, és értesítettük az ügyfelet.',
    en: 'The professional registration is approved and the customer has been notified.',
  },
  customer_professional_rejected: {
    hu: 'A szakmai regisztrációt elutasítottuk, és értesítettük az ügyfelet.',
    en: 'The professional registration is rejected and the customer has been notified.',
  },
  customer_professional_not_pending: {
    hu: 'Csak függőben lévő szakmai regisztrációról lehet dönteni.',
    en: 'Only a pending professional registration can be decided.',
  },
  customer_deleted: {
    hu: 'Ennek az ügyfélnek az adatait töröltük, a fiókja már nem módosítható.',
    en: 'This customer’s data has been erased; the account can no longer be changed.',
  },
  customer_deactivated: {
    hu: 'A fiókot letiltottuk: az ügyfél nem tud bejelentkezni, a munkamenetei véget értek.',
    en: 'The account is deactivated: the customer cannot sign in and their sessions have ended.',
  },
  customer_reactivated: {
    hu: 'A fiókot újra engedélyeztük: az ügyfél ismét bejelentkezhet.',
    en: 'The account is active again: the customer can sign in.',
  },
  customer_already_deactivated: { hu: 'Ez a fiók már le van tiltva.', en: 'This account is deactivated already.' },
  customer_not_deactivated: { hu: 'Ez a fiók nincs letiltva.', en: 'This account is not deactivated.' },
  customer_already_verified: {
    hu: 'Az ügyfél már megerősítette az e-mail címét.',
    en: 'The customer has confirmed their e-mail address already.',
  },
  customer_verification_sent: {
    hu: 'Új megerősítő levelet küldtünk az ügyfélnek.',
    en: 'A new confirmation e-mail has been sent to the customer.',
  },
  customer_erased: {
    hu: 'Az ügyfél személyes adatait töröltük; a rendelései a számviteli nyilvántartásban maradnak.',
    en: 'The customer’s personal data has been erased; their orders stay in the accounting records.',
  },
  balance_adjustment_recorded: {
    hu: 'Az egyenleg módosítását rögzítettük.',
    en: 'The balance adjustment has been recorded.',
  },
  balance_adjustment_exceeds_balance: {
    hu: 'A levonás nagyobb, mint az egyenleg: az egyenleg nem lehet 0 alatt.',
    en: 'The deduction is larger than the balance: a balance cannot go below 0.',
  },
  balance_adjustment_zero: {
    hu: 'Adjon meg 0-tól eltérő egész összeget (levonáshoz negatívat).',
    en: 'Enter a whole amount other than 0 (negative to deduct).',
  },
  proof_link_invalid: {
    hu: 'Ez a dokumentumlink érvénytelen, vagy egy másik munkamenethez tartozik.',
    en: 'This document link is invalid or belongs to another session.',
  },
  proof_link_expired: {
    hu: 'Ez a dokumentumlink lejárt. Nyissa meg újra az ügyfél adatlapjáról.',
    en: 'This document link has expired. Open it again from the customer’s page.',
  },
} as const satisfies MessageCatalogue;

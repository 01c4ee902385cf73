import type { MessageCatalogue } from '../../lib/messages';

/** The waiting list's answers (issue 24), storefront and back office. */
export const waitingListMessages = {
  waiting_list_joined: {
    hu: 'Felírtuk a várólistára. Levélben is elküldtük, hol követheti a helyét a sorban.',
    en: 'You are on the waiting list. We have e-mailed you the link where you can follow your place in line.',
  },
  waiting_list_already_joined: {
    hu: 'Ezzel az e-mail címmel már szerepel ennek az időpontnak a várólistáján.',
    en: 'This e-mail address is already on the waiting list of this date.',
  },
  waiting_list_left: {
    hu: 'Levettük a várólistáról.',
    en: 'You have left the waiting list.',
  },
  waiting_list_accepted: {
    hu: 'A helyeket a kosarába tettük: most jelentkezhet rájuk a szokásos módon.',
    en: 'The places are in your cart: you can now enrol on them as usual.',
  },
  waiting_list_offered: {
    hu: 'A helyeket felajánlottuk, és levélben értesítettük a jelentkezőt.',
    en: 'The places have been offered and the person has been told by e-mail.',
  },
  waiting_list_removed: {
    hu: 'A jelentkezőt levettük a várólistáról.',
    en: 'The person has been taken off the waiting list.',
  },
  waiting_list_consent_required: {
    hu: 'A várólistára jelentkezéshez járuljon hozzá, hogy erről az időpontról e-mailt küldjünk Önnek.',
    en: 'To join the waiting list, agree that we may e-mail you about this date.',
  },
  training_date_not_found: {
    hu: 'Ez az időpont nem található.',
    en: 'This date was not found.',
  },
  training_date_not_full: {
    hu: 'Erre az időpontra van még szabad hely: tegye a kosarába, és jelentkezzen most.',
    en: 'There are places left on this date: add it to your cart and enrol now.',
  },
  waiting_list_entry_not_found: {
    hu: 'Ez a várólista-hivatkozás nem érvényes. Ha több levelet kapott tőlünk, a legutóbbiban lévőt használja.',
    en: 'This waiting-list link is not valid. If you have had several e-mails from us, use the link in the latest one.',
  },
  waiting_list_entry_closed: {
    hu: 'Ez a várólista-jelentkezés már lezárult.',
    en: 'This waiting-list entry has already ended.',
  },
  waiting_list_offer_closed: {
    hu: 'Ez az ajánlat már nem fogadható el.',
    en: 'This offer can no longer be accepted.',
  },
  waiting_list_offer_expired: {
    hu: 'Az ajánlat lejárt: a helyeket továbbadtuk a várólistán következőnek.',
    en: 'The offer has run out: the places have gone to the next person on the waiting list.',
  },
} as const satisfies MessageCatalogue;

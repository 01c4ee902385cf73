import type { MessageCatalogue } from '../../lib/messages';

/** The back office's answers about enrolments and training dates (issue 20), and the attendance sheet's words. */
export const enrolmentAdminMessages = {
  participant_moved: {
    hu: 'A résztvevőt áthelyeztük, és e-mailben értesítettük.',
    en: 'The participant has been moved and notified by e-mail.',
  },
  participant_move_closed: {
    hu: 'Lemondott jelentkezés résztvevője nem helyezhető át.',
    en: 'A participant of a cancelled enrolment cannot be moved.',
  },
  training_date_unknown: { hu: 'Nincs ilyen képzési időpont.', en: 'There is no such training date.' },
  training_date_same: {
    hu: 'A résztvevő már ezen az időponton van.',
    en: 'The participant is already on this date.',
  },
  training_date_other_training: {
    hu: 'Csak ugyanennek a képzésnek egy másik időpontjára lehet áthelyezni.',
    en: 'A participant can only be moved to another date of the same training.',
  },
  training_date_other_location: {
    hu: 'Csak ugyanilyen (tantermi vagy online) időpontra lehet áthelyezni, hogy az ár ne változzon.',
    en: 'Only to a date taught the same way (classroom or online), so that the price stays the same.',
  },
  training_date_started: {
    hu: 'Ez az időpont már elkezdődött.',
    en: 'This date has already begun.',
  },
  training_date_message_sent: {
    hu: 'Az üzenetet elküldtük a résztvevőknek.',
    en: 'The message has been sent to the participants.',
  },
  training_date_no_recipients: {
    hu: 'Ennek az időpontnak nincs olyan résztvevője vagy jelentkezője, akinek írni lehetne.',
    en: 'This date has no participant or buyer to write to.',
  },
  attendance_name: { hu: 'Név', en: 'Name' },
  attendance_email: { hu: 'E-mail', en: 'E-mail' },
  attendance_phone: { hu: 'Telefon', en: 'Phone' },
  attendance_enrolment: { hu: 'Jelentkezés száma', en: 'Enrolment number' },
  attendance_payment: { hu: 'Fizetés', en: 'Payment' },
  attendance_unnamed: { hu: 'Még nincs megnevezve (a jelentkező adatai)', en: 'Not yet named (the buyer’s details)' },
} as const satisfies MessageCatalogue;

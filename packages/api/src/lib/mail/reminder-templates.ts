import { formatDateTime, type Locale } from '@vag/domain';
import { compose, type Fact, footer, hello, type RenderedMail } from './layout';

/*
 * The reminders before a training date (issue 24), sent to the buyer of a paid enrolment: the
 * date itself with where it is (the classroom's address, or the online session's link), and,
 * while seats of it have nobody named, a request to name them. Times are Budapest's.
 */

export interface ReminderMailTemplates {
  training_reminder: {
    firstName: string;
    number: string;
    training: string;
    /** ISO time of the start. */
    startsAt: string;
    location: 'classroom' | 'online';
    /** A classroom date's address (null when none was given). */
    venue: string | null;
    /** An online date's join link, for paid participants only (issue 21); null when none is set. */
    onlineUrl: string | null;
    /** The enrolment's page. */
    url: string;
  };
  participants_reminder: {
    firstName: string;
    number: string;
    training: string;
    startsAt: string;
    /** Seats of the date that nobody is named for. */
    missing: number;
    /** The page where the holder of the payment key names them. */
    url: string;
  };
}

type TrainingReminder = ReminderMailTemplates['training_reminder'];

function placeLines(locale: Locale, data: TrainingReminder): { facts: Fact[]; lines: string[] } {
  const hu = locale === 'hu';
  if (data.location === 'classroom') {
    return { facts: data.venue === null ? [] : [[hu ? 'Helyszín' : 'Venue', data.venue]], lines: [] };
  }
  const where: Fact = [hu ? 'Helyszín' : 'Venue', 'online'];
  if (data.onlineUrl === null) {
    return {
      facts: [where],
      lines: [
        hu
          ? 'Ha nem kapta meg az online belépés linkjét, kérjük, válaszoljon erre a levélre.'
          : 'If you have not received the link to join online, please reply to this e-mail.',
      ],
    };
  }
  // A paragraph, not a fact: the layout makes an address in a paragraph a link.
  return {
    facts: [where],
    lines: [hu ? `Belépés az online képzésre: ${data.onlineUrl}` : `Join the online training here: ${data.onlineUrl}`],
  };
}

function trainingReminder(locale: Locale, data: TrainingReminder): RenderedMail {
  const hu = locale === 'hu';
  const when = formatDateTime(data.startsAt);
  const place = placeLines(locale, data);
  return compose({
    locale,
    site: 'academy',
    subject: hu ? `Emlékeztető: ${data.training} – ${when}` : `Reminder: ${data.training} – ${when}`,
    greeting: hello(locale, data.firstName),
    lines: [
      hu
        ? `Hamarosan kezdődik a(z) ${data.number} számú jelentkezésében szereplő képzés.`
        : `The training of your enrolment ${data.number} starts soon.`,
      {
        type: 'facts',
        rows: [[hu ? 'Képzés' : 'Training', data.training], [hu ? 'Kezdés' : 'Starts', when], ...place.facts],
      },
      ...place.lines,
      hu
        ? 'Ha mégsem tud részt venni, kérjük, minél előbb jelezze válaszlevélben.'
        : 'If you cannot attend after all, please let us know by replying to this e-mail as soon as you can.',
    ],
    action: { label: hu ? 'Jelentkezés megtekintése' : 'View the enrolment', url: data.url },
    footer: footer[locale],
  });
}

function participantsReminder(locale: Locale, data: ReminderMailTemplates['participants_reminder']): RenderedMail {
  const hu = locale === 'hu';
  const when = formatDateTime(data.startsAt);
  return compose({
    locale,
    site: 'academy',
    subject: hu
      ? `Hiányzó résztvevői adatok: ${data.training} – ${when}`
      : `Participants missing: ${data.training} – ${when}`,
    greeting: hello(locale, data.firstName),
    lines: [
      hu
        ? `A(z) ${data.number} számú jelentkezésében ${data.missing} helynek még nincs megadva a résztvevője, pedig a képzés hamarosan kezdődik. Kérjük, adja meg az adataikat: a tanúsítványhoz is szükségesek.`
        : `${data.missing === 1 ? '1 place' : `${data.missing} places`} of your enrolment ${data.number} still ${data.missing === 1 ? 'has' : 'have'} no participant named, and the training starts soon. Please give each participant’s details: the certificate of attendance needs them.`,
      {
        type: 'facts',
        rows: [
          [hu ? 'Képzés' : 'Training', data.training],
          [hu ? 'Kezdés' : 'Starts', when],
          [hu ? 'Hiányzó résztvevők' : 'Participants missing', String(data.missing)],
        ],
      },
    ],
    action: { label: hu ? 'Résztvevők megadása' : 'Name the participants', url: data.url },
    footer: footer[locale],
  });
}

export const reminderMailRenderers: {
  [K in keyof ReminderMailTemplates]: (locale: Locale, data: ReminderMailTemplates[K]) => RenderedMail;
} = {
  training_reminder: trainingReminder,
  participants_reminder: participantsReminder,
};

import { formatDateTime, type Locale } from '@vag/domain';
import { compose, type Fact, footer, hello, type RenderedMail } from './layout';

/*
 * The academy's mails from the back office (issue 20): a participant moved to another date of
 * the same training, and the academy's message to everyone of a date. Both wear the academy's
 * brand and name the training, the date and where it is, so the mail alone is enough to attend.
 */

/** A date as the mail names it: its start (ISO time) and its classroom's address (null online). */
interface DateOfMail {
  startsAt: string;
  venue: string | null;
}

export interface EnrolmentMailTemplates {
  participant_moved: {
    firstName: string;
    training: string;
    number: string;
    from: DateOfMail;
    to: DateOfMail;
  };
  participants_message: {
    firstName: string;
    training: string;
    date: DateOfMail;
    subject: string;
    message: string;
  };
}

const online: Record<Locale, string> = { hu: 'online', en: 'online' };

function dateFacts(locale: Locale, training: string, date: DateOfMail): Fact[] {
  const hu = locale === 'hu';
  return [
    [hu ? 'Képzés' : 'Training', training],
    [hu ? 'Időpont' : 'Date', formatDateTime(date.startsAt)],
    [hu ? 'Helyszín' : 'Venue', date.venue ?? online[locale]],
  ];
}

function participantMoved(locale: Locale, data: EnrolmentMailTemplates['participant_moved']): RenderedMail {
  const hu = locale === 'hu';
  return compose({
    locale,
    site: 'academy',
    subject: hu ? `Új időpont: ${data.training}` : `New date: ${data.training}`,
    greeting: hello(locale, data.firstName),
    lines: [
      hu
        ? `A(z) ${data.number} számú jelentkezés alapján Önt a(z) ${formatDateTime(data.from.startsAt)} időpontról ugyanennek a képzésnek egy másik időpontjára tettük át. Az új időpont adatai:`
        : `Under enrolment ${data.number}, we have moved you from ${formatDateTime(data.from.startsAt)} to another date of the same training. The new date:`,
      { type: 'facts', rows: dateFacts(locale, data.training, data.to) },
      hu
        ? 'A képzés ára nem változik. Ha az új időpont nem megfelelő, kérjük, válaszoljon erre a levélre.'
        : 'The price of the training stays the same. If the new date does not suit you, please reply to this e-mail.',
    ],
    footer: footer[locale],
  });
}

function participantsMessage(locale: Locale, data: EnrolmentMailTemplates['participants_message']): RenderedMail {
  const hu = locale === 'hu';
  return compose({
    locale,
    site: 'academy',
    subject: data.subject,
    greeting: hello(locale, data.firstName),
    lines: [
      hu ? 'Üzenetet küldünk a képzés időpontjával kapcsolatban:' : 'A message about your training date:',
      { type: 'facts', rows: dateFacts(locale, data.training, data.date) },
      { type: 'quote', text: data.message },
    ],
    footer: footer[locale],
  });
}

export const enrolmentMailRenderers: {
  [K in keyof EnrolmentMailTemplates]: (locale: Locale, data: EnrolmentMailTemplates[K]) => RenderedMail;
} = {
  participant_moved: participantMoved,
  participants_message: participantsMessage,
};

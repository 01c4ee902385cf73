import { formatDateTime, type Locale } from '@vag/domain';
import { compose, footer, hello, type RenderedMail } from './layout';

/*
 * The waiting list's mails (issue 24, decision 19): on joining, the entry's page; when places
 * free up, the offer with its deadline and the page where it is accepted; when the offer ran out
 * unanswered, or the date began before a place came free, a short word and the training's page.
 * Times are Budapest's.
 */

interface AboutDate {
  /** The name the person gave. */
  name: string;
  training: string;
  /** ISO time of the date's start. */
  startsAt: string;
  seats: number;
}

export interface WaitingListMailTemplates {
  waiting_list_joined: AboutDate & {
    /** 1-based place among those waiting. */
    position: number;
    /** The entry's own page (its token): place in line, leave, accept. */
    url: string;
  };
  waiting_list_offer: AboutDate & {
    /** ISO time until which the places are held. */
    expiresAt: string;
    /** The entry's own page, where the offer is accepted. */
    url: string;
  };
  waiting_list_offer_expired: AboutDate & {
    /** The training's page: its other dates. */
    url: string;
  };
  waiting_list_date_started: AboutDate & {
    /** The training's page: its other dates. */
    url: string;
  };
}

const places = (locale: Locale, seats: number) =>
  locale === 'hu' ? `${seats} hely` : seats === 1 ? '1 place' : `${seats} places`;

const dateFacts = (locale: Locale, data: AboutDate): [string, string][] => {
  const hu = locale === 'hu';
  return [
    [hu ? 'Képzés' : 'Training', data.training],
    [hu ? 'Kezdés' : 'Starts', `${formatDateTime(data.startsAt)}${hu ? '' : ' (Budapest time)'}`],
    [hu ? 'Helyek' : 'Places', String(data.seats)],
  ];
};

function joined(locale: Locale, data: WaitingListMailTemplates['waiting_list_joined']): RenderedMail {
  const hu = locale === 'hu';
  return compose({
    locale,
    site: 'academy',
    subject: hu ? `Várólistán: ${data.training}` : `On the waiting list: ${data.training}`,
    greeting: hello(locale, data.name),
    lines: [
      hu
        ? `Felírtuk az időpont várólistájára, ${data.position}. helyen. Ha felszabadul ${places(locale, data.seats)}, ` +
          'levélben felajánljuk Önnek, és egy ideig fenntartjuk, hogy jelentkezhessen rá.'
        : `You are on the date’s waiting list, number ${data.position} in line. When ${places(locale, data.seats)} ` +
          'free up, we will offer them to you by e-mail and hold them for a while so that you can enrol.',
      { type: 'facts', rows: dateFacts(locale, data) },
      hu
        ? 'Az alábbi oldalon követheti a helyét a sorban, és bármikor leiratkozhat a várólistáról.'
        : 'On the page below you can follow your place in line and leave the waiting list at any time.',
    ],
    action: { label: hu ? 'Várólista-jelentkezésem' : 'My waiting-list entry', url: data.url },
    footer: footer[locale],
  });
}

function offer(locale: Locale, data: WaitingListMailTemplates['waiting_list_offer']): RenderedMail {
  const hu = locale === 'hu';
  const until = formatDateTime(data.expiresAt);
  return compose({
    locale,
    site: 'academy',
    subject: hu ? `Felszabadult hely: ${data.training}` : `Places free for you: ${data.training}`,
    greeting: hello(locale, data.name),
    lines: [
      hu
        ? `Jó hírünk van: felszabadult ${places(locale, data.seats)} az időpontra, amelynek a várólistáján szerepel. ` +
          `${until}-ig Önnek tartjuk fenn.`
        : `Good news: ${places(locale, data.seats)} came free on the date whose waiting list you are on. ` +
          `We hold them for you until ${until} (Budapest time).`,
      { type: 'facts', rows: [...dateFacts(locale, data), [hu ? 'Elfogadható eddig' : 'Accept by', until]] },
      hu
        ? 'Ha elfogadja, a helyek a kosarába kerülnek, és a szokásos módon jelentkezhet rájuk. ' +
          'Ha addig nem fogadja el, a helyeket a várólistán következőnek ajánljuk fel.'
        : 'When you accept, the places go into your cart and you enrol on them as usual. ' +
          'If you do not accept by then, they are offered to the next person on the waiting list.',
    ],
    action: { label: hu ? 'Ajánlat elfogadása' : 'Accept the offer', url: data.url },
    footer: footer[locale],
  });
}

/** An entry that ended without its places: why, the date's facts, and the training's other dates. */
function endedMail(
  locale: Locale,
  data: WaitingListMailTemplates['waiting_list_offer_expired'],
  words: { subject: Record<Locale, string>; why: Record<Locale, string> },
): RenderedMail {
  const hu = locale === 'hu';
  return compose({
    locale,
    site: 'academy',
    subject: `${words.subject[locale]}: ${data.training}`,
    greeting: hello(locale, data.name),
    lines: [
      words.why[locale] +
        (hu
          ? ' Ha továbbra is szeretne részt venni, nézze meg a képzés többi időpontját.'
          : ' If you would still like to attend, have a look at the training’s other dates.'),
      { type: 'facts', rows: dateFacts(locale, data) },
    ],
    action: { label: hu ? 'A képzés időpontjai' : 'The training’s dates', url: data.url },
    footer: footer[locale],
  });
}

const offerExpired = (locale: Locale, data: WaitingListMailTemplates['waiting_list_offer_expired']) =>
  endedMail(locale, data, {
    subject: { hu: 'Lejárt az ajánlat', en: 'Your offer ran out' },
    why: {
      hu: 'A felajánlott helyeket nem fogadta el időben, ezért továbbadtuk őket a várólistán következőnek.',
      en: 'The places we offered you were not accepted in time, so they have gone to the next person on the waiting list.',
    },
  });

const dateStarted = (locale: Locale, data: WaitingListMailTemplates['waiting_list_date_started']) =>
  endedMail(locale, data, {
    subject: { hu: 'Elkezdődött az időpont', en: 'The date has begun' },
    why: {
      hu:
        'Az időpont, amelynek a várólistáján szerepelt, elkezdődött, mielőtt hely szabadult volna fel Önnek, ' +
        'ezért a jelentkezését lezártuk.',
      en: 'The date whose waiting list you were on has begun before a place came free for you, so your entry is closed.',
    },
  });

export const waitingListMailRenderers: {
  [K in keyof WaitingListMailTemplates]: (locale: Locale, data: WaitingListMailTemplates[K]) => RenderedMail;
} = {
  waiting_list_joined: joined,
  waiting_list_offer: offer,
  waiting_list_offer_expired: offerExpired,
  waiting_list_date_started: dateStarted,
};

import { type BankTransfer, formatDateTime, formatHuf, formatIban, type Locale } from '@vag/domain';
import { type Block, compose, type Fact, footer, hello, purchaseSite, type RenderedMail } from './layout';

/*
 * The mails of orders and enrolments: the confirmation when one is placed, and the result of
 * each card payment. Amounts are the order's snapshot, so the mail says what was charged.
 */

type PurchaseKind = 'order' | 'academy_subscription';

export interface OrderMailTemplates {
  order_confirmation: {
    kind: PurchaseKind;
    firstName: string;
    number: string;
    /** `startsAt` (ISO) and `venue`: a training date's, shown beside its line. */
    lines: { name: string; count: number; sum: number; startsAt?: string; venue?: string }[];
    gifts: { name: string; count: number }[];
    subtotal: number;
    /** Null on the academy: nothing is delivered. */
    deliveryFee: number | null;
    deliveryMethod: string | null;
    parcelShop: string | null;
    deliveryAddress: string | null;
    billingAddress: string;
    paymentFee: number;
    paymentMethod: string;
    subtractions: { name: string; amount: number }[];
    total: number;
    /** 'card' (a payment page follows), 'transfer' (pay by bank transfer), 'paid' (nothing to pay), 'later'. */
    payment: 'card' | 'transfer' | 'paid' | 'later';
    /** The account, amount, reference and deadline of a transfer still to be made; null otherwise. */
    bankTransfer: BankTransfer | null;
    url: string;
    /** An enrolment with seats nobody is named for yet: the page where they are named (by payment key). */
    participantsUrl?: string | null;
    /** Paid at placing (nothing left to pay): its invoice, issued within minutes. */
    invoiceUrl?: string | null;
    /** An enrolment's dates as an iCalendar file (issue 24). */
    calendarUrl?: string | null;
  };
  payment_result: {
    kind: PurchaseKind;
    firstName: string;
    number: string;
    status: 'paid' | 'failed' | 'cancelled' | 'refunded';
    total: number;
    url: string;
    /** A paid enrolment with seats nobody is named for yet: the page where they are named. */
    participantsUrl?: string | null;
    /** A paid enrolment's online dates with their links: only this mail carries them (issue 21). */
    onlineLinks?: { title: string; startAt: string; url: string }[] | null;
    /** A paid sale's invoice (issued within minutes of the payment). */
    invoiceUrl?: string | null;
    /** A paid enrolment's dates as an iCalendar file (issue 24). */
    calendarUrl?: string | null;
  };
}

const onlineLinkLines = (locale: Locale, links: { title: string; startAt: string; url: string }[]) =>
  links.map((link) =>
    locale === 'hu'
      ? `Online képzés: ${link.title} (${link.startAt}). Belépés: ${link.url}`
      : `Online training: ${link.title} (${link.startAt}). Join here: ${link.url}`,
  );

const invoiceLine = (locale: Locale, url: string) =>
  locale === 'hu'
    ? `A számlát néhány percen belül letöltheti: ${url}`
    : `Your invoice can be downloaded within a few minutes: ${url}`;

const calendarLine = (locale: Locale, url: string) =>
  locale === 'hu'
    ? `Az időpontokat a naptárába is felveheti (.ics): ${url}`
    : `Add the dates to your calendar (.ics): ${url}`;

const noun = (locale: Locale, kind: PurchaseKind) =>
  kind === 'order' ? (locale === 'hu' ? 'rendelés' : 'order') : locale === 'hu' ? 'jelentkezés' : 'enrolment';

const paymentNote: Record<OrderMailTemplates['order_confirmation']['payment'], Record<Locale, string>> = {
  card: {
    hu: 'A bankkártyás fizetés eredményéről külön levelet küldünk.',
    en: 'We will write to you separately about the result of the card payment.',
  },
  transfer: {
    hu: 'Kérjük, utalja át a végösszeget; a közleménybe írja be a fenti számot. A beérkezés után visszaigazoljuk.',
    en: 'Please transfer the total, quoting the number above as the reference. We confirm once it arrives.',
  },
  paid: { hu: 'A végösszeg 0 Ft, fizetnivalója nincs.', en: 'The total is 0 Ft: there is nothing to pay.' },
  later: { hu: 'A végösszeget átvételkor kell fizetni.', en: 'The total is paid on receipt.' },
};

/** The transfer's details, one per row, so that each can be copied into a banking app. */
function transferLines(locale: Locale, transfer: BankTransfer): Block[] {
  const hu = locale === 'hu';
  return [
    hu
      ? 'Kérjük, utalja át a fizetendő összeget az alábbi számlára, a közleményben a fenti számmal. A beérkezés után visszaigazoljuk.'
      : 'Please transfer the total to the account below, quoting the number above as the reference. We confirm once it arrives.',
    {
      type: 'facts',
      title: hu ? 'Átutalási adatok' : 'Bank transfer details',
      rows: [
        [hu ? 'Kedvezményezett' : 'Beneficiary', transfer.beneficiary],
        [hu ? 'Számlaszám' : 'Account number', transfer.account_number],
        ['IBAN', formatIban(transfer.iban)],
        ['Bank', transfer.bank],
        [hu ? 'Összeg' : 'Amount', formatHuf(transfer.amount)],
        [hu ? 'Közlemény' : 'Reference', transfer.reference],
        ...(transfer.deadline
          ? [[hu ? 'Fizetési határidő' : 'Pay by', formatDateTime(transfer.deadline)] satisfies Fact]
          : []),
      ],
    },
  ];
}

/** Who attends is still to be said: the link to the enrolment's participants form. */
const participantsNote = (locale: Locale, url: string) =>
  locale === 'hu'
    ? `Még nem adta meg minden hely résztvevőjét. Itt pótolhatja: ${url}`
    : `Some places have no participant yet. Name them here: ${url}`;

function orderConfirmation(locale: Locale, data: OrderMailTemplates['order_confirmation']): RenderedMail {
  const hu = locale === 'hu';
  const what = noun(locale, data.kind);
  const lines: Block[] = [
    hu
      ? `Köszönjük ${what === 'rendelés' ? 'rendelését' : 'jelentkezését'}! Száma: ${data.number}.`
      : `Thank you for your ${what}! Its number is ${data.number}.`,
    {
      type: 'items',
      rows: [
        ...data.lines.map((line): Fact => {
          // Budapest time, whatever the server's zone: the date the participant has to be there.
          const detail = [line.startsAt && formatDateTime(line.startsAt), line.venue].filter(Boolean).join(', ');
          return [`${line.count} × ${line.name}${detail ? ` (${detail})` : ''}`, formatHuf(line.sum)];
        }),
        ...data.gifts.map((gift): Fact => [`${gift.count} × ${gift.name}`, hu ? 'ajándék' : 'gift']),
        [hu ? 'Részösszeg' : 'Subtotal', formatHuf(data.subtotal)],
        ...(data.deliveryFee === null
          ? []
          : [
              [
                `${hu ? 'Szállítás' : 'Delivery'} (${data.deliveryMethod ?? ''})`,
                formatHuf(data.deliveryFee),
              ] satisfies Fact,
            ]),
        ...(data.paymentFee > 0
          ? [[hu ? 'Fizetési díj' : 'Payment fee', formatHuf(data.paymentFee)] satisfies Fact]
          : []),
        ...data.subtractions.map((subtraction): Fact => [subtraction.name, `−${formatHuf(subtraction.amount)}`]),
      ],
      total: [hu ? 'Fizetendő' : 'Total', formatHuf(data.total)],
    },
    {
      type: 'facts',
      rows: [
        [hu ? 'Fizetési mód' : 'Payment method', data.paymentMethod],
        ...(data.parcelShop ? [[hu ? 'Átvételi pont' : 'Pick-up point', data.parcelShop] satisfies Fact] : []),
        ...(data.deliveryAddress
          ? [[hu ? 'Szállítási cím' : 'Delivery address', data.deliveryAddress] satisfies Fact]
          : []),
        [hu ? 'Számlázási cím' : 'Billing address', data.billingAddress],
      ],
    },
    ...(data.bankTransfer ? transferLines(locale, data.bankTransfer) : [paymentNote[data.payment][locale]]),
    ...(data.payment === 'paid' && data.invoiceUrl ? [invoiceLine(locale, data.invoiceUrl)] : []),
    ...(data.participantsUrl ? [participantsNote(locale, data.participantsUrl)] : []),
    ...(data.calendarUrl ? [calendarLine(locale, data.calendarUrl)] : []),
  ];
  return compose({
    locale,
    site: purchaseSite(data.kind),
    subject: hu ? `Visszaigazolás: ${what} ${data.number}` : `Confirmation of your ${what} ${data.number}`,
    greeting: hello(locale, data.firstName),
    lines,
    action: { label: hu ? 'Megtekintés' : 'View it', url: data.url },
    footer: footer[locale],
  });
}

const resultTexts: Record<OrderMailTemplates['payment_result']['status'], Record<Locale, [string, string]>> = {
  paid: {
    hu: ['Sikeres fizetés', 'A(z) {number} számú {what} kifizetését megkaptuk ({total}). Köszönjük!'],
    en: ['Payment received', 'We have received the payment of {what} {number} ({total}). Thank you!'],
  },
  failed: {
    hu: [
      'Sikertelen fizetés',
      'A(z) {number} számú {what} kártyás fizetése nem sikerült. Az alábbi linken újra megpróbálhatja.',
    ],
    en: [
      'Payment failed',
      'The card payment of {what} {number} did not go through. You can try again with the link below.',
    ],
  },
  cancelled: {
    hu: [
      'Megszakított fizetés',
      'A(z) {number} számú {what} fizetése megszakadt vagy lejárt. Az alábbi linken újra megpróbálhatja.',
    ],
    en: [
      'Payment cancelled',
      'The payment of {what} {number} was cancelled or expired. You can try again with the link below.',
    ],
  },
  refunded: {
    hu: ['Visszatérítés', 'A(z) {number} számú {what} árát ({total}) visszatérítettük.'],
    en: ['Refund', 'We have refunded {what} {number} ({total}).'],
  },
};

function paymentResult(locale: Locale, data: OrderMailTemplates['payment_result']): RenderedMail {
  const [title, body] = resultTexts[data.status][locale];
  const fill = (text: string) =>
    text
      .replace('{number}', data.number)
      .replace('{what}', noun(locale, data.kind))
      .replace('{total}', formatHuf(data.total));
  return compose({
    locale,
    site: purchaseSite(data.kind),
    subject: `${title}: ${data.number}`,
    greeting: hello(locale, data.firstName),
    lines: [
      fill(body),
      ...(data.status === 'paid' && data.participantsUrl ? [participantsNote(locale, data.participantsUrl)] : []),
      ...(data.status === 'paid' && data.onlineLinks ? onlineLinkLines(locale, data.onlineLinks) : []),
      ...(data.status === 'paid' && data.invoiceUrl ? [invoiceLine(locale, data.invoiceUrl)] : []),
      ...(data.status === 'paid' && data.calendarUrl ? [calendarLine(locale, data.calendarUrl)] : []),
    ],
    action: {
      label:
        data.status === 'failed' || data.status === 'cancelled'
          ? locale === 'hu'
            ? 'Fizetés újra'
            : 'Pay again'
          : locale === 'hu'
            ? 'Megtekintés'
            : 'View it',
      url: data.url,
    },
    footer: footer[locale],
  });
}

export const orderMailRenderers: {
  [K in keyof OrderMailTemplates]: (locale: Locale, data: OrderMailTemplates[K]) => RenderedMail;
} = {
  order_confirmation: orderConfirmation,
  payment_result: paymentResult,
};

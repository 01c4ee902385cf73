import { formatDateTime, formatHuf, formatIban, type Locale } from '@vag/domain';
import { type Block, compose, footer, hello, purchaseSite, type RenderedMail } from './layout';

/*
 * The mails of a purchase's payment deadline (bank transfer, card after its window): a reminder
 * before it, and the cancellation after it. Amounts are the snapshot's.
 */

type PurchaseKind = 'order' | 'academy_subscription';

export interface DeadlineMailTemplates {
  payment_reminder: {
    kind: PurchaseKind;
    firstName: string;
    number: string;
    total: number;
    /** ISO time of the deadline. */
    deadline: string;
    /** The site's account the transfer goes to. */
    account: { beneficiary: string; accountNumber: string; iban: string; bank: string };
    url: string;
  };
  purchase_expired: { kind: PurchaseKind; firstName: string; number: string; total: number; url: string };
}

const noun = (locale: Locale, kind: PurchaseKind) =>
  kind === 'order' ? (locale === 'hu' ? 'rendelés' : 'order') : locale === 'hu' ? 'jelentkezés' : 'enrolment';

const accountLines = (
  locale: Locale,
  account: DeadlineMailTemplates['payment_reminder']['account'],
  number: string,
  total: string,
): Block => ({
  type: 'facts',
  title: locale === 'hu' ? 'Átutalási adatok' : 'Bank transfer details',
  rows: [
    [locale === 'hu' ? 'Kedvezményezett' : 'Beneficiary', account.beneficiary],
    [locale === 'hu' ? 'Számlaszám' : 'Account number', account.accountNumber],
    ['IBAN', formatIban(account.iban)],
    ['Bank', account.bank],
    [locale === 'hu' ? 'Összeg' : 'Amount', total],
    [locale === 'hu' ? 'Közlemény' : 'Reference', number],
  ],
});

function paymentReminder(locale: Locale, data: DeadlineMailTemplates['payment_reminder']): RenderedMail {
  const when = formatDateTime(data.deadline);
  const total = formatHuf(data.total);
  const what = noun(locale, data.kind);
  return compose({
    locale,
    site: purchaseSite(data.kind),
    subject: locale === 'hu' ? `Fizetési emlékeztető: ${data.number}` : `Payment reminder: ${data.number}`,
    greeting: hello(locale, data.firstName),
    lines:
      locale === 'hu'
        ? [
            `A(z) ${data.number} számú ${what} végösszege (${total}) még nem érkezett meg.`,
            `Kérjük, utalja át ${when}-ig, a közleménybe írja be a fenti számot; utána a ${what} törlődik${data.kind === 'academy_subscription' ? ', és a lefoglalt helyek felszabadulnak' : ''}.`,
            accountLines(locale, data.account, data.number, total),
          ]
        : [
            `We have not yet received the total (${total}) of ${what} ${data.number}.`,
            `Please transfer it by ${when}, quoting the number above as the reference; after that the ${what} is cancelled${data.kind === 'academy_subscription' ? ' and its places are released' : ''}.`,
            accountLines(locale, data.account, data.number, total),
          ],
    action: { label: locale === 'hu' ? 'Megtekintés' : 'View it', url: data.url },
    footer: footer[locale],
  });
}

function purchaseExpired(locale: Locale, data: DeadlineMailTemplates['purchase_expired']): RenderedMail {
  const what = noun(locale, data.kind);
  return compose({
    locale,
    site: purchaseSite(data.kind),
    subject: locale === 'hu' ? `Törölt ${what}: ${data.number}` : `Cancelled ${what}: ${data.number}`,
    greeting: hello(locale, data.firstName),
    lines:
      locale === 'hu'
        ? [
            `A(z) ${data.number} számú ${what} végösszege (${formatHuf(data.total)}) a fizetési határidőig nem érkezett meg, ezért a ${what} törlődött${data.kind === 'academy_subscription' ? ', a lefoglalt helyek felszabadultak' : ''}.`,
            'Ha időközben fizetett, kérjük, írjon nekünk, és rendezzük.',
          ]
        : [
            `The total (${formatHuf(data.total)}) of ${what} ${data.number} did not arrive by the payment deadline, so the ${what} is cancelled${data.kind === 'academy_subscription' ? ' and its places are released' : ''}.`,
            'If you paid meanwhile, please write to us and we will sort it out.',
          ],
    action: { label: locale === 'hu' ? 'Megtekintés' : 'View it', url: data.url },
    footer: footer[locale],
  });
}

export const deadlineMailRenderers: {
  [K in keyof DeadlineMailTemplates]: (locale: Locale, data: DeadlineMailTemplates[K]) => RenderedMail;
} = {
  payment_reminder: paymentReminder,
  purchase_expired: purchaseExpired,
};

import { formatDateTime, formatHuf, formatIban, type Locale } from '@vag/domain';
import { type Block, compose, footer, hello, purchaseSite, type RenderedMail } from './layout';

/*
 * The confirmation of another way to pay (issue 18): the buyer whose card payment failed chose
 * bank transfer, cash on delivery or payment at pick-up instead. It repeats the new total, and
 * for a transfer where, how much and by when, so the mail alone is enough to pay.
 */

type PurchaseKind = 'order' | 'academy_subscription';

export interface SwitchMailTemplates {
  payment_method_changed: {
    kind: PurchaseKind;
    firstName: string;
    number: string;
    /** The new method's name, in the buyer's language. */
    method: string;
    total: number;
    /** Set when the new method is a bank transfer still to be made. */
    transfer: {
      beneficiary: string;
      account_number: string;
      iban: string;
      bank: string;
      /** ISO time. */
      deadline: string | null;
    } | null;
    url: string;
  };
}

const noun = (locale: Locale, kind: PurchaseKind) =>
  kind === 'order' ? (locale === 'hu' ? 'rendelés' : 'order') : locale === 'hu' ? 'jelentkezés' : 'enrolment';

/** Where, how much and by when a transfer goes: a table of values to copy, as in the confirmation. */
function transferBlocks(locale: Locale, data: SwitchMailTemplates['payment_method_changed']): Block[] {
  const { transfer } = data;
  if (!transfer) return [];
  const hu = locale === 'hu';
  const rows: [string, string][] = [
    [hu ? 'Kedvezményezett' : 'Beneficiary', transfer.beneficiary],
    [hu ? 'Számlaszám' : 'Account number', transfer.account_number],
    ['IBAN', formatIban(transfer.iban)],
    ['Bank', transfer.bank],
    [hu ? 'Összeg' : 'Amount', formatHuf(data.total)],
    [hu ? 'Közlemény' : 'Reference', data.number],
  ];
  if (transfer.deadline) rows.push([hu ? 'Határidő' : 'Deadline', formatDateTime(transfer.deadline)]);
  return [{ type: 'facts', title: hu ? 'Átutalási adatok' : 'Bank transfer details', rows }];
}

function paymentMethodChanged(locale: Locale, data: SwitchMailTemplates['payment_method_changed']): RenderedMail {
  const what = noun(locale, data.kind);
  const total = formatHuf(data.total);
  return compose({
    locale,
    site: purchaseSite(data.kind),
    subject: locale === 'hu' ? `Fizetési mód módosítva: ${data.number}` : `Payment method changed: ${data.number}`,
    greeting: hello(locale, data.firstName),
    lines: [
      locale === 'hu'
        ? `A(z) ${data.number} számú ${what} fizetési módja mostantól: ${data.method}. Fizetendő: ${total}.`
        : `${what[0]?.toUpperCase()}${what.slice(1)} ${data.number} is now paid by: ${data.method}. Amount due: ${total}.`,
      ...transferBlocks(locale, data),
    ],
    action: { label: locale === 'hu' ? 'Megtekintés' : 'View it', url: data.url },
    footer: footer[locale],
  });
}

export const switchMailRenderers: {
  [K in keyof SwitchMailTemplates]: (locale: Locale, data: SwitchMailTemplates[K]) => RenderedMail;
} = {
  payment_method_changed: paymentMethodChanged,
};

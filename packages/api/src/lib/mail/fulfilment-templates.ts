import { formatHuf, glsTrackingUrl, type Locale } from '@vag/domain';
import { compose, footer, hello, purchaseSite, type RenderedMail } from './layout';

/*
 * The buyer's mails of the order lifecycle (issue 20, decision 14): the parcel is on its way (with
 * GLS's tracking link), the order is cancelled (why, and what comes back), money is refunded after
 * a withdrawal. Enrolments are cancelled with the same words.
 */

type PurchaseKind = 'order' | 'academy_subscription';
/** How a refund reaches the buyer: back to the card, or by bank transfer from the shop. */
type RefundChannel = 'card' | 'transfer';

interface Common {
  kind: PurchaseKind;
  firstName: string;
  number: string;
  url: string;
}

export interface FulfilmentMailTemplates {
  /** The button tracks the parcel; the order's page is linked in the text (`orderUrl`). */
  order_shipped: Omit<Common, 'url'> & { parcelNumber: string; orderUrl: string };
  order_cancelled: Common & {
    /** Staff's words. */
    reason: string;
    /** What is given back (0 when nothing was paid). */
    refund: number;
    refundChannel: RefundChannel;
  };
  order_refunded: Common & {
    reason: string;
    /** This refund. */
    refund: number;
    /** Every refund so far, this one included, and the total paid. */
    refundedTotal: number;
    total: number;
    refundChannel: RefundChannel;
  };
}

const noun = (locale: Locale, kind: PurchaseKind) =>
  kind === 'order' ? (locale === 'hu' ? 'rendelés' : 'order') : locale === 'hu' ? 'jelentkezés' : 'enrolment';

const viewAction = (locale: Locale, url: string) => ({ label: locale === 'hu' ? 'Megtekintés' : 'View it', url });

const refundLine = (locale: Locale, amount: number, channel: RefundChannel) => {
  const sum = formatHuf(amount);
  if (locale === 'hu') {
    return channel === 'card'
      ? `${sum} visszatérítését elindítottuk a fizetéshez használt kártyára; a bankjától függően néhány munkanap múlva jelenik meg.`
      : `${sum} összeget banki átutalással fizetünk vissza néhány munkanapon belül.`;
  }
  return channel === 'card'
    ? `We have started a refund of ${sum} to the card you paid with; depending on your bank it appears within a few working days.`
    : `We will pay back ${sum} by bank transfer within a few working days.`;
};

function orderShipped(locale: Locale, data: FulfilmentMailTemplates['order_shipped']): RenderedMail {
  const hu = locale === 'hu';
  const tracking = glsTrackingUrl(data.parcelNumber, locale);
  return compose({
    locale,
    site: purchaseSite(data.kind),
    subject: hu ? `Úton van a csomagja: ${data.number}` : `Your parcel is on its way: ${data.number}`,
    greeting: hello(locale, data.firstName),
    lines: [
      hu
        ? `A(z) ${data.number} számú rendelését átadtuk a GLS-nek. A csomag útját a GLS oldalán követheti.`
        : `We have handed order ${data.number} to GLS. You can follow the parcel on GLS’s site.`,
      { type: 'facts', rows: [[hu ? 'GLS csomagszám' : 'GLS parcel number', data.parcelNumber]] },
      hu ? `Rendelése adatai: ${data.orderUrl}` : `Your order: ${data.orderUrl}`,
    ],
    action: { label: hu ? 'Csomagkövetés' : 'Track the parcel', url: tracking },
    footer: footer[locale],
  });
}

function orderCancelled(locale: Locale, data: FulfilmentMailTemplates['order_cancelled']): RenderedMail {
  const hu = locale === 'hu';
  const what = noun(locale, data.kind);
  return compose({
    locale,
    site: purchaseSite(data.kind),
    subject: hu ? `Lemondtuk: ${data.number}` : `Cancelled: ${data.number}`,
    greeting: hello(locale, data.firstName),
    lines: [
      hu
        ? `Sajnáljuk, a(z) ${data.number} számú ${what} lemondásra került. Az ok:`
        : `We are sorry: ${what} ${data.number} has been cancelled. The reason:`,
      { type: 'quote', text: data.reason },
      ...(data.refund > 0 ? [refundLine(locale, data.refund, data.refundChannel)] : []),
      hu
        ? 'A felhasznált kuponokat és egyenleget visszaírtuk. Kérdés esetén válaszoljon erre a levélre.'
        : 'Any coupon and balance you used have been given back. If you have a question, reply to this mail.',
    ],
    action: viewAction(locale, data.url),
    footer: footer[locale],
  });
}

function orderRefunded(locale: Locale, data: FulfilmentMailTemplates['order_refunded']): RenderedMail {
  const hu = locale === 'hu';
  const rest = data.total - data.refundedTotal;
  return compose({
    locale,
    site: purchaseSite(data.kind),
    subject: hu ? `Visszatérítés: ${data.number}` : `Refund: ${data.number}`,
    greeting: hello(locale, data.firstName),
    lines: [
      hu
        ? `Rögzítettük az elállását a(z) ${data.number} számú rendeléstől. Az ok:`
        : `We have recorded your withdrawal from order ${data.number}. The reason:`,
      { type: 'quote', text: data.reason },
      refundLine(locale, data.refund, data.refundChannel),
      {
        type: 'facts',
        rows: [
          [hu ? 'Most visszatérítve' : 'Refunded now', formatHuf(data.refund)],
          [hu ? 'Összesen visszatérítve' : 'Refunded in all', formatHuf(data.refundedTotal)],
          ...(rest > 0 ? ([[hu ? 'Fennmaradó összeg' : 'Remaining', formatHuf(rest)]] as [string, string][]) : []),
        ],
      },
    ],
    action: viewAction(locale, data.url),
    footer: footer[locale],
  });
}

export const fulfilmentMailRenderers: {
  [K in keyof FulfilmentMailTemplates]: (locale: Locale, data: FulfilmentMailTemplates[K]) => RenderedMail;
} = {
  order_shipped: orderShipped,
  order_cancelled: orderCancelled,
  order_refunded: orderRefunded,
};

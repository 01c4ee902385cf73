import { formatHuf, type Locale } from '@vag/domain';
import { compose, footer, hello, purchaseSite, type RenderedMail } from './layout';

/*
 * The reconciler's mail (decision 0003): a card purchase whose payment window ended unpaid
 * (the buyer closed the gateway, or the payment never started) gets one link to pay it again.
 */

type PurchaseKind = 'order' | 'academy_subscription';

export interface PaymentMailTemplates {
  payment_link: { kind: PurchaseKind; firstName: string; number: string; total: number; url: string };
}

const noun = (locale: Locale, kind: PurchaseKind) =>
  kind === 'order' ? (locale === 'hu' ? 'rendelés' : 'order') : locale === 'hu' ? 'jelentkezés' : 'enrolment';

function paymentLink(locale: Locale, data: PaymentMailTemplates['payment_link']): RenderedMail {
  const what = noun(locale, data.kind);
  const total = formatHuf(data.total);
  return compose({
    locale,
    site: purchaseSite(data.kind),
    subject: locale === 'hu' ? `Fizetés folytatása: ${data.number}` : `Complete your payment: ${data.number}`,
    greeting: hello(locale, data.firstName),
    lines:
      locale === 'hu'
        ? [
            `A(z) ${data.number} számú ${what} kártyás fizetése (${total}) nem fejeződött be.`,
            'Az alábbi linken most kifizetheti; ha közben már fizetett, ezt a levelet hagyja figyelmen kívül.',
          ]
        : [
            `The card payment (${total}) of ${what} ${data.number} was not completed.`,
            'You can pay it now with the link below; if you have paid meanwhile, please ignore this e-mail.',
          ],
    action: { label: locale === 'hu' ? 'Fizetés újra' : 'Pay again', url: data.url },
    footer: footer[locale],
  });
}

export const paymentMailRenderers: {
  [K in keyof PaymentMailTemplates]: (locale: Locale, data: PaymentMailTemplates[K]) => RenderedMail;
} = {
  payment_link: paymentLink,
};

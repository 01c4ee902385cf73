import type { Locale, SiteKey } from '@vag/domain';
import { compose, footer, hello, type RenderedMail } from './layout';

/* The newsletter's mails: the double opt-in confirmation, and the frame of every newsletter issue. */

export interface NewsletterMailTemplates {
  /** Double opt-in: the single-use link that confirms the subscription. */
  newsletter_confirm: { firstName: string; url: string; site?: SiteKey };
}

export const newsletterMailRenderers: {
  [K in keyof NewsletterMailTemplates]: (locale: Locale, data: NewsletterMailTemplates[K]) => RenderedMail;
} = {
  newsletter_confirm: (locale, { firstName, url, site }) =>
    compose({
      locale,
      site,
      subject: locale === 'hu' ? 'Erősítse meg hírlevél-feliratkozását' : 'Confirm your newsletter subscription',
      greeting: hello(locale, firstName),
      lines:
        locale === 'hu'
          ? [
              'Feliratkozást kértek a Vagheggi hírlevelére ezzel az e-mail címmel. Hírlevelet csak akkor küldünk, ' +
                'ha az alábbi gombbal megerősíti.',
              'Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet: nem küldünk több levelet.',
            ]
          : [
              'Someone asked for the Vagheggi newsletter with this e-mail address. We send newsletters only once you ' +
                'confirm with the button below.',
              'If it was not you, ignore this e-mail: we will not write again.',
            ],
      action: { label: locale === 'hu' ? 'Feliratkozás megerősítése' : 'Confirm subscription', url },
      footer: footer[locale],
    }),
};

export interface NewsletterIssue {
  subject: Record<Locale, string>;
  /** Paragraphs of plain text (escaped in the HTML part). */
  lines: Record<Locale, string[]>;
}

/** A newsletter issue for one subscriber, with the unsubscribe link every issue must carry. */
export function renderNewsletterIssue(
  locale: Locale,
  issue: NewsletterIssue,
  recipient: { firstName: string; unsubscribeUrl: string },
  site?: SiteKey,
): RenderedMail {
  return compose({
    locale,
    site,
    subject: issue.subject[locale],
    greeting: hello(locale, recipient.firstName),
    lines: issue.lines[locale],
    footer: footer[locale],
    unsubscribe: {
      label:
        locale === 'hu' ? 'Leiratkozás a hírlevélről egy kattintással' : 'Unsubscribe from the newsletter in one click',
      url: recipient.unsubscribeUrl,
    },
  });
}

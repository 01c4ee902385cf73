import type { Locale, SiteKey } from '@vag/domain';
import { compose, footer, hello, type RenderedMail } from './layout';

/* Mails staff's decisions about a customer's account cause (issue 20). */

export interface CustomerMailTemplates {
  /** The operator checked a professional registration's proof: approved or rejected, with staff's note. */
  professional_decision: {
    firstName: string;
    decision: 'approved' | 'rejected';
    note: string | null;
    url: string;
    site?: SiteKey;
  };
}

const texts = {
  approved: {
    hu: {
      subject: 'Szakmai regisztrációját jóváhagytuk',
      line: 'Ellenőriztük a feltöltött dokumentumát, és jóváhagytuk szakmai regisztrációját: bejelentkezve mostantól a csak szakembereknek szóló termékeket is megrendelheti.',
      action: 'Bejelentkezés',
    },
    en: {
      subject: 'Your professional registration is approved',
      line: 'We have checked your document and approved your professional registration: signed in, you can now order the products for professionals too.',
      action: 'Sign in',
    },
  },
  rejected: {
    hu: {
      subject: 'Szakmai regisztrációját nem tudtuk jóváhagyni',
      line: 'Ellenőriztük a feltöltött dokumentumát, de szakmai regisztrációját nem tudtuk jóváhagyni. Vásárlói fiókja továbbra is használható; kérdés esetén válaszoljon erre a levélre.',
      action: 'Fiókom',
    },
    en: {
      subject: 'We could not approve your professional registration',
      line: 'We have checked your document but could not approve your professional registration. Your customer account still works; if you have a question, reply to this e-mail.',
      action: 'My account',
    },
  },
} as const;

export const customerMailRenderers: {
  [K in keyof CustomerMailTemplates]: (locale: Locale, data: CustomerMailTemplates[K]) => RenderedMail;
} = {
  professional_decision: (locale, { firstName, decision, note, url, site }) => {
    const text = texts[decision][locale];
    return compose({
      locale,
      site,
      subject: text.subject,
      greeting: hello(locale, firstName),
      lines: [
        text.line,
        ...(note
          ? [
              locale === 'hu' ? 'Munkatársunk megjegyzése:' : 'A note from our colleague:',
              { type: 'quote' as const, text: note },
            ]
          : []),
      ],
      action: { label: text.action, url },
      footer: footer[locale],
    });
  },
};

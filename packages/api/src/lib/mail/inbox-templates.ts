import type { Locale, SiteKey } from '@vag/domain';
import { compose, hello, type RenderedMail } from './layout';

/* The back office's answers from its inbox (issue 20). */

export interface InboxMailTemplates {
  /**
   * A member's reply to a contact request, in the request's language, quoting the original.
   * `subject`: the member's own, else the default; `staffName` signs it.
   */
  contact_reply: { name: string; reply: string; original: string; staffName: string; subject?: string; site?: SiteKey };
}

const defaultSubject: Record<Locale, string> = { hu: 'Válasz az üzenetére', en: 'Reply to your message' };

/** The member's text as written: a blank line starts a new paragraph, single breaks stay. */
const paragraphs = (text: string) =>
  text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);

export const inboxMailRenderers: {
  [K in keyof InboxMailTemplates]: (locale: Locale, data: InboxMailTemplates[K]) => RenderedMail;
} = {
  contact_reply: (locale, { name, reply, original, staffName, subject, site }) =>
    compose({
      locale,
      site,
      subject: subject || defaultSubject[locale],
      greeting: hello(locale, name),
      lines: [
        ...paragraphs(reply),
        { type: 'heading', text: locale === 'hu' ? 'Az Ön üzenete' : 'Your message' },
        { type: 'quote', text: original },
      ],
      footer: locale === 'hu' ? `Üdvözlettel:\n${staffName}, Vagheggi` : `Best regards,\n${staffName}, Vagheggi`,
    }),
};

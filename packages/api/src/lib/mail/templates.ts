import { type Locale, PASSWORD_RESET_TTL_MINUTES, type SiteKey } from '@vag/domain';
import { type CustomerMailTemplates, customerMailRenderers } from './customer-templates';
import { type DeadlineMailTemplates, deadlineMailRenderers } from './deadline-templates';
import { type EnrolmentMailTemplates, enrolmentMailRenderers } from './enrolment-templates';
import { type FulfilmentMailTemplates, fulfilmentMailRenderers } from './fulfilment-templates';
import { type InboxMailTemplates, inboxMailRenderers } from './inbox-templates';
import { compose, footer, hello, type RenderedMail } from './layout';
import { type NewsletterMailTemplates, newsletterMailRenderers } from './newsletter-templates';
import { type OperatorMailTemplates, operatorMailRenderers } from './operator-templates';
import { type OrderMailTemplates, orderMailRenderers } from './order-templates';
import { type PaymentMailTemplates, paymentMailRenderers } from './payment-templates';
import { type ReminderMailTemplates, reminderMailRenderers } from './reminder-templates';
import { type SecurityMailTemplates, securityMailRenderers } from './security-templates';
import { type StaffMailTemplates, staffMailRenderers } from './staff-templates';
import { type SwitchMailTemplates, switchMailRenderers } from './switch-templates';
import { type WaitingListMailTemplates, waitingListMailRenderers } from './waiting-list-templates';

/*
 * The account mails in both languages. Rendered when they are queued, so the outbox row holds
 * exactly what is sent. Every value from a user is HTML-escaped.
 */

export interface MailTemplates
  extends OrderMailTemplates,
    FulfilmentMailTemplates,
    DeadlineMailTemplates,
    EnrolmentMailTemplates,
    ReminderMailTemplates,
    PaymentMailTemplates,
    NewsletterMailTemplates,
    SecurityMailTemplates,
    StaffMailTemplates,
    CustomerMailTemplates,
    OperatorMailTemplates,
    SwitchMailTemplates,
    InboxMailTemplates,
    WaitingListMailTemplates {
  /** `site`: whose name and colour the mail wears (default the shop). */
  verify_email: { firstName: string; url: string; site?: SiteKey };
  reset_password: { firstName: string; url: string; site?: SiteKey };
  welcome: { firstName: string; url: string; professionalPending: boolean; site?: SiteKey };
  contact_copy: { name: string; message: string; site?: SiteKey };
}
export type MailKind = keyof MailTemplates;

const renderers: { [K in MailKind]: (locale: Locale, data: MailTemplates[K]) => RenderedMail } = {
  ...orderMailRenderers,
  ...paymentMailRenderers,
  ...deadlineMailRenderers,
  ...enrolmentMailRenderers,
  ...reminderMailRenderers,
  ...securityMailRenderers,
  ...staffMailRenderers,
  ...customerMailRenderers,
  ...newsletterMailRenderers,
  ...operatorMailRenderers,
  ...switchMailRenderers,
  ...fulfilmentMailRenderers,
  ...inboxMailRenderers,
  ...waitingListMailRenderers,
  verify_email: (locale, { firstName, url, site }) =>
    compose({
      locale,
      site,
      subject: locale === 'hu' ? 'Erősítse meg az e-mail címét' : 'Confirm your e-mail address',
      greeting: hello(locale, firstName),
      lines:
        locale === 'hu'
          ? ['Köszönjük, hogy regisztrált nálunk. Kérjük, erősítse meg az e-mail címét az alábbi linkkel.']
          : ['Thank you for registering with us. Please confirm your e-mail address with the link below.'],
      action: { label: locale === 'hu' ? 'E-mail cím megerősítése' : 'Confirm e-mail address', url },
      footer: footer[locale],
    }),
  reset_password: (locale, { firstName, url, site }) =>
    compose({
      locale,
      site,
      subject: locale === 'hu' ? 'Jelszó visszaállítása' : 'Reset your password',
      greeting: hello(locale, firstName),
      lines:
        locale === 'hu'
          ? [
              'Jelszó-visszaállítást kértek a fiókjához. Az alábbi link egyszer használható, és ' +
                `${PASSWORD_RESET_TTL_MINUTES} percig érvényes.`,
              'Ha nem Ön kérte, hagyja figyelmen kívül ezt a levelet: a jelszava nem változik.',
            ]
          : [
              `Someone asked to reset the password of your account. The link below works once and for ${PASSWORD_RESET_TTL_MINUTES} minutes.`,
              'If it was not you, ignore this e-mail: your password stays the same.',
            ],
      action: { label: locale === 'hu' ? 'Új jelszó megadása' : 'Choose a new password', url },
      footer: footer[locale],
    }),
  welcome: (locale, { firstName, url, professionalPending, site }) =>
    compose({
      locale,
      site,
      subject: locale === 'hu' ? 'Üdvözöljük a Vagheggi-nél!' : 'Welcome to Vagheggi!',
      greeting: hello(locale, firstName),
      lines: [
        locale === 'hu'
          ? 'Az e-mail címét megerősítettük, a fiókja készen áll.'
          : 'Your e-mail address is confirmed and your account is ready.',
        ...(professionalPending
          ? [
              locale === 'hu'
                ? 'A szakmai regisztrációját a feltöltött dokumentum ellenőrzése után hagyjuk jóvá.'
                : 'We will approve your professional registration once we have checked your document.',
            ]
          : []),
      ],
      action: { label: locale === 'hu' ? 'Fiókom' : 'My account', url },
      footer: footer[locale],
    }),
  contact_copy: (locale, { name, message, site }) =>
    compose({
      locale,
      site,
      subject: locale === 'hu' ? 'Megkaptuk üzenetét' : 'We have received your message',
      greeting: hello(locale, name),
      lines: [
        locale === 'hu'
          ? 'Köszönjük, hogy írt nekünk: munkatársunk hamarosan válaszol. Üzenete másolata:'
          : 'Thank you for writing to us: a colleague will answer soon. A copy of your message:',
        { type: 'quote', text: message },
      ],
      footer: footer[locale],
    }),
};

export type { RenderedMail };

export function renderMail<K extends MailKind>(kind: K, locale: Locale, data: MailTemplates[K]): RenderedMail {
  return renderers[kind](locale, data);
}

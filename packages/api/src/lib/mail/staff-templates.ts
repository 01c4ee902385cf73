import type { Locale } from '@vag/domain';
import { compose, footer, hello, type RenderedMail } from './layout';

/* The back office's mails to its staff (issue 20). */

export interface StaffMailTemplates {
  /** Too many failed sign-ins of a staff account from any address: sign-in pauses for `minutes`. */
  staff_login_locked: { name: string; minutes: number };
}

export const staffMailRenderers: {
  [K in keyof StaffMailTemplates]: (locale: Locale, data: StaffMailTemplates[K]) => RenderedMail;
} = {
  staff_login_locked: (locale, { name, minutes }) =>
    compose({
      locale,
      subject:
        locale === 'hu'
          ? 'Sikertelen bejelentkezések a háttérirodai fiókjába'
          : 'Failed sign-ins to your back-office account',
      greeting: hello(locale, name),
      lines:
        locale === 'hu'
          ? [
              `Az elmúlt percekben többször hibás jelszóval vagy kóddal próbáltak belépni a háttérirodai fiókjába, ezért a bejelentkezést ${minutes} percre szüneteltetjük.`,
              'Ha nem Ön próbálkozott, szóljon a tulajdonosnak: ő letilthatja a fiókot, vagy új jelszót adhat.',
            ]
          : [
              `Someone tried to sign in to your back-office account with a wrong password or code several times in the last few minutes, so sign-in is paused for ${minutes} minutes.`,
              'If it was not you, tell the owner: they can deactivate the account or give it a new password.',
            ],
      footer: footer[locale],
    }),
};

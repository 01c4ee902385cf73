import type { Locale, SiteKey } from '@vag/domain';
import { compose, footer, hello, type RenderedMail } from './layout';

/* The mails that tell an account's owner about attacks on it. */

export interface SecurityMailTemplates {
  /** Too many failed logins of the account from any address: logins pause for `minutes`. */
  login_locked: { firstName: string; minutes: number; url: string; site?: SiteKey };
}

export const securityMailRenderers: {
  [K in keyof SecurityMailTemplates]: (locale: Locale, data: SecurityMailTemplates[K]) => RenderedMail;
} = {
  login_locked: (locale, { firstName, minutes, url, site }) =>
    compose({
      locale,
      site,
      subject: locale === 'hu' ? 'Sikertelen bejelentkezések a fiókjába' : 'Failed logins to your account',
      greeting: hello(locale, firstName),
      lines:
        locale === 'hu'
          ? [
              'Az elmúlt percekben sokszor próbáltak hibás jelszóval belépni a fiókjába, ezért a bejelentkezést ' +
                `${minutes} percre szüneteltetjük.`,
              'Ha Ön próbálkozott, várjon egy kicsit, vagy állítson be új jelszót az alábbi linken. Ha nem Ön volt, ' +
                'a jelszava nem került illetéktelen kézbe, de biztonsága érdekében érdemes erős, máshol nem használt jelszót választania.',
            ]
          : [
              'Someone tried to log in to your account with a wrong password many times in the last few minutes, so ' +
                `logins are paused for ${minutes} minutes.`,
              'If it was you, wait a little or choose a new password with the link below. If it was not you, your ' +
                'password was not revealed, but a strong password that you use nowhere else keeps your account safe.',
            ],
      action: { label: locale === 'hu' ? 'Új jelszó megadása' : 'Choose a new password', url },
      footer: footer[locale],
    }),
};

import { type Locale, PASSWORD_RESET_TTL_MINUTES } from '@vag/domain';

/*
 * The account mails in both languages. Rendered when they are queued, so the outbox row holds
 * exactly what is sent. Every value from a user is HTML-escaped.
 */

export interface MailTemplates {
  verify_email: { firstName: string; url: string };
  reset_password: { firstName: string; url: string };
  welcome: { firstName: string; url: string; professionalPending: boolean };
  contact_copy: { name: string; message: string };
}
export type MailKind = keyof MailTemplates;

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

interface Parts {
  subject: string;
  greeting: string;
  lines: string[];
  action?: { label: string; url: string };
  footer: string;
}

function compose({ subject, greeting, lines, action, footer }: Parts): RenderedMail {
  const text = [greeting, '', ...lines, ...(action ? ['', `${action.label}: ${action.url}`] : []), '', footer].join(
    '\n',
  );
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const button = action
    ? `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 20px;background:#1f1f1f;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(action.label)}</a></p><p style="font-size:12px;color:#666">${escapeHtml(action.url)}</p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f1f1f;line-height:1.5"><p>${escapeHtml(greeting)}</p>${paragraphs}${button}<p style="color:#666">${escapeHtml(footer)}</p></body></html>`;
  return { subject, text, html };
}

const footer: Record<Locale, string> = {
  hu: 'Üdvözlettel: a Vagheggi csapata',
  en: 'Best regards, the Vagheggi team',
};

const hello = (locale: Locale, name: string) => (locale === 'hu' ? `Kedves ${name}!` : `Dear ${name},`);

const renderers: { [K in MailKind]: (locale: Locale, data: MailTemplates[K]) => RenderedMail } = {
  verify_email: (locale, { firstName, url }) =>
    compose({
      subject: locale === 'hu' ? 'Erősítse meg az e-mail címét' : 'Confirm your e-mail address',
      greeting: hello(locale, firstName),
      lines:
        locale === 'hu'
          ? ['Köszönjük, hogy regisztrált nálunk. Kérjük, erősítse meg az e-mail címét az alábbi linkkel.']
          : ['Thank you for registering with us. Please confirm your e-mail address with the link below.'],
      action: { label: locale === 'hu' ? 'E-mail cím megerősítése' : 'Confirm e-mail address', url },
      footer: footer[locale],
    }),
  reset_password: (locale, { firstName, url }) =>
    compose({
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
  welcome: (locale, { firstName, url, professionalPending }) =>
    compose({
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
  contact_copy: (locale, { name, message }) =>
    compose({
      subject: locale === 'hu' ? 'Megkaptuk üzenetét' : 'We have received your message',
      greeting: hello(locale, name),
      lines: [
        locale === 'hu'
          ? 'Köszönjük, hogy írt nekünk: munkatársunk hamarosan válaszol. Üzenete másolata:'
          : 'Thank you for writing to us: a colleague will answer soon. A copy of your message:',
        message,
      ],
      footer: footer[locale],
    }),
};

export function renderMail<K extends MailKind>(kind: K, locale: Locale, data: MailTemplates[K]): RenderedMail {
  return renderers[kind](locale, data);
}

import type { Locale } from '@vag/domain';

/* The one look of every mail: a greeting, paragraphs, an optional button, the signature. */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export interface Parts {
  subject: string;
  greeting: string;
  lines: string[];
  action?: { label: string; url: string };
  footer: string;
}

export function compose({ subject, greeting, lines, action, footer }: Parts): RenderedMail {
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

export const footer: Record<Locale, string> = {
  hu: 'Üdvözlettel: a Vagheggi csapata',
  en: 'Best regards, the Vagheggi team',
};

export const hello = (locale: Locale, name: string) => (locale === 'hu' ? `Kedves ${name}!` : `Dear ${name},`);

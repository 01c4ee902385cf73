import type { Locale } from '@vag/domain';
import { describe, expect, it } from 'vitest';
import { compileLayouts } from './compile-layout';
import { compose, escapeHtml } from './layout';
import { compiledLayouts } from './layout.generated';
import { mailKinds, mailSamples } from './samples';
import { type MailKind, type MailTemplates, renderMail } from './templates';

const locales: Locale[] = ['hu', 'en'];
/** Our markup, never to be found in a plain-text part (a user's "<mini>" may be). */
const MARKUP = /<\/?(?:p|br|a|div|span|table|tbody|tr|td|th|strong|b|html|body)\b[^>]*>|&#\d+;/i;
/** The fields whose values come from people: names, addresses, messages. */
const USER_FIELDS = new Set(['firstName', 'name', 'message', 'text', 'billingAddress', 'deliveryAddress', 'company']);
const ATTACK = ' <script>alert(1)</script>';

/** The sample with every people-given value turned into an attack. */
function hostile<T>(value: T, key = ''): T {
  if (typeof value === 'string') return (USER_FIELDS.has(key) ? `${value}${ATTACK}` : value) as T;
  if (Array.isArray(value)) return value.map((item) => hostile(item)) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hostile(v, k)])) as T;
  return value;
}

/** Every string in a sample that HTML must escape, e.g. `Kovács & Társa Kft.`. */
function specialStrings(value: unknown): string[] {
  if (typeof value === 'string') return /[&<>"']/.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(specialStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(specialStrings);
  return [];
}

const render = <K extends MailKind>(kind: K, locale: Locale, data: MailTemplates[K]) => renderMail(kind, locale, data);

describe('every mail (issue 18)', () => {
  it('has an example in the sample table', () => {
    expect(mailKinds.length).toBeGreaterThanOrEqual(12);
    expect(mailKinds).toContain('operator_notification');
  });

  for (const kind of mailKinds) {
    for (const locale of locales) {
      it(`${kind} in ${locale}: branded HTML with the greeting, the link and the escaped values, and a plain text`, () => {
        const data = mailSamples[kind];
        const mail = render(kind, locale, data);
        const greeting = mail.text.split('\n')[0] ?? '';
        expect(greeting.length).toBeGreaterThan(0);
        expect(mail.subject.length).toBeGreaterThan(0);
        expect(mail.html).toMatch(/^<!doctype html>/i);
        expect(mail.html).toContain(escapeHtml(greeting));
        expect(mail.html).toContain(`<title>${escapeHtml(mail.subject)}</title>`);
        // The operators' notice is Hungarian whatever the locale.
        expect(mail.html).toContain(`<html lang="${kind === 'operator_notification' ? 'hu' : locale}"`);
        expect(mail.html).toMatch(/>Vagheggi( Akadémia| Academy)?</);
        expect(mail.html).not.toMatch(/%%[A-Z]+%%/);
        if ('url' in data && data.url) {
          // The button and the address under it, for a client that shows no buttons.
          expect(mail.html.split(`href="${escapeHtml(data.url)}"`).length - 1).toBe(2);
          expect(mail.text).toContain(data.url);
        }
        for (const value of specialStrings(data)) {
          for (const line of value.split('\n')) {
            expect(mail.html).toContain(escapeHtml(line));
            if (/[<"]/.test(line)) expect(mail.html).not.toContain(line);
          }
        }
        expect(mail.text).not.toMatch(MARKUP);
      });
    }

    it(`${kind}: a value with markup from a person stays text`, () => {
      const data = hostile(mailSamples[kind]);
      expect(JSON.stringify(data)).toContain('<script>');
      for (const locale of locales) {
        const mail = render(kind, locale, data);
        expect(mail.html).not.toMatch(/<script/i);
        expect(mail.html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
        expect(mail.text).toContain(ATTACK.trim());
      }
    });
  }
});

describe('the layout', () => {
  it('wears the site’s name and colour, in the mail’s language', () => {
    const parts = { subject: 'S', greeting: 'G', lines: ['P'], footer: 'F' };
    const academy = compose({ ...parts, site: 'academy', locale: 'en' }).html;
    expect(academy).toContain('>Vagheggi Academy</div>');
    expect(academy).toContain('#4b4a86');
    expect(academy).not.toContain('#7d3a52');
    const shop = compose(parts).html;
    expect(shop).toContain('<html lang="hu"');
    expect(shop).toContain('>Vagheggi</div>');
    expect(shop).toContain('#7d3a52');
  });

  it('writes tables, a quote and an unsubscribe link in HTML and as readable lines in the text', () => {
    const mail = compose({
      subject: 'S',
      greeting: 'G',
      lines: [
        { type: 'items', rows: [['2 × Szérum', '12.000 Ft']], total: ['Fizetendő', '12.000 Ft'] },
        { type: 'facts', title: 'Átutalás', rows: [['IBAN', 'HU31 1234']] },
        { type: 'quote', text: 'első sor\nmásodik <sor>' },
      ],
      footer: 'F',
      unsubscribe: { label: 'Leiratkozás', url: 'https://x.example/u?t=1&a=2' },
    });
    expect(mail.text).toBe(
      [
        'G',
        '',
        '2 × Szérum: 12.000 Ft',
        'Fizetendő: 12.000 Ft',
        '',
        'Átutalás',
        'IBAN: HU31 1234',
        'első sor\nmásodik <sor>',
        '',
        'F',
        '',
        'Leiratkozás: https://x.example/u?t=1&a=2',
      ].join('\n'),
    );
    expect(mail.html).toContain('>2 × Szérum</td>');
    expect(mail.html).toContain('>HU31 1234</div>');
    expect(mail.html).toContain('első sor<br>második &#60;sor&#62;');
    expect(mail.html).toContain('href="https://x.example/u?t=1&#38;a=2"');
    // Not a button: the newsletter has no action.
    expect(mail.html).not.toContain('mso-padding-alt:12px 28px');
  });

  it('fills each slot once, so a value that looks like a slot stays as written', () => {
    const mail = compose({ subject: 'S', greeting: '%%CONTENT%%', lines: ['%%URL%%'], footer: 'F' });
    expect(mail.html.split('%%CONTENT%%').length - 1).toBe(1);
    expect(mail.html).toContain('>%%URL%%</div>');
  });

  it('is compiled from the current MJML (else run: npx tsx packages/api/src/lib/mail/compile-layout.ts)', async () => {
    expect(await compileLayouts()).toEqual(compiledLayouts);
  });
});

describe('a paragraph naming an address', () => {
  it('links it, escaped, without the sentence’s closing mark, and a quoted message stays unlinked', () => {
    const mail = compose({
      subject: 'S',
      greeting: 'G',
      lines: ['Itt pótolhatja: https://x.example/p?key=a&b=1.', { type: 'quote', text: 'see https://y.example' }],
      footer: 'F',
    });
    expect(mail.html).toContain(
      'Itt pótolhatja: <a href="https://x.example/p?key=a&#38;b=1">https://x.example/p?key=a&#38;b=1</a>.',
    );
    expect(mail.html).not.toContain('href="https://y.example"');
    expect(mail.text).toContain('Itt pótolhatja: https://x.example/p?key=a&b=1.');
  });
});

import type { Locale, SiteKey } from '@vag/domain';
import { compiledLayouts } from './layout.generated';

/*
 * The one look of every mail: the site's name, a greeting, paragraphs and blocks (a table of
 * facts, a list of items with a total, a quoted message), an optional button with its address
 * under it, the signature. The HTML is MJML's (compile-layout.ts, decision 0013), compiled
 * ahead of time into pieces with %%TOKEN%% slots: composing a mail only fills them with escaped
 * values, so it stays synchronous and cheap inside the transaction that queues it. The plain
 * text part is composed here from the same parts.
 */

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A label and its value: one row of a table, "label: value" in the text part. */
export type Fact = [label: string, value: string];

/** What a mail says, in order: a string is a paragraph. */
export type Block =
  | string
  | { type: 'heading'; text: string }
  /** Labelled values one under another (bank transfer, addresses): each easy to copy. */
  | { type: 'facts'; title?: string; rows: Fact[] }
  /** Priced lines with the amounts aligned right, and an optional total under a rule. */
  | { type: 'items'; title?: string; rows: Fact[]; total?: Fact }
  /** A message quoted as it was written, line breaks kept. */
  | { type: 'quote'; text: string };

export interface Parts {
  subject: string;
  greeting: string;
  lines: Block[];
  action?: { label: string; url: string };
  footer: string;
  /** The mail's language: the `lang` of its HTML and the words around the button. Default hu. */
  locale?: Locale;
  /** Whose name and colour the mail wears. Default the shop. */
  site?: SiteKey;
  /** The line a mailbox shows beside the subject. Default the first paragraph. */
  preheader?: string;
  /** A newsletter's unsubscribe link, under the signature. */
  unsubscribe?: { label: string; url: string };
}

export const siteNames: Record<SiteKey, Record<Locale, string>> = {
  shop: { hu: 'Vagheggi', en: 'Vagheggi' },
  academy: { hu: 'Vagheggi Akadémia', en: 'Vagheggi Academy' },
};

const buttonHint: Record<Locale, string> = {
  hu: 'Ha a gomb nem működik, másolja ezt a címet a böngészőjébe:',
  en: 'If the button does not work, copy this address into your browser:',
};

/** One pass over the template: a value that happens to contain %%X%% is never filled again. */
const fill = (template: string, values: Record<string, string>) =>
  template.replace(/%%([A-Z]+)%%/g, (_token, key: string) => values[key] ?? '');

const escapeLines = (value: string) => escapeHtml(value).replace(/\r?\n/g, '<br>');

/** Our own paragraphs may name an address (the participants form): it is a link there, already escaped. */
const linkify = (escaped: string) =>
  escaped.replace(/https?:\/\/[^\s<]*[^\s<.,;:!?)]/g, (url) => `<a href="${url}">${url}</a>`);

function blockHtml(site: SiteKey, block: Block): string {
  const pieces = compiledLayouts[site];
  if (typeof block === 'string') return fill(pieces.paragraph, { TEXT: linkify(escapeLines(block)) });
  switch (block.type) {
    case 'heading':
      return fill(pieces.heading, { TEXT: escapeHtml(block.text) });
    case 'quote':
      return fill(pieces.quote, { TEXT: escapeLines(block.text) });
    case 'facts':
    case 'items': {
      const row = (template: string, [label, value]: Fact) =>
        fill(template, { LABEL: escapeHtml(label), VALUE: escapeHtml(value) });
      const rows =
        block.type === 'facts'
          ? block.rows.map((fact) => row(pieces.factRow, fact))
          : [
              ...block.rows.map((fact) => row(pieces.itemRow, fact)),
              ...(block.total ? [row(pieces.totalRow, block.total)] : []),
            ];
      const title = block.title ? fill(pieces.heading, { TEXT: escapeHtml(block.title) }) : '';
      return title + fill(block.type === 'facts' ? pieces.facts : pieces.items, { ROWS: rows.join('') });
    }
  }
}

function blockText(block: Block): string[] {
  if (typeof block === 'string') return [block];
  switch (block.type) {
    case 'heading':
      return ['', block.text];
    case 'quote':
      return [block.text];
    case 'facts':
    case 'items': {
      const rows = [...block.rows, ...(block.type === 'items' && block.total ? [block.total] : [])];
      return [...(block.title ? ['', block.title] : []), ...rows.map(([label, value]) => `${label}: ${value}`)];
    }
  }
}

export function compose(parts: Parts): RenderedMail {
  const { subject, greeting, lines, action, footer, unsubscribe } = parts;
  const locale = parts.locale ?? 'hu';
  const site = parts.site ?? 'shop';
  const text = [
    greeting,
    '',
    ...lines.flatMap(blockText),
    ...(action ? ['', `${action.label}: ${action.url}`] : []),
    '',
    footer,
    ...(unsubscribe ? ['', `${unsubscribe.label}: ${unsubscribe.url}`] : []),
  ].join('\n');

  const pieces = compiledLayouts[site];
  const preheader = parts.preheader ?? lines.find((line): line is string => typeof line === 'string') ?? '';
  const content =
    lines.map((line) => blockHtml(site, line)).join('') +
    (action
      ? fill(pieces.action, {
          URL: escapeHtml(action.url),
          LABEL: escapeHtml(action.label),
          HINT: escapeHtml(buttonHint[locale]),
        })
      : '');
  const html = fill(pieces.document, {
    LANG: locale,
    SUBJECT: escapeHtml(subject),
    PREHEADER: escapeHtml(preheader),
    BRAND: escapeHtml(siteNames[site][locale]),
    GREETING: escapeHtml(greeting),
    CONTENT: content,
    SIGNATURE: escapeLines(footer),
    EXTRA: unsubscribe
      ? fill(pieces.unsubscribe, { URL: escapeHtml(unsubscribe.url), LABEL: escapeHtml(unsubscribe.label) })
      : '',
  });
  return { subject, text, html };
}

export const footer: Record<Locale, string> = {
  hu: 'Üdvözlettel: a Vagheggi csapata',
  en: 'Best regards, the Vagheggi team',
};

export const hello = (locale: Locale, name: string) => (locale === 'hu' ? `Kedves ${name}!` : `Dear ${name},`);

/** A purchase's site: orders are the shop's, enrolments (academy subscriptions) the academy's. */
export const purchaseSite = (kind: 'order' | 'academy_subscription'): SiteKey =>
  kind === 'order' ? 'shop' : 'academy';

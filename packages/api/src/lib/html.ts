import { createRequire } from 'node:module';
import type sanitizeLibrary from 'sanitize-html';

/*
 * CMS HTML (custom pages, blog posts, salon descriptions) is sanitised when written and again
 * when read (DESIGN §3): basic formatting, headings, lists, tables, links with safe schemes and
 * images stay; scripts, styles, frames, event handlers and javascript: URLs go.
 */
const options: sanitizeLibrary.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'small',
    'mark',
    'span',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A new window must not get a handle on ours (reverse tabnabbing).
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
    h1: 'h2',
  },
};

/**
 * sanitize-html (with htmlparser2 and PostCSS, about 4 MB of heap) loads with the first CMS text,
 * not at the server's start (issue 23's idle memory); synchronously, as its callers are.
 */
let sanitize: typeof sanitizeLibrary | undefined;
const requireModule = createRequire(import.meta.url);

const MEMO_LIMIT = 500;
const memo = new Map<string, string>();

/** Safe HTML of CMS content. Pure, so results of the most recent inputs are reused on reads. */
export function sanitizeHtml(html: string): string {
  const cached = memo.get(html);
  if (cached !== undefined) return cached;
  sanitize ??= requireModule('sanitize-html') as typeof sanitizeLibrary;
  const clean = sanitize(html, options);
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(html, clean);
  return clean;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };

/** The readable text of HTML, for search documents, excerpts and meta descriptions. */
export function htmlToText(html: string): string {
  return sanitizeHtml(html)
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|\w+);/gi, (whole, name: string) => {
      if (ENTITIES[name] !== undefined) return ENTITIES[name];
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** At most `max` characters of text, cut at a word boundary with an ellipsis. */
export function excerpt(text: string, max = 200): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?-]+$/, '')}…`;
}

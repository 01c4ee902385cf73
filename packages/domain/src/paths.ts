import { DEFAULT_LOCALE, type Locale } from './ids';

/**
 * The Hungarian aliases of spec §2 (DESIGN §5 "URLs"): the first path segment is translated,
 * every other segment keeps its English name in both languages. The key is the English
 * (canonical) segment.
 */
export const PATH_ALIASES = {
  cart: 'kosar',
  category: 'kategoria',
  training: 'kepzes',
  'training-calendar': 'kepzesi-naptar',
  'about-us': 'rolunk',
  page: 'oldal',
  product: 'termek',
  salons: 'szalonok',
  'for-beauticians': 'kozmetikusoknak',
  // An enrolment's participants form, opened by its payment key (issue 18).
  participants: 'resztvevok',
  // A waiting-list entry's own page, opened by the token in its mails (issue 24).
  'waiting-list': 'varolista',
} as const satisfies Record<string, string>;

export type AliasedSegment = keyof typeof PATH_ALIASES;

const huToCanonical = new Map<string, string>(Object.entries(PATH_ALIASES).map(([en, hu]) => [hu, en]));

/** The path segment a canonical (English) segment has in a locale. */
export function localizeSegment(segment: string, locale: Locale): string {
  if (locale === 'hu' && segment in PATH_ALIASES) return PATH_ALIASES[segment as AliasedSegment];
  return segment;
}

export interface ParsedPath {
  locale: Locale;
  /** The path in canonical English form without the locale prefix, always starting with `/`. */
  canonical: string;
  /** False when the path uses a segment name that does not exist in its locale (`/cart`, `/en/kosar`). */
  valid: boolean;
}

/** Splits `/en/cart/x` into locale `en` and canonical `/cart/x`; `/kosar/x` into `hu` and `/cart/x`. */
export function parsePath(pathname: string): ParsedPath {
  const isEnglish = pathname === '/en' || pathname.startsWith('/en/');
  const locale: Locale = isEnglish ? 'en' : DEFAULT_LOCALE;
  const rest = isEnglish ? pathname.slice(3) || '/' : pathname || '/';
  const [, first = '', ...others] = rest.split('/');
  if (locale === 'hu') {
    const canonicalFirst = huToCanonical.get(first);
    if (canonicalFirst) return { locale, canonical: ['', canonicalFirst, ...others].join('/'), valid: true };
    return { locale, canonical: rest, valid: !(first in PATH_ALIASES) };
  }
  return { locale, canonical: rest, valid: !huToCanonical.has(first) };
}

/** Builds the public URL path of a canonical path in a locale: `/cart` → `/kosar` or `/en/cart`. */
export function localizePath(canonical: string, locale: Locale): string {
  const [, first = '', ...others] = canonical.split('/');
  const localized = ['', localizeSegment(first, locale), ...others].join('/');
  if (locale === DEFAULT_LOCALE) return localized || '/';
  return localized === '/' ? '/en' : `/en${localized}`;
}

/** The same page in another language, aliases translated: `/kosar` → `/en/cart`. */
export function switchLocalePath(pathname: string, target: Locale): string {
  return localizePath(parsePath(pathname).canonical, target);
}

import { type Locale, localizePath, type Seo } from '@vag/domain';
import { excerpt, htmlToText } from '../../lib/html';

/** Longest SEO description: what search engines show of it. */
const SEO_DESCRIPTION_LENGTH = 160;

/** The canonical (English, unprefixed) path of a catalogue page: `/category/a/b`, `/product/a/b/c/d`. */
export const canonicalPath = (kind: 'category' | 'product' | 'training', slugs: readonly string[]) =>
  `/${kind}/${slugs.join('/')}`;

/** The public path in a language (spec "Built URLs"): `/kategoria/a/b` or `/en/category/a/b`. */
export const localizedPath = (kind: 'category' | 'product' | 'training', slugs: readonly string[], locale: Locale) =>
  localizePath(canonicalPath(kind, slugs), locale);

export interface SeoSource {
  name: string;
  slug: string;
  seoTitle: string | null;
  seoDescription: string | null;
  /** HTML the description falls back to. */
  description?: string;
}

export function buildSeo(source: SeoSource, url: string, image: string | null, type: string): Seo {
  const fallback = source.description ? excerpt(htmlToText(source.description), SEO_DESCRIPTION_LENGTH) : '';
  return {
    canonical_url: url,
    description: source.seoDescription ?? (fallback || null),
    image,
    slug: source.slug,
    title: source.seoTitle ?? source.name,
    type,
  };
}

/** `Tisztító habok és gélek` → `tisztito-habok-es-gelek`: accents dropped, words joined by hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

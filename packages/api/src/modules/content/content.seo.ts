import { type Alternate, type Locale, localeFromId, localizePath, type Seo } from '@vag/domain';
import { excerpt } from '../../lib/html';

const DESCRIPTION_LENGTH = 160;

export interface SeoInput {
  title: string;
  seoTitle: string | null;
  seoDescription: string | null;
  /** Plain text to describe the page when the editor wrote no description. */
  text: string;
  image: string | null;
  slug: string;
  /** The localized public path. */
  url: string;
  type: 'website' | 'article' | 'place';
}

/** The SEO data of spec §3: the editor's title and description, else ones derived from the page. */
export function buildSeo(input: SeoInput): Seo {
  return {
    canonical_url: input.url,
    description: input.seoDescription || (input.text ? excerpt(input.text, DESCRIPTION_LENGTH) : null),
    image: input.image,
    slug: input.slug,
    title: input.seoTitle || input.title,
    type: input.type,
  };
}

/** The page in each language it has a slug in: `path(slug)` gives the canonical path. */
export function alternatesOf(slugs: { localeId: number; slug: string }[], path: (slug: string) => string): Alternate[] {
  return slugs.flatMap(({ localeId, slug }) => {
    const locale: Locale | undefined = localeFromId(localeId);
    return locale ? [{ locale, url: localizePath(path(slug), locale) }] : [];
  });
}

/** ISO 8601 text of a database time (drivers answer Date or string). */
export const isoTime = (value: Date | string): string => new Date(value).toISOString();

/** `%`, `_` and `\` of user text are literal in a LIKE pattern. */
export const likeContains = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

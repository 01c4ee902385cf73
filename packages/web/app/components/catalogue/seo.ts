import type { Locale } from '@vag/domain';
import type { MetaDescriptor } from 'react-router';
import type { RootLoaderData } from '../../root';
import { imageUrl, isUsableImageUrl } from './ResponsiveImage';

type Matches = readonly ({ id: string; data?: unknown } | undefined)[];

/** The site's origin, from the root loader (absolute URLs for og tags and JSON-LD). */
export function originOf(matches: Matches): string {
  return (matches.find((match) => match?.id === 'root')?.data as RootLoaderData | undefined)?.origin ?? '';
}

/** An absolute URL of an image at a width social networks like (1280). */
export function absoluteImageUrl(matches: Matches, src: string): string {
  const url = imageUrl(src, 1280);
  return /^https?:\/\//.test(url) ? url : `${originOf(matches)}${url}`;
}

/** Adds `og:image` when there is a usable picture (DESIGN §7 SEO). */
export function withOgImage(tags: MetaDescriptor[], matches: Matches, image: string | null | undefined) {
  if (!isUsableImageUrl(image)) return tags;
  return [...tags, { property: 'og:image', content: absoluteImageUrl(matches, image) }];
}

/** A page's path in each language, when its slugs differ per language (loader data `alternates`). */
export type PageAlternates = Partial<Record<Locale, string>>;

/**
 * Canonical and hreflang links with the page's real paths: slugs differ per language, so the
 * generic alternates (same slugs under the other prefix) would only redirect.
 */
export function withLinks(
  tags: MetaDescriptor[],
  matches: Matches,
  canonicalPath: string,
  alternates: PageAlternates,
): MetaDescriptor[] {
  const origin = originOf(matches);
  return tags.map((tag) => {
    if (!('rel' in tag)) return tag;
    if (tag.rel === 'canonical') return { ...tag, href: `${origin}${canonicalPath}` };
    const alternate = tag.rel === 'alternate' && 'hrefLang' in tag ? alternates[tag.hrefLang as Locale] : undefined;
    return alternate ? { ...tag, href: `${origin}${alternate}` } : tag;
  });
}

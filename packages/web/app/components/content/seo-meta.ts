import type { Alternate, Seo } from '@vag/domain';
import type { MetaDescriptor } from 'react-router';
import { pageMeta } from '../../lib/meta';
import type { RootLoaderData } from '../../root';
import { imageUrl, isUsableImageUrl } from '../catalogue/ResponsiveImage';

interface SeoMetaArgs {
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
  location: { pathname: string; search?: string };
  title?: string;
  description?: string;
  /** The API's SEO data: its canonical path, image and Open Graph type win over the defaults. */
  seo?: Seo | null;
  /** The page in each language as the API knows it (slugs differ per language). */
  alternates?: readonly Alternate[];
  /** Filtered or paged views of a list: indexable only in their plain form. */
  noindex?: boolean;
}

const OG_IMAGE_WIDTH = 1280;

/** `pageMeta` with what the API says about the page (spec §3 "SEO data"). */
export function seoMeta({ seo, alternates, noindex, ...args }: SeoMetaArgs): MetaDescriptor[] {
  const root = args.matches.find((match) => match?.id === 'root')?.data as RootLoaderData | undefined;
  const origin = root?.origin ?? '';
  const tags = pageMeta({
    ...args,
    title: args.title ?? seo?.title,
    description: args.description ?? seo?.description ?? undefined,
  }).filter((tag) => {
    if (alternates?.length && 'rel' in tag && tag.rel === 'alternate') return false;
    if (seo?.canonical_url && 'rel' in tag && tag.rel === 'canonical') return false;
    if (seo?.type && 'property' in tag && tag.property === 'og:type') return false;
    return true;
  });
  if (seo?.canonical_url) tags.push({ tagName: 'link', rel: 'canonical', href: `${origin}${seo.canonical_url}` });
  for (const alternate of alternates ?? []) {
    tags.push({ tagName: 'link', rel: 'alternate', hrefLang: alternate.locale, href: `${origin}${alternate.url}` });
  }
  if (seo?.type) tags.push({ property: 'og:type', content: seo.type });
  if (isUsableImageUrl(seo?.image)) {
    const image = imageUrl(seo.image, OG_IMAGE_WIDTH);
    tags.push({ property: 'og:image', content: image.startsWith('/') ? `${origin}${image}` : image });
  }
  if (noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}

import { LOCALES, parsePath, switchLocalePath } from '@vag/domain';
import type { MetaDescriptor } from 'react-router';
import { translator } from '../i18n';
import type { RootLoaderData } from '../root';

interface MetaArgs {
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
  location: { pathname: string };
  title?: string;
  description?: string;
}

/** Title, description, canonical, hreflang and og tags with the spec's SEO defaults (§3). */
export function pageMeta({ matches, location, title, description }: MetaArgs): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === 'root')?.data as RootLoaderData | undefined;
  const site = root?.site.key ?? 'academy';
  const origin = root?.origin ?? '';
  const { locale } = parsePath(location.pathname);
  const t = translator(locale);
  // The home page's title and the default description are the back office's (site_seo_defaults),
  // the built-in texts when none is set; other pages end with the site's name.
  const seo = root?.seo;
  const fullTitle = title
    ? `${title} | ${t(`site.${site}.name`)}`
    : seo?.title || `${t(`site.${site}.name`)} – ${t(`site.${site}.tagline`)}`;
  const text = description ?? (seo?.description || t(`meta.${site}.description`));
  return [
    { title: fullTitle },
    { name: 'description', content: text },
    { tagName: 'link', rel: 'canonical', href: `${origin}${location.pathname}` },
    ...LOCALES.map((other) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: other,
      href: `${origin}${switchLocalePath(location.pathname, other)}`,
    })),
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: text },
    { property: 'og:locale', content: locale === 'hu' ? 'hu_HU' : 'en_GB' },
  ];
}

import { LOCALE_COOKIE, LOCALES, type Locale, switchLocalePath } from '@vag/domain';
import { useLocation, useMatches } from 'react-router';
import { useLocale, useT } from '../lib/use-site';
import type { PageAlternates } from './catalogue/seo';
import { Icon } from './Icon';
import { Link } from './Link';

/** The page's own path in `other` when its loader knows it (slugs differ per language). */
function usePageAlternate(other: Locale): string | undefined {
  const matches = useMatches();
  const page = matches.at(-1)?.data as { alternates?: PageAlternates } | undefined;
  return page?.alternates?.[other];
}

/** A year; the choice is a preference, not tracking: it is needed for the site to keep the language asked for. */
const LOCALE_COOKIE_MAX_AGE = 365 * 86_400;

function rememberLocale(locale: Locale) {
  // biome-ignore lint/suspicious/noDocumentCookie: one preference cookie, no library needed for it.
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${LOCALE_COOKIE_MAX_AGE}; samesite=lax`;
}

/**
 * Links to the same page in the other language; the current language is not offered (spec §2).
 * A page whose slug is translated (product, training, blog post) names its own other path; the
 * rest keep their slugs. Following one remembers the choice (LOCALE_COOKIE) for later first visits.
 */
export function LanguageSwitcher() {
  const locale = useLocale();
  const t = useT();
  const { pathname, search } = useLocation();
  const others = LOCALES.filter((other) => other !== locale);
  const alternate = usePageAlternate(others[0] ?? 'en');
  return (
    <nav className="language-switcher" aria-label={t('language.label')}>
      <Icon name="globe" size={18} />
      {others.map((other) => (
        <Link
          key={other}
          to={`${alternate ?? switchLocalePath(pathname, other)}${search}`}
          hrefLang={other}
          lang={other}
          className="language-switcher__link"
          onClick={() => rememberLocale(other)}
        >
          {t(`language.${other}`)}
        </Link>
      ))}
    </nav>
  );
}

import { LOCALES, switchLocalePath } from '@vag/domain';
import { Link, useLocation } from 'react-router';
import { useLocale, useT } from '../lib/use-site';
import { Icon } from './Icon';

/** Links to the same page in the other language; the current language is not offered (spec §2). */
export function LanguageSwitcher() {
  const locale = useLocale();
  const t = useT();
  const { pathname, search } = useLocation();
  const others = LOCALES.filter((other) => other !== locale);
  return (
    <nav className="language-switcher" aria-label={t('language.label')}>
      <Icon name="globe" size={18} />
      {others.map((other) => (
        <Link
          key={other}
          to={`${switchLocalePath(pathname, other)}${search}`}
          hrefLang={other}
          lang={other}
          className="language-switcher__link"
        >
          {t(`language.${other}`)}
        </Link>
      ))}
    </nav>
  );
}

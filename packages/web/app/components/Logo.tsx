import type { SiteKey } from '@vag/domain';
import { localizePath } from '@vag/domain';
import { useLocale, useT } from '../lib/use-site';
import { Link } from './Link';

/** The brand wordmark; the academy adds its own line under the same name. */
export function Logo({ site }: { site: SiteKey }) {
  const t = useT();
  const locale = useLocale();
  const brand = t('site.shop.name');
  const line = site === 'academy' ? t('site.academy.name').replace(`${brand} `, '') : 'Italia';
  // The name starts with the words shown (WCAG 2.5.3: a voice user says what they see), then where it leads.
  return (
    <Link to={localizePath('/', locale)} className="logo" aria-label={`${brand} ${line} – ${t('nav.home')}`}>
      <span className="logo__word">{brand.toUpperCase()}</span> <span className="logo__line">{line}</span>
    </Link>
  );
}

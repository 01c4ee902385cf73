import type { SiteKey } from '@vag/domain';
import { localizePath } from '@vag/domain';
import { Link } from 'react-router';
import { useLocale, useT } from '../lib/use-site';

/** The brand wordmark; the academy adds its own line under the same name. */
export function Logo({ site }: { site: SiteKey }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Link to={localizePath('/', locale)} className="logo" aria-label={`${t(`site.${site}.name`)} – ${t('nav.home')}`}>
      <span className="logo__word">VAGHEGGI</span>
      <span className="logo__line">
        {site === 'academy' ? t('site.academy.name').replace('Vagheggi ', '') : 'Italia'}
      </span>
    </Link>
  );
}

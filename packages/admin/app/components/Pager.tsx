import type { ListMeta } from '@vag/domain';
import { Link, useLocation } from 'react-router';
import type { T } from '../i18n';

/** Server-side pages: links that keep the URL's filters and change `page`. */
export function Pager({ meta, t }: { meta: ListMeta; t: T }) {
  const { pathname, search } = useLocation();
  const to = (page: number) => {
    const params = new URLSearchParams(search);
    params.set('page', String(page));
    return `${pathname}?${params.toString()}`;
  };
  return (
    <nav className="pager" aria-label={t('pagination')}>
      <p className="muted">
        {meta.total > 0 &&
          t('auditShowing', {
            from: meta.from ?? 0,
            to: meta.to ?? 0,
            total: meta.total_is_lower_bound ? `${meta.total.toLocaleString('hu-HU')}+` : meta.total,
          })}
      </p>
      <div className="pager-links">
        {meta.current_page > 1 ? (
          <Link to={to(meta.current_page - 1)} rel="prev">
            {t('previous')}
          </Link>
        ) : (
          <span aria-disabled="true">{t('previous')}</span>
        )}
        <span>
          {t('pageOf', { page: meta.current_page, pages: `${meta.last_page}${meta.total_is_lower_bound ? '+' : ''}` })}
        </span>
        {meta.current_page < meta.last_page || meta.total_is_lower_bound ? (
          <Link to={to(meta.current_page + 1)} rel="next">
            {t('next')}
          </Link>
        ) : (
          <span aria-disabled="true">{t('next')}</span>
        )}
      </div>
    </nav>
  );
}

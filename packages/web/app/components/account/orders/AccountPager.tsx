import type { ListMeta } from '@vag/domain';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../lib/use-site';
import { fillMessage } from '../../catalogue/fill-message';

/** Previous / next links of a paged account list (plain links: paging works without JavaScript). */
export function AccountPager({ meta }: { meta: ListMeta }) {
  const t = useT();
  const [params] = useSearchParams();
  if (meta.last_page <= 1) return null;
  const pageLink = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    return `?${next}`;
  };
  return (
    <nav className="account-pager" aria-label={t('account.orders.pages')}>
      {meta.current_page > 1 && <Link to={pageLink(meta.current_page - 1)}>{t('account.balance.previous')}</Link>}
      <span>{fillMessage(t('account.balance.pageOf'), { page: meta.current_page, pages: meta.last_page })}</span>
      {meta.current_page < meta.last_page && (
        <Link to={pageLink(meta.current_page + 1)}>{t('account.balance.next')}</Link>
      )}
    </nav>
  );
}

import { MAX_PAGE } from '@vag/domain';
import { data } from 'react-router';
import { useT } from '../lib/use-site';
import { fillMessage } from './catalogue/fill-message';
import { Link } from './Link';

/** `?page=3` → 3; anything else is the first page; beyond any list's last page (MAX_PAGE) no page: 404. */
export function pageParam(value: string | null): number | undefined {
  const page = Number(value);
  if (!Number.isInteger(page) || page <= 1) return undefined;
  if (page > MAX_PAGE) throw data(null, { status: 404 });
  return page;
}

/** Pages to show: the first, the last and one on each side of the current one; a gap is null. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  const result: (number | null)[] = [];
  for (const page of [...pages].sort((a, b) => a - b)) {
    const previous = result.at(-1);
    if (typeof previous === 'number' && page - previous > 1) result.push(null);
    result.push(page);
  }
  return result;
}

/**
 * Paging links of every list (products, blog, search): plain links of the list's URL, so each
 * page can be shared and works without JavaScript. On phones the steps show only their arrows.
 */
export function Pagination({
  current,
  last,
  hrefOf,
}: {
  current: number;
  last: number;
  hrefOf: (page: number) => string;
}) {
  const t = useT();
  if (last <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul>
        <li>
          {current > 1 ? (
            <Link
              to={hrefOf(current - 1)}
              className="pagination__step"
              rel="prev"
              aria-label={t('pagination.previous')}
            >
              <span aria-hidden="true">‹</span> <span className="pagination__text">{t('pagination.previous')}</span>
            </Link>
          ) : null}
        </li>
        {pageWindow(current, last).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={hrefOf(page)}
                className="pagination__page"
                aria-current={page === current ? 'page' : undefined}
                aria-label={fillMessage(t('pagination.page'), { page })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <Link to={hrefOf(current + 1)} className="pagination__step" rel="next" aria-label={t('pagination.next')}>
              <span className="pagination__text">{t('pagination.next')}</span> <span aria-hidden="true">›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}

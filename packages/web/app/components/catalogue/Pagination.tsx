import { Link } from 'react-router';
import { useT } from '../../lib/use-site';
import { fillMessage } from './fill-message';

/** Pages to show: the first, the last and two around the current one, gaps as null. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((page) => page >= 1 && page <= last));
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  for (const page of sorted) {
    const previous = result[result.length - 1];
    if (typeof previous === 'number' && page - previous > 1) result.push(null);
    result.push(page);
  }
  return result;
}

/** Paging links (plain links: they work without JavaScript and can be shared). */
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
    <nav className="catalogue-pagination" aria-label={t('catalogue.pagination.label')}>
      <ul>
        <li>
          {current > 1 ? (
            <Link
              to={hrefOf(current - 1)}
              className="catalogue-pagination__step"
              rel="prev"
              aria-label={t('catalogue.pagination.previous')}
            >
              <span aria-hidden="true">‹</span>{' '}
              <span className="catalogue-pagination__text">{t('catalogue.pagination.previous')}</span>
            </Link>
          ) : null}
        </li>
        {pageWindow(current, last).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity of their own.
            <li key={`gap-${index}`} className="catalogue-pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={hrefOf(page)}
                className="catalogue-pagination__page"
                aria-current={page === current ? 'page' : undefined}
                aria-label={fillMessage(t('catalogue.pagination.page'), { page })}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < last ? (
            <Link
              to={hrefOf(current + 1)}
              className="catalogue-pagination__step"
              rel="next"
              aria-label={t('catalogue.pagination.next')}
            >
              <span className="catalogue-pagination__text">{t('catalogue.pagination.next')}</span>{' '}
              <span aria-hidden="true">›</span>
            </Link>
          ) : null}
        </li>
      </ul>
    </nav>
  );
}

import type { ListMeta } from '@vag/domain';
import { Link } from 'react-router';
import { useT } from '../../lib/use-site';

/** `?page=3` → 3; anything else is the first page. */
export function pageParam(value: string | null): number | undefined {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 ? page : undefined;
}

/** Page numbers to show: the first, the last and two around the current one; null is a gap. */
export function pageWindow(current: number, last: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let page = 1; page <= last; page++) {
    if (page === 1 || page === last || Math.abs(page - current) <= 2) pages.push(page);
    else if (pages.at(-1) !== null) pages.push(null);
  }
  return pages;
}

/** Links that page a list through its URL, so every page can be shared and works without JavaScript. */
export function Pagination({ meta, hrefFor }: { meta: ListMeta; hrefFor: (page: number) => string }) {
  const t = useT();
  if (meta.last_page <= 1) return null;
  const current = meta.current_page;
  return (
    <nav className="pagination" aria-label={t('content.pagination.label')}>
      {current > 1 ? (
        <Link className="pagination__step" to={hrefFor(current - 1)} rel="prev">
          ← {t('content.pagination.previous')}
        </Link>
      ) : (
        <span className="pagination__step" aria-hidden="true" />
      )}
      <ol className="pagination__pages">
        {pageWindow(current, meta.last_page).map((page, index) =>
          page === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
            <li key={`gap-${index}`} aria-hidden="true" className="pagination__gap">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                className="pagination__page"
                to={hrefFor(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={`${t('content.pagination.page')} ${page}`}
              >
                {page}
              </Link>
            </li>
          ),
        )}
      </ol>
      {current < meta.last_page ? (
        <Link className="pagination__step" to={hrefFor(current + 1)} rel="next">
          {t('content.pagination.next')} →
        </Link>
      ) : (
        <span className="pagination__step" aria-hidden="true" />
      )}
    </nav>
  );
}

import { PRODUCT_LIST_MODES, type ProductListMode } from '@vag/domain';
import { pageParam } from '../Pagination';

/**
 * The state of a category listing lives in the URL query (shareable, reloadable, and a plain
 * GET form without JavaScript): `sub` (child category ids, repeated), `min`, `max`, `sort`,
 * `page`, and `list` (a product list mode, as the carousel links use it).
 */
export const SORT_OPTIONS = ['price-asc', 'price-desc', 'newest', 'name', 'date'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export interface ListingQuery {
  sub: number[];
  min?: number;
  max?: number;
  sort?: SortOption;
  page: number;
  list?: ProductListMode;
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value.trim())) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/** Reads the query leniently: a hand-edited or stale URL drops what it cannot use instead of failing. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const sub = [...new Set(params.getAll('sub').map(positiveInt))].filter((id) => id !== undefined);
  const min = positiveInt(params.get('min'));
  // Spec §5: max_price only when not 0; an upside-down range keeps its lower end.
  let max = positiveInt(params.get('max'));
  if (max !== undefined && min !== undefined && max < min) max = undefined;
  const sort = SORT_OPTIONS.find((option) => option === params.get('sort'));
  const list = PRODUCT_LIST_MODES.find((mode) => mode === params.get('list'));
  return { sub: sub.sort((a, b) => a - b), min, max, sort, page: pageParam(params.get('page')) ?? 1, list };
}

/** The query string of a listing state, in a stable order; empty parts are left out. */
export function listingSearch(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.list) params.set('list', query.list);
  for (const id of query.sub) params.append('sub', String(id));
  if (query.min) params.set('min', String(query.min));
  if (query.max) params.set('max', String(query.max));
  if (query.sort) params.set('sort', query.sort);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Whether the visitor narrowed the list (the empty state then offers to clear the filters). */
export function isFiltered(query: ListingQuery): boolean {
  return query.sub.length > 0 || query.min !== undefined || query.max !== undefined;
}

type Column<T extends 'product' | 'training'> = T extends 'product'
  ? 'price' | 'created_at' | 'name'
  : 'price' | 'created_at' | 'title' | 'next_date';

/** The API's `sort_by[]`/`sort_dir[]` of a sort option (names are `name` for products, `title` for trainings). */
export function sortParams<T extends 'product' | 'training'>(
  kind: T,
  sort: SortOption | undefined,
): { sortBy?: Column<T>; sortDir?: 'asc' | 'desc' } {
  switch (sort) {
    case 'price-asc':
      return { sortBy: 'price' as Column<T>, sortDir: 'asc' };
    case 'price-desc':
      return { sortBy: 'price' as Column<T>, sortDir: 'desc' };
    case 'newest':
      return { sortBy: 'created_at' as Column<T>, sortDir: 'desc' };
    case 'name':
      return { sortBy: (kind === 'product' ? 'name' : 'title') as Column<T>, sortDir: 'asc' };
    case 'date':
      return kind === 'training' ? { sortBy: 'next_date' as Column<T>, sortDir: 'asc' } : {};
    default:
      return {};
  }
}

import type { CatalogueListMeta } from '@vag/domain';
import { pageMeta } from '../../lib/http-query';
import type { SortKey } from './catalogue.params';
import type { ListTotals } from './catalogue.totals';

export interface CatalogueListRequest<M extends string, C extends string> {
  page: number;
  perPage?: number;
  sort: SortKey<C>[];
  mode?: M;
}

export interface CatalogueListRules<M extends string, C extends string> {
  defaultPageSize: number;
  /** Spec §9: list modes show short lists unless the caller asks for a page size. */
  modePageSize: Record<M, number>;
  modeSort: Partial<Record<M, SortKey<C>[]>>;
}

export interface CatalogueListSteps<C extends string, T> {
  /** The page's ids, with the catalogue version they were read at when the list's tables keep one. */
  pageIds(sort: SortKey<C>[], limit: number, offset: number): Promise<{ ids: number[]; version?: number }>;
  /** The filtered list's totals; the page's version lets them be reused (catalogue.totals.ts). */
  totals(version: number | undefined): Promise<ListTotals>;
  load(ids: number[]): Promise<T[]>;
}

/**
 * One page of a product or training list: the mode's page size and sort unless the caller
 * set them, the page, then its items and the totals side by side, and the DESIGN §4 meta with
 * the price range of the filtered list.
 */
export async function catalogueListPage<M extends string, C extends string, T>(
  request: CatalogueListRequest<M, C>,
  rules: CatalogueListRules<M, C>,
  steps: CatalogueListSteps<C, T>,
): Promise<{ data: T[]; meta: CatalogueListMeta }> {
  const perPage = request.perPage ?? (request.mode ? rules.modePageSize[request.mode] : rules.defaultPageSize);
  const sort = request.sort.length > 0 ? request.sort : ((request.mode && rules.modeSort[request.mode]) ?? []);
  const page = await steps.pageIds(sort, perPage, (request.page - 1) * perPage);
  const [totals, data] = await Promise.all([steps.totals(page.version), steps.load(page.ids)]);
  return {
    data,
    meta: {
      ...pageMeta({ page: request.page, perPage }, totals.total, data.length),
      price_range: { min: totals.min, max: totals.max },
    },
  };
}

/** The slug of a detail path (`/termek/{full_uri}`): its last segment. */
export function slugOfUri(fullUri: string): string | undefined {
  return fullUri.split('/').filter(Boolean).at(-1);
}

/** The match in the requested language, else any: a slug of the other language still finds it. */
export function matchInLocale<R extends { localeId: number }>(matches: R[], localeId: number): R | undefined {
  return matches.find((match) => match.localeId === localeId) ?? matches[0];
}

import {
  type HostId,
  type Locale,
  LocaleId,
  localizePath,
  SEARCH_COUNTER_KEYS,
  SEARCH_DOCUMENT_TYPES,
  SEARCH_MAX_KEYWORD_LENGTH,
  SEARCH_MIN_KEYWORD_LENGTH,
  type SearchCounters,
  type SearchResponse,
  type SearchResult,
  type SuggestResponse,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { excerpt } from '../../lib/html';
import { offsetOf, type Paging, pageMeta } from '../../lib/http-query';
import { getProductsByIds } from '../products/products.service';
import {
  deleteDocumentsOfRefs,
  deleteDocumentsOfTypes,
  insertDocuments,
  type MatchQuery,
  type MatchRow,
  selectMatches,
  selectSuggestionPool,
} from './search.queries';
import type { SearchDocumentType, SearchSource, SearchSources } from './search.types';

/** How many of the best matches suggestions look at for relevant categories. */
const SUGGEST_CATEGORY_POOL = 20;
const SUGGEST_CATEGORY_LIMIT = 3;
const MAX_WORDS = 8;

async function inTransaction(db: Db, run: (tx: Db) => Promise<void>) {
  await db.transaction(async (tx) => run(tx as unknown as Db));
}

/** Replaces every document of the given sources' types with what the sources give now. */
export async function reindexSearch(db: Db, sources: SearchSources): Promise<number> {
  let indexed = 0;
  await inTransaction(db, async (tx) => {
    for (const [type, source] of Object.entries(sources) as [SearchDocumentType, SearchSource][]) {
      const documents = (await source(tx)).filter((document) => document.type === type);
      await deleteDocumentsOfTypes(tx, [type]);
      await insertDocuments(tx, documents);
      indexed += documents.length;
    }
  });
  return indexed;
}

/**
 * Re-reads some records of one source after they were written: their documents are replaced,
 * and a record the source no longer gives (deleted, deactivated) leaves the index.
 */
export async function reindexSearchRefs(db: Db, type: SearchDocumentType, source: SearchSource, refIds: number[]) {
  if (refIds.length === 0) return;
  await inTransaction(db, async (tx) => {
    const documents = (await source(tx, refIds)).filter((document) => document.type === type);
    await deleteDocumentsOfRefs(tx, type, refIds);
    await insertDocuments(tx, documents);
  });
}

/** The keyword's words, accents kept (the database removes them with the same dictionary as the index). */
export function keywordWords(keyword: string): string[] {
  return keyword
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

function matchQuery(hostId: HostId, locale: Locale, keyword: string | undefined): MatchQuery | undefined {
  const text = (keyword ?? '').trim().replace(/\s+/g, ' ').slice(0, SEARCH_MAX_KEYWORD_LENGTH);
  const words = keywordWords(text);
  if (text.length < SEARCH_MIN_KEYWORD_LENGTH || words.length === 0) return undefined;
  return { hostId, localeId: LocaleId[locale], keyword: text, words };
}

const emptyCounters = (): SearchCounters => ({ blog: 0, page: 0, product: 0, training: 0 });

function resultOf(row: MatchRow, locale: Locale): SearchResult {
  return {
    type: row.type,
    id: row.ref_id,
    title: row.title,
    excerpt: excerpt(row.body),
    image: row.image,
    link: localizePath(row.link, locale),
  };
}

/** Today's price of the products among the results; one no longer on sale has none. */
async function productOffers(db: Db, params: SearchParams, rows: MatchRow[]) {
  const ids = rows.filter((row) => row.type === 'Product').map((row) => row.ref_id);
  const products = ids.length ? await getProductsByIds(db, params.hostId, params.locale, ids) : [];
  return new Map(
    products.map((product) => [
      product.id,
      {
        price: product.price,
        price_original: product.price_original,
        has_promotion: product.has_promotion,
        is_only_for_professionals: product.is_only_for_professionals,
      } satisfies SearchResult['offer'],
    ]),
  );
}

export interface SearchParams {
  hostId: HostId;
  locale: Locale;
  keyword?: string;
  /** Only these kinds; all when absent. */
  types?: SearchDocumentType[];
  paging: Paging;
}

/** Global search: typed results of one site and language, best first, with counters per type. */
export async function searchSite(db: Db, params: SearchParams): Promise<SearchResponse> {
  const query = matchQuery(params.hostId, params.locale, params.keyword);
  const types = params.types?.length ? params.types : [...SEARCH_DOCUMENT_TYPES];
  if (!query) return { data: [], meta: pageMeta(params.paging, 0, 0), counters: emptyCounters() };
  const { counts, rows } = await selectMatches(db, query, {
    types,
    limit: params.paging.perPage,
    offset: offsetOf(params.paging),
    withCounts: true,
  });
  const counters = emptyCounters();
  let total = 0;
  for (const { type, count } of counts) {
    counters[SEARCH_COUNTER_KEYS[type]] = count;
    if (types.includes(type)) total += count;
  }
  const offers = await productOffers(db, params, rows);
  return {
    data: rows.map((row) => {
      const offer = row.type === 'Product' ? offers.get(row.ref_id) : undefined;
      return { ...resultOf(row, params.locale), ...(offer && { offer }) };
    }),
    meta: pageMeta(params.paging, total, rows.length),
    counters,
  };
}

/** Up to `limit` suggestions for the search box, and the categories the best matches belong to. */
export async function suggest(
  db: Db,
  params: { hostId: HostId; locale: Locale; keyword?: string; limit: number },
): Promise<SuggestResponse> {
  const query = matchQuery(params.hostId, params.locale, params.keyword);
  if (!query) return { objects: [], categories: [] };
  const limit = Math.max(params.limit, SUGGEST_CATEGORY_POOL);
  const rows =
    (await selectSuggestionPool(db, query, limit)) ??
    (await selectMatches(db, query, { types: [...SEARCH_DOCUMENT_TYPES], limit, offset: 0, withCounts: false })).rows;
  const categories = new Map<string, SuggestResponse['categories'][number]>();
  for (const row of rows) {
    if (!row.category_name || !row.category_link || categories.size >= SUGGEST_CATEGORY_LIMIT) continue;
    const link = localizePath(row.category_link, params.locale);
    if (!categories.has(link)) categories.set(link, { name: row.category_name, link, type: row.type });
  }
  return {
    objects: rows.slice(0, params.limit).map((row) => {
      const { id, image, title, link, type } = resultOf(row, params.locale);
      return { id, image, title, link, type };
    }),
    categories: [...categories.values()],
  };
}

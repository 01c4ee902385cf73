import { type RouteConfig, z } from '@hono/zod-openapi';
import { decimalInteger, type ListMeta, MAX_PAGE, MAX_PAGE_SIZE } from '@vag/domain';

/*
 * Query parameters, paging and caching shared by the API's list calls (DESIGN §4).
 */

/** Content changes now and then: a minute fresh, ten minutes served stale while revalidating. */
export const CONTENT_CACHE = 'public, max-age=60, stale-while-revalidate=600';
/** Reference lists (delivery and payment methods, parcel points) change rarely. */
export const REFERENCE_CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

/** `page` and `per_page` of a list; `defaultSize` is the list's own page size. */
export function pagingQuery(defaultSize: number) {
  return {
    page: decimalInteger(z.number().int().min(1).max(MAX_PAGE))
      .default(1)
      .openapi({ param: { name: 'page', in: 'query' }, example: 1 }),
    per_page: decimalInteger(z.number().int().min(1).max(MAX_PAGE_SIZE))
      .optional()
      .openapi({ param: { name: 'per_page', in: 'query' }, description: `Default ${defaultSize}.` }),
  };
}

export interface Paging {
  page: number;
  perPage: number;
}

export const offsetOf = ({ page, perPage }: Paging) => (page - 1) * perPage;

/** DESIGN §4 paging meta; `from`/`to` are 1-based positions, null on an empty page. */
export function pageMeta({ page, perPage }: Paging, total: number, count: number): ListMeta {
  const from = count > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    from,
    to: from === null ? null : from + count - 1,
    total,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
  };
}

/** Meta of a list that is never paged (carousel, categories): one page holding everything. */
export const wholeListMeta = (count: number): ListMeta =>
  pageMeta({ page: 1, perPage: Math.max(count, 1) }, count, count);

/**
 * The spec writes some list paths with a trailing slash (`/api/v1/salons/`) and Hono routes
 * strictly: the same route again under the other spelling, left out of the OpenAPI document.
 */
export function slashAlias<R extends RouteConfig>(route: R): R {
  const path = route.path.endsWith('/') ? route.path.slice(0, -1) : `${route.path}/`;
  return { ...route, path, hide: true };
}

const arrayOf = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => (value === undefined ? value : [value].flat()), z.array(item).max(MAX_PAGE_SIZE)).optional();
type ArraySchema<T extends z.ZodType> = ReturnType<typeof arrayOf<T>>;

/**
 * An array parameter in both spellings, `name[]=a&name[]=b` (the storefront's) and `name=a`;
 * read it with `arrayParam`.
 */
export function arrayQuery<N extends string, T extends z.ZodType>(
  name: N,
  item: T,
  description: string,
): Record<`${N}[]` | N, ArraySchema<T>> {
  const schema = (documented: string) =>
    arrayOf(item).openapi({
      param: { name: documented, in: 'query', style: 'form', explode: true },
      description: documented === name ? `Same as \`${name}[]\`.` : description,
    });
  return { [`${name}[]`]: schema(`${name}[]`), [name]: schema(name) } as Record<`${N}[]` | N, ArraySchema<T>>;
}

type Items<V> = NonNullable<V> extends readonly (infer I)[] ? I : never;

/** The values of an array parameter, whichever spelling the caller used; undefined when absent. */
export function arrayParam<Q extends object, N extends string & keyof Q>(query: Q, name: N): Items<Q[N]>[] | undefined {
  const read = (key: string) => ((query as Record<string, unknown>)[key] as Items<Q[N]>[] | undefined) ?? [];
  const values = [...read(`${name}[]`), ...read(name)];
  return values.length > 0 ? values : undefined;
}

/** `1`/`0` flags of the query string. */
export const flagQuery = (name: string, description: string) =>
  z
    .enum(['0', '1'])
    .optional()
    .openapi({ param: { name, in: 'query' }, description });

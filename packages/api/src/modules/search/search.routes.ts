import { createRoute, z } from '@hono/zod-openapi';
import {
  decimalInteger,
  HostId,
  LocaleId,
  localeFromId,
  SEARCH_DOCUMENT_TYPES,
  SEARCH_MAX_KEYWORD_LENGTH,
  SEARCH_PAGE_SIZE,
  SUGGESTIONS_DESKTOP,
  searchResponseSchema,
  suggestResponseSchema,
} from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { arrayParam, arrayQuery, CONTENT_CACHE, pagingQuery } from '../../lib/http-query';
import { createRouter, errorResponses } from '../../lib/router';
import { localeIdParam } from '../../lib/schemas';
import { searchSite, suggest } from './search.service';

const siteParams = z.object({
  host: decimalInteger(z.number().pipe(z.union([z.literal(HostId.shop), z.literal(HostId.academy)]))).openapi({
    param: { name: 'host', in: 'path' },
    description: '1 = shop, 2 = academy',
    example: 1,
  }),
  locale: decimalInteger(z.number().pipe(z.union([z.literal(LocaleId.hu), z.literal(LocaleId.en)]))).openapi({
    param: { name: 'locale', in: 'path' },
    description: '1 = hu, 2 = en',
    example: 1,
  }),
});

const keywordQuery = z
  .string()
  .max(SEARCH_MAX_KEYWORD_LENGTH * 2)
  .optional()
  .openapi({
    param: { name: 'keyword', in: 'query' },
    description: 'Words to find; accents and small typos do not matter. Under 2 characters finds nothing.',
    example: 'hidratáló krém',
  });

const searchRoute = createRoute({
  method: 'get',
  path: '/api/v1/global-search/search/{host}/{locale}',
  tags: ['Search'],
  summary: 'Search products, trainings, blog posts and pages of a site in a language',
  request: {
    params: siteParams,
    query: z.object({
      keyword: keywordQuery,
      locale_id: localeIdParam,
      ...pagingQuery(SEARCH_PAGE_SIZE),
      ...arrayQuery(
        'filter',
        z.enum(SEARCH_DOCUMENT_TYPES),
        'Only these kinds: BlogPost, CustomPage, Product, Training.',
      ),
    }),
  },
  responses: {
    200: {
      description: 'The best matches first, with the number of matches per kind',
      content: { 'application/json': { schema: searchResponseSchema } },
    },
    ...errorResponses,
  },
});

const suggestRoute = createRoute({
  method: 'get',
  path: '/api/v1/global-search/suggest/{host}/{locale}',
  tags: ['Search'],
  summary: 'Suggestions of the search box: the best few matches and their categories',
  request: {
    params: siteParams,
    query: z.object({
      keyword: keywordQuery,
      locale_id: localeIdParam,
      limit: decimalInteger(z.number().int().min(1).max(SUGGESTIONS_DESKTOP))
        .default(SUGGESTIONS_DESKTOP)
        .openapi({
          param: { name: 'limit', in: 'query' },
          description: 'At most 5 (desktop); the mobile overlay asks 2.',
        }),
    }),
  },
  responses: {
    200: { description: 'Suggestions', content: { 'application/json': { schema: suggestResponseSchema } } },
    ...errorResponses,
  },
});

export function searchRoutes({ database }: ApiOptions) {
  return createRouter()
    .openapi(searchRoute, async (c) => {
      const { host, locale } = c.req.valid('param');
      const query = c.req.valid('query');
      const body = await searchSite(database.db, {
        hostId: host,
        locale: localeFromId(locale) ?? 'hu',
        keyword: query.keyword,
        types: arrayParam(query, 'filter'),
        paging: { page: query.page, perPage: query.per_page ?? SEARCH_PAGE_SIZE },
      });
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json(body, 200);
    })
    .openapi(suggestRoute, async (c) => {
      const { host, locale } = c.req.valid('param');
      const query = c.req.valid('query');
      const body = await suggest(database.db, {
        hostId: host,
        locale: localeFromId(locale) ?? 'hu',
        keyword: query.keyword,
        limit: query.limit,
      });
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json(body, 200);
    });
}

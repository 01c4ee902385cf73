import { createRoute, z } from '@hono/zod-openapi';
import {
  decimalInteger,
  errorBodySchema,
  PRODUCT_LIST_MODES,
  PRODUCT_RELATIONS,
  PRODUCT_SORT_COLUMNS,
  productListSchema,
  productResponseSchema,
  relatedProductsSchema,
} from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { arrayParam, arrayQuery, CONTENT_CACHE } from '../../lib/http-query';
import { createRouter, errorResponses } from '../../lib/router';
import { hostIdParam, localeIdParam } from '../../lib/schemas';
import { idsQuery, listQueryShape, refinePriceRange, sortKeys } from '../catalogue/catalogue.params';
import { getProductByUri, listProducts, listRelatedProducts } from './products.service';

const notFound = {
  404: { description: 'No such product on this site', content: { 'application/json': { schema: errorBodySchema } } },
} as const;

const listQuery = z
  .object({
    host_id: hostIdParam,
    locale_id: localeIdParam,
    ...idsQuery('main_category_ids', 'Products in any of these main categories.'),
    ...idsQuery('category_ids', 'Products in any of these categories.'),
    ...idsQuery('sub_category_ids', 'Products in any of these sub categories.'),
    ...listQueryShape,
    ...arrayQuery(
      'sort_by',
      z.enum(PRODUCT_SORT_COLUMNS),
      'Sort columns in priority order; catalogue order (id) when absent, newest first in the `newest` list.',
    ),
    ...arrayQuery('load', z.enum(PRODUCT_RELATIONS), 'Relations to include; all of them when absent.'),
    list: z
      .enum(PRODUCT_LIST_MODES)
      .optional()
      .openapi({
        param: { name: 'list', in: 'query' },
        description:
          'One of the spec’s mutually exclusive list modes: `newest` (newest first), `highlighted`, `promoted` ' +
          '(price below price_original) or `professionals` (only for professionals). Each narrows the list and ' +
          'defaults per_page to its short list size.',
      }),
  })
  .superRefine(refinePriceRange);

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/products',
  tags: ['Catalogue'],
  summary: 'The shop’s products, filtered, sorted and paged',
  description:
    'Filters combine: each category parameter narrows the list. `meta.price_range` is the price range of the ' +
    'list without the price filter, for the price slider.',
  request: { query: listQuery },
  responses: {
    200: { description: 'A page of products', content: { 'application/json': { schema: productListSchema } } },
    ...errorResponses,
  },
});

const byUriRoute = createRoute({
  method: 'get',
  path: '/api/v1/products/by-uri',
  tags: ['Catalogue'],
  summary: 'One product by its detail path (`/termek/{full_uri}`)',
  description:
    'The last segment is the product slug in either language; the category segments before it are not checked. ' +
    'The answer’s `full_uri` is canonical in the requested language: redirect when it differs.',
  request: {
    query: z.object({
      host_id: hostIdParam,
      locale_id: localeIdParam,
      full_uri: z
        .string()
        .trim()
        .min(1)
        .max(500)
        .openapi({
          param: { name: 'full_uri', in: 'query' },
          example: 'arcapolas/arctisztitas/tisztito-habok/gyengeden-tisztito-hab',
        }),
    }),
  },
  responses: {
    200: { description: 'The product', content: { 'application/json': { schema: productResponseSchema } } },
    ...notFound,
    ...errorResponses,
  },
});

const relatedRoute = createRoute({
  method: 'get',
  path: '/api/v1/products/{id}/getRelatedProducts',
  tags: ['Catalogue'],
  summary: 'Five products to show beside one',
  description:
    'Products of the same sub categories first, then of the same categories, then of the same main categories.',
  request: {
    params: z.object({
      id: decimalInteger(z.number().int().positive()).openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
    }),
    query: z.object({ host_id: hostIdParam, locale_id: localeIdParam }),
  },
  responses: {
    200: { description: 'The related products', content: { 'application/json': { schema: relatedProductsSchema } } },
    ...notFound,
    ...errorResponses,
  },
});

export function productRoutes({ database }: ApiOptions) {
  const db = database.db;
  return createRouter()
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const page = await listProducts(db, {
        hostId: c.var.hostId,
        locale: c.var.locale,
        mainCategoryIds: arrayParam(query, 'main_category_ids'),
        categoryIds: arrayParam(query, 'category_ids'),
        subCategoryIds: arrayParam(query, 'sub_category_ids'),
        seo: query.seo,
        minPrice: query.min_price,
        maxPrice: query.max_price,
        page: query.page,
        perPage: query.per_page,
        sort: sortKeys(arrayParam(query, 'sort_by'), arrayParam(query, 'sort_dir')),
        load: arrayParam(query, 'load'),
        mode: query.list,
      });
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json(page, 200);
    })
    .openapi(byUriRoute, async (c) => {
      const data = await getProductByUri(db, c.var.hostId, c.var.locale, c.req.valid('query').full_uri);
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json({ data }, 200);
    })
    .openapi(relatedRoute, async (c) => {
      const data = await listRelatedProducts(db, c.var.hostId, c.var.locale, c.req.valid('param').id);
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json({ data }, 200);
    });
}

import { createRoute, z } from '@hono/zod-openapi';
import {
  errorBodySchema,
  TRAINING_LIST_MODES,
  TRAINING_RELATIONS,
  TRAINING_SORT_COLUMNS,
  trainingListSchema,
  trainingResponseSchema,
} from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { arrayParam, arrayQuery, CONTENT_CACHE } from '../../lib/http-query';
import { createRouter, errorResponses } from '../../lib/router';
import { hostIdParam, localeIdParam } from '../../lib/schemas';
import { idsQuery, listQueryShape, refinePriceRange, sortKeys } from '../catalogue/catalogue.params';
import { getTrainingByUri, listTrainings } from './trainings.service';

const categoryIds = 'Trainings in any of these training categories or below them.';

const listQuery = z
  .object({
    host_id: hostIdParam,
    locale_id: localeIdParam,
    ...idsQuery('main_category_ids', categoryIds),
    ...idsQuery('category_ids', categoryIds),
    ...idsQuery('sub_category_ids', categoryIds),
    ...listQueryShape,
    ...arrayQuery(
      'sort_by',
      z.enum(TRAINING_SORT_COLUMNS),
      'Sort columns in priority order; `price` is the lowest price payable, `next_date` the first upcoming date ' +
        '(trainings without one last). Catalogue order (id) when absent, newest first in the `newest` list.',
    ),
    ...arrayQuery('load', z.enum(TRAINING_RELATIONS), 'Relations to include; all of them when absent.'),
    list: z
      .enum(TRAINING_LIST_MODES)
      .optional()
      .openapi({
        param: { name: 'list', in: 'query' },
        description:
          'Mutually exclusive list modes: `newest` (newest first), `highlighted`, `promoted` (with a sales price). ' +
          'Each narrows the list and defaults per_page to its short list size.',
      }),
    location: z
      .enum(['classroom', 'online'])
      .optional()
      .openapi({
        param: { name: 'location', in: 'query' },
        description: 'Trainings offered this way, alone or besides the other.',
      }),
  })
  .superRefine(refinePriceRange);

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/trainings',
  tags: ['Catalogue'],
  summary: 'The academy’s trainings with their upcoming dates, filtered, sorted and paged',
  description:
    'Prices filter and sort by the lowest price a buyer can pay (a sales price when there is one). ' +
    '`meta.price_range` is the range of the list without the price filter.',
  request: { query: listQuery },
  responses: {
    200: { description: 'A page of trainings', content: { 'application/json': { schema: trainingListSchema } } },
    ...errorResponses,
  },
});

const byUriRoute = createRoute({
  method: 'get',
  path: '/api/v1/trainings/by-uri',
  tags: ['Catalogue'],
  summary: 'One training by its detail path (`/kepzes/{full_uri}`)',
  description:
    'The last segment is the training slug in either language; the category segments before it are not ' +
    'checked. The answer’s `full_uri` is canonical in the requested language: redirect when it differs.',
  request: {
    query: z.object({
      host_id: hostIdParam,
      locale_id: localeIdParam,
      full_uri: z
        .string()
        .trim()
        .min(1)
        .max(500)
        .openapi({ param: { name: 'full_uri', in: 'query' }, example: 'arckezelesek/klasszikus-arckezeles' }),
    }),
  },
  responses: {
    200: { description: 'The training', content: { 'application/json': { schema: trainingResponseSchema } } },
    404: {
      description: 'No such training on this site',
      content: { 'application/json': { schema: errorBodySchema } },
    },
    ...errorResponses,
  },
});

export function trainingRoutes({ database }: ApiOptions) {
  const db = database.db;
  return createRouter()
    .openapi(listRoute, async (c) => {
      const query = c.req.valid('query');
      const page = await listTrainings(db, {
        hostId: c.var.hostId,
        locale: c.var.locale,
        mainCategoryIds: arrayParam(query, 'main_category_ids'),
        categoryIds: arrayParam(query, 'category_ids'),
        subCategoryIds: arrayParam(query, 'sub_category_ids'),
        seo: query.seo,
        minPrice: query.min_price,
        maxPrice: query.max_price,
        location: query.location,
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
      const data = await getTrainingByUri(db, c.var.hostId, c.var.locale, c.req.valid('query').full_uri);
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json({ data }, 200);
    });
}

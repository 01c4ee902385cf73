import { createRoute, z } from '@hono/zod-openapi';
import { trainingCategoryListSchema } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { CONTENT_CACHE, wholeListMeta } from '../../lib/http-query';
import { createRouter, errorResponses } from '../../lib/router';
import { hostIdParam, localeIdParam } from '../../lib/schemas';
import { onlyForUserQuery } from '../catalogue/catalogue.params';
import { listTrainingCategories } from './training-categories.service';

const route = createRoute({
  method: 'get',
  path: '/api/v1/training-categories',
  tags: ['Catalogue'],
  summary: 'The academy’s training categories, nested in `childrens`',
  description:
    'Up to three levels, each with its localized `url` (`/kategoria/{level 1}/{level 2}`, `/en/category/...`). ' +
    'The academy’s tree; the shop answers an empty list. Not paged: `meta` describes one page of top-level entries.',
  request: { query: z.object({ host_id: hostIdParam, locale_id: localeIdParam, only_for_user: onlyForUserQuery }) },
  responses: {
    200: {
      description: 'The top-level categories in display order',
      content: { 'application/json': { schema: trainingCategoryListSchema } },
    },
    ...errorResponses,
  },
});

export function trainingCategoryRoutes({ database }: ApiOptions) {
  return createRouter().openapi(route, async (c) => {
    const data = await listTrainingCategories(database.db, {
      hostId: c.var.hostId,
      locale: c.var.locale,
      onlyForUser: c.req.valid('query').only_for_user === '1',
    });
    c.header('Cache-Control', CONTENT_CACHE);
    return c.json({ data, meta: wholeListMeta(data.length) }, 200);
  });
}

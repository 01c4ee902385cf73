import { createRoute, z } from '@hono/zod-openapi';
import { productMainCategoryListSchema } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { CONTENT_CACHE, wholeListMeta } from '../../lib/http-query';
import { createRouter, errorResponses } from '../../lib/router';
import { hostIdParam, localeIdParam } from '../../lib/schemas';
import { onlyForUserQuery } from '../catalogue/catalogue.params';
import { listProductMainCategories } from './product-categories.service';

const route = createRoute({
  method: 'get',
  path: '/api/v1/product-main-categories',
  tags: ['Catalogue'],
  summary: 'The shop’s category tree: main categories → categories → sub categories',
  description:
    'Every level carries its localized `url` (`/kategoria/{main}/{category}/{sub}`, `/en/category/...`) and ' +
    'SEO data. The shop’s tree; the academy answers an empty list. Not paged: `meta` describes one page.',
  request: {
    query: z.object({
      host_id: hostIdParam,
      locale_id: localeIdParam,
      only_for_user: onlyForUserQuery,
      slug: z
        .string()
        .trim()
        .min(1)
        .max(200)
        .optional()
        .openapi({
          param: { name: 'slug', in: 'query' },
          description: 'A main category slug in either language: the list holds that one.',
        }),
    }),
  },
  responses: {
    200: {
      description: 'The main categories, in the shop’s order',
      content: { 'application/json': { schema: productMainCategoryListSchema } },
    },
    ...errorResponses,
  },
});

export function productCategoryRoutes({ database }: ApiOptions) {
  return createRouter().openapi(route, async (c) => {
    const query = c.req.valid('query');
    const data = await listProductMainCategories(database.db, {
      hostId: c.var.hostId,
      locale: c.var.locale,
      slug: query.slug,
      onlyForUser: query.only_for_user === '1',
    });
    c.header('Cache-Control', CONTENT_CACHE);
    return c.json({ data, meta: wholeListMeta(data.length) }, 200);
  });
}

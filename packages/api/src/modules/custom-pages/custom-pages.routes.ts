import { createRoute, z } from '@hono/zod-openapi';
import { CUSTOM_PAGE_PAGE_SIZE, customPageListSchema } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { CONTENT_CACHE, pagingQuery, slashAlias } from '../../lib/http-query';
import { createRouter, errorResponses } from '../../lib/router';
import { hostIdParam, localeIdParam } from '../../lib/schemas';
import { listCustomPages } from './custom-pages.service';

const route = createRoute({
  method: 'get',
  path: '/api/v1/custom-pages',
  tags: ['Content'],
  summary: 'Custom pages of a site (terms, privacy, FAQ...), or the one with a slug',
  request: {
    query: z.object({
      host_id: hostIdParam,
      locale_id: localeIdParam,
      seo_slug: z
        .string()
        .trim()
        .min(1)
        .max(200)
        .optional()
        .openapi({
          param: { name: 'seo_slug', in: 'query' },
          description: 'A slug in either language: the list holds that page, in the language asked for.',
          example: 'aszf',
        }),
      ...pagingQuery(CUSTOM_PAGE_PAGE_SIZE),
    }),
  },
  responses: {
    200: {
      description: 'The pages, by title; content_html is sanitised',
      content: { 'application/json': { schema: customPageListSchema } },
    },
    ...errorResponses,
  },
});

export function customPageRoutes({ database }: ApiOptions) {
  const router = createRouter();
  for (const config of [route, slashAlias(route)]) {
    router.openapi(config, async (c) => {
      const query = c.req.valid('query');
      const body = await listCustomPages(database.db, {
        hostId: c.var.hostId,
        locale: c.var.locale,
        slug: query.seo_slug,
        paging: { page: query.page, perPage: query.per_page ?? CUSTOM_PAGE_PAGE_SIZE },
      });
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json(body, 200);
    });
  }
  return router;
}

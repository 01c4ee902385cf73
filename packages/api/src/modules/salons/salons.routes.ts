import { createRoute, z } from '@hono/zod-openapi';
import { errorBodySchema, SALON_PAGE_SIZE, salonListSchema, salonResponseSchema } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { CONTENT_CACHE, flagQuery, pagingQuery, slashAlias } from '../../lib/http-query';
import { createRouter, errorResponses } from '../../lib/router';
import { hostIdParam, localeIdParam } from '../../lib/schemas';
import { getSalon, listSalons } from './salons.service';

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/salons',
  tags: ['Content'],
  summary: 'Partner salons of a site',
  request: {
    query: z.object({
      host_id: hostIdParam,
      locale_id: localeIdParam,
      site_ordering: flagQuery('site_ordering', '1 = in the order the operator set; otherwise by city and name.'),
      city: z
        .string()
        .trim()
        .min(1)
        .max(100)
        .optional()
        .openapi({ param: { name: 'city', in: 'query' }, description: 'Only salons in this city (accents ignored).' }),
      ...pagingQuery(SALON_PAGE_SIZE),
    }),
  },
  responses: {
    200: { description: 'The salons', content: { 'application/json': { schema: salonListSchema } } },
    ...errorResponses,
  },
});

const oneRoute = createRoute({
  method: 'get',
  path: '/api/v1/salons/{slug}',
  tags: ['Content'],
  summary: 'One salon by its slug in either language',
  request: {
    params: z.object({
      slug: z
        .string()
        .max(200)
        .openapi({ param: { name: 'slug', in: 'path' }, example: 'bella-szepsegszalon-budapest' }),
    }),
    query: z.object({ host_id: hostIdParam, locale_id: localeIdParam }),
  },
  responses: {
    200: { description: 'The salon', content: { 'application/json': { schema: salonResponseSchema } } },
    404: { description: 'No such salon on this site', content: { 'application/json': { schema: errorBodySchema } } },
    ...errorResponses,
  },
});

export function salonRoutes({ database }: ApiOptions) {
  const router = createRouter();
  for (const config of [listRoute, slashAlias(listRoute)]) {
    router.openapi(config, async (c) => {
      const query = c.req.valid('query');
      const body = await listSalons(database.db, {
        hostId: c.var.hostId,
        locale: c.var.locale,
        siteOrdering: query.site_ordering === '1',
        city: query.city,
        paging: { page: query.page, perPage: query.per_page ?? SALON_PAGE_SIZE },
      });
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json(body, 200);
    });
  }
  return router.openapi(oneRoute, async (c) => {
    const data = await getSalon(database.db, c.var.hostId, c.var.locale, c.req.valid('param').slug);
    c.header('Cache-Control', CONTENT_CACHE);
    return c.json({ data }, 200);
  });
}

import { createRoute, z } from '@hono/zod-openapi';
import { homeCarouselListSchema } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { CONTENT_CACHE, slashAlias, wholeListMeta } from '../../lib/http-query';
import { createRouter, errorResponses } from '../../lib/router';
import { hostIdParam, localeIdParam } from '../../lib/schemas';
import { listHomeCarouselSlides } from './home-carousels.service';

const route = createRoute({
  method: 'get',
  path: '/api/v1/home-carousels',
  tags: ['Content'],
  summary: 'Slides of the home page carousel of a site in a language, by sort ascending',
  request: { query: z.object({ host_id: hostIdParam, locale_id: localeIdParam }) },
  responses: {
    200: { description: 'The slides shown now', content: { 'application/json': { schema: homeCarouselListSchema } } },
    ...errorResponses,
  },
});

export function homeCarouselRoutes({ database }: ApiOptions) {
  const router = createRouter();
  for (const config of [route, slashAlias(route)]) {
    router.openapi(config, async (c) => {
      const data = await listHomeCarouselSlides(database.db, c.var.hostId, c.var.locale);
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json({ data, meta: wholeListMeta(data.length) }, 200);
    });
  }
  return router;
}

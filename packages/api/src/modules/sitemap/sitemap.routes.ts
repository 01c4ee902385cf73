import { createRoute, z } from '@hono/zod-openapi';
import { sitemapSchema } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { CONTENT_CACHE, slashAlias } from '../../lib/http-query';
import { createRouter, errorResponses } from '../../lib/router';
import { hostIdParam, localeIdParam } from '../../lib/schemas';
import { buildSitemap } from './sitemap.service';
import { sitemapSources } from './sitemap.sources';

const route = createRoute({
  method: 'get',
  path: '/api/v1/sitemap',
  tags: ['Server'],
  summary: 'Every public page of a site in both languages, for /sitemap.xml',
  request: { query: z.object({ host_id: hostIdParam, locale_id: localeIdParam }) },
  responses: {
    200: { description: 'The pages', content: { 'application/json': { schema: sitemapSchema } } },
    ...errorResponses,
  },
});

export function sitemapRoutes({ database }: ApiOptions) {
  const router = createRouter();
  for (const config of [route, slashAlias(route)]) {
    router.openapi(config, async (c) => {
      const pages = await buildSitemap(database.db, c.var.hostId, sitemapSources);
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json({ pages }, 200);
    });
  }
  return router;
}

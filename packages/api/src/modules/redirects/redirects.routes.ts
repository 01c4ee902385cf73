import { createRoute, z } from '@hono/zod-openapi';
import { redirectListSchema } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { CONTENT_CACHE, slashAlias } from '../../lib/http-query';
import { createRouter, errorResponses } from '../../lib/router';
import { hostIdParam, localeIdParam } from '../../lib/schemas';
import { listRedirects } from './redirects.service';

const route = createRoute({
  method: 'get',
  path: '/api/v1/redirects',
  tags: ['Server'],
  summary: "The site's 301 redirects: a path without query or trailing slash, and its target",
  request: { query: z.object({ host_id: hostIdParam, locale_id: localeIdParam }) },
  responses: {
    200: { description: 'The redirects', content: { 'application/json': { schema: redirectListSchema } } },
    ...errorResponses,
  },
});

export function redirectRoutes({ database }: ApiOptions) {
  const router = createRouter();
  for (const config of [route, slashAlias(route)]) {
    router.openapi(config, async (c) => {
      const data = await listRedirects(database.db, c.var.hostId);
      c.header('Cache-Control', CONTENT_CACHE);
      return c.json({ data }, 200);
    });
  }
  return router;
}

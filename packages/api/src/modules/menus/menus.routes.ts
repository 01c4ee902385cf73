import { createRoute, z } from '@hono/zod-openapi';
import { menuLinkSchema } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { createRouter, errorResponses } from '../../lib/router';
import { hostIdParam, localeIdParam } from '../../lib/schemas';
import { listMenuLinks } from './menus.service';

const route = createRoute({
  method: 'get',
  path: '/api/v1/menu-links',
  tags: ['Content'],
  summary: 'Header, footer and social links of a site in a language',
  request: { query: z.object({ host_id: hostIdParam, locale_id: localeIdParam }) },
  responses: {
    200: {
      description: 'The links, ordered within each menu',
      content: { 'application/json': { schema: z.object({ data: z.array(menuLinkSchema) }) } },
    },
    ...errorResponses,
  },
});

export function menuRoutes(options: ApiOptions) {
  return createRouter().openapi(route, async (c) => {
    const data = await listMenuLinks(options.database.db, options, c.var.hostId, c.var.locale);
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=600');
    return c.json({ data }, 200);
  });
}

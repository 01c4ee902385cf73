import { createRoute, z } from '@hono/zod-openapi';
import { deliveryMethodListSchema } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { REFERENCE_CACHE, slashAlias, wholeListMeta } from '../../lib/http-query';
import { createRouter, errorResponses } from '../../lib/router';
import { hostIdParam, localeIdParam } from '../../lib/schemas';
import { listDeliveryMethods } from './delivery-methods.service';

const route = createRoute({
  method: 'get',
  path: '/api/v1/delivery-methods',
  tags: ['Checkout'],
  summary: 'Delivery methods of a site with their gross price in forints',
  request: { query: z.object({ host_id: hostIdParam, locale_id: localeIdParam }) },
  responses: {
    200: { description: 'The methods', content: { 'application/json': { schema: deliveryMethodListSchema } } },
    ...errorResponses,
  },
});

export function deliveryMethodRoutes({ database }: ApiOptions) {
  const router = createRouter();
  for (const config of [route, slashAlias(route)]) {
    router.openapi(config, async (c) => {
      const data = await listDeliveryMethods(database.db, c.var.hostId, c.var.locale);
      c.header('Cache-Control', REFERENCE_CACHE);
      return c.json({ data, meta: wholeListMeta(data.length) }, 200);
    });
  }
  return router;
}

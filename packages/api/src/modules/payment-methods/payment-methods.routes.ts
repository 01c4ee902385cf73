import { createRoute, z } from '@hono/zod-openapi';
import { decimalInteger, paymentMethodListSchema } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { REFERENCE_CACHE, slashAlias, wholeListMeta } from '../../lib/http-query';
import { createRouter, errorResponses } from '../../lib/router';
import { hostIdParam, localeIdParam } from '../../lib/schemas';
import { listPaymentMethods } from './payment-methods.service';

const route = createRoute({
  method: 'get',
  path: '/api/v1/payment-methods',
  tags: ['Checkout'],
  summary: 'Payment methods of a site with their extra cost and the delivery methods they combine with',
  request: {
    query: z.object({
      host_id: hostIdParam,
      locale_id: localeIdParam,
      delivery_method_id: decimalInteger(z.number().int().positive())
        .optional()
        .openapi({
          param: { name: 'delivery_method_id', in: 'query' },
          description: 'Only the payment methods valid with this delivery method.',
          example: 1,
        }),
    }),
  },
  responses: {
    200: { description: 'The methods', content: { 'application/json': { schema: paymentMethodListSchema } } },
    ...errorResponses,
  },
});

export function paymentMethodRoutes({ database }: ApiOptions) {
  const router = createRouter();
  for (const config of [route, slashAlias(route)]) {
    router.openapi(config, async (c) => {
      const { delivery_method_id } = c.req.valid('query');
      const data = await listPaymentMethods(database.db, c.var.hostId, c.var.locale, delivery_method_id);
      c.header('Cache-Control', REFERENCE_CACHE);
      return c.json({ data, meta: wholeListMeta(data.length) }, 200);
    });
  }
  return router;
}

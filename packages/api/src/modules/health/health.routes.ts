import { createRoute } from '@hono/zod-openapi';
import { healthSchema } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { createRouter } from '../../lib/router';
import { getHealth } from './health.service';

const route = createRoute({
  method: 'get',
  path: '/api/v1/health',
  tags: ['Server'],
  summary: 'Liveness and database state',
  responses: {
    200: { description: 'Healthy', content: { 'application/json': { schema: healthSchema } } },
    503: {
      description: 'Database unreachable or migrations pending',
      content: { 'application/json': { schema: healthSchema } },
    },
  },
});

export function healthRoutes({ database }: ApiOptions) {
  return createRouter().openapi(route, async (c) => {
    const health = await getHealth(database);
    c.header('Cache-Control', 'no-store');
    return health.status === 'ok' ? c.json(health, 200) : c.json(health, 503);
  });
}

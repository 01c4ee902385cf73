import { createRoute, z } from '@hono/zod-openapi';
import { educationLevelSchema, streetTypeSchema, zipcodeSchema } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { createRouter, errorResponses } from '../../lib/router';
import { localeIdParam } from '../../lib/schemas';
import { listEducationLevels, listStreetTypes, listZipcodes } from './reference.service';

const CACHE = 'public, max-age=3600, stale-while-revalidate=86400';

const zipcodesRoute = createRoute({
  method: 'get',
  path: '/api/v1/zipcodes',
  tags: ['Reference'],
  summary: 'Hungarian zip codes with their settlements (cached)',
  request: {
    query: z.object({
      code: z
        .string()
        .regex(/^\d{1,4}$/)
        .optional()
        .openapi({ description: 'Zip codes starting with these digits', example: '10' }),
      search: z
        .string()
        .max(50)
        .optional()
        .openapi({ description: 'Code prefix or the start of the settlement name', example: 'Deb' }),
    }),
  },
  responses: {
    200: {
      description: 'Zip codes by code',
      content: { 'application/json': { schema: z.object({ data: z.array(zipcodeSchema) }) } },
    },
    ...errorResponses,
  },
});

const streetTypesRoute = createRoute({
  method: 'get',
  path: '/api/v1/street-types',
  tags: ['Reference'],
  summary: 'Street types (utca, út, tér...) by order, those without an order last (cached)',
  request: { query: z.object({ locale_id: localeIdParam }) },
  responses: {
    200: {
      description: 'Street types',
      content: { 'application/json': { schema: z.object({ data: z.array(streetTypeSchema) }) } },
    },
    ...errorResponses,
  },
});

const educationLevelsRoute = createRoute({
  method: 'get',
  path: '/api/v1/education-levels',
  tags: ['Reference'],
  summary: 'Education levels of the participant and profile forms',
  request: { query: z.object({ locale_id: localeIdParam }) },
  responses: {
    200: {
      description: 'Education levels',
      content: { 'application/json': { schema: z.object({ data: z.array(educationLevelSchema) }) } },
    },
    ...errorResponses,
  },
});

export function referenceRoutes({ database }: ApiOptions) {
  return createRouter()
    .openapi(zipcodesRoute, async (c) => {
      const data = await listZipcodes(database.db, c.req.valid('query'));
      c.header('Cache-Control', CACHE);
      return c.json({ data }, 200);
    })
    .openapi(streetTypesRoute, async (c) => {
      const data = await listStreetTypes(database.db, c.var.locale);
      c.header('Cache-Control', CACHE);
      return c.json({ data }, 200);
    })
    .openapi(educationLevelsRoute, async (c) => {
      const data = await listEducationLevels(database.db, c.var.locale);
      c.header('Cache-Control', CACHE);
      return c.json({ data }, 200);
    });
}

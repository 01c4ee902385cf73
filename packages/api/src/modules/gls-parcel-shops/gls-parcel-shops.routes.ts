import { createRoute, z } from '@hono/zod-openapi';
import {
  decimalInteger,
  decimalNumber,
  errorBodySchema,
  PARCEL_SHOP_PAGE_SIZE,
  parcelShopListSchema,
  parcelShopResponseSchema,
} from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { flagQuery, pagingQuery, REFERENCE_CACHE, slashAlias } from '../../lib/http-query';
import { createRouter, errorResponses } from '../../lib/router';
import { hostIdParam, localeIdParam } from '../../lib/schemas';
import { getParcelShop, listParcelShops } from './gls-parcel-shops.service';

const coordinate = (name: string, min: number, max: number) =>
  decimalNumber(z.number().min(min).max(max))
    .optional()
    .openapi({
      param: { name, in: 'query' },
      description: 'With both lat and lng: nearest first, each point with distance_km.',
    });

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/gls-parcel-shops',
  tags: ['Checkout'],
  summary: 'GLS ParcelShops and ParcelLockers for the parcel point picker',
  request: {
    query: z
      .object({
        host_id: hostIdParam,
        locale_id: localeIdParam,
        is_active: flagQuery('is_active', '1 (default) = open points; 0 = closed ones.'),
        is_parcel_locker: flagQuery('is_parcel_locker', '1 = lockers only (delivery 4); 0 = shops only (delivery 3).'),
        search: z
          .string()
          .trim()
          .max(100)
          .optional()
          .openapi({
            param: { name: 'search', in: 'query' },
            description: 'Digits: zip code prefix; text: city, address or name, accents ignored.',
            example: 'Debrecen',
          }),
        near: z
          .string()
          .trim()
          .min(1)
          .max(100)
          .optional()
          .openapi({
            param: { name: 'near', in: 'query' },
            description:
              'A zip code or a settlement (accents ignored): nearest first from it, each point with distance_km, ' +
              'and `origin` saying where from. Other text is searched in names and addresses. When nothing ' +
              'matches: an empty list with `message` (in the request language) and `code`.',
            example: '1052',
          }),
        lat: coordinate('lat', -90, 90),
        lng: coordinate('lng', -180, 180),
        ...pagingQuery(PARCEL_SHOP_PAGE_SIZE),
      })
      .refine((query) => (query.lat === undefined) === (query.lng === undefined), {
        path: ['lng'],
        message: 'lat and lng go together.',
      })
      .refine((query) => query.near === undefined || query.lat === undefined, {
        path: ['near'],
        message: 'near or lat/lng, not both.',
      }),
  },
  responses: {
    200: { description: 'The points', content: { 'application/json': { schema: parcelShopListSchema } } },
    ...errorResponses,
  },
});

const oneRoute = createRoute({
  method: 'get',
  path: '/api/v1/gls-parcel-shops/{id}',
  tags: ['Checkout'],
  summary: 'One parcel point',
  request: {
    params: z.object({
      id: decimalInteger(z.number().int().positive()).openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
    }),
  },
  responses: {
    200: { description: 'The point', content: { 'application/json': { schema: parcelShopResponseSchema } } },
    404: { description: 'No such point', content: { 'application/json': { schema: errorBodySchema } } },
    ...errorResponses,
  },
});

export function glsParcelShopRoutes({ database }: ApiOptions) {
  const router = createRouter();
  for (const config of [listRoute, slashAlias(listRoute)]) {
    router.openapi(config, async (c) => {
      const query = c.req.valid('query');
      const body = await listParcelShops(database.db, {
        filter: {
          isActive: query.is_active !== '0',
          isParcelLocker: query.is_parcel_locker === undefined ? undefined : query.is_parcel_locker === '1',
          search: query.search || undefined,
        },
        near: query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined,
        place: query.near,
        paging: { page: query.page, perPage: query.per_page ?? PARCEL_SHOP_PAGE_SIZE },
        locale: c.var.locale,
      });
      c.header('Cache-Control', REFERENCE_CACHE);
      return c.json(body, 200);
    });
  }
  return router.openapi(oneRoute, async (c) => {
    const data = await getParcelShop(database.db, c.req.valid('param').id);
    c.header('Cache-Control', REFERENCE_CACHE);
    return c.json({ data }, 200);
  });
}

import { createRoute, z } from '@hono/zod-openapi';
import { decimalInteger, messageBodySchema, productSchema } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { message } from '../../lib/messages';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';
import { localeIdParam } from '../../lib/schemas';
import { authenticated, requireUser } from '../../lib/session';
import { shopOnly } from '../../lib/site-guard';
import { addToWishlist, listWishlist, removeFromWishlist } from './wishlist.service';

const productParam = z.object({
  id: decimalInteger(z.number().int().positive()).openapi({ param: { name: 'id', in: 'path' } }),
});
const query = z.object({ locale_id: localeIdParam });

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/user-wishlist',
  tags: ['Account'],
  summary: 'The logged-in user’s wish list (shop only), newest first',
  middleware: [shopOnly, authenticated] as const,
  request: { query },
  responses: {
    200: {
      description: 'Wish list',
      content: { 'application/json': { schema: z.object({ data: z.object({ products: z.array(productSchema) }) }) } },
    },
    ...pick(401, 404),
  },
});

const changeRoute = (action: 'add-product' | 'remove-product') =>
  createRoute({
    method: 'post',
    path: `/api/v1/user-wishlist/${action}/{id}`,
    tags: ['Account'],
    summary:
      action === 'add-product'
        ? 'Adds a product to the wish list (empty body); an unknown product answers 404'
        : 'Removes a product from the wish list (empty body)',
    middleware: [shopOnly, authenticated] as const,
    request: { params: productParam, query },
    responses: {
      200: { description: 'Done', content: { 'application/json': { schema: messageBodySchema } } },
      ...pick(401, 403, 404, 419),
    },
  });

export function wishlistRoutes({ database }: ApiOptions) {
  const { db } = database;
  return createRouter()
    .openapi(listRoute, async (c) => {
      const products = await listWishlist(db, requireUser(c).id, c.var.locale);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ data: { products } }, 200);
    })
    .openapi(changeRoute('add-product'), async (c) => {
      await addToWishlist(db, requireUser(c).id, c.req.valid('param').id);
      return c.json({ message: message('wishlist_product_added', c.var.locale) }, 200);
    })
    .openapi(changeRoute('remove-product'), async (c) => {
      await removeFromWishlist(db, requireUser(c).id, c.req.valid('param').id);
      return c.json({ message: message('wishlist_product_removed', c.var.locale) }, 200);
    });
}

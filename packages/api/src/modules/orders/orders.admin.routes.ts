import type { z } from '@hono/zod-openapi';
import { adminOrderDetailSchema, adminOrderListSchema, adminOrderQuerySchema, canActOnSite } from '@vag/domain';
import type { Context } from 'hono';
import { type AdminContext, type AdminEnv, adminRoute, createAdminRouter, requireStaff } from '../../lib/admin-router';
import { AppError } from '../../lib/errors';
import { pick } from '../../lib/responses';
import { idParam } from './orders.routes';
import { getOrderForStaff, listOrdersForStaff } from './orders.service';

/*
 * The back office's orders (issue 20): the list with its search and filters, and one order with
 * its payment attempts. Shop orders: a member whose role acts only on the academy gets 403.
 */

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

/** Orders belong to the shop: only roles that act on it may read them. */
function requireShopScope(c: Context<AdminEnv>) {
  if (!canActOnSite(requireStaff(c).role, 'shop')) throw new AppError(403, 'staff_site_forbidden');
}

export function orderAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access: 'orders.read',
        method: 'get',
        path: '/orders',
        tags: ['Admin: orders'],
        summary:
          'Orders newest first: search by number, e-mail, name or phone; filters by payment state and method, delivery and date',
        request: { query: adminOrderQuerySchema },
        responses: { 200: json(adminOrderListSchema, 'A page of orders'), ...pick(401, 403, 422) },
      }),
      async (c) => {
        requireShopScope(c);
        const result = await listOrdersForStaff(db, c.req.valid('query'), c.var.locale);
        c.header('Cache-Control', 'private, no-store');
        return c.json(result, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'orders.read',
        method: 'get',
        path: '/orders/{id}',
        tags: ['Admin: orders'],
        summary:
          'One order as its buyer sees it (items, totals with VAT, addresses, coupons, balances) and its payment attempts',
        request: { params: idParam },
        responses: { 200: json(adminOrderDetailSchema, 'The order'), ...pick(401, 403, 404) },
      }),
      async (c) => {
        requireShopScope(c);
        const result = await getOrderForStaff(db, ctx.options, c.req.valid('param').id, c.var.locale);
        c.header('Cache-Control', 'private, no-store');
        return c.json(result, 200);
      },
    );
}

import {
  adminOrderDetailSchema,
  adminOrderEventSchema,
  adminOrderListSchema,
  adminOrderQuerySchema,
} from '@vag/domain';
import type { Context } from 'hono';
import { jsonAnswer } from '../../lib/admin-lists';
import {
  type AdminContext,
  type AdminEnv,
  adminBodyOf,
  adminRoute,
  createAdminRouter,
  requireSiteScope,
} from '../../lib/admin-router';
import { jsonOrForm } from '../../lib/body';
import { pick } from '../../lib/responses';
import { exportOrdersCsv, getOrderForStaff, listOrdersForStaff } from './orders.admin.service';
import { applyOrderEvent } from './orders.lifecycle';
import { idParam } from './orders.routes';

/*
 * The back office's orders (issue 20): the list with its search and filters and its CSV export,
 * one order with its payments and history, and the steps of its life (decision 14). Shop
 * orders: a member whose role acts only on the academy gets 403.
 */

/** Orders belong to the shop: only roles that act on it may read them. */
const requireShopScope = (c: Context<AdminEnv>) => requireSiteScope(c, 'shop');

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
          'Orders newest first: search by number, e-mail, name or phone; filters by payment state and method, delivery, status and date',
        request: { query: adminOrderQuerySchema },
        responses: { 200: jsonAnswer(adminOrderListSchema, 'A page of orders'), ...pick(401, 403, 422) },
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
        path: '/orders/export.csv',
        tags: ['Admin: orders'],
        summary:
          'The filtered order list as CSV (UTF-8 with BOM, formula-safe cells), newest first, at most 50,000 rows',
        request: { query: adminOrderQuerySchema },
        responses: {
          200: { description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
          ...pick(401, 403, 422),
        },
      }),
      async (c) => {
        requireShopScope(c);
        const csv = await exportOrdersCsv(db, c.req.valid('query'), c.var.locale);
        const day = new Date().toISOString().slice(0, 10);
        return c.body(csv, 200, {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="orders-${day}.csv"`,
          'Cache-Control': 'private, no-store',
        });
      },
    )
    .openapi(
      adminRoute({
        access: 'orders.read',
        method: 'get',
        path: '/orders/{id}',
        tags: ['Admin: orders'],
        summary:
          'One order as its buyer sees it, its payment attempts and recorded payments, the steps it allows now, the mails sent and its history',
        request: { params: idParam },
        responses: { 200: jsonAnswer(adminOrderDetailSchema, 'The order'), ...pick(401, 403, 404) },
      }),
      async (c) => {
        requireShopScope(c);
        const result = await getOrderForStaff(db, ctx.options, c.req.valid('param').id, c.var.locale);
        c.header('Cache-Control', 'private, no-store');
        return c.json(result, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'orders.manage',
        method: 'post',
        path: '/orders/{id}/events',
        tags: ['Admin: orders'],
        summary:
          'One step of the order’s life (decision 14): record_transfer, pack, ship, deliver, hand_over, cancel or return, with what it needs; answers the order as it now is',
        request: {
          params: idParam,
          body: jsonOrForm(adminOrderEventSchema),
        },
        responses: {
          200: jsonAnswer(adminOrderDetailSchema, 'The order after the step'),
          ...pick(401, 403, 404, 409, 422, 502),
        },
      }),
      async (c) => {
        const staff = requireShopScope(c);
        const id = c.req.valid('param').id;
        await applyOrderEvent(db, ctx.options, { staffId: staff.id }, id, adminBodyOf(c, adminOrderEventSchema));
        const result = await getOrderForStaff(db, ctx.options, id, c.var.locale);
        c.header('Cache-Control', 'private, no-store');
        return c.json(result, 200);
      },
    );
}

import { z } from '@hono/zod-openapi';
import { decimalInteger } from '@vag/domain';
import { type AdminContext, adminRoute, createAdminRouter, requireSiteScope } from '../../lib/admin-router';
import { pick } from '../../lib/responses';
import { invoiceIdParam, pdfAnswer, pdfResponse, readableInvoice } from './invoices.routes';

/*
 * Staff download a sale's invoices from the order or enrolment screen: each with the access and
 * site scope of that screen, so a member who may not read shop orders cannot read their invoices.
 */

const params = invoiceIdParam.extend({
  id: decimalInteger(z.number().int().positive()).openapi({ param: { name: 'id', in: 'path' } }),
});

export function invoiceAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access: 'orders.read',
        method: 'get',
        path: '/orders/{id}/invoices/{invoiceId}',
        tags: ['Admin: orders'],
        summary: "An order's invoice or reversal as PDF",
        request: { params },
        responses: { 200: pdfAnswer, ...pick(401, 403, 404, 409) },
      }),
      async (c) => {
        requireSiteScope(c, 'shop');
        const { id, invoiceId } = c.req.valid('param');
        const invoice = await readableInvoice(db, invoiceId, (sale) => sale.kind === 'order' && sale.id === id);
        return pdfResponse(c, invoice);
      },
    )
    .openapi(
      adminRoute({
        access: 'enrolments.read',
        method: 'get',
        path: '/enrolments/{id}/invoices/{invoiceId}',
        tags: ['Admin: enrolments'],
        summary: "An enrolment's invoice or reversal as PDF",
        request: { params },
        responses: { 200: pdfAnswer, ...pick(401, 403, 404, 409) },
      }),
      async (c) => {
        requireSiteScope(c, 'academy');
        const { id, invoiceId } = c.req.valid('param');
        const invoice = await readableInvoice(
          db,
          invoiceId,
          (sale) => sale.kind === 'academy_subscription' && sale.id === id,
        );
        return pdfResponse(c, invoice);
      },
    );
}

import { z } from '@hono/zod-openapi';
import { adminSaleInvoiceSchema, decimalInteger } from '@vag/domain';
import { jsonAnswer } from '../../lib/admin-lists';
import { type AdminContext, adminRoute, createAdminRouter, requireSiteScope } from '../../lib/admin-router';
import { pick } from '../../lib/responses';
import { retryFailedInvoice } from './invoices.queue';
import { invoiceIdParam, pdfAnswer, pdfResponse, readableInvoice } from './invoices.routes';
import { staffInvoicesOf } from './invoices.view';

/*
 * Staff download a sale's invoices from the order or enrolment screen, and send a failed one again
 * once its cause is fixed: each with the access and site scope of that screen, so a member who may
 * not read shop orders cannot read their invoices, and one who may not manage them cannot retry.
 */

const params = invoiceIdParam.extend({
  id: decimalInteger(z.number().int().positive()).openapi({ param: { name: 'id', in: 'path' } }),
});

const retriedAnswer = jsonAnswer(
  z.object({ data: z.array(adminSaleInvoiceSchema) }),
  "The sale's invoices, the retried one pending again",
);
const RETRY_DESCRIPTION =
  'Only an invoice the provider refused (status failed) of this sale: it becomes pending, due now, and the ' +
  'invoice worker issues it. 409 invoice_not_failed for one pending or issued (a second click included).';

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
    )
    .openapi(
      adminRoute({
        access: 'orders.manage',
        method: 'post',
        path: '/orders/{id}/invoices/{invoiceId}/retry',
        tags: ['Admin: orders'],
        summary: "Sends an order's failed invoice or reversal to the invoicing service again",
        description: RETRY_DESCRIPTION,
        request: { params },
        responses: { 200: retriedAnswer, ...pick(401, 403, 404, 409, 419) },
      }),
      async (c) => {
        const staff = requireSiteScope(c, 'shop');
        const { id, invoiceId } = c.req.valid('param');
        await retryFailedInvoice(db, staff.id, 'order', id, invoiceId);
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data: await staffInvoicesOf(db, 'order', id) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'enrolments.manage',
        method: 'post',
        path: '/enrolments/{id}/invoices/{invoiceId}/retry',
        tags: ['Admin: enrolments'],
        summary: "Sends an enrolment's failed invoice or reversal to the invoicing service again",
        description: RETRY_DESCRIPTION,
        request: { params },
        responses: { 200: retriedAnswer, ...pick(401, 403, 404, 409, 419) },
      }),
      async (c) => {
        const staff = requireSiteScope(c, 'academy');
        const { id, invoiceId } = c.req.valid('param');
        await retryFailedInvoice(db, staff.id, 'academy_subscription', id, invoiceId);
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data: await staffInvoicesOf(db, 'academy_subscription', id) }, 200);
      },
    );
}

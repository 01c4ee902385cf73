import { createRoute, z } from '@hono/zod-openapi';
import { decimalInteger } from '@vag/domain';
import type { Context } from 'hono';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';
import { invoiceById } from './invoices.queue';
import { type InvoiceSale, readInvoiceSale } from './invoices.sale';

/*
 * The invoice PDF for its buyer: the signed-in owner of the sale, or a guest by the sale's
 * payment key (the guest's one credential, as on the payment page). Anyone else gets the same
 * 404 as for an invoice that does not exist. Staff fetch it through the back office's routes.
 */

export const invoiceIdParam = z.object({
  invoiceId: decimalInteger(z.number().int().positive()).openapi({ param: { name: 'invoiceId', in: 'path' } }),
});

export const pdfAnswer = {
  description: 'The invoice (PDF)',
  content: { 'application/pdf': { schema: { type: 'string' as const, format: 'binary' } } },
};

const downloadRoute = createRoute({
  method: 'get',
  path: '/api/v1/invoices/{invoiceId}',
  tags: ['Account'],
  summary: "An invoice of one's order or enrolment as PDF: the signed-in buyer's, or a guest's with the payment key",
  description:
    'While the invoice is still being issued (seconds; longer if the invoicing service is down) the answer is 409.',
  request: { params: invoiceIdParam, query: z.object({ payment_key: z.string().max(200).optional() }) },
  responses: { 200: pdfAnswer, ...pick(404, 409, 422) },
});

/**
 * An invoice and its sale when `allowed` says the reader may see that sale: its PDF, 409 while it
 * is being issued, or 404 (also for a sale the reader may not see).
 */
export async function readableInvoice(
  db: Db,
  invoiceId: number,
  allowed: (sale: InvoiceSale) => boolean,
): Promise<{ number: string; pdf: Uint8Array }> {
  const row = await invoiceById(db, invoiceId);
  const sale = row ? await readInvoiceSale(db, row.payableType, row.payableId) : null;
  if (!row || !sale || !allowed(sale)) throw new AppError(404, 'invoice_not_found');
  if (row.status !== 'issued' || !row.pdf || !row.number) throw new AppError(409, 'invoice_pending');
  return { number: row.number, pdf: row.pdf };
}

/** The PDF as an attachment named by its number; never kept by shared caches. */
export function pdfResponse(c: Context, invoice: { number: string; pdf: Uint8Array }) {
  return c.body(invoice.pdf as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="${invoice.number.replace(/[^\w.-]+/g, '_')}.pdf"`,
    'Cache-Control': 'private, no-store',
  });
}

export function invoiceRoutes({ database }: ApiOptions) {
  const { db } = database;
  return createRouter().openapi(downloadRoute, async (c) => {
    const { invoiceId } = c.req.valid('param');
    const { payment_key: paymentKey } = c.req.valid('query');
    const user = c.var.user;
    const invoice = await readableInvoice(
      db,
      invoiceId,
      (sale) =>
        (user !== null && sale.userId === user.id) || (paymentKey !== undefined && sale.paymentKey === paymentKey),
    );
    return pdfResponse(c, invoice);
  });
}

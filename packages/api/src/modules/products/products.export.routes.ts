import { z } from '@hono/zod-openapi';
import { adminSiteSchema, STAFF_SITE_SCOPE } from '@vag/domain';
import { type AdminContext, adminRoute, createAdminRouter, requireStaff, sitesOf } from '../../lib/admin-router';
import { pick } from '../../lib/responses';
import { exportProductsCsv } from './products.export';

/*
 * The product file of the back office (issue 21), for a price list or a stock take in a
 * spreadsheet; the import reads it back. Registered before the product editor's routes, so that
 * `/products/export.csv` is this file and not a product called "export.csv".
 */

export function productExportAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter().openapi(
    adminRoute({
      access: 'catalogue.manage',
      method: 'get',
      path: '/products/export.csv',
      tags: ['Admin: products'],
      summary:
        'Every product of the member’s sites (or of `site`) as CSV (UTF-8 with BOM, formula-safe cells): id, names and slugs, prices, VAT rate, net content and unit, stock, flags, default category',
      request: { query: z.object({ site: adminSiteSchema.optional() }) },
      responses: {
        200: { description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
        ...pick(401, 403, 422),
      },
    }),
    async (c) => {
      const csv = await exportProductsCsv(db, sitesOf(c, STAFF_SITE_SCOPE[requireStaff(c).role]));
      const day = new Date().toISOString().slice(0, 10);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="products-${day}.csv"`,
        'Cache-Control': 'private, no-store',
      });
    },
  );
}

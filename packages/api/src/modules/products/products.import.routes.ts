import { z } from '@hono/zod-openapi';
import {
  PRODUCT_IMPORT_MAX_BYTES,
  PRODUCT_IMPORT_MODES,
  productImportReportSchema,
  STAFF_SITE_SCOPE,
} from '@vag/domain';
import { type AdminContext, adminRoute, createAdminRouter, requireStaff } from '../../lib/admin-router';
import { limitBody, UPLOAD_BODY_LIMIT } from '../../lib/body';
import { AppError, ValidationError } from '../../lib/errors';
import { message } from '../../lib/messages';
import { pick } from '../../lib/responses';
import { importProducts } from './products.import';

/*
 * The product file's import (issue 21): `check` answers the report and writes nothing; `apply`
 * (with the checksum the check answered) writes every row in one transaction, or nothing and 422
 * with the report when any row is refused.
 */

const importBody = z.object({
  file: z.any().openapi({ type: 'string', format: 'binary' }),
  mode: z.enum(PRODUCT_IMPORT_MODES),
  checksum: z.string().max(64).optional(),
});
const answer = z.object({ message: z.string(), data: productImportReportSchema });

export function productImportAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter().openapi(
    adminRoute({
      access: 'catalogue.manage',
      method: 'post',
      path: '/products/import',
      tags: ['Admin: products'],
      summary:
        'Checks (mode=check: a report of every refused cell and every change, nothing written) or applies (mode=apply with the check’s checksum: all rows in one transaction, audited) a product CSV of at most 2 MB and 5,000 rows',
      middleware: [limitBody(UPLOAD_BODY_LIMIT)] as const,
      request: { body: { content: { 'multipart/form-data': { schema: importBody } } } },
      responses: {
        200: { description: 'The report', content: { 'application/json': { schema: answer } } },
        422: {
          description: 'A refused form, or an apply of a file with errors (the report)',
          content: { 'application/json': { schema: answer.partial() } },
        },
        413: { description: 'A file over 2 MB (code product_import_too_large)' },
        ...pick(401, 403, 419),
      },
    }),
    async (c) => {
      const { file, mode, checksum } = c.req.valid('form');
      if (!(file instanceof File) || file.size === 0) throw new ValidationError({ file: ['file_required'] });
      if (file.size > PRODUCT_IMPORT_MAX_BYTES) throw new AppError(413, 'product_import_too_large');
      const staff = requireStaff(c);
      const report = await importProducts(db, {
        bytes: new Uint8Array(await file.arrayBuffer()),
        mode,
        checksum,
        staffId: staff.id,
        sites: STAFF_SITE_SCOPE[staff.role],
        locale: c.var.locale,
      });
      if (mode === 'apply' && !report.applied)
        return c.json(
          { message: message('product_import_invalid', c.var.locale), code: 'product_import_invalid', data: report },
          422,
        );
      const done = mode === 'apply' ? 'product_import_applied' : 'product_import_checked';
      return c.json({ message: message(done, c.var.locale), data: report }, 200);
    },
  );
}

import { z } from '@hono/zod-openapi';
import {
  adminSubscriberFilterSchema,
  adminSubscriberListSchema,
  adminSubscriberQuerySchema,
  STAFF_SITE_SCOPE,
} from '@vag/domain';
import { idPathParam, jsonAnswer } from '../../lib/admin-lists';
import { type AdminContext, adminRoute, createAdminRouter, requireStaff, sitesOf } from '../../lib/admin-router';
import { message } from '../../lib/messages';
import { pick } from '../../lib/responses';
import { listSubscribersForStaff, subscribersCsv, unsubscribeByStaff } from './newsletter.admin.service';

/*
 * The back office's newsletter (issue 20): the confirmed subscribers of the member's sites, their
 * CSV for a mailing tool, and an unsubscribe by staff (audited).
 */

const TAGS = ['Admin: newsletter'];

export function newsletterAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access: 'customers.read',
        method: 'get',
        path: '/newsletter/subscribers',
        tags: TAGS,
        summary: 'Confirmed subscribers, newest first: by site and language, search in the e-mail and first name',
        request: { query: adminSubscriberQuerySchema },
        responses: { 200: jsonAnswer(adminSubscriberListSchema, 'A page of subscribers'), ...pick(401, 403, 422) },
      }),
      async (c) => {
        const sites = sitesOf(c, STAFF_SITE_SCOPE[requireStaff(c).role]);
        const result = await listSubscribersForStaff(db, c.req.valid('query'), sites);
        c.header('Cache-Control', 'private, no-store');
        return c.json(result, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'customers.read',
        method: 'get',
        path: '/newsletter/subscribers.csv',
        tags: TAGS,
        summary:
          'Every confirmed subscriber the filters keep, as CSV (RFC 4180, UTF-8 with BOM; a cell that could run as a formula starts with an apostrophe); the export is audited',
        request: { query: adminSubscriberFilterSchema },
        responses: {
          200: { description: 'The CSV, as a download', content: { 'text/csv': { schema: z.string() } } },
          ...pick(401, 403, 422),
        },
      }),
      async (c) => {
        const staff = requireStaff(c);
        const csv = await subscribersCsv(db, c.req.valid('query'), sitesOf(c, STAFF_SITE_SCOPE[staff.role]), staff);
        const day = new Date().toISOString().slice(0, 10);
        c.header('Cache-Control', 'private, no-store');
        c.header('Content-Type', 'text/csv; charset=utf-8');
        c.header('Content-Disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`);
        return c.body(csv, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'customers.manage',
        method: 'post',
        path: '/newsletter/subscribers/{id}/unsubscribe',
        tags: TAGS,
        summary: 'Unsubscribes an address as its own link does: no more newsletters, the account’s flag off',
        request: { params: idPathParam },
        responses: {
          200: jsonAnswer(z.object({ message: z.string(), code: z.string() }), 'Unsubscribed (or was already)'),
          ...pick(401, 403, 404, 419),
        },
      }),
      async (c) => {
        const changed = await unsubscribeByStaff(db, c.req.valid('param').id, requireStaff(c));
        const code = changed ? 'newsletter_staff_unsubscribed' : 'newsletter_staff_already_unsubscribed';
        return c.json({ message: message(code, c.var.locale), code }, 200);
      },
    );
}

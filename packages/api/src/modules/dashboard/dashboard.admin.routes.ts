import type { z } from '@hono/zod-openapi';
import { adminDashboardQuerySchema, adminDashboardSchema, STAFF_SITE_SCOPE } from '@vag/domain';
import { type AdminContext, adminRoute, createAdminRouter, requireStaff, sitesOf } from '../../lib/admin-router';
import { pick } from '../../lib/responses';
import { getDashboard } from './dashboard.service';

/*
 * The back office's first screen (issue 20): every role reads it (dashboard.read), each for the
 * sites its role acts on; `site` narrows it to one, and a site outside the role answers 403.
 */

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

export function dashboardAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter().openapi(
    adminRoute({
      access: 'dashboard.read',
      method: 'get',
      path: '/dashboard',
      tags: ['Admin: dashboard'],
      summary:
        'Takings of today, 7 and 30 Budapest days with a daily series, orders and enrolments by state, transfers awaited, orders to send, training dates filling and the latest contact requests, per site in scope',
      request: { query: adminDashboardQuerySchema },
      responses: { 200: json(adminDashboardSchema, 'The figures'), ...pick(401, 403, 422) },
    }),
    async (c) => {
      const sites = sitesOf(c, STAFF_SITE_SCOPE[requireStaff(c).role]);
      const data = await getDashboard(db, { sites, locale: c.var.locale });
      c.header('Cache-Control', 'private, no-store');
      return c.json({ data }, 200);
    },
  );
}

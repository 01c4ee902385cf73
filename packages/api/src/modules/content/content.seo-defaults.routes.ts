import { createRoute, z } from '@hono/zod-openapi';
import {
  adminSeoDefaultListSchema,
  adminSeoDefaultsInputSchema,
  canActOnSite,
  STAFF_SITE_SCOPE,
  seoDefaultsSchema,
} from '@vag/domain';
import { jsonAnswer } from '../../lib/admin-lists';
import {
  type AdminContext,
  adminBodyOf,
  adminRoute,
  createAdminRouter,
  requireStaff,
  sitesOf,
} from '../../lib/admin-router';
import { FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import type { ApiOptions } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { CONTENT_CACHE } from '../../lib/http-query';
import { message } from '../../lib/messages';
import { pick } from '../../lib/responses';
import { createRouter, errorResponses } from '../../lib/router';
import { hostIdParam, localeIdParam } from '../../lib/schemas';
import { getSeoDefaults, listSeoDefaults, saveSeoDefaultsByStaff } from './content.seo-defaults';

/* The default SEO texts (issue 21): the storefront's read, and the back office's editor (content.manage). */

const publicRoute = createRoute({
  method: 'get',
  path: '/api/v1/seo-defaults',
  tags: ['Content'],
  summary: "The site's default title and description in the request's language (null when none is set)",
  request: { query: z.object({ host_id: hostIdParam, locale_id: localeIdParam }) },
  responses: {
    200: { description: 'The texts', content: { 'application/json': { schema: seoDefaultsSchema } } },
    ...errorResponses,
  },
});

export function seoDefaultRoutes({ database }: ApiOptions) {
  return createRouter().openapi(publicRoute, async (c) => {
    const data = await getSeoDefaults(database.db, c.var.hostId, c.var.locale);
    c.header('Cache-Control', CONTENT_CACHE);
    return c.json({ data }, 200);
  });
}

const TAGS = ['Admin: SEO defaults'];

export function seoDefaultAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access: 'content.manage',
        method: 'get',
        path: '/seo-defaults',
        tags: TAGS,
        summary: "The default SEO texts of the member's sites in both languages",
        request: { query: z.object({ site: z.enum(['shop', 'academy']).optional() }) },
        responses: { 200: jsonAnswer(adminSeoDefaultListSchema, 'The texts'), ...pick(401, 403, 422) },
      }),
      async (c) => {
        const sites = sitesOf(c, STAFF_SITE_SCOPE[requireStaff(c).role]);
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data: await listSeoDefaults(db, sites) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'content.manage',
        method: 'put',
        path: '/seo-defaults',
        tags: TAGS,
        summary: "Sets one site's default title and description in both languages; the storefront shows them at once",
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { body: jsonOrForm(adminSeoDefaultsInputSchema) },
        responses: {
          200: jsonAnswer(adminSeoDefaultListSchema.extend({ message: z.string() }), 'Saved'),
          ...pick(401, 403, 419, 422),
        },
      }),
      async (c) => {
        const input = adminBodyOf(c, adminSeoDefaultsInputSchema);
        const staff = requireStaff(c);
        if (!canActOnSite(staff.role, input.site)) throw new AppError(403, 'staff_site_forbidden');
        const data = await saveSeoDefaultsByStaff(db, input, staff);
        return c.json({ message: message('seo_defaults_saved', c.var.locale), data }, 200);
      },
    );
}

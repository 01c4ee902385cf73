import { z } from '@hono/zod-openapi';
import {
  adminRedirectInputSchema,
  adminRedirectListSchema,
  adminRedirectQuerySchema,
  adminRedirectSavedSchema,
  STAFF_SITE_SCOPE,
} from '@vag/domain';
import { idPathParam, jsonAnswer } from '../../lib/admin-lists';
import {
  type AdminContext,
  adminBodyOf,
  adminRoute,
  createAdminRouter,
  requireStaff,
  sitesOf,
} from '../../lib/admin-router';
import { FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import { message } from '../../lib/messages';
import { pick } from '../../lib/responses';
import { deleteRedirectByStaff, listRedirectsForStaff, saveRedirectByStaff } from './redirects.admin.service';

/*
 * The redirect table's editor (issue 21): the 301s of the member's sites, added, changed and
 * removed with the loop, chain and live-page checks of redirects.admin.service.ts; every write audited.
 */

const TAGS = ['Admin: redirects'];
const messageBody = z.object({ message: z.string() });

export function redirectAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access: 'content.manage',
        method: 'get',
        path: '/redirects',
        tags: TAGS,
        summary: "The redirects of the member's sites, the latest changed first; search in the source and target",
        request: { query: adminRedirectQuerySchema },
        responses: { 200: jsonAnswer(adminRedirectListSchema, 'A page of redirects'), ...pick(401, 403, 422) },
      }),
      async (c) => {
        const sites = sitesOf(c, STAFF_SITE_SCOPE[requireStaff(c).role]);
        const result = await listRedirectsForStaff(db, c.req.valid('query'), sites);
        c.header('Cache-Control', 'private, no-store');
        return c.json(result, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'content.manage',
        method: 'post',
        path: '/redirects',
        tags: TAGS,
        summary:
          'Adds a 301: refused (422) as `redirect_loop` when the table leads from the target back to the source, `redirect_chain` when the target is itself a source (the field names the final target), or when the source is a live page',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { body: jsonOrForm(adminRedirectInputSchema) },
        responses: { 201: jsonAnswer(adminRedirectSavedSchema, 'Saved'), ...pick(401, 403, 419, 422) },
      }),
      async (c) => {
        const input = adminBodyOf(c, adminRedirectInputSchema);
        const data = await saveRedirectByStaff(db, input, requireStaff(c), c.var.locale);
        return c.json({ message: message('redirect_saved', c.var.locale), data }, 201);
      },
    )
    .openapi(
      adminRoute({
        access: 'content.manage',
        method: 'patch',
        path: '/redirects/{id}',
        tags: TAGS,
        summary: 'Changes a redirect (the whole form), with the checks of adding one',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: idPathParam, body: jsonOrForm(adminRedirectInputSchema) },
        responses: { 200: jsonAnswer(adminRedirectSavedSchema, 'Saved'), ...pick(401, 403, 404, 419, 422) },
      }),
      async (c) => {
        const input = adminBodyOf(c, adminRedirectInputSchema);
        const data = await saveRedirectByStaff(db, input, requireStaff(c), c.var.locale, c.req.valid('param').id);
        return c.json({ message: message('redirect_saved', c.var.locale), data }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'content.manage',
        method: 'delete',
        path: '/redirects/{id}',
        tags: TAGS,
        summary: 'Removes a redirect: its source answers as any path does again',
        request: { params: idPathParam },
        responses: { 200: jsonAnswer(messageBody, 'Deleted'), ...pick(401, 403, 404, 419) },
      }),
      async (c) => {
        await deleteRedirectByStaff(db, c.req.valid('param').id, requireStaff(c));
        return c.json({ message: message('redirect_deleted', c.var.locale) }, 200);
      },
    );
}

import {
  adminContentListQuerySchema,
  adminPageAnswerSchema,
  adminPageCreateSchema,
  adminPageInputSchema,
  adminPageListSchema,
  adminPageSavedSchema,
  STAFF_SITE_SCOPE,
} from '@vag/domain';
import { idPathParam, jsonAnswer } from '../../lib/admin-lists';
import {
  type AdminContext,
  adminBodyOf,
  adminRoute,
  createAdminRouter,
  requireSiteScope,
  requireStaff,
  sitesOf,
} from '../../lib/admin-router';
import { FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import { message } from '../../lib/messages';
import { pick } from '../../lib/responses';
import { getAdminPage, listAdminPages, saveAdminPage, siteOfPage } from './custom-pages.admin.service';

/*
 * The back office's custom pages (issue 21): terms, FAQ, the about-us and for-beauticians screens'
 * pages; title, slug, content and SEO per language, active. content.manage, site-scoped.
 */

const tags = ['Admin: pages'];
const access = 'content.manage' as const;

export function customPageAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access,
        method: 'get',
        path: '/pages',
        tags,
        summary: 'Custom pages of the member’s sites (or of `site`), active or not; the screen a page serves is named',
        request: { query: adminContentListQuerySchema },
        responses: { 200: jsonAnswer(adminPageListSchema, 'A page of pages'), ...pick(401, 403, 422) },
      }),
      async (c) => {
        const sites = sitesOf(c, STAFF_SITE_SCOPE[requireStaff(c).role]);
        c.header('Cache-Control', 'private, no-store');
        return c.json(await listAdminPages(db, c.req.valid('query'), sites, c.var.locale), 200);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'post',
        path: '/pages',
        tags,
        summary: 'Creates a custom page: Hungarian texts required, English optional; HTML sanitised; audited',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { body: jsonOrForm(adminPageCreateSchema) },
        responses: { 201: jsonAnswer(adminPageSavedSchema, 'Created'), ...pick(401, 403, 419, 422) },
      }),
      async (c) => {
        const input = adminBodyOf(c, adminPageCreateSchema);
        const staff = requireSiteScope(c, input.site);
        const id = await saveAdminPage(db, staff.id, { site: input.site }, input);
        return c.json({ message: message('custom_page_created', c.var.locale), data: await getAdminPage(db, id) }, 201);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'get',
        path: '/pages/{id}',
        tags,
        summary: 'One custom page with its texts in both languages',
        request: { params: idPathParam },
        responses: { 200: jsonAnswer(adminPageAnswerSchema, 'The page'), ...pick(401, 403, 404) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        requireSiteScope(c, await siteOfPage(db, id));
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data: await getAdminPage(db, id) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'patch',
        path: '/pages/{id}',
        tags,
        summary:
          'Replaces a page’s fields; a changed slug leaves a 301 (a screen’s page keeps its slug: 422); blank English texts remove the English version; audited',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: idPathParam, body: jsonOrForm(adminPageInputSchema) },
        responses: { 200: jsonAnswer(adminPageSavedSchema, 'Saved'), ...pick(401, 403, 404, 419, 422) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const staff = requireSiteScope(c, await siteOfPage(db, id));
        await saveAdminPage(db, staff.id, { id }, adminBodyOf(c, adminPageInputSchema));
        return c.json({ message: message('custom_page_saved', c.var.locale), data: await getAdminPage(db, id) }, 200);
      },
    );
}

import { STAFF_SITE_SCOPE } from '@vag/domain';
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
import { getAdminSalon, listAdminSalons, saveAdminSalon, siteOfSalon } from './salons.admin.service';
import {
  adminSalonAnswerSchema,
  adminSalonCreateSchema,
  adminSalonInputSchema,
  adminSalonListQuerySchema,
  adminSalonListSchema,
  adminSalonSavedSchema,
} from './salons.admin-schemas';

/*
 * The back office's partner salons (issue 21): address, coordinates, opening hours, image, and
 * slug, description and SEO per language, active. content.manage, site-scoped.
 */

const tags = ['Admin: salons'];
const access = 'content.manage' as const;

export function salonAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access,
        method: 'get',
        path: '/salons',
        tags,
        summary: 'Salons of the member’s sites (or of `site`), active or not; `q` searches the name and the city',
        request: { query: adminSalonListQuerySchema },
        responses: { 200: jsonAnswer(adminSalonListSchema, 'A page of salons'), ...pick(401, 403, 422) },
      }),
      async (c) => {
        const sites = sitesOf(c, STAFF_SITE_SCOPE[requireStaff(c).role]);
        c.header('Cache-Control', 'private, no-store');
        return c.json(await listAdminSalons(db, c.req.valid('query'), sites), 200);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'post',
        path: '/salons',
        tags,
        summary: 'Creates a salon: Hungarian slug required, English optional; description sanitised; audited',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { body: jsonOrForm(adminSalonCreateSchema) },
        responses: { 201: jsonAnswer(adminSalonSavedSchema, 'Created'), ...pick(401, 403, 419, 422) },
      }),
      async (c) => {
        const input = adminBodyOf(c, adminSalonCreateSchema);
        const staff = requireSiteScope(c, input.site);
        const id = await saveAdminSalon(db, staff.id, { site: input.site }, input);
        return c.json({ message: message('salon_created', c.var.locale), data: await getAdminSalon(db, id) }, 201);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'get',
        path: '/salons/{id}',
        tags,
        summary: 'One salon with its texts in both languages',
        request: { params: idPathParam },
        responses: { 200: jsonAnswer(adminSalonAnswerSchema, 'The salon'), ...pick(401, 403, 404) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        requireSiteScope(c, await siteOfSalon(db, id));
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data: await getAdminSalon(db, id) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'patch',
        path: '/salons/{id}',
        tags,
        summary:
          'Replaces a salon’s fields; a changed slug leaves a 301; a blank English slug removes the English version; audited',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: idPathParam, body: jsonOrForm(adminSalonInputSchema) },
        responses: { 200: jsonAnswer(adminSalonSavedSchema, 'Saved'), ...pick(401, 403, 404, 419, 422) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const staff = requireSiteScope(c, await siteOfSalon(db, id));
        await saveAdminSalon(db, staff.id, { id }, adminBodyOf(c, adminSalonInputSchema));
        return c.json({ message: message('salon_saved', c.var.locale), data: await getAdminSalon(db, id) }, 200);
      },
    );
}

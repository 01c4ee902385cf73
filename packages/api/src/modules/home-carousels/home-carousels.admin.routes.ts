import { z } from '@hono/zod-openapi';
import {
  adminSlideInputSchema,
  adminSlideListSchema,
  adminSlideOrderSchema,
  adminSlideQuerySchema,
  adminSlideSavedSchema,
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
import {
  createAdminSlide,
  deleteAdminSlide,
  listAdminSlides,
  orderAdminSlides,
  siteOfSlide,
  updateAdminSlide,
} from './home-carousels.admin.service';

/*
 * The back office's home carousel (issue 21): slides per site and language (image, title,
 * subtitle, link, button text, order, active, display window). content.manage, site-scoped.
 */

const tags = ['Admin: carousel'];
const access = 'content.manage' as const;
const messageBody = z.object({ message: z.string() });

export function homeCarouselAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access,
        method: 'get',
        path: '/carousel-slides',
        tags,
        summary:
          'Every slide of the member’s sites (or of `site`, in `locale`), in the order shown, whatever its window',
        request: { query: adminSlideQuerySchema },
        responses: { 200: jsonAnswer(adminSlideListSchema, 'The slides'), ...pick(401, 403, 422) },
      }),
      async (c) => {
        const sites = sitesOf(c, STAFF_SITE_SCOPE[requireStaff(c).role]);
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data: await listAdminSlides(db, sites, c.req.valid('query').locale) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'post',
        path: '/carousel-slides',
        tags,
        summary:
          'Adds a slide (last of its site and language unless `sort` says otherwise); the end must follow the start; audited',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { body: jsonOrForm(adminSlideInputSchema) },
        responses: { 201: jsonAnswer(adminSlideSavedSchema, 'Created'), ...pick(401, 403, 419, 422) },
      }),
      async (c) => {
        const input = adminBodyOf(c, adminSlideInputSchema);
        const staff = requireSiteScope(c, input.site);
        const data = await createAdminSlide(db, staff.id, input);
        return c.json({ message: message('carousel_slide_created', c.var.locale), data }, 201);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'post',
        path: '/carousel-slides/order',
        tags,
        summary: 'Orders the slides of a site and language: every slide id once, first shown first; audited',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { body: jsonOrForm(adminSlideOrderSchema) },
        responses: { 200: jsonAnswer(messageBody, 'Ordered'), ...pick(401, 403, 419, 422) },
      }),
      async (c) => {
        const input = adminBodyOf(c, adminSlideOrderSchema);
        const staff = requireSiteScope(c, input.site);
        await orderAdminSlides(db, staff.id, input.site, input.locale, input.ids);
        return c.json({ message: message('carousel_order_saved', c.var.locale) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'patch',
        path: '/carousel-slides/{id}',
        tags,
        summary: 'Replaces a slide’s fields (moved to another site or language, it goes last there); audited',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: idPathParam, body: jsonOrForm(adminSlideInputSchema) },
        responses: { 200: jsonAnswer(adminSlideSavedSchema, 'Saved'), ...pick(401, 403, 404, 419, 422) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        requireSiteScope(c, await siteOfSlide(db, id));
        const input = adminBodyOf(c, adminSlideInputSchema);
        const staff = requireSiteScope(c, input.site);
        const data = await updateAdminSlide(db, staff.id, id, input);
        return c.json({ message: message('carousel_slide_saved', c.var.locale), data }, 200);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'delete',
        path: '/carousel-slides/{id}',
        tags,
        summary: 'Deletes a slide; audited with what it was',
        request: { params: idPathParam },
        responses: { 200: jsonAnswer(messageBody, 'Deleted'), ...pick(401, 403, 404, 419) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const staff = requireSiteScope(c, await siteOfSlide(db, id));
        await deleteAdminSlide(db, staff.id, id);
        return c.json({ message: message('carousel_slide_deleted', c.var.locale) }, 200);
      },
    );
}

import {
  adminInboxQuerySchema,
  adminRecommendationDetailSchema,
  adminRecommendationListSchema,
  adminRecommendationSchema,
  STAFF_SITE_SCOPE,
} from '@vag/domain';
import { idPathParam, jsonAnswer } from '../../lib/admin-lists';
import { type AdminContext, adminRoute, createAdminRouter, requireStaff, sitesOf } from '../../lib/admin-router';
import { handledRoute } from '../../lib/inbox-items';
import { pick } from '../../lib/responses';
import {
  getRecommendationForStaff,
  listRecommendationsForStaff,
  setRecommendationHandled,
} from './recommendations.service';

/*
 * The back office's inbox of training recommendations (issue 20): the list of the member's
 * sites, one recommendation with who sent it, handled or new again; every write audited.
 */

const PATH = '/recommendations';

export function recommendationAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access: 'inbox.manage',
        method: 'get',
        path: PATH,
        tags: ['Admin: inbox'],
        summary: 'Training recommendations newest first: new, handled or all; by site; search in the training’s name',
        request: { query: adminInboxQuerySchema },
        responses: {
          200: jsonAnswer(adminRecommendationListSchema, 'A page of recommendations'),
          ...pick(401, 403, 422),
        },
      }),
      async (c) => {
        const sites = sitesOf(c, STAFF_SITE_SCOPE[requireStaff(c).role]);
        const result = await listRecommendationsForStaff(db, c.req.valid('query'), sites, c.var.locale);
        c.header('Cache-Control', 'private, no-store');
        return c.json(result, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'inbox.manage',
        method: 'get',
        path: `${PATH}/{id}`,
        tags: ['Admin: inbox'],
        summary: 'One training recommendation and who sent it',
        request: { params: idPathParam },
        responses: {
          200: jsonAnswer(adminRecommendationDetailSchema, 'The recommendation'),
          ...pick(401, 403, 404),
        },
      }),
      async (c) => {
        const data = await getRecommendationForStaff(db, c.req.valid('param').id, requireStaff(c), c.var.locale);
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data }, 200);
      },
    )
    .openapi(handledRoute(PATH, adminRecommendationSchema, 'handled'), async (c) => {
      const data = await setRecommendationHandled(db, c.req.valid('param').id, requireStaff(c), true, c.var.locale);
      return c.json({ data }, 200);
    })
    .openapi(handledRoute(PATH, adminRecommendationSchema, 'reopen'), async (c) => {
      const data = await setRecommendationHandled(db, c.req.valid('param').id, requireStaff(c), false, c.var.locale);
      return c.json({ data }, 200);
    });
}

import { z } from '@hono/zod-openapi';
import {
  adminProductPromotionInputSchema,
  adminProductPromotionListSchema,
  adminProductPromotionSavedSchema,
  decimalInteger,
} from '@vag/domain';
import { idPathParam, jsonAnswer } from '../../lib/admin-lists';
import {
  type AdminContext,
  adminBodyOf,
  adminRoute,
  createAdminRouter,
  requireSiteScope,
} from '../../lib/admin-router';
import { FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import { message } from '../../lib/messages';
import { pick } from '../../lib/responses';
import { addPromotionByStaff, listPromotions, removePromotionByStaff, siteOfProduct } from './products.promotions';

/*
 * A product's planned promotions in the back office (issue 21, catalogue.manage): listed, added
 * and removed, each write audited; the product's site must be one of the member's.
 */

const tags = ['Admin: products'];

const promotionPathParams = idPathParam.extend({
  promotionId: decimalInteger(z.number().int().positive()).openapi({ param: { name: 'promotionId', in: 'path' } }),
});

export function productPromotionAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access: 'catalogue.manage',
        method: 'get',
        path: '/products/{id}/promotions',
        tags,
        summary: 'A product’s promotions, earliest first, each planned, running or ended',
        request: { params: idPathParam },
        responses: { 200: jsonAnswer(adminProductPromotionListSchema, 'The promotions'), ...pick(401, 403, 404) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        requireSiteScope(c, await siteOfProduct(db, id));
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data: await listPromotions(db, id) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'catalogue.manage',
        method: 'post',
        path: '/products/{id}/promotions',
        tags,
        summary:
          'Plans a promotion: below the regular price, ending after it starts and not yet ended, sharing no moment with another (422); one whose window holds now applies at once',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: idPathParam, body: jsonOrForm(adminProductPromotionInputSchema) },
        responses: {
          201: jsonAnswer(adminProductPromotionSavedSchema, 'Planned'),
          ...pick(401, 403, 404, 419, 422),
        },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const staff = requireSiteScope(c, await siteOfProduct(db, id));
        const data = await addPromotionByStaff(db, staff.id, id, adminBodyOf(c, adminProductPromotionInputSchema));
        return c.json({ message: message('product_promotion_saved', c.var.locale), data }, 201);
      },
    )
    .openapi(
      adminRoute({
        access: 'catalogue.manage',
        method: 'delete',
        path: '/products/{id}/promotions/{promotionId}',
        tags,
        summary: 'Removes a promotion; a running one stops at once and the regular price applies again',
        request: { params: promotionPathParams },
        responses: { 204: { description: 'Removed' }, ...pick(401, 403, 404, 419) },
      }),
      async (c) => {
        const { id, promotionId } = c.req.valid('param');
        const staff = requireSiteScope(c, await siteOfProduct(db, id));
        await removePromotionByStaff(db, staff.id, id, promotionId);
        return c.body(null, 204);
      },
    );
}

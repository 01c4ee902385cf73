import { z } from '@hono/zod-openapi';
import {
  adminCouponDetailSchema,
  adminCouponInputSchema,
  adminCouponListSchema,
  adminCouponQuerySchema,
  adminCouponRedemptionListSchema,
  adminCouponRedemptionQuerySchema,
  adminCouponSavedSchema,
  adminGiftInputSchema,
  adminGiftListSchema,
  adminGiftQuerySchema,
  adminGiftSavedSchema,
  adminProductLookupQuerySchema,
  adminProductLookupSchema,
  STAFF_SITE_SCOPE,
} from '@vag/domain';
import type { Context } from 'hono';
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
import {
  couponForStaff,
  deleteGiftByStaff,
  listCouponsForStaff,
  listGiftsForStaff,
  listRedemptions,
  lookupProducts,
  saveCouponByStaff,
  saveGiftByStaff,
  toAdminCoupon,
} from './coupons.admin.service';

/*
 * The back office's promotions (issue 21): coupons with their uses and the gift rules of the
 * member's sites (promotions.manage); every write audited. The kinds and value ranges are the
 * contract's (domain admin-promotions), the cart's rules (coupons.rules.ts) say whether a coupon
 * is usable today.
 */

const COUPONS = ['Admin: coupons'];
const GIFTS = ['Admin: gifts'];
const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

export function couponAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access: 'promotions.manage',
        method: 'get',
        path: '/coupons',
        tags: COUPONS,
        summary: "Coupons of the member's sites and of both sites, newest first: search in the code, state",
        request: { query: adminCouponQuerySchema },
        responses: { 200: jsonAnswer(adminCouponListSchema, 'A page of coupons'), ...pick(401, 403, 422) },
      }),
      async (c) => {
        const sites = sitesOf(c, STAFF_SITE_SCOPE[requireStaff(c).role]);
        noStore(c);
        return c.json(await listCouponsForStaff(db, c.req.valid('query'), sites), 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'promotions.manage',
        method: 'post',
        path: '/coupons',
        tags: COUPONS,
        summary: 'Creates a coupon; the code is unique in any case (422 coupon_code_taken)',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { body: jsonOrForm(adminCouponInputSchema) },
        responses: { 201: jsonAnswer(adminCouponSavedSchema, 'Created'), ...pick(401, 403, 419, 422) },
      }),
      async (c) => {
        const data = await saveCouponByStaff(db, adminBodyOf(c, adminCouponInputSchema), requireStaff(c));
        return c.json({ message: message('coupon_saved', c.var.locale), data }, 201);
      },
    )
    .openapi(
      adminRoute({
        access: 'promotions.manage',
        method: 'get',
        path: '/coupons/{id}',
        tags: COUPONS,
        summary: 'One coupon with its use count',
        request: { params: idPathParam },
        responses: { 200: jsonAnswer(adminCouponDetailSchema, 'The coupon'), ...pick(401, 403, 404) },
      }),
      async (c) => {
        const row = await couponForStaff(db, c.req.valid('param').id, requireStaff(c));
        noStore(c);
        return c.json({ data: toAdminCoupon(row) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'promotions.manage',
        method: 'patch',
        path: '/coupons/{id}',
        tags: COUPONS,
        summary:
          'Changes a coupon (the whole form); a usage limit below the uses counted is refused (422 coupon_usage_limit_below_uses)',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: idPathParam, body: jsonOrForm(adminCouponInputSchema) },
        responses: { 200: jsonAnswer(adminCouponSavedSchema, 'Saved'), ...pick(401, 403, 404, 419, 422) },
      }),
      async (c) => {
        const input = adminBodyOf(c, adminCouponInputSchema);
        const data = await saveCouponByStaff(db, input, requireStaff(c), c.req.valid('param').id);
        return c.json({ message: message('coupon_saved', c.var.locale), data }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'promotions.manage',
        method: 'get',
        path: '/coupons/{id}/redemptions',
        tags: COUPONS,
        summary: 'Each use of a coupon, newest first: when, by which e-mail, what it took off, its order or enrolment',
        request: { params: idPathParam, query: adminCouponRedemptionQuerySchema },
        responses: { 200: jsonAnswer(adminCouponRedemptionListSchema, 'A page of uses'), ...pick(401, 403, 404, 422) },
      }),
      async (c) => {
        const coupon = await couponForStaff(db, c.req.valid('param').id, requireStaff(c));
        noStore(c);
        return c.json(await listRedemptions(db, coupon.id, c.req.valid('query')), 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'promotions.manage',
        method: 'get',
        path: '/gifts',
        tags: GIFTS,
        summary: "The gift rules of the member's sites, by site and threshold",
        request: { query: adminGiftQuerySchema },
        responses: { 200: jsonAnswer(adminGiftListSchema, 'The gift rules'), ...pick(401, 403, 422) },
      }),
      async (c) => {
        const sites = sitesOf(c, STAFF_SITE_SCOPE[requireStaff(c).role]);
        noStore(c);
        return c.json({ data: await listGiftsForStaff(db, sites) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'promotions.manage',
        method: 'get',
        path: '/gifts/products',
        tags: GIFTS,
        summary: 'The gift picker: products by a part of their Hungarian name (accents ignored), 20 at most',
        request: { query: adminProductLookupQuerySchema },
        responses: { 200: jsonAnswer(adminProductLookupSchema, 'Matching products'), ...pick(401, 403, 422) },
      }),
      async (c) => {
        noStore(c);
        return c.json({ data: await lookupProducts(db, c.req.valid('query').q) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'promotions.manage',
        method: 'post',
        path: '/gifts',
        tags: GIFTS,
        summary: 'Adds a gift rule: above the threshold, this many of the product free',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { body: jsonOrForm(adminGiftInputSchema) },
        responses: { 201: jsonAnswer(adminGiftSavedSchema, 'Created'), ...pick(401, 403, 419, 422) },
      }),
      async (c) => {
        const data = await saveGiftByStaff(db, adminBodyOf(c, adminGiftInputSchema), requireStaff(c));
        return c.json({ message: message('gift_saved', c.var.locale), data }, 201);
      },
    )
    .openapi(
      adminRoute({
        access: 'promotions.manage',
        method: 'patch',
        path: '/gifts/{id}',
        tags: GIFTS,
        summary: 'Changes a gift rule (the whole form)',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: idPathParam, body: jsonOrForm(adminGiftInputSchema) },
        responses: { 200: jsonAnswer(adminGiftSavedSchema, 'Saved'), ...pick(401, 403, 404, 419, 422) },
      }),
      async (c) => {
        const input = adminBodyOf(c, adminGiftInputSchema);
        const data = await saveGiftByStaff(db, input, requireStaff(c), c.req.valid('param').id);
        return c.json({ message: message('gift_saved', c.var.locale), data }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'promotions.manage',
        method: 'delete',
        path: '/gifts/{id}',
        tags: GIFTS,
        summary: 'Removes a gift rule: carts stop getting its gift at once',
        request: { params: idPathParam },
        responses: { 200: jsonAnswer(z.object({ message: z.string() }), 'Deleted'), ...pick(401, 403, 404, 419) },
      }),
      async (c) => {
        await deleteGiftByStaff(db, c.req.valid('param').id, requireStaff(c));
        return c.json({ message: message('gift_deleted', c.var.locale) }, 200);
      },
    );
}

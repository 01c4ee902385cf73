import { z } from '@hono/zod-openapi';
import {
  adminProductDetailSchema,
  adminProductInputSchema,
  adminProductListSchema,
  adminProductLookupQuerySchema,
  adminProductLookupSchema,
  adminProductQuerySchema,
  adminSubCategoryOptionListSchema,
  HostId,
  STAFF_SITE_SCOPE,
} from '@vag/domain';
import type { Context } from 'hono';
import { idPathParam, jsonAnswer } from '../../lib/admin-lists';
import {
  type AdminContext,
  type AdminEnv,
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
  findRelatedOptions,
  getAdminProduct,
  listAdminProducts,
  listSubCategoryOptions,
  productSiteOf,
  saveAdminProduct,
} from './products.admin.service';

/*
 * The back office's product editor (issue 21): the list, one product, a create and an edit.
 * Products carry their site (host 1 today): a member acts only on the sites of their role.
 */

const tags = ['Admin: products'];
const saved = z.object({ message: z.string(), data: z.object({ id: z.number().int() }) });

/** 403 unless the member's role acts on the product's site; 404 for a product that does not exist. */
async function requireProductScope(c: Context<AdminEnv>, db: Parameters<typeof productSiteOf>[0], id: number) {
  return requireSiteScope(c, await productSiteOf(db, id));
}

export function productAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access: 'catalogue.manage',
        method: 'get',
        path: '/products',
        tags,
        summary:
          'Products newest first: search by name or slug; filters by active, promoted, professionals-only, out of stock and sub category',
        request: { query: adminProductQuerySchema },
        responses: { 200: jsonAnswer(adminProductListSchema, 'A page of products'), ...pick(401, 403, 422) },
      }),
      async (c) => {
        const staff = requireStaff(c);
        const sites = sitesOf(c, STAFF_SITE_SCOPE[staff.role]);
        c.header('Cache-Control', 'private, no-store');
        return c.json(await listAdminProducts(db, c.req.valid('query'), c.var.locale, sites), 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'catalogue.manage',
        method: 'get',
        path: '/product-sub-categories',
        tags,
        summary: 'The shop’s sub categories a product can be placed in, named with their place in the tree',
        responses: { 200: jsonAnswer(adminSubCategoryOptionListSchema, 'The sub categories'), ...pick(401, 403) },
      }),
      async (c) => {
        requireSiteScope(c, 'shop');
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data: await listSubCategoryOptions(db, HostId.shop, c.var.locale) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'catalogue.manage',
        method: 'post',
        path: '/products',
        tags,
        summary:
          'Creates a shop product: texts per language (rich description sanitised), regular price, flags, net content, stock, categories and pictures',
        middleware: [limitBody(FORM_BODY_LIMIT)],
        request: { body: jsonOrForm(adminProductInputSchema) },
        responses: { 201: jsonAnswer(saved, 'Created'), ...pick(401, 403, 419, 422) },
      }),
      async (c) => {
        const staff = requireSiteScope(c, 'shop');
        const id = await saveAdminProduct(db, staff.id, undefined, adminBodyOf(c, adminProductInputSchema));
        return c.json({ message: message('product_created', c.var.locale), data: { id } }, 201);
      },
    )
    .openapi(
      adminRoute({
        access: 'catalogue.manage',
        method: 'get',
        path: '/products/{id}',
        tags,
        summary:
          'One product as the editor shows it: texts and paths per language, prices with the 30-day lowest, pictures, categories, related products',
        request: { params: idPathParam },
        responses: { 200: jsonAnswer(adminProductDetailSchema, 'The product'), ...pick(401, 403, 404) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        await requireProductScope(c, db, id);
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data: await getAdminProduct(db, id, c.var.locale) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'catalogue.manage',
        method: 'get',
        path: '/products/{id}/related-options',
        tags,
        summary:
          'The related picker: products of the same site by a part of their Hungarian name (accents ignored), 20 at most',
        request: { params: idPathParam, query: adminProductLookupQuerySchema },
        responses: { 200: jsonAnswer(adminProductLookupSchema, 'Matching products'), ...pick(401, 403, 404, 422) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        await requireProductScope(c, db, id);
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data: await findRelatedOptions(db, id, c.req.valid('query').q) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'catalogue.manage',
        method: 'patch',
        path: '/products/{id}',
        tags,
        summary:
          'Edits a product (only the fields sent change, the related picks replaced when sent); a changed slug leaves a 301 from the old path to the new one',
        middleware: [limitBody(FORM_BODY_LIMIT)],
        request: { params: idPathParam, body: jsonOrForm(adminProductInputSchema) },
        responses: { 200: jsonAnswer(saved, 'Saved'), ...pick(401, 403, 404, 419, 422) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const staff = await requireProductScope(c, db, id);
        await saveAdminProduct(db, staff.id, id, adminBodyOf(c, adminProductInputSchema));
        return c.json({ message: message('product_saved', c.var.locale), data: { id } }, 200);
      },
    );
}

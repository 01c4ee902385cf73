import { z } from '@hono/zod-openapi';
import {
  adminCategoryInputSchema,
  adminCategoryOrderSchema,
  adminCategoryTreeSchema,
  adminProductCategoryCreateSchema,
  adminSiteSchema,
  decimalInteger,
  PRODUCT_CATEGORY_LEVELS,
  productCategoryLevelSchema,
  STAFF_SITE_SCOPE,
} from '@vag/domain';
import type { Context } from 'hono';
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
import { ValidationError } from '../../lib/errors';
import { message } from '../../lib/messages';
import { pick } from '../../lib/responses';
import {
  createProductCategory,
  deleteProductCategory,
  getCategoryTrees,
  orderProductCategories,
  type SiteGuard,
  updateProductCategory,
} from './product-categories.admin.service';

/*
 * The back office's shop categories (issue 21): the tree of each site the member acts on, a new
 * category at a level, its texts and flags (a move under another parent included), the order of
 * siblings, and a delete refused while anything hangs on it. catalogue.manage; site-scoped.
 */

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const messageBody = z.object({ message: z.string() });
const createdBody = z.object({
  message: z.string(),
  data: z.object({ level: productCategoryLevelSchema, id: z.number().int() }),
});
const nodeParams = z.object({
  level: z.enum(PRODUCT_CATEGORY_LEVELS).openapi({ param: { name: 'level', in: 'path' } }),
  id: decimalInteger(z.number().int().positive()).openapi({ param: { name: 'id', in: 'path' } }),
});
const tags = ['Admin: categories'];
const access = 'catalogue.manage' as const;
const guardOf =
  (c: Context<AdminEnv>): SiteGuard =>
  (site) => {
    requireSiteScope(c, site);
  };

export function productCategoryAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access,
        method: 'get',
        path: '/product-categories',
        tags,
        summary: 'The three-level category tree of each site (or of `site`), with texts, flags and product counts',
        request: { query: z.object({ site: adminSiteSchema.optional() }) },
        responses: { 200: json(adminCategoryTreeSchema, 'The trees'), ...pick(401, 403, 422) },
      }),
      async (c) => {
        c.header('Cache-Control', 'private, no-store');
        const sites = sitesOf(c, STAFF_SITE_SCOPE[requireStaff(c).role]);
        const data = await getCategoryTrees(db, sites);
        // The recursive node type is the documented three-level schema (a sub category has no children).
        return c.json({ data } as z.infer<typeof adminCategoryTreeSchema>, 200);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'post',
        path: '/product-categories',
        tags,
        summary: 'Creates a category at a level: a main category of a site, or a child of `parent_id` (audited)',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { body: jsonOrForm(adminProductCategoryCreateSchema) },
        responses: { 201: json(createdBody, 'Created'), ...pick(401, 403, 419, 422) },
      }),
      async (c) => {
        const input = adminBodyOf(c, adminProductCategoryCreateSchema);
        const data = await createProductCategory(db, requireStaff(c).id, input, guardOf(c));
        return c.json({ message: message('category_created', c.var.locale), data }, 201);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'post',
        path: '/product-categories/order',
        tags,
        summary:
          'Orders the children of one parent (or a site’s main categories): every sibling id, in order (audited)',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { body: jsonOrForm(adminCategoryOrderSchema) },
        responses: { 200: json(messageBody, 'Ordered'), ...pick(401, 403, 404, 419, 422) },
      }),
      async (c) => {
        const { level, ids } = adminBodyOf(c, adminCategoryOrderSchema);
        if (!level) throw new ValidationError({ level: ['required'] });
        await orderProductCategories(db, requireStaff(c).id, level, ids, guardOf(c));
        return c.json({ message: message('category_ordered', c.var.locale) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'patch',
        path: '/product-categories/{level}/{id}',
        tags,
        summary:
          'A category’s texts (hu/en name, slug, SEO), menu and active flags, and parent; a changed path leaves 301s for it and every category below it (audited)',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: nodeParams, body: jsonOrForm(adminCategoryInputSchema) },
        responses: { 200: json(messageBody, 'Saved'), ...pick(401, 403, 404, 419, 422) },
      }),
      async (c) => {
        const { level, id } = c.req.valid('param');
        const input = adminBodyOf(c, adminCategoryInputSchema);
        await updateProductCategory(db, requireStaff(c).id, level, id, input, guardOf(c));
        return c.json({ message: message('category_saved', c.var.locale) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'delete',
        path: '/product-categories/{level}/{id}',
        tags,
        summary: 'Deletes a category; 409 while it has child categories or products (audited)',
        request: { params: nodeParams },
        responses: { 200: json(messageBody, 'Deleted'), ...pick(401, 403, 404, 409, 419) },
      }),
      async (c) => {
        const { level, id } = c.req.valid('param');
        await deleteProductCategory(db, requireStaff(c).id, level, id, guardOf(c));
        return c.json({ message: message('category_deleted', c.var.locale) }, 200);
      },
    );
}

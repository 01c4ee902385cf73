import { z } from '@hono/zod-openapi';
import {
  adminBlogCategoryCreateSchema,
  adminBlogCategoryInputSchema,
  adminBlogCategoryListSchema,
  adminBlogCategorySavedSchema,
  adminBlogPostAnswerSchema,
  adminBlogPostCreateSchema,
  adminBlogPostInputSchema,
  adminBlogPostListSchema,
  adminBlogPostSavedSchema,
  adminContentListQuerySchema,
  adminSiteQuerySchema,
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
import { deleteAdminPost, getAdminPost, listAdminPosts, saveAdminPost, siteOfPost } from './blog.admin.service';
import { listAdminCategories, saveAdminCategory, siteOfCategory } from './blog.admin-categories';

/*
 * The back office's blog (issue 21): posts of every state with their texts in both languages,
 * categories, tags, publication time (a future one schedules the post), highlight and image;
 * the blog's categories. content.manage; a site manager acts on their own site's posts only.
 */

const tags = ['Admin: blog'];
const access = 'content.manage' as const;
const messageBody = z.object({ message: z.string() });

export function blogAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access,
        method: 'get',
        path: '/blog-posts',
        tags,
        summary:
          'Posts of the member’s sites (or of `site`), newest publication first, scheduled and inactive ones included',
        request: { query: adminContentListQuerySchema },
        responses: { 200: jsonAnswer(adminBlogPostListSchema, 'A page of posts'), ...pick(401, 403, 422) },
      }),
      async (c) => {
        const sites = sitesOf(c, STAFF_SITE_SCOPE[requireStaff(c).role]);
        c.header('Cache-Control', 'private, no-store');
        return c.json(await listAdminPosts(db, c.req.valid('query'), sites, c.var.locale), 200);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'post',
        path: '/blog-posts',
        tags,
        summary:
          'Creates a post: Hungarian texts required, English optional; HTML sanitised; tags named by text (new ones created); audited',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { body: jsonOrForm(adminBlogPostCreateSchema) },
        responses: { 201: jsonAnswer(adminBlogPostSavedSchema, 'Created'), ...pick(401, 403, 419, 422) },
      }),
      async (c) => {
        const input = adminBodyOf(c, adminBlogPostCreateSchema);
        const staff = requireSiteScope(c, input.site);
        const id = await saveAdminPost(db, staff.id, { site: input.site }, input);
        const data = await getAdminPost(db, id);
        return c.json({ message: message('blog_post_created', c.var.locale), data }, 201);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'get',
        path: '/blog-posts/{id}',
        tags,
        summary: 'One post with everything its editor changes',
        request: { params: idPathParam },
        responses: { 200: jsonAnswer(adminBlogPostAnswerSchema, 'The post'), ...pick(401, 403, 404) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        requireSiteScope(c, await siteOfPost(db, id));
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data: await getAdminPost(db, id) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'patch',
        path: '/blog-posts/{id}',
        tags,
        summary:
          'Replaces a post’s editable fields; a changed slug leaves a 301 from the old address; blank English texts remove the English version; audited',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: idPathParam, body: jsonOrForm(adminBlogPostInputSchema) },
        responses: { 200: jsonAnswer(adminBlogPostSavedSchema, 'Saved'), ...pick(401, 403, 404, 419, 422) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const staff = requireSiteScope(c, await siteOfPost(db, id));
        await saveAdminPost(db, staff.id, { id }, adminBodyOf(c, adminBlogPostInputSchema));
        const data = await getAdminPost(db, id);
        return c.json({ message: message('blog_post_saved', c.var.locale), data }, 200);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'delete',
        path: '/blog-posts/{id}',
        tags,
        summary: 'Deletes a post with its texts, links and search documents; audited with what it was',
        request: { params: idPathParam },
        responses: { 200: jsonAnswer(messageBody, 'Deleted'), ...pick(401, 403, 404, 419) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const staff = requireSiteScope(c, await siteOfPost(db, id));
        await deleteAdminPost(db, staff.id, id);
        return c.json({ message: message('blog_post_deleted', c.var.locale) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'get',
        path: '/blog-categories',
        tags,
        summary: 'Every blog category of the member’s sites (or of `site`), active or not, with both languages',
        request: { query: adminSiteQuerySchema },
        responses: { 200: jsonAnswer(adminBlogCategoryListSchema, 'The categories'), ...pick(401, 403, 422) },
      }),
      async (c) => {
        const sites = sitesOf(c, STAFF_SITE_SCOPE[requireStaff(c).role]);
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data: await listAdminCategories(db, sites) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'post',
        path: '/blog-categories',
        tags,
        summary: 'Creates a blog category of a site (names, slugs and SEO per language, sort, active); audited',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { body: jsonOrForm(adminBlogCategoryCreateSchema) },
        responses: { 201: jsonAnswer(adminBlogCategorySavedSchema, 'Created'), ...pick(401, 403, 419, 422) },
      }),
      async (c) => {
        const input = adminBodyOf(c, adminBlogCategoryCreateSchema);
        const staff = requireSiteScope(c, input.site);
        const data = await saveAdminCategory(db, staff.id, { site: input.site }, input);
        return c.json({ message: message('blog_category_created', c.var.locale), data }, 201);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'patch',
        path: '/blog-categories/{id}',
        tags,
        summary: 'Replaces a blog category’s fields; a changed slug leaves a 301 from the old address; audited',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: idPathParam, body: jsonOrForm(adminBlogCategoryInputSchema) },
        responses: { 200: jsonAnswer(adminBlogCategorySavedSchema, 'Saved'), ...pick(401, 403, 404, 419, 422) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const staff = requireSiteScope(c, await siteOfCategory(db, id));
        const data = await saveAdminCategory(db, staff.id, { id }, adminBodyOf(c, adminBlogCategoryInputSchema));
        return c.json({ message: message('blog_category_saved', c.var.locale), data }, 200);
      },
    );
}

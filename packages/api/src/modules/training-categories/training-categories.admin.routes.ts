import { z } from '@hono/zod-openapi';
import {
  adminCategoryOrderSchema,
  adminCategoryTreeSchema,
  adminTrainingCategoryInputSchema,
  decimalInteger,
} from '@vag/domain';
import {
  type AdminContext,
  adminBodyOf,
  adminRoute,
  createAdminRouter,
  requireAcademyScope,
} from '../../lib/admin-router';
import { FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import { message } from '../../lib/messages';
import { pick } from '../../lib/responses';
import {
  createTrainingCategory,
  deleteTrainingCategory,
  getTrainingCategoryTree,
  orderTrainingCategories,
  updateTrainingCategory,
} from './training-categories.admin.service';

/*
 * The back office's training categories (issue 21): the academy's tree, a new category at the
 * top or under a parent (three levels at most), its texts and active flag (a move under another
 * parent included), the order of siblings, and a delete refused while anything hangs on it.
 * academy.manage; the academy's site only.
 */

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const messageBody = z.object({ message: z.string() });
const createdBody = z.object({
  message: z.string(),
  data: z.object({ level: z.literal('training'), id: z.number().int() }),
});
const nodeParams = z.object({
  id: decimalInteger(z.number().int().positive()).openapi({ param: { name: 'id', in: 'path' } }),
});
const tags = ['Admin: categories'];
const access = 'academy.manage' as const;

export function trainingCategoryAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access,
        method: 'get',
        path: '/training-categories',
        tags,
        summary: 'The academy’s training category tree (up to three levels), with texts, flags and training counts',
        responses: { 200: json(adminCategoryTreeSchema, 'The tree'), ...pick(401, 403) },
      }),
      async (c) => {
        requireAcademyScope(c);
        c.header('Cache-Control', 'private, no-store');
        const data = await getTrainingCategoryTree(db);
        // The recursive node type is the documented three-level schema (the deepest has no children).
        return c.json({ data } as z.infer<typeof adminCategoryTreeSchema>, 200);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'post',
        path: '/training-categories',
        tags,
        summary: 'Creates a training category at the top or under `parent_id`, at most three levels deep (audited)',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { body: jsonOrForm(adminTrainingCategoryInputSchema) },
        responses: { 201: json(createdBody, 'Created'), ...pick(401, 403, 419, 422) },
      }),
      async (c) => {
        const staff = requireAcademyScope(c);
        const input = adminBodyOf(c, adminTrainingCategoryInputSchema);
        const data = await createTrainingCategory(db, staff.id, input);
        return c.json({ message: message('category_created', c.var.locale), data }, 201);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'post',
        path: '/training-categories/order',
        tags,
        summary: 'Orders the children of one parent (or the top categories): every sibling id, in order (audited)',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { body: jsonOrForm(adminCategoryOrderSchema) },
        responses: { 200: json(messageBody, 'Ordered'), ...pick(401, 403, 404, 419, 422) },
      }),
      async (c) => {
        const staff = requireAcademyScope(c);
        const { ids } = adminBodyOf(c, adminCategoryOrderSchema);
        await orderTrainingCategories(db, staff.id, ids);
        return c.json({ message: message('category_ordered', c.var.locale) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'patch',
        path: '/training-categories/{id}',
        tags,
        summary:
          'A training category’s texts (hu/en name, slug, SEO), active flag and parent (blank: the top); a changed path leaves 301s for it and every category below it (audited)',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: nodeParams, body: jsonOrForm(adminTrainingCategoryInputSchema) },
        responses: { 200: json(messageBody, 'Saved'), ...pick(401, 403, 404, 419, 422) },
      }),
      async (c) => {
        const staff = requireAcademyScope(c);
        const { id } = c.req.valid('param');
        const input = adminBodyOf(c, adminTrainingCategoryInputSchema);
        await updateTrainingCategory(db, staff.id, id, input);
        return c.json({ message: message('category_saved', c.var.locale) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access,
        method: 'delete',
        path: '/training-categories/{id}',
        tags,
        summary: 'Deletes a training category; 409 while it has child categories or trainings (audited)',
        request: { params: nodeParams },
        responses: { 200: json(messageBody, 'Deleted'), ...pick(401, 403, 404, 409, 419) },
      }),
      async (c) => {
        const staff = requireAcademyScope(c);
        const { id } = c.req.valid('param');
        await deleteTrainingCategory(db, staff.id, id);
        return c.json({ message: message('category_deleted', c.var.locale) }, 200);
      },
    );
}

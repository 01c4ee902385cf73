import { z } from '@hono/zod-openapi';
import {
  adminContentPreviewSchema,
  adminMediaAltFormSchema,
  adminMediaAssetSchema,
  adminMediaListSchema,
  adminMediaQuerySchema,
  MEDIA_ALT_MAX_LENGTH,
} from '@vag/domain';
import { idPathParam, jsonAnswer } from '../../lib/admin-lists';
import { type AdminContext, adminBodyOf, adminRoute, createAdminRouter, requireStaff } from '../../lib/admin-router';
import { FORM_BODY_LIMIT, jsonOrForm, limitBody, MEDIA_UPLOAD_BODY_LIMIT } from '../../lib/body';
import { ValidationError } from '../../lib/errors';
import { sanitizeHtml } from '../../lib/html';
import { message } from '../../lib/messages';
import { pick } from '../../lib/responses';
import {
  defaultMediaDir,
  deleteMediaAsset,
  getMediaAsset,
  listMediaAssets,
  updateMediaAltTexts,
  uploadMediaAsset,
} from './media.service';

/*
 * The media library's admin API (issue 21) and the rich-text preview. Content editors and
 * catalogue editors both upload images; `content.manage` is held by every role that edits either
 * (owner, managers, editor), so one permission serves both.
 */

const TAGS = ['Admin: media'];

const uploadBody = z.object({
  file: z.any().openapi({ type: 'string', format: 'binary' }),
  alt_hu: z.string().trim().max(MEDIA_ALT_MAX_LENGTH).optional(),
  alt_en: z.string().trim().max(MEDIA_ALT_MAX_LENGTH).optional(),
});
const assetAnswer = z.object({ message: z.string(), data: adminMediaAssetSchema });

export function mediaAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  const mediaDir = ctx.options.mediaDir ?? defaultMediaDir();
  return createAdminRouter()
    .openapi(
      adminRoute({
        access: 'content.manage',
        method: 'get',
        path: '/media',
        tags: TAGS,
        summary: 'The media library, newest first; q searches the file name and the alt texts',
        request: { query: adminMediaQuerySchema },
        responses: { 200: jsonAnswer(adminMediaListSchema, 'A page of images'), ...pick(401, 403, 422) },
      }),
      async (c) => {
        c.header('Cache-Control', 'private, no-store');
        return c.json(await listMediaAssets(db, c.req.valid('query')), 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'content.manage',
        method: 'post',
        path: '/media',
        tags: TAGS,
        summary:
          'Uploads an image (multipart `file`, optional alt_hu / alt_en): JPEG, PNG, WebP, AVIF or GIF by its content (never SVG), at most 10 MB and 50 megapixels, turned upright, stripped of metadata, stored as WebP at most 2560 px wide. The same image again answers the one stored (200).',
        middleware: [limitBody(MEDIA_UPLOAD_BODY_LIMIT)] as const,
        request: { body: { content: { 'multipart/form-data': { schema: uploadBody } } } },
        responses: {
          201: jsonAnswer(assetAnswer, 'Stored'),
          200: jsonAnswer(assetAnswer, 'The same image was stored already: that one'),
          ...pick(401, 403, 419, 422),
        },
      }),
      async (c) => {
        const { file, alt_hu, alt_en } = c.req.valid('form');
        if (!(file instanceof File) || file.size === 0) throw new ValidationError({ file: ['media_file_required'] });
        const { asset, created } = await uploadMediaAsset(
          db,
          mediaDir,
          { file, alt: { hu: alt_hu, en: alt_en } },
          requireStaff(c),
        );
        const code = created ? 'media_uploaded' : 'media_already_uploaded';
        return c.json({ message: message(code, c.var.locale), code, data: asset }, created ? 201 : 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'content.manage',
        method: 'get',
        path: '/media/{id}',
        tags: TAGS,
        summary: 'One image of the library with its alt texts',
        request: { params: idPathParam },
        responses: {
          200: jsonAnswer(z.object({ data: adminMediaAssetSchema }), 'The image'),
          ...pick(401, 403, 404),
        },
      }),
      async (c) => {
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data: await getMediaAsset(db, c.req.valid('param').id) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'content.manage',
        method: 'patch',
        path: '/media/{id}',
        tags: TAGS,
        summary: 'Sets the alt texts (a language left out keeps its text); audited',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: idPathParam, body: jsonOrForm(adminMediaAltFormSchema) },
        responses: { 200: jsonAnswer(assetAnswer, 'Saved'), ...pick(401, 403, 404, 419, 422) },
      }),
      async (c) => {
        const body = adminBodyOf(c, adminMediaAltFormSchema);
        const asset = await updateMediaAltTexts(db, c.req.valid('param').id, body, requireStaff(c));
        return c.json({ message: message('media_saved', c.var.locale), data: asset }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'content.manage',
        method: 'delete',
        path: '/media/{id}',
        tags: TAGS,
        summary: 'Deletes an image and its file; 409 media_in_use while a product shows it; audited',
        request: { params: idPathParam },
        responses: {
          200: jsonAnswer(z.object({ message: z.string(), code: z.string() }), 'Deleted'),
          ...pick(401, 403, 404, 409, 419),
        },
      }),
      async (c) => {
        await deleteMediaAsset(db, mediaDir, c.req.valid('param').id, requireStaff(c));
        return c.json({ message: message('media_deleted', c.var.locale), code: 'media_deleted' }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'content.manage',
        method: 'post',
        path: '/content/preview',
        tags: TAGS,
        summary:
          'A rich-text draft as the storefront will show it: sanitised by the same rules (no script, event handler, style or javascript: URL survives); writes nothing',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { body: jsonOrForm(adminContentPreviewSchema) },
        responses: {
          200: jsonAnswer(z.object({ data: z.object({ html: z.string() }) }), 'The sanitised HTML'),
          ...pick(401, 403, 419, 422),
        },
      }),
      async (c) => {
        const { html } = adminBodyOf(c, adminContentPreviewSchema);
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data: { html: sanitizeHtml(html) } }, 200);
      },
    );
}

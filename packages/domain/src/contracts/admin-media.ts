import { z } from 'zod';
import { listMetaSchema } from '../contract';
import { adminPagingShape } from './admin-list';

/*
 * The back office's media library (issue 21): images uploaded once, checked by their content,
 * stored as WebP and served by `/img/<path>?w=` at the spec's widths, with alt texts per language.
 */

/** The largest image file taken; larger ones are refused before they are decoded. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** The most pixels an upload may decode to (a small file can claim a huge canvas: a decompression bomb). */
export const MEDIA_MAX_PIXELS = 50_000_000;
/** Longest alt text kept per language. */
export const MEDIA_ALT_MAX_LENGTH = 300;

export const adminMediaQuerySchema = z.object({
  /** A part of the original file name or of an alt text. */
  q: z.string().trim().max(100).optional(),
  ...adminPagingShape,
});
export type AdminMediaQuery = z.infer<typeof adminMediaQuerySchema>;

export const mediaAltSchema = z.object({ hu: z.string(), en: z.string() });
export type MediaAlt = z.infer<typeof mediaAltSchema>;

export const adminMediaAssetSchema = z.object({
  id: z.number().int(),
  /** `/img/media/<yyyy>/<mm>/<hash>.webp`; add `?w=<width>` for a resized copy. */
  url: z.string(),
  original_name: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size_bytes: z.number().int(),
  alt: mediaAltSchema,
  created_at: z.string(),
});
export type AdminMediaAsset = z.infer<typeof adminMediaAssetSchema>;

export const adminMediaListSchema = z.object({ data: z.array(adminMediaAssetSchema), meta: listMetaSchema });
export type AdminMediaList = z.infer<typeof adminMediaListSchema>;

export const adminMediaAltFormSchema = z.object({
  alt_hu: z.string().trim().max(MEDIA_ALT_MAX_LENGTH).optional(),
  alt_en: z.string().trim().max(MEDIA_ALT_MAX_LENGTH).optional(),
});

export const adminContentPreviewSchema = z.object({
  html: z.string().max(60_000),
  locale: z.enum(['hu', 'en']).optional(),
});

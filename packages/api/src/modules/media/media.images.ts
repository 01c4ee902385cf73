import { IMAGE_WIDTHS, MEDIA_MAX_BYTES, MEDIA_MAX_PIXELS } from '@vag/domain';
import type { Metadata } from 'sharp';
import { fieldError } from '../../lib/errors';

/*
 * An upload becomes a library image (issue 21, DESIGN §8): its type is what sharp reads in the
 * bytes (the name and the browser's type are not trusted), vector images are refused (an SVG
 * can carry scripts), the canvas is bounded before anything is decoded, EXIF rotation is applied
 * and every piece of metadata (GPS position, camera, author) is dropped, and the result is one
 * WebP no wider than the spec's largest width; `/img/` resizes it to the others on request.
 */

/** What sharp may read for the library: raster photos and graphics only. */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'heif']);
/** The widest stored image: wider would never be served (`/img/` snaps to IMAGE_WIDTHS). */
export const MEDIA_STORED_MAX_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;
const WEBP_QUALITY = 82;
/**
 * sharp (libvips, about 25 MB of resident memory) loads on the first upload, not at start: a
 * process that takes no upload does not carry it (issue 23's idle-memory target).
 */
const loadSharp = () => import('sharp').then((module) => module.default);

export interface NormalisedImage {
  webp: Buffer;
  width: number;
  height: number;
}

/** The field's errors; each is a message code (media.messages.ts). */
export async function normaliseImage(field: string, bytes: Uint8Array): Promise<NormalisedImage> {
  if (bytes.byteLength === 0) throw fieldError(field, 'media_file_required');
  if (bytes.byteLength > MEDIA_MAX_BYTES) throw fieldError(field, 'media_file_too_large');
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Reads the header only: nothing is decoded yet.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw fieldError(field, 'media_file_type_invalid');
  }
  // HEIF is taken only as AVIF (AV1): HEVC photos are not decoded by the bundled libvips.
  const avif = metadata.format === 'heif' && metadata.compression === 'av1';
  if (!ACCEPTED_FORMATS.has(metadata.format ?? '') || (metadata.format === 'heif' && !avif)) {
    throw fieldError(field, 'media_file_type_invalid');
  }
  const { width = 0, height = 0 } = metadata;
  if (width === 0 || height === 0) throw fieldError(field, 'media_file_type_invalid');
  if (width * height > MEDIA_MAX_PIXELS) throw fieldError(field, 'media_image_too_big');
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MEDIA_STORED_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { webp: data, width: info.width, height: info.height };
  } catch {
    // A header that promised an image over a body that is not one.
    throw fieldError(field, 'media_file_type_invalid');
  }
}

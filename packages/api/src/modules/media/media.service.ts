import { createHash } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminMediaAsset,
  type AdminMediaQuery,
  type Locale,
  LocaleId,
  MEDIA_MAX_BYTES,
  type MediaAlt,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { sqlErrorOf } from '../../db/errors';
import { likeLower } from '../../lib/admin-lists';
import type { CurrentStaff } from '../../lib/admin-router';
import { AppError, fieldError, NotFoundError } from '../../lib/errors';
import { offsetOf, pageMeta } from '../../lib/http-query';
import { recordAudit } from '../audit/audit.service';
import { normaliseImage } from './media.images';
import {
  deleteMediaRow,
  insertMedia,
  lockMedia,
  type MediaAltRow,
  type MediaRow,
  selectMediaAlts,
  selectMediaById,
  selectMediaByIds,
  selectMediaBySha256,
  selectMediaPage,
  upsertMediaAlt,
} from './media.queries';

export { mediaAltsJson } from './media.queries';

/*
 * The media library (issue 21): an image is stored once (its WebP's SHA-256 is unique), under
 * `media/<yyyy>/<mm>/<hash>.webp` in the media directory, and carries an alt text per language.
 * Other modules refer to an image by id and read it through `mediaById` / `mediaAltTexts`.
 */

export const defaultMediaDir = () => resolve('var/media');

/** `/img/<path>`: the storefront's image route, which resizes to the spec's widths. */
export const mediaUrl = (path: string) => `/img/${path}`;

const LOCALES: Locale[] = ['hu', 'en'];
const localeOfId = (id: number): Locale | undefined => LOCALES.find((locale) => LocaleId[locale] === id);

/** Alt texts by image from translation rows (read with something else: the cart's products). */
export function altsOf(rows: readonly Pick<MediaAltRow, 'mediaId' | 'localeId' | 'alt'>[]): Map<number, MediaAlt> {
  const alts = new Map<number, MediaAlt>();
  for (const row of rows) {
    const locale = localeOfId(row.localeId);
    if (!locale) continue;
    const alt = alts.get(row.mediaId) ?? { hu: '', en: '' };
    alt[locale] = row.alt;
    alts.set(row.mediaId, alt);
  }
  return alts;
}

function toAsset(row: MediaRow, alt: MediaAlt = { hu: '', en: '' }): AdminMediaAsset {
  return {
    id: row.id,
    url: mediaUrl(row.path),
    original_name: row.originalName,
    width: row.width,
    height: row.height,
    size_bytes: row.sizeBytes,
    alt,
    created_at: row.createdAt.toISOString(),
  };
}

async function withAlts(db: Db, rows: readonly MediaRow[]): Promise<AdminMediaAsset[]> {
  const alts = altsOf(
    await selectMediaAlts(
      db,
      rows.map((row) => row.id),
    ),
  );
  return rows.map((row) => toAsset(row, alts.get(row.id)));
}

/** For other modules: the alt texts of these images, per language ('' where none is written). */
export async function mediaAltTexts(db: Db, ids: readonly number[]): Promise<Map<number, MediaAlt>> {
  const alts = altsOf(await selectMediaAlts(db, [...new Set(ids)]));
  for (const id of ids) if (!alts.has(id)) alts.set(id, { hu: '', en: '' });
  return alts;
}

/** For other modules: one image with its URL and alt texts, or undefined when there is none. */
export async function mediaById(db: Db, id: number): Promise<AdminMediaAsset | undefined> {
  const row = await selectMediaById(db, id);
  return row ? (await withAlts(db, [row]))[0] : undefined;
}

/** For other modules: the images of these ids that exist, by id (a form's chosen images). */
export async function mediaByIds(db: Db, ids: readonly number[]): Promise<Map<number, AdminMediaAsset>> {
  const assets = await withAlts(db, await selectMediaByIds(db, [...new Set(ids)]));
  return new Map(assets.map((asset) => [asset.id, asset]));
}

/** GET /api/admin/v1/media: newest first; `q` searches the file name and the alt texts. */
export async function listMediaAssets(db: Db, query: AdminMediaQuery) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? ADMIN_LIST_PAGE_SIZE };
  const { rows, total } = await selectMediaPage(
    db,
    query.q ? likeLower(query.q) : undefined,
    paging.perPage,
    offsetOf(paging),
  );
  return { data: await withAlts(db, rows), meta: pageMeta(paging, total, rows.length) };
}

export async function getMediaAsset(db: Db, id: number): Promise<AdminMediaAsset> {
  const asset = await mediaById(db, id);
  if (!asset) throw new NotFoundError();
  return asset;
}

/** A display name only: no path, no control characters, bounded. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  return base.replace(/[\p{Cc}"<>]/gu, '').slice(0, 200) || 'image';
}

export interface UploadInput {
  file: File;
  alt?: Partial<MediaAlt>;
}

/**
 * POST /api/admin/v1/media: the image checked and normalised (media.images.ts), written to the
 * media directory and recorded with its alt texts, audited. The same image uploaded again gives
 * the asset already there (`created: false`) and writes nothing.
 */
export async function uploadMediaAsset(
  db: Db,
  mediaDir: string,
  input: UploadInput,
  staff: CurrentStaff,
): Promise<{ asset: AdminMediaAsset; created: boolean }> {
  // Refused by its declared size before a byte of it is read for decoding.
  if (input.file.size > MEDIA_MAX_BYTES) throw fieldError('file', 'media_file_too_large');
  const image = await normaliseImage('file', new Uint8Array(await input.file.arrayBuffer()));
  const sha256 = createHash('sha256').update(image.webp).digest('hex');
  const existing = await selectMediaBySha256(db, sha256);
  if (existing) return { asset: (await withAlts(db, [existing]))[0] as AdminMediaAsset, created: false };

  const now = new Date();
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  const path = `media/${now.getUTCFullYear()}/${month}/${sha256.slice(0, 32)}.webp`;
  const file = join(mediaDir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, image.webp);
  const alt = { hu: input.alt?.hu?.trim() ?? '', en: input.alt?.en?.trim() ?? '' };
  try {
    const asset = await db.transaction(async (tx) => {
      const row = await insertMedia(tx, {
        path,
        originalName: cleanName(input.file.name),
        width: image.width,
        height: image.height,
        sizeBytes: image.webp.byteLength,
        sha256,
        uploadedByStaffId: staff.id,
      });
      for (const locale of LOCALES) if (alt[locale]) await upsertMediaAlt(tx, row.id, LocaleId[locale], alt[locale]);
      const created = toAsset(row, alt);
      await recordAudit(tx, {
        staffId: staff.id,
        action: 'media.upload',
        entity: 'media',
        entityId: row.id,
        after: created,
      });
      return created;
    });
    return { asset, created: true };
  } catch (error) {
    // The same image uploaded at the same moment by someone else: theirs is the one kept (same file).
    if (sqlErrorOf(error)?.code === '23505') {
      const raced = await selectMediaBySha256(db, sha256);
      if (raced) return { asset: (await withAlts(db, [raced]))[0] as AdminMediaAsset, created: false };
    }
    await rm(file, { force: true });
    throw error;
  }
}

/** PATCH /api/admin/v1/media/{id}: the alt texts given (a language left out keeps its text), audited. */
export async function updateMediaAltTexts(
  db: Db,
  id: number,
  alt: { alt_hu?: string; alt_en?: string },
  staff: CurrentStaff,
): Promise<AdminMediaAsset> {
  return db.transaction(async (tx) => {
    const row = await lockMedia(tx, id);
    if (!row) throw new NotFoundError();
    const [before] = await withAlts(tx, [row]);
    const after = { hu: alt.alt_hu ?? before?.alt.hu ?? '', en: alt.alt_en ?? before?.alt.en ?? '' };
    for (const locale of LOCALES) await upsertMediaAlt(tx, id, LocaleId[locale], after[locale]);
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'media.update',
      entity: 'media',
      entityId: id,
      before: { alt: before?.alt },
      after: { alt: after },
    });
    return toAsset(row, after);
  });
}

/**
 * DELETE /api/admin/v1/media/{id}: 409 media_in_use while anything refers to the image (the
 * references are foreign keys ON DELETE RESTRICT: the database itself says so). The file goes
 * once the row is gone.
 */
export async function deleteMediaAsset(db: Db, mediaDir: string, id: number, staff: CurrentStaff): Promise<void> {
  let path: string;
  try {
    path = await db.transaction(async (tx) => {
      const row = await lockMedia(tx, id);
      if (!row) throw new NotFoundError();
      const [before] = await withAlts(tx, [row]);
      await deleteMediaRow(tx, id);
      await recordAudit(tx, { staffId: staff.id, action: 'media.delete', entity: 'media', entityId: id, before });
      return row.path;
    });
  } catch (error) {
    // A foreign key's refusal: 23503 from PostgreSQL, 23001 (restrict_violation) from PGlite for the same RESTRICT.
    const state = sqlErrorOf(error)?.code;
    if (state === '23001' || state === '23503') throw new AppError(409, 'media_in_use');
    throw error;
  }
  await rm(join(mediaDir, path), { force: true });
}

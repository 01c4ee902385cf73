import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { localeCheck } from '../../db/columns';

/*
 * The media library (issue 21): every image the back office uploads, checked by its content,
 * normalised by sharp and stored once as WebP under the media directory, where `/img/<path>?w=`
 * serves it at the spec's widths. Products, trainings, posts, slides and rich text refer to it.
 */

export const mediaAssets = pgTable(
  'media_assets',
  {
    id: serial().primaryKey(),
    /** Path under the media directory, e.g. `media/2026/11/3f…a1.webp`; `/img/<path>` serves it. */
    path: text().notNull(),
    originalName: text().notNull(),
    width: integer().notNull(),
    height: integer().notNull(),
    sizeBytes: integer().notNull(),
    /** Of the stored WebP: the same image uploaded twice is kept once. */
    sha256: text().notNull(),
    uploadedByStaffId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('media_assets_path_idx').on(t.path),
    uniqueIndex('media_assets_sha256_idx').on(t.sha256),
    index('media_assets_created_idx').on(t.createdAt.desc(), t.id),
  ],
);

/** What an image shows, per language: its alt text wherever it appears. */
export const mediaAssetTranslations = pgTable(
  'media_asset_translations',
  {
    mediaId: integer()
      .notNull()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    localeId: smallint().notNull(),
    alt: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.localeId] }),
    localeCheck('media_asset_translations_locale_check', t.localeId),
  ],
);

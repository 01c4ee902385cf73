import { and, count, desc, eq, exists, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mediaAssets, mediaAssetTranslations } from './media.schema';

export type MediaRow = typeof mediaAssets.$inferSelect;
export type MediaAltRow = typeof mediaAssetTranslations.$inferSelect;

/** Original name or any alt text containing `like` (a lower-cased LIKE pattern). */
function matching(like: string | undefined): SQL | undefined {
  if (!like) return undefined;
  return or(
    sql`lower(${mediaAssets.originalName}) like ${like}`,
    exists(
      sql`(select 1 from ${mediaAssetTranslations} where ${mediaAssetTranslations.mediaId} = ${mediaAssets.id}
        and lower(${mediaAssetTranslations.alt}) like ${like})`,
    ),
  );
}

/** A page of the library, newest first. */
export async function selectMediaPage(db: Db, like: string | undefined, limit: number, offset: number) {
  const where = matching(like);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(mediaAssets)
      .where(where)
      .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(mediaAssets).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

export async function selectMediaById(db: Db, id: number): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id));
  return row;
}

export async function selectMediaBySha256(db: Db, sha256: string): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.sha256, sha256));
  return row;
}

export async function selectMediaByIds(db: Db, ids: readonly number[]): Promise<MediaRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(mediaAssets)
    .where(inArray(mediaAssets.id, [...ids]));
}

/** The alt texts of these images, every language. */
export async function selectMediaAlts(db: Db, ids: readonly number[]): Promise<MediaAltRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(mediaAssetTranslations)
    .where(inArray(mediaAssetTranslations.mediaId, [...ids]));
}

/** `selectMediaAlts`'s rows of the images whose id `ids` (a subquery) holds, as a JSON array expression. */
export const mediaAltsJson = (ids: SQL) => sql<Pick<MediaAltRow, 'mediaId' | 'localeId' | 'alt'>[]>`coalesce((select
    json_agg(json_build_object('mediaId', ${mediaAssetTranslations.mediaId},
      'localeId', ${mediaAssetTranslations.localeId}, 'alt', ${mediaAssetTranslations.alt}))
  from ${mediaAssetTranslations} where ${mediaAssetTranslations.mediaId} in ${ids}), '[]')`;

export async function insertMedia(db: Db, values: typeof mediaAssets.$inferInsert): Promise<MediaRow> {
  const [row] = await db.insert(mediaAssets).values(values).returning();
  if (!row) throw new Error('media_assets insert returned nothing');
  return row;
}

/** Sets an image's alt text in one language (a row per language, created on first use). */
export async function upsertMediaAlt(db: Db, mediaId: number, localeId: number, alt: string) {
  await db
    .insert(mediaAssetTranslations)
    .values({ mediaId, localeId, alt })
    .onConflictDoUpdate({
      target: [mediaAssetTranslations.mediaId, mediaAssetTranslations.localeId],
      set: { alt },
    });
}

/** Locks the row for a change of its texts or its deletion. */
export async function lockMedia(db: Db, id: number): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, id)).for('update');
  return row;
}

export async function deleteMediaRow(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(mediaAssets)
    .where(and(eq(mediaAssets.id, id)))
    .returning({ id: mediaAssets.id });
  return rows.length > 0;
}

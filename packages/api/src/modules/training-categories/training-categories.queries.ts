import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { trainingCategories, trainingCategoryTranslations } from './training-categories.schema';

const t = trainingCategoryTranslations;

/** Active training categories in one language, of one site or of every site, in display order. */
export function selectTrainingCategories(db: Db, localeId: number, hostId?: number) {
  return db
    .select({
      id: trainingCategories.id,
      parentId: trainingCategories.parentId,
      name: t.name,
      slug: t.slug,
      seoTitle: t.seoTitle,
      seoDescription: t.seoDescription,
    })
    .from(trainingCategories)
    .innerJoin(t, and(eq(t.categoryId, trainingCategories.id), eq(t.localeId, localeId)))
    .where(and(eq(trainingCategories.isActive, true), hostId ? eq(trainingCategories.hostId, hostId) : undefined))
    .orderBy(asc(trainingCategories.sort), asc(trainingCategories.id));
}

/** The given categories and every category below them. */
export async function selectDescendantIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with recursive tree(id) as (
          select ${trainingCategories.id} from ${trainingCategories} where ${inArray(trainingCategories.id, ids)}
          union
          select child.id from ${trainingCategories} child join tree on child.parent_id = tree.id
        )
        select id from tree`,
  );
  return rows.map((row) => Number(row.id));
}

/** Every active category of a site in every language, with its last change: the sitemap. */
export function selectTrainingCategoryPages(db: Db, hostId: number) {
  return db
    .select({
      id: trainingCategories.id,
      parentId: trainingCategories.parentId,
      localeId: t.localeId,
      slug: t.slug,
      updatedAt: sql<Date>`greatest(${trainingCategories.updatedAt}, ${t.updatedAt})`,
    })
    .from(trainingCategories)
    .innerJoin(t, eq(t.categoryId, trainingCategories.id))
    .where(and(eq(trainingCategories.hostId, hostId), eq(trainingCategories.isActive, true)));
}

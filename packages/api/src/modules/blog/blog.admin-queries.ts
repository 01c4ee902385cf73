import { and, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likeLower } from '../../lib/admin-lists';
import {
  blogCategories,
  blogCategoryTranslations,
  blogPostCategories,
  blogPosts,
  blogPostTags,
  blogPostTranslations,
  blogTags,
  blogTagTranslations,
} from './blog.schema';

/* The back office's reads of the blog (issue 21): every post whatever its state, whole. */

const textOf = (column: 'title' | 'slug', localeId: number) =>
  sql<string | null>`(select ${sql.identifier(column)} from ${blogPostTranslations}
    where ${blogPostTranslations.postId} = ${blogPosts.id} and ${blogPostTranslations.localeId} = ${localeId})`;

export interface AdminPostFilter {
  hostIds: number[];
  /** A part of the title in either language. */
  q?: string;
}

function adminPostConditions(filter: AdminPostFilter): SQL | undefined {
  const conditions = [inArray(blogPosts.hostId, filter.hostIds)];
  if (filter.q) {
    conditions.push(sql`exists (select 1 from ${blogPostTranslations}
      where ${blogPostTranslations.postId} = ${blogPosts.id}
        and lower(${blogPostTranslations.title}) like ${likeLower(filter.q)})`);
  }
  return and(...conditions);
}

/** Scheduled posts first (the editor's next work), then the newest. */
export function selectAdminPosts(db: Db, filter: AdminPostFilter, limit: number, offset: number) {
  return db
    .select({
      id: blogPosts.id,
      hostId: blogPosts.hostId,
      publicationDate: blogPosts.publicationDate,
      isActive: blogPosts.isActive,
      isHighlighted: blogPosts.isHighlighted,
      titleHu: textOf('title', 1),
      titleEn: textOf('title', 2),
      slugHu: textOf('slug', 1),
      slugEn: textOf('slug', 2),
    })
    .from(blogPosts)
    .where(adminPostConditions(filter))
    .orderBy(desc(blogPosts.publicationDate), desc(blogPosts.id))
    .limit(limit)
    .offset(offset);
}

export async function countAdminPosts(db: Db, filter: AdminPostFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(blogPosts).where(adminPostConditions(filter));
  return row?.total ?? 0;
}

/** Category names of the posts in a language, whether the categories are active or not. */
export function selectCategoryNamesOfPosts(db: Db, postIds: number[], localeId: number) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .select({ postId: blogPostCategories.postId, id: blogCategories.id, name: blogCategoryTranslations.name })
    .from(blogPostCategories)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPostCategories.categoryId))
    .innerJoin(blogCategoryTranslations, eq(blogCategoryTranslations.categoryId, blogCategories.id))
    .where(and(inArray(blogPostCategories.postId, postIds), eq(blogCategoryTranslations.localeId, localeId)))
    .orderBy(asc(blogCategories.sort), asc(blogCategories.id));
}

export async function selectAdminPost(db: Db, id: number) {
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!post) return undefined;
  const [translations, categories, tags] = await Promise.all([
    db.select().from(blogPostTranslations).where(eq(blogPostTranslations.postId, id)),
    db.select({ id: blogPostCategories.categoryId }).from(blogPostCategories).where(eq(blogPostCategories.postId, id)),
    db
      .select({ id: blogTagTranslations.tagId, localeId: blogTagTranslations.localeId, name: blogTagTranslations.name })
      .from(blogPostTags)
      .innerJoin(blogTagTranslations, eq(blogTagTranslations.tagId, blogPostTags.tagId))
      .where(eq(blogPostTags.postId, id))
      .orderBy(asc(blogTagTranslations.name)),
  ]);
  return { post, translations, categoryIds: categories.map((row) => row.id), tags };
}

export type AdminPostRecord = NonNullable<Awaited<ReturnType<typeof selectAdminPost>>>;

/** Whether another post of the site already has the slug in the language. */
export async function postSlugTaken(db: Db, hostId: number, localeId: number, slug: string, exceptId?: number) {
  const conditions = [
    eq(blogPostTranslations.hostId, hostId),
    eq(blogPostTranslations.localeId, localeId),
    eq(blogPostTranslations.slug, slug),
  ];
  if (exceptId !== undefined) conditions.push(ne(blogPostTranslations.postId, exceptId));
  const [row] = await db
    .select({ one: sql`1` })
    .from(blogPostTranslations)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export async function deletePostRow(db: Db, id: number) {
  await db.delete(blogPosts).where(eq(blogPosts.id, id));
}

export function deletePostTranslation(db: Db, postId: number, localeId: number) {
  return db
    .delete(blogPostTranslations)
    .where(and(eq(blogPostTranslations.postId, postId), eq(blogPostTranslations.localeId, localeId)));
}

/** The tags of a site with their names in each language (matching typed names to tags). */
export function selectSiteTags(db: Db, hostId: number) {
  return db
    .select({
      id: blogTags.id,
      localeId: blogTagTranslations.localeId,
      name: blogTagTranslations.name,
      slug: blogTagTranslations.slug,
    })
    .from(blogTags)
    .innerJoin(blogTagTranslations, eq(blogTagTranslations.tagId, blogTags.id))
    .where(eq(blogTags.hostId, hostId));
}

/** Every category of the sites, active or not, with its texts in both languages and its posts. */
export async function selectAdminCategories(db: Db, hostIds: number[], ids?: number[]) {
  const conditions = [inArray(blogCategories.hostId, hostIds)];
  if (ids) conditions.push(inArray(blogCategories.id, ids));
  const categories = await db
    .select({
      id: blogCategories.id,
      hostId: blogCategories.hostId,
      sort: blogCategories.sort,
      isActive: blogCategories.isActive,
      postsCount: sql<number>`(select count(*)::int from ${blogPostCategories}
        where ${blogPostCategories.categoryId} = ${blogCategories.id})`,
    })
    .from(blogCategories)
    .where(and(...conditions))
    .orderBy(asc(blogCategories.hostId), asc(blogCategories.sort), asc(blogCategories.id));
  const texts =
    categories.length === 0
      ? []
      : await db
          .select()
          .from(blogCategoryTranslations)
          .where(
            inArray(
              blogCategoryTranslations.categoryId,
              categories.map((category) => category.id),
            ),
          );
  return categories.map((category) => ({
    ...category,
    translations: texts.filter((text) => text.categoryId === category.id),
  }));
}

export type AdminCategoryRecord = Awaited<ReturnType<typeof selectAdminCategories>>[number];

export async function categorySlugTaken(db: Db, hostId: number, localeId: number, slug: string, exceptId?: number) {
  const conditions = [
    eq(blogCategoryTranslations.hostId, hostId),
    eq(blogCategoryTranslations.localeId, localeId),
    eq(blogCategoryTranslations.slug, slug),
  ];
  if (exceptId !== undefined) conditions.push(ne(blogCategoryTranslations.categoryId, exceptId));
  const [row] = await db
    .select({ one: sql`1` })
    .from(blogCategoryTranslations)
    .where(and(...conditions))
    .limit(1);
  return row !== undefined;
}

export function deleteCategoryTranslation(db: Db, categoryId: number, localeId: number) {
  return db
    .delete(blogCategoryTranslations)
    .where(and(eq(blogCategoryTranslations.categoryId, categoryId), eq(blogCategoryTranslations.localeId, localeId)));
}

/** Whether an active post's publication time fell within (since, until]: the storefront shows it from then on. */
export async function postsPublishedWithin(db: Db, since: Date, until: Date): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(blogPosts)
    .where(
      and(
        eq(blogPosts.isActive, true),
        sql`${blogPosts.publicationDate} > ${since.toISOString()}::timestamptz`,
        sql`${blogPosts.publicationDate} <= ${until.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

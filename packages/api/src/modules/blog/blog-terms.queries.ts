import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

const TAG_CLOUD_LIMIT = 50;

/** Posts counted by categories and tags: published and translated into the language. */
const publishedInLocale = (localeId: number) =>
  sql`${blogPosts.isActive} and ${blogPosts.publicationDate} <= now()
    and exists (select 1 from ${blogPostTranslations}
      where ${blogPostTranslations.postId} = ${blogPosts.id} and ${blogPostTranslations.localeId} = ${localeId})`;

/** Active categories of a site in a language with their number of published posts. */
export function selectCategories(db: Db, hostId: number, localeId: number) {
  const postsCount = db
    .select({ categoryId: blogPostCategories.categoryId, total: sql<number>`count(*)::int`.as('total') })
    .from(blogPostCategories)
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostCategories.postId))
    .where(publishedInLocale(localeId))
    .groupBy(blogPostCategories.categoryId)
    .as('posts_count');
  return db
    .select({
      id: blogCategories.id,
      name: blogCategoryTranslations.name,
      slug: blogCategoryTranslations.slug,
      seoTitle: blogCategoryTranslations.seoTitle,
      seoDescription: blogCategoryTranslations.seoDescription,
      updatedAt: blogCategoryTranslations.updatedAt,
      postsCount: sql<number>`coalesce(${postsCount.total}, 0)`,
    })
    .from(blogCategories)
    .innerJoin(blogCategoryTranslations, eq(blogCategoryTranslations.categoryId, blogCategories.id))
    .leftJoin(postsCount, eq(postsCount.categoryId, blogCategories.id))
    .where(
      and(
        eq(blogCategories.hostId, hostId),
        eq(blogCategories.isActive, true),
        eq(blogCategoryTranslations.localeId, localeId),
      ),
    )
    .orderBy(asc(blogCategories.sort), asc(blogCategoryTranslations.name), asc(blogCategories.id));
}

/** The categories of the posts, in the language (active ones, by their sort). */
export function selectPostCategories(db: Db, postIds: number[], localeId: number) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      postId: blogPostCategories.postId,
      id: blogCategories.id,
      name: blogCategoryTranslations.name,
      slug: blogCategoryTranslations.slug,
    })
    .from(blogPostCategories)
    .innerJoin(blogCategories, eq(blogCategories.id, blogPostCategories.categoryId))
    .innerJoin(blogCategoryTranslations, eq(blogCategoryTranslations.categoryId, blogCategories.id))
    .where(
      and(
        inArray(blogPostCategories.postId, postIds),
        eq(blogCategories.isActive, true),
        eq(blogCategoryTranslations.localeId, localeId),
      ),
    )
    .orderBy(asc(blogCategories.sort), asc(blogCategories.id));
}

export function selectPostTags(db: Db, postIds: number[], localeId: number) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      postId: blogPostTags.postId,
      id: blogTags.id,
      name: blogTagTranslations.name,
      slug: blogTagTranslations.slug,
    })
    .from(blogPostTags)
    .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
    .innerJoin(blogTagTranslations, eq(blogTagTranslations.tagId, blogTags.id))
    .where(and(inArray(blogPostTags.postId, postIds), eq(blogTagTranslations.localeId, localeId)))
    .orderBy(asc(blogTagTranslations.name), asc(blogTags.id));
}

/** Tags of a site in a language by how many published posts carry them. */
export function selectTagCloud(db: Db, hostId: number, localeId: number) {
  const total = sql<number>`count(*)::int`;
  return db
    .select({ name: blogTagTranslations.name, slug: blogTagTranslations.slug, count: total })
    .from(blogTags)
    .innerJoin(blogTagTranslations, eq(blogTagTranslations.tagId, blogTags.id))
    .innerJoin(blogPostTags, eq(blogPostTags.tagId, blogTags.id))
    .innerJoin(blogPosts, eq(blogPosts.id, blogPostTags.postId))
    .where(and(eq(blogTags.hostId, hostId), eq(blogTagTranslations.localeId, localeId), publishedInLocale(localeId)))
    .groupBy(blogTags.id, blogTagTranslations.name, blogTagTranslations.slug)
    .orderBy(desc(total), asc(blogTagTranslations.name))
    .limit(TAG_CLOUD_LIMIT);
}

export async function insertCategory(db: Db, values: typeof blogCategories.$inferInsert): Promise<number> {
  const [row] = await db.insert(blogCategories).values(values).returning({ id: blogCategories.id });
  if (!row) throw new Error('blog category insert returned no row');
  return row.id;
}

export async function updateCategory(db: Db, id: number, values: { sort: number; isActive: boolean }) {
  await db
    .update(blogCategories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(blogCategories.id, id));
}

export async function upsertCategoryTranslations(db: Db, rows: (typeof blogCategoryTranslations.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db
    .insert(blogCategoryTranslations)
    .values(rows)
    .onConflictDoUpdate({
      target: [blogCategoryTranslations.categoryId, blogCategoryTranslations.localeId],
      set: {
        name: sql`excluded.name`,
        slug: sql`excluded.slug`,
        seoTitle: sql`excluded.seo_title`,
        seoDescription: sql`excluded.seo_description`,
        updatedAt: sql`now()`,
      },
    });
}

export async function insertTag(db: Db, hostId: number): Promise<number> {
  const [row] = await db.insert(blogTags).values({ hostId }).returning({ id: blogTags.id });
  if (!row) throw new Error('blog tag insert returned no row');
  return row.id;
}

export async function upsertTagTranslations(db: Db, rows: (typeof blogTagTranslations.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db
    .insert(blogTagTranslations)
    .values(rows)
    .onConflictDoUpdate({
      target: [blogTagTranslations.tagId, blogTagTranslations.localeId],
      set: { name: sql`excluded.name`, slug: sql`excluded.slug` },
    });
}

export async function selectPostIdsOfCategory(db: Db, categoryId: number): Promise<number[]> {
  const rows = await db
    .select({ postId: blogPostCategories.postId })
    .from(blogPostCategories)
    .where(eq(blogPostCategories.categoryId, categoryId));
  return rows.map((row) => row.postId);
}

export async function selectPostIdsOfTag(db: Db, tagId: number): Promise<number[]> {
  const rows = await db.select({ postId: blogPostTags.postId }).from(blogPostTags).where(eq(blogPostTags.tagId, tagId));
  return rows.map((row) => row.postId);
}

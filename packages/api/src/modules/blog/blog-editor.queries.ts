import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogPostCategories, blogPosts, blogPostTags, blogPostTranslations } from './blog.schema';

export type PostValues = Omit<typeof blogPosts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertPost(db: Db, values: PostValues): Promise<number> {
  const [row] = await db.insert(blogPosts).values(values).returning({ id: blogPosts.id });
  if (!row) throw new Error('blog post insert returned no row');
  return row.id;
}

export async function updatePost(db: Db, id: number, values: PostValues) {
  await db
    .update(blogPosts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(blogPosts.id, id));
}

export async function upsertPostTranslations(db: Db, rows: (typeof blogPostTranslations.$inferInsert)[]) {
  if (rows.length === 0) return;
  await db
    .insert(blogPostTranslations)
    .values(rows)
    .onConflictDoUpdate({
      target: [blogPostTranslations.postId, blogPostTranslations.localeId],
      set: {
        title: sql`excluded.title`,
        slug: sql`excluded.slug`,
        lead: sql`excluded.lead`,
        contentHtml: sql`excluded.content_html`,
        seoTitle: sql`excluded.seo_title`,
        seoDescription: sql`excluded.seo_description`,
        updatedAt: sql`now()`,
      },
    });
}

/** Files the post under exactly these categories (the composite keys refuse another site's). */
export async function replacePostCategories(db: Db, postId: number, hostId: number, categoryIds: number[]) {
  await db.delete(blogPostCategories).where(eq(blogPostCategories.postId, postId));
  if (categoryIds.length === 0) return;
  await db.insert(blogPostCategories).values(categoryIds.map((categoryId) => ({ postId, categoryId, hostId })));
}

export async function replacePostTags(db: Db, postId: number, hostId: number, tagIds: number[]) {
  await db.delete(blogPostTags).where(eq(blogPostTags.postId, postId));
  if (tagIds.length === 0) return;
  await db.insert(blogPostTags).values(tagIds.map((tagId) => ({ postId, tagId, hostId })));
}

import { and, asc, count, desc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { likeContains } from '../content/content.seo';
import {
  blogPostCategories,
  blogPosts,
  blogPostTags,
  blogTagTranslations,
  blogPostTranslations as translations,
} from './blog.schema';

export interface PostFilter {
  hostId: number;
  localeId: number;
  categoryId?: number;
  /** Every word must occur in the title, lead or text (accents and case ignored). */
  searchWords?: string[];
  /** A post slug in either language. */
  slug?: string;
  /** A tag slug in either language. */
  tagSlug?: string;
}

export interface PostOrder {
  highlightedFirst: boolean;
  dir: 'asc' | 'desc';
}

const anyTranslation = alias(translations, 'any_post_translation');

/** Published = active, translated into the language and its publication date has come. */
function postConditions(db: Db, filter: PostFilter): SQL | undefined {
  const conditions = [
    eq(blogPosts.hostId, filter.hostId),
    eq(blogPosts.isActive, true),
    sql`${blogPosts.publicationDate} <= now()`,
    eq(translations.localeId, filter.localeId),
  ];
  if (filter.categoryId !== undefined) {
    const inCategory = db
      .select({ one: sql`1` })
      .from(blogPostCategories)
      .where(and(eq(blogPostCategories.postId, blogPosts.id), eq(blogPostCategories.categoryId, filter.categoryId)));
    conditions.push(exists(inCategory));
  }
  if (filter.slug) {
    const bySlug = db
      .select({ one: sql`1` })
      .from(anyTranslation)
      .where(and(eq(anyTranslation.postId, blogPosts.id), eq(anyTranslation.slug, filter.slug)));
    conditions.push(exists(bySlug));
  }
  if (filter.tagSlug) {
    const tagged = db
      .select({ one: sql`1` })
      .from(blogPostTags)
      .innerJoin(blogTagTranslations, eq(blogTagTranslations.tagId, blogPostTags.tagId))
      .where(and(eq(blogPostTags.postId, blogPosts.id), eq(blogTagTranslations.slug, filter.tagSlug)));
    conditions.push(exists(tagged));
  }
  const text = sql`immutable_unaccent(lower(${translations.title} || ' ' || ${translations.lead} || ' ' || regexp_replace(${translations.contentHtml}, '<[^>]*>', ' ', 'g')))`;
  for (const word of filter.searchWords ?? []) {
    conditions.push(sql`${text} like immutable_unaccent(lower(${likeContains(word)}))`);
  }
  return and(...conditions);
}

export type PostRow = Awaited<ReturnType<typeof selectPosts>>[number];

export function selectPosts(db: Db, filter: PostFilter, order: PostOrder, limit: number, offset: number) {
  const direction = order.dir === 'asc' ? asc : desc;
  const ordering = [direction(blogPosts.publicationDate), direction(blogPosts.id)];
  if (order.highlightedFirst) ordering.unshift(desc(blogPosts.isHighlighted));
  return db
    .select({
      id: blogPosts.id,
      publicationDate: blogPosts.publicationDate,
      isHighlighted: blogPosts.isHighlighted,
      image: blogPosts.image,
      title: translations.title,
      slug: translations.slug,
      lead: translations.lead,
      contentHtml: translations.contentHtml,
      seoTitle: translations.seoTitle,
      seoDescription: translations.seoDescription,
      updatedAt: translations.updatedAt,
    })
    .from(blogPosts)
    .innerJoin(translations, eq(translations.postId, blogPosts.id))
    .where(postConditions(db, filter))
    .orderBy(...ordering)
    .limit(limit)
    .offset(offset);
}

export async function countPosts(db: Db, filter: PostFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(blogPosts)
    .innerJoin(translations, eq(translations.postId, blogPosts.id))
    .where(postConditions(db, filter));
  return row?.total ?? 0;
}

export function selectPostSlugs(db: Db, postIds: number[]) {
  if (postIds.length === 0) return Promise.resolve([]);
  return db
    .select({ postId: translations.postId, localeId: translations.localeId, slug: translations.slug })
    .from(translations)
    .where(inArray(translations.postId, postIds))
    .orderBy(asc(translations.localeId));
}

/** Active posts in every language, published or scheduled (search documents, sitemap). */
export function selectPostTranslations(db: Db, filter: { ids?: number[]; hostId?: number; publishedOnly?: boolean }) {
  const conditions = [eq(blogPosts.isActive, true)];
  if (filter.ids) conditions.push(inArray(blogPosts.id, filter.ids));
  if (filter.hostId) conditions.push(eq(blogPosts.hostId, filter.hostId));
  if (filter.publishedOnly) conditions.push(sql`${blogPosts.publicationDate} <= now()`);
  return db
    .select({
      id: blogPosts.id,
      hostId: blogPosts.hostId,
      publicationDate: blogPosts.publicationDate,
      image: blogPosts.image,
      localeId: translations.localeId,
      title: translations.title,
      slug: translations.slug,
      lead: translations.lead,
      contentHtml: translations.contentHtml,
      updatedAt: translations.updatedAt,
    })
    .from(blogPosts)
    .innerJoin(translations, eq(translations.postId, blogPosts.id))
    .where(and(...conditions))
    .orderBy(asc(blogPosts.id), asc(translations.localeId));
}

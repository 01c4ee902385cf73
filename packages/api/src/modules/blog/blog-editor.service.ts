import { type HostId, type Locale, LocaleId, localeFromId } from '@vag/domain';
import type { Db } from '../../db/client';
import { htmlToText, sanitizeHtml } from '../../lib/html';
import { assertSlug } from '../content/content.slug';
import { reindexSearchRefs } from '../search/search.service';
import type { IndexingOptions, SearchDocument, SearchSource } from '../search/search.types';
import type { SitemapSource } from '../sitemap/sitemap.types';
import { selectPostTranslations } from './blog.queries';
import {
  insertPost,
  replacePostCategories,
  replacePostTags,
  updatePost,
  upsertPostTranslations,
} from './blog-editor.queries';
import {
  insertCategory,
  insertTag,
  selectCategories,
  selectPostCategories,
  selectPostIdsOfCategory,
  selectPostIdsOfTag,
  selectPostTags,
  updateCategory,
  upsertCategoryTranslations,
  upsertTagTranslations,
} from './blog-terms.queries';

/*
 * Writing the blog (the back office's calls; the factories of the tests use them too): HTML is
 * sanitised before it is stored and the search documents of the touched posts are renewed.
 */

export const blogPostPath = (slug: string) => `/blog/${slug}`;
export const blogCategoryPath = (slug: string) => `/blogs/${slug}`;

type Texts<T> = Partial<Record<Locale, T>>;
const entriesOf = <T>(texts: Texts<T>) => Object.entries(texts) as [Locale, T][];

export interface BlogPostTextInput {
  title: string;
  slug: string;
  lead?: string;
  contentHtml: string;
  seoTitle?: string | null;
  seoDescription?: string | null;
}

export interface BlogPostInput {
  id?: number;
  hostId: HostId;
  publicationDate: Date;
  isHighlighted?: boolean;
  image?: string | null;
  isActive?: boolean;
  /** Replaces the post's categories / tags when given. */
  categoryIds?: number[];
  tagIds?: number[];
  translations: Texts<BlogPostTextInput>;
}

export async function saveBlogPost(db: Db, input: BlogPostInput, options: IndexingOptions = {}): Promise<number> {
  const values = {
    hostId: input.hostId,
    publicationDate: input.publicationDate,
    isHighlighted: input.isHighlighted ?? false,
    image: input.image ?? null,
    isActive: input.isActive ?? true,
  };
  const id = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const postId = input.id ?? (await insertPost(txDb, values));
    if (input.id) await updatePost(txDb, postId, values);
    await upsertPostTranslations(
      txDb,
      entriesOf(input.translations).map(([locale, text]) => ({
        postId,
        hostId: input.hostId,
        localeId: LocaleId[locale],
        title: text.title.trim(),
        slug: assertSlug(text.slug),
        lead: text.lead?.trim() ?? '',
        contentHtml: sanitizeHtml(text.contentHtml),
        seoTitle: text.seoTitle ?? null,
        seoDescription: text.seoDescription ?? null,
      })),
    );
    if (input.categoryIds) await replacePostCategories(txDb, postId, input.hostId, input.categoryIds);
    if (input.tagIds) await replacePostTags(txDb, postId, input.hostId, input.tagIds);
    return postId;
  });
  if (options.reindex !== false) await reindexSearchRefs(db, 'BlogPost', blogPostSearchSource, [id]);
  return id;
}

export interface BlogCategoryInput {
  id?: number;
  hostId: HostId;
  sort?: number;
  isActive?: boolean;
  translations: Texts<{ name: string; slug: string; seoTitle?: string | null; seoDescription?: string | null }>;
}

export async function saveBlogCategory(
  db: Db,
  input: BlogCategoryInput,
  options: IndexingOptions = {},
): Promise<number> {
  const values = { hostId: input.hostId, sort: input.sort ?? 0, isActive: input.isActive ?? true };
  const id = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const categoryId = input.id ?? (await insertCategory(txDb, values));
    if (input.id) await updateCategory(txDb, categoryId, values);
    await upsertCategoryTranslations(
      txDb,
      entriesOf(input.translations).map(([locale, text]) => ({
        categoryId,
        hostId: input.hostId,
        localeId: LocaleId[locale],
        name: text.name.trim(),
        slug: assertSlug(text.slug),
        seoTitle: text.seoTitle ?? null,
        seoDescription: text.seoDescription ?? null,
      })),
    );
    return categoryId;
  });
  // Search documents carry the category's name and link.
  if (input.id && options.reindex !== false) {
    await reindexSearchRefs(db, 'BlogPost', blogPostSearchSource, await selectPostIdsOfCategory(db, id));
  }
  return id;
}

export interface BlogTagInput {
  id?: number;
  hostId: HostId;
  translations: Texts<{ name: string; slug: string }>;
}

export async function saveBlogTag(db: Db, input: BlogTagInput, options: IndexingOptions = {}): Promise<number> {
  const id = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const tagId = input.id ?? (await insertTag(txDb, input.hostId));
    await upsertTagTranslations(
      txDb,
      entriesOf(input.translations).map(([locale, text]) => ({
        tagId,
        hostId: input.hostId,
        localeId: LocaleId[locale],
        name: text.name.trim(),
        slug: assertSlug(text.slug),
      })),
    );
    return tagId;
  });
  // Search documents carry the tag names in their text.
  if (input.id && options.reindex !== false) {
    await reindexSearchRefs(db, 'BlogPost', blogPostSearchSource, await selectPostIdsOfTag(db, id));
  }
  return id;
}

/**
 * Search documents of active posts, scheduled ones included (found from their publication
 * date on). The text is the lead, the content and the tag names; the category is the first one.
 */
export const blogPostSearchSource: SearchSource = async (db, ids) => {
  const rows = await selectPostTranslations(db, { ids });
  const postIds = [...new Set(rows.map((row) => row.id))];
  const terms = await Promise.all(
    [LocaleId.hu, LocaleId.en].map(async (localeId) => ({
      localeId,
      categories: await selectPostCategories(db, postIds, localeId),
      tags: await selectPostTags(db, postIds, localeId),
    })),
  );
  return rows.flatMap((row): SearchDocument[] => {
    const locale = localeFromId(row.localeId);
    const ofLocale = terms.find((term) => term.localeId === row.localeId);
    if (!locale || !ofLocale) return [];
    const category = ofLocale.categories.find((term) => term.postId === row.id);
    const tags = ofLocale.tags.filter((term) => term.postId === row.id).map((term) => term.name);
    return [
      {
        hostId: row.hostId as HostId,
        localeId: LocaleId[locale],
        type: 'BlogPost',
        refId: row.id,
        title: row.title,
        body: [row.lead, htmlToText(row.contentHtml), tags.join(', ')].filter(Boolean).join(' '),
        image: row.image,
        link: blogPostPath(row.slug),
        category: category ? { name: category.name, link: blogCategoryPath(category.slug) } : null,
        visibleFrom: new Date(row.publicationDate),
      },
    ];
  });
};

/** The blog's pages for the sitemap: published posts and categories with posts, per language. */
export const blogSitemapEntries: SitemapSource = async (db, hostId) => {
  const posts = await selectPostTranslations(db, { hostId, publishedOnly: true });
  const categories = await Promise.all(
    (['hu', 'en'] as const).map(async (locale) =>
      (await selectCategories(db, hostId, LocaleId[locale]))
        .filter((category) => category.postsCount > 0)
        .map((category) => ({ locale, path: blogCategoryPath(category.slug), lastmod: category.updatedAt })),
    ),
  );
  return [
    ...categories.flat(),
    ...posts.flatMap((post) => {
      const locale = localeFromId(post.localeId);
      return locale ? [{ locale, path: blogPostPath(post.slug), lastmod: post.updatedAt }] : [];
    }),
  ];
};

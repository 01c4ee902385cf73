import {
  type BlogCategory,
  type BlogPost,
  type BlogSortColumn,
  type HostId,
  type ListMeta,
  type Locale,
  LocaleId,
  localizePath,
  type TagCloud,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { htmlToText, sanitizeHtml } from '../../lib/html';
import { offsetOf, type Paging, pageMeta } from '../../lib/http-query';
import { alternatesOf, buildSeo, isoTime } from '../content/content.seo';
import { keywordWords } from '../search/search.service';
import { countPosts, type PostRow, selectPostSlugs, selectPosts } from './blog.queries';
import { blogCategoryPath, blogPostPath } from './blog-editor.service';
import { selectCategories, selectPostCategories, selectPostTags, selectTagCloud } from './blog-terms.queries';

export interface BlogPostListParams {
  hostId: HostId;
  locale: Locale;
  sortBy: BlogSortColumn;
  sortDir: 'asc' | 'desc';
  categoryId?: number;
  search?: string;
  slug?: string;
  tagSlug?: string;
  paging: Paging;
}

async function toPosts(db: Db, rows: PostRow[], locale: Locale): Promise<BlogPost[]> {
  const ids = rows.map((row) => row.id);
  const localeId = LocaleId[locale];
  const [categories, tags, slugs] = await Promise.all([
    selectPostCategories(db, ids, localeId),
    selectPostTags(db, ids, localeId),
    selectPostSlugs(db, ids),
  ]);
  const termsOf = (terms: typeof categories, postId: number) =>
    terms.filter((term) => term.postId === postId).map(({ id, name, slug }) => ({ id, name, seo_slug: slug }));
  return rows.map((row) => {
    const url = localizePath(blogPostPath(row.slug), locale);
    const contentHtml = sanitizeHtml(row.contentHtml);
    return {
      id: row.id,
      publication_date: isoTime(row.publicationDate),
      title: row.title,
      lead: row.lead,
      content_html: contentHtml,
      image: row.image,
      is_highlighted: row.isHighlighted,
      url,
      seo: buildSeo({
        ...row,
        text: row.lead || htmlToText(contentHtml),
        url,
        type: 'article',
      }),
      categories: termsOf(categories, row.id),
      tags: termsOf(tags, row.id),
      alternates: alternatesOf(
        slugs.filter((slug) => slug.postId === row.id),
        blogPostPath,
      ),
      updated_at: isoTime(row.updatedAt),
    };
  });
}

/**
 * Published posts of a site in a language. `highlighted` puts highlighted posts first and
 * fills up with the others, so the home page's three are never fewer than there are posts.
 */
export async function listBlogPosts(db: Db, params: BlogPostListParams): Promise<{ data: BlogPost[]; meta: ListMeta }> {
  const filter = {
    hostId: params.hostId,
    localeId: LocaleId[params.locale],
    categoryId: params.categoryId,
    searchWords: params.search ? keywordWords(params.search) : undefined,
    slug: params.slug,
    tagSlug: params.tagSlug,
  };
  const order = { highlightedFirst: params.sortBy === 'highlighted', dir: params.sortDir };
  const [rows, total] = await Promise.all([
    selectPosts(db, filter, order, params.paging.perPage, offsetOf(params.paging)),
    countPosts(db, filter),
  ]);
  const data = await toPosts(db, rows, params.locale);
  return { data, meta: pageMeta(params.paging, total, data.length) };
}

export async function listBlogCategories(db: Db, hostId: HostId, locale: Locale): Promise<BlogCategory[]> {
  const rows = await selectCategories(db, hostId, LocaleId[locale]);
  return rows.map((row) => {
    const url = localizePath(blogCategoryPath(row.slug), locale);
    return {
      id: row.id,
      name: row.name,
      seo_slug: row.slug,
      url,
      posts_count: Number(row.postsCount),
      seo: buildSeo({ ...row, title: row.name, text: '', image: null, url, type: 'website' }),
    };
  });
}

export async function getTagCloud(db: Db, hostId: HostId, locale: Locale): Promise<TagCloud> {
  const rows = await selectTagCloud(db, hostId, LocaleId[locale]);
  return { tag_cloud: rows.map((row) => ({ name: row.name, seo_slug: row.slug, count: Number(row.count) })) };
}

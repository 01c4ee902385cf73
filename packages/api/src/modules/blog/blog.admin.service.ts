import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminBlogPost,
  type AdminBlogPostInput,
  type AdminBlogPostRow,
  type AdminContentListQuery,
  BLOG_TAGS_MAX,
  type BlogPostState,
  HostId,
  type ListMeta,
  type Locale,
  LocaleId,
  localizePath,
  type SiteKey,
  siteKeyOf,
  toBudapestFieldValue,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { pageMeta } from '../../lib/http-query';
import { recordAudit } from '../audit/audit.service';
import { slugify } from '../catalogue/catalogue.seo';
import {
  FieldErrors,
  isImageAddress,
  uniqueViolationOf,
  wallClockField,
  writtenLocales,
} from '../content/content.admin';
import { leaveRedirect } from '../redirects/redirects.service';
import { reindexSearchRefs } from '../search/search.service';
import {
  type AdminPostRecord,
  countAdminPosts,
  deletePostRow,
  deletePostTranslation,
  postSlugTaken,
  postsPublishedWithin,
  selectAdminCategories,
  selectAdminPost,
  selectAdminPosts,
  selectCategoryNamesOfPosts,
  selectSiteTags,
} from './blog.admin-queries';
import { blogPostPath, blogPostSearchSource, saveBlogPost, saveBlogTag } from './blog-editor.service';

/*
 * The back office's blog posts (issue 21). Writes go through the blog's one write path
 * (`saveBlogPost`: HTML sanitised, search documents renewed) inside a transaction that also
 * records the audit entry and, for a changed slug, the 301 from the old address.
 */

const LOCALES = ['hu', 'en'] as const;

export function postStateOf(post: { isActive: boolean; publicationDate: Date }, now = new Date()): BlogPostState {
  if (!post.isActive) return 'inactive';
  return post.publicationDate.getTime() > now.getTime() ? 'scheduled' : 'published';
}

const publicPath = (slug: string, locale: Locale) => localizePath(blogPostPath(slug), locale);

export async function listAdminPosts(
  db: Db,
  query: AdminContentListQuery,
  sites: readonly SiteKey[],
  locale: Locale,
): Promise<{ data: AdminBlogPostRow[]; meta: ListMeta }> {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? ADMIN_LIST_PAGE_SIZE };
  const filter = { hostIds: sites.map((site) => HostId[site]), q: query.q || undefined };
  const [rows, total] = await Promise.all([
    selectAdminPosts(db, filter, paging.perPage, (paging.page - 1) * paging.perPage),
    countAdminPosts(db, filter),
  ]);
  const categories = await selectCategoryNamesOfPosts(
    db,
    rows.map((row) => row.id),
    LocaleId[locale],
  );
  const data = rows.map((row): AdminBlogPostRow => {
    const [title, slug, slugLocale] =
      locale === 'en' && row.titleEn
        ? [row.titleEn, row.slugEn ?? '', 'en' as const]
        : row.titleHu
          ? [row.titleHu, row.slugHu ?? '', 'hu' as const]
          : [row.titleEn ?? '', row.slugEn ?? '', 'en' as const];
    return {
      id: row.id,
      site: siteKeyOf(row.hostId as HostId),
      title,
      state: postStateOf(row),
      publication_date: row.publicationDate.toISOString(),
      is_highlighted: row.isHighlighted,
      categories: categories.filter((category) => category.postId === row.id).map((category) => category.name),
      url: publicPath(slug, slugLocale),
    };
  });
  return { data, meta: pageMeta(paging, total, data.length) };
}

function toAdminPost(record: AdminPostRecord): AdminBlogPost {
  const { post, translations } = record;
  const text = (locale: Locale) => translations.find((row) => row.localeId === LocaleId[locale]);
  const tagNames = record.tags.filter((tag) => tag.localeId === LocaleId.hu).map((tag) => tag.name);
  const fields = Object.fromEntries(
    LOCALES.flatMap((locale) => {
      const row = text(locale);
      return [
        [`title_${locale}`, row?.title ?? ''],
        [`slug_${locale}`, row?.slug ?? ''],
        [`lead_${locale}`, row?.lead ?? ''],
        [`content_${locale}`, row?.contentHtml ?? ''],
        [`seo_title_${locale}`, row?.seoTitle ?? null],
        [`seo_description_${locale}`, row?.seoDescription ?? null],
      ];
    }),
  ) as Pick<AdminBlogPost, `${'title' | 'slug' | 'lead' | 'content' | 'seo_title' | 'seo_description'}_${Locale}`>;
  const hu = text('hu');
  const en = text('en');
  return {
    ...fields,
    id: post.id,
    site: siteKeyOf(post.hostId as HostId),
    state: postStateOf(post),
    publication_date: post.publicationDate.toISOString(),
    publication_local: toBudapestFieldValue(post.publicationDate),
    is_highlighted: post.isHighlighted,
    is_active: post.isActive,
    image: post.image,
    category_ids: record.categoryIds,
    tags: tagNames.join(', '),
    urls: { hu: hu ? publicPath(hu.slug, 'hu') : null, en: en ? publicPath(en.slug, 'en') : null },
  };
}

export async function getAdminPost(db: Db, id: number): Promise<AdminBlogPost> {
  const record = await selectAdminPost(db, id);
  if (!record) throw new NotFoundError();
  return toAdminPost(record);
}

/** The site a post belongs to (the route checks the member's scope before anything else). */
export async function siteOfPost(db: Db, id: number): Promise<SiteKey> {
  const record = await selectAdminPost(db, id);
  if (!record) throw new NotFoundError();
  return siteKeyOf(record.post.hostId as HostId);
}

const splitTags = (text: string) => [
  ...new Map(
    text
      .split(',')
      .map((name) => name.trim().replace(/\s+/g, ' '))
      .filter(Boolean)
      .map((name) => [name.toLocaleLowerCase('hu'), name] as const),
  ).values(),
];

/** The tags named, the site's existing ones found by name in either language, the others created. */
async function tagIdsOf(db: Db, hostId: HostId, names: string[]): Promise<number[]> {
  if (names.length === 0) return [];
  const existing = await selectSiteTags(db, hostId);
  const usedSlugs = new Set(existing.map((tag) => `${tag.localeId}:${tag.slug}`));
  const ids: number[] = [];
  for (const name of names) {
    const found = existing.find((tag) => tag.name.toLocaleLowerCase('hu') === name.toLocaleLowerCase('hu'));
    if (found) {
      ids.push(found.id);
      continue;
    }
    const base = slugify(name) || 'cimke';
    let slug = base;
    for (let n = 2; usedSlugs.has(`1:${slug}`) || usedSlugs.has(`2:${slug}`); n++) slug = `${base}-${n}`;
    usedSlugs.add(`1:${slug}`).add(`2:${slug}`);
    ids.push(
      await saveBlogTag(db, { hostId, translations: { hu: { name, slug }, en: { name, slug } } }, { reindex: false }),
    );
  }
  return ids;
}

async function validatePost(
  db: Db,
  hostId: HostId,
  input: AdminBlogPostInput,
  existingId: number | undefined,
): Promise<{ locales: Locale[]; publicationDate: Date }> {
  const errors = new FieldErrors();
  const locales = writtenLocales(input, errors);
  const publicationDate = wallClockField(errors, 'publication_local', input.publication_local, true);
  if (input.image && !isImageAddress(input.image)) errors.add('image', 'content_image_invalid');
  if (splitTags(input.tags).length > BLOG_TAGS_MAX) errors.add('tags', 'content_tags_too_many');
  if (input.category_ids.length > 0) {
    const known = await selectAdminCategories(db, [hostId], input.category_ids);
    if (known.length !== new Set(input.category_ids).size) errors.add('category_ids', 'content_category_unknown');
  }
  for (const locale of locales) {
    const slug = input[`slug_${locale}`];
    if (errors.has(`slug_${locale}`)) continue;
    if (await postSlugTaken(db, hostId, LocaleId[locale], slug, existingId))
      errors.add(`slug_${locale}`, 'content_slug_taken');
  }
  errors.throwIfAny();
  return { locales, publicationDate: publicationDate as Date };
}

/**
 * Creates (no `id`) or replaces a post's editable fields. A future publication time schedules it:
 * the storefront lists it from then on, and housekeeping announces the moment to the page caches.
 */
export async function saveAdminPost(
  db: Db,
  staffId: number,
  target: { id: number } | { site: SiteKey },
  input: AdminBlogPostInput,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const before = 'id' in target ? await selectAdminPost(txDb, target.id) : undefined;
      if ('id' in target && !before) throw new NotFoundError();
      const hostId = before ? (before.post.hostId as HostId) : HostId[(target as { site: SiteKey }).site];
      const { locales, publicationDate } = await validatePost(txDb, hostId, input, before?.post.id);
      const tagIds = await tagIdsOf(txDb, hostId, splitTags(input.tags));
      const id = await saveBlogPost(
        txDb,
        {
          id: before?.post.id,
          hostId,
          publicationDate,
          isHighlighted: input.is_highlighted,
          isActive: input.is_active,
          image: input.image ?? null,
          categoryIds: input.category_ids,
          tagIds,
          translations: Object.fromEntries(
            locales.map((locale) => [
              locale,
              {
                title: input[`title_${locale}`],
                slug: input[`slug_${locale}`],
                lead: input[`lead_${locale}`],
                contentHtml: input[`content_${locale}`],
                seoTitle: input[`seo_title_${locale}`] ?? null,
                seoDescription: input[`seo_description_${locale}`] ?? null,
              },
            ]),
          ),
        },
        { reindex: false },
      );
      for (const locale of LOCALES) {
        const old = before?.translations.find((row) => row.localeId === LocaleId[locale]);
        if (!old) continue;
        if (!locales.includes(locale)) await deletePostTranslation(txDb, id, LocaleId[locale]);
        else if (old.slug !== input[`slug_${locale}`]) {
          await leaveRedirect(txDb, {
            hostId,
            fromPath: publicPath(old.slug, locale),
            toPath: publicPath(input[`slug_${locale}`], locale),
          });
        }
      }
      await reindexSearchRefs(txDb, 'BlogPost', blogPostSearchSource, [id]);
      const after = await selectAdminPost(txDb, id);
      await recordAudit(txDb, {
        staffId,
        action: before ? 'blog_post.update' : 'blog_post.create',
        entity: 'blog_post',
        entityId: id,
        site: siteKeyOf(hostId),
        before: before ? toAdminPost(before) : undefined,
        after: after ? toAdminPost(after) : undefined,
      });
      return id;
    });
  } catch (error) {
    // Two editors saving the same slug at once: the unique index decides, the form says so.
    if (uniqueViolationOf(error) === 'blog_post_translations_slug_idx') {
      const errors = new FieldErrors();
      errors.add('slug_hu', 'content_slug_taken');
      errors.throwIfAny();
    }
    throw error;
  }
}

/** Deletes a post with its texts and links (search documents included); audited with what it was. */
export async function deleteAdminPost(db: Db, staffId: number, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const before = await selectAdminPost(txDb, id);
    if (!before) throw new NotFoundError();
    await deletePostRow(txDb, id);
    await reindexSearchRefs(txDb, 'BlogPost', blogPostSearchSource, [id]);
    await recordAudit(txDb, {
      staffId,
      action: 'blog_post.delete',
      entity: 'blog_post',
      entityId: id,
      site: siteKeyOf(before.post.hostId as HostId),
      before: toAdminPost(before),
    });
  });
}

/** Whether a post became visible within (since, until]: see content.schedule.ts. */
export const blogPostsPublishedWithin = postsPublishedWithin;

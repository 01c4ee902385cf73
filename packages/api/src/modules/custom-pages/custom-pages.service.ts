import {
  type CustomPage,
  type HostId,
  type ListMeta,
  type Locale,
  LocaleId,
  localeFromId,
  localizePath,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { htmlToText, sanitizeHtml } from '../../lib/html';
import { offsetOf, type Paging, pageMeta } from '../../lib/http-query';
import { alternatesOf, buildSeo, isoTime } from '../content/content.seo';
import { assertSlug } from '../content/content.slug';
import { reindexSearchRefs } from '../search/search.service';
import type { IndexingOptions, SearchSource } from '../search/search.types';
import type { SitemapSource } from '../sitemap/sitemap.types';
import {
  countPages,
  insertPage,
  selectPageSlugs,
  selectPages,
  selectPublishedTranslations,
  updatePage,
  upsertPageTranslations,
} from './custom-pages.queries';

/** A custom page's canonical path; `localizePath` gives its address in a language. */
export const pagePath = (slug: string) => `/page/${slug}`;

export interface CustomPageListParams {
  hostId: HostId;
  locale: Locale;
  /** A slug in either language: the list then holds that page, in the requested language. */
  slug?: string;
  paging: Paging;
}

/** Active custom pages of a site in a language, HTML sanitised again on the way out. */
export async function listCustomPages(
  db: Db,
  params: CustomPageListParams,
): Promise<{ data: CustomPage[]; meta: ListMeta }> {
  const filter = { hostId: params.hostId, localeId: LocaleId[params.locale], slug: params.slug };
  const [rows, total] = await Promise.all([
    selectPages(db, filter, params.paging.perPage, offsetOf(params.paging)),
    countPages(db, filter),
  ]);
  const slugs = await selectPageSlugs(
    db,
    rows.map((row) => row.id),
  );
  const data = rows.map((row): CustomPage => {
    const url = localizePath(pagePath(row.slug), params.locale);
    const contentHtml = sanitizeHtml(row.contentHtml);
    return {
      id: row.id,
      title: row.title,
      content_html: contentHtml,
      url,
      seo: buildSeo({ ...row, text: htmlToText(contentHtml), image: null, url, type: 'website' }),
      alternates: alternatesOf(
        slugs.filter((slug) => slug.pageId === row.id),
        pagePath,
      ),
      updated_at: isoTime(row.updatedAt),
    };
  });
  return { data, meta: pageMeta(params.paging, total, data.length) };
}

export interface CustomPageTranslationInput {
  title: string;
  slug: string;
  contentHtml: string;
  seoTitle?: string | null;
  seoDescription?: string | null;
}

export interface CustomPageInput {
  /** Updates this page when given; creates one otherwise. */
  id?: number;
  hostId: HostId;
  isActive?: boolean;
  translations: Partial<Record<Locale, CustomPageTranslationInput>>;
}

/** Creates or updates a page: HTML sanitised before it is stored, search documents renewed. */
export async function saveCustomPage(db: Db, input: CustomPageInput, options: IndexingOptions = {}): Promise<number> {
  const rows = (Object.entries(input.translations) as [Locale, CustomPageTranslationInput][]).map(([locale, text]) => ({
    localeId: LocaleId[locale],
    title: text.title.trim(),
    slug: assertSlug(text.slug),
    contentHtml: sanitizeHtml(text.contentHtml),
    seoTitle: text.seoTitle ?? null,
    seoDescription: text.seoDescription ?? null,
  }));
  const id = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const isActive = input.isActive ?? true;
    const pageId = input.id ?? (await insertPage(txDb, { hostId: input.hostId, isActive }));
    if (input.id) await updatePage(txDb, pageId, { isActive });
    await upsertPageTranslations(txDb, pageId, input.hostId, rows);
    return pageId;
  });
  if (options.reindex !== false) await reindexSearchRefs(db, 'CustomPage', customPageSearchSource, [id]);
  return id;
}

/** Search documents of active pages (DESIGN §6), linked by their canonical path. */
export const customPageSearchSource: SearchSource = async (db, ids) => {
  const rows = await selectPublishedTranslations(db, { ids });
  return rows.flatMap((row) => {
    const locale = localeFromId(row.localeId);
    if (!locale) return [];
    return [
      {
        hostId: row.hostId as HostId,
        localeId: LocaleId[locale],
        type: 'CustomPage' as const,
        refId: row.id,
        title: row.title,
        body: htmlToText(row.contentHtml),
        image: null,
        link: pagePath(row.slug),
      },
    ];
  });
};

export const customPageSitemapEntries: SitemapSource = async (db, hostId) => {
  const rows = await selectPublishedTranslations(db, { hostId });
  return rows.flatMap((row) => {
    const locale = localeFromId(row.localeId);
    return locale ? [{ locale, path: pagePath(row.slug), lastmod: row.updatedAt }] : [];
  });
};

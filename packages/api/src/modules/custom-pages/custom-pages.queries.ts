import { and, asc, count, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { customPages, customPageTranslations as translations } from './custom-pages.schema';

export interface PageFilter {
  hostId: number;
  localeId: number;
  /** A slug in any language of the site. */
  slug?: string;
}

const anyTranslation = alias(translations, 'any_translation');

function pageConditions(db: Db, filter: PageFilter): SQL | undefined {
  const conditions = [
    eq(customPages.hostId, filter.hostId),
    eq(customPages.isActive, true),
    eq(translations.localeId, filter.localeId),
  ];
  if (filter.slug) {
    const bySlug = db
      .select({ one: sql`1` })
      .from(anyTranslation)
      .where(and(eq(anyTranslation.pageId, customPages.id), eq(anyTranslation.slug, filter.slug)));
    conditions.push(exists(bySlug));
  }
  return and(...conditions);
}

export function selectPages(db: Db, filter: PageFilter, limit: number, offset: number) {
  return db
    .select({
      id: customPages.id,
      title: translations.title,
      slug: translations.slug,
      contentHtml: translations.contentHtml,
      seoTitle: translations.seoTitle,
      seoDescription: translations.seoDescription,
      updatedAt: translations.updatedAt,
    })
    .from(customPages)
    .innerJoin(translations, eq(translations.pageId, customPages.id))
    .where(pageConditions(db, filter))
    .orderBy(asc(translations.title), asc(customPages.id))
    .limit(limit)
    .offset(offset);
}

export async function countPages(db: Db, filter: PageFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(customPages)
    .innerJoin(translations, eq(translations.pageId, customPages.id))
    .where(pageConditions(db, filter));
  return row?.total ?? 0;
}

/** Every language's slug of the pages. */
export function selectPageSlugs(db: Db, pageIds: number[]) {
  if (pageIds.length === 0) return Promise.resolve([]);
  return db
    .select({ pageId: translations.pageId, localeId: translations.localeId, slug: translations.slug })
    .from(translations)
    .where(inArray(translations.pageId, pageIds))
    .orderBy(asc(translations.localeId));
}

/** Active pages in every language (search documents, sitemap); `ids` limits them. */
export function selectPublishedTranslations(db: Db, filter: { ids?: number[]; hostId?: number }) {
  const conditions = [eq(customPages.isActive, true)];
  if (filter.ids) conditions.push(inArray(customPages.id, filter.ids));
  if (filter.hostId) conditions.push(eq(customPages.hostId, filter.hostId));
  return db
    .select({
      id: customPages.id,
      hostId: customPages.hostId,
      localeId: translations.localeId,
      title: translations.title,
      slug: translations.slug,
      contentHtml: translations.contentHtml,
      updatedAt: translations.updatedAt,
    })
    .from(customPages)
    .innerJoin(translations, eq(translations.pageId, customPages.id))
    .where(and(...conditions))
    .orderBy(asc(customPages.id), asc(translations.localeId));
}

export interface PageTranslationRow {
  localeId: number;
  title: string;
  slug: string;
  contentHtml: string;
  seoTitle: string | null;
  seoDescription: string | null;
}

export async function insertPage(db: Db, page: { hostId: number; isActive: boolean }): Promise<number> {
  const [row] = await db.insert(customPages).values(page).returning({ id: customPages.id });
  if (!row) throw new Error('custom page insert returned no row');
  return row.id;
}

export async function updatePage(db: Db, id: number, page: { isActive: boolean }) {
  await db
    .update(customPages)
    .set({ ...page, updatedAt: sql`now()` })
    .where(eq(customPages.id, id));
}

export async function upsertPageTranslations(db: Db, pageId: number, hostId: number, rows: PageTranslationRow[]) {
  if (rows.length === 0) return;
  await db
    .insert(translations)
    .values(rows.map((row) => ({ ...row, pageId, hostId })))
    .onConflictDoUpdate({
      target: [translations.pageId, translations.localeId],
      set: {
        title: sql`excluded.title`,
        slug: sql`excluded.slug`,
        contentHtml: sql`excluded.content_html`,
        seoTitle: sql`excluded.seo_title`,
        seoDescription: sql`excluded.seo_description`,
        updatedAt: sql`now()`,
      },
    });
}

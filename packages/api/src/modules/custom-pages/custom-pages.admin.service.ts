import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminContentListQuery,
  type AdminPage,
  type AdminPageInput,
  type AdminPageRow,
  CONTENT_SCREEN_PAGE_SLUGS,
  type ContentScreen,
  HostId,
  type ListMeta,
  type Locale,
  LocaleId,
  localizePath,
  type SiteKey,
  siteKeyOf,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { pageMeta } from '../../lib/http-query';
import { recordAudit } from '../audit/audit.service';
import { FieldErrors, uniqueViolationOf, writtenLocales } from '../content/content.admin';
import { leaveRedirect } from '../redirects/redirects.service';
import { reindexSearchRefs } from '../search/search.service';
import {
  type AdminPageRecord,
  countAdminPages,
  deletePageTranslation,
  pageSlugTaken,
  selectAdminPage,
  selectAdminPages,
} from './custom-pages.admin-queries';
import { customPageSearchSource, pagePath, saveCustomPage } from './custom-pages.service';

/*
 * The back office's custom pages (issue 21), the about-us and for-beauticians screens among them:
 * those screens find their page by a slug (CONTENT_SCREEN_PAGE_SLUGS), so that slug stays. Saved
 * through the module's write path (`saveCustomPage`: HTML sanitised, search renewed), audited, and
 * a changed slug leaves a 301 from the old address.
 */

const LOCALES = ['hu', 'en'] as const;

const textOf = (record: AdminPageRecord, locale: Locale) =>
  record.translations.find((row) => row.localeId === LocaleId[locale]);

/** The storefront screen that shows the page, found by one of its slugs. */
function screenOf(slugs: (string | undefined)[]): ContentScreen | null {
  const screens = Object.entries(CONTENT_SCREEN_PAGE_SLUGS) as [ContentScreen, string][];
  return screens.find(([, slug]) => slugs.includes(slug))?.[0] ?? null;
}

const publicPath = (slug: string, locale: Locale) => localizePath(pagePath(slug), locale);

function toRow(record: AdminPageRecord, locale: Locale): AdminPageRow {
  const hu = textOf(record, 'hu');
  const en = textOf(record, 'en');
  const shown = (locale === 'en' ? (en ?? hu) : (hu ?? en)) ?? { title: '', slug: '', localeId: LocaleId.hu };
  return {
    id: record.id,
    site: siteKeyOf(record.hostId as HostId),
    title: shown.title,
    slug_hu: hu?.slug ?? '',
    slug_en: en?.slug ?? '',
    is_active: record.isActive,
    screen: screenOf([hu?.slug, en?.slug]),
    url: publicPath(shown.slug, shown.localeId === LocaleId.en ? 'en' : 'hu'),
    updated_at: record.updatedAt.toISOString(),
  };
}

function toAdminPage(record: AdminPageRecord): AdminPage {
  const hu = textOf(record, 'hu');
  const en = textOf(record, 'en');
  return {
    id: record.id,
    site: siteKeyOf(record.hostId as HostId),
    is_active: record.isActive,
    screen: screenOf([hu?.slug, en?.slug]),
    title_hu: hu?.title ?? '',
    slug_hu: hu?.slug ?? '',
    content_hu: hu?.contentHtml ?? '',
    seo_title_hu: hu?.seoTitle ?? null,
    seo_description_hu: hu?.seoDescription ?? null,
    title_en: en?.title ?? '',
    slug_en: en?.slug ?? '',
    content_en: en?.contentHtml ?? '',
    seo_title_en: en?.seoTitle ?? null,
    seo_description_en: en?.seoDescription ?? null,
    urls: { hu: hu ? publicPath(hu.slug, 'hu') : null, en: en ? publicPath(en.slug, 'en') : null },
  };
}

export async function listAdminPages(
  db: Db,
  query: AdminContentListQuery,
  sites: readonly SiteKey[],
  locale: Locale,
): Promise<{ data: AdminPageRow[]; meta: ListMeta }> {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? ADMIN_LIST_PAGE_SIZE };
  const filter = { hostIds: sites.map((site) => HostId[site]), q: query.q || undefined };
  const [rows, total] = await Promise.all([
    selectAdminPages(db, filter, paging.perPage, (paging.page - 1) * paging.perPage),
    countAdminPages(db, filter),
  ]);
  const data = rows.map((row) => toRow(row, locale));
  return { data, meta: pageMeta(paging, total, data.length) };
}

export async function getAdminPage(db: Db, id: number): Promise<AdminPage> {
  const record = await selectAdminPage(db, id);
  if (!record) throw new NotFoundError();
  return toAdminPage(record);
}

export async function siteOfPage(db: Db, id: number): Promise<SiteKey> {
  const record = await selectAdminPage(db, id);
  if (!record) throw new NotFoundError();
  return siteKeyOf(record.hostId as HostId);
}

export async function saveAdminPage(
  db: Db,
  staffId: number,
  target: { id: number } | { site: SiteKey },
  input: AdminPageInput,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const before = 'id' in target ? await selectAdminPage(txDb, target.id) : undefined;
      if ('id' in target && !before) throw new NotFoundError();
      const hostId = before ? (before.hostId as HostId) : HostId[(target as { site: SiteKey }).site];
      const errors = new FieldErrors();
      const locales = writtenLocales(input, errors);
      const screenSlugs: string[] = Object.values(CONTENT_SCREEN_PAGE_SLUGS);
      for (const locale of LOCALES) {
        const old = before ? textOf(before, locale) : undefined;
        // A screen finds its page by this slug: renaming or dropping it would empty the screen.
        if (old && screenSlugs.includes(old.slug) && input[`slug_${locale}`] !== old.slug) {
          errors.add(`slug_${locale}`, 'content_screen_slug_fixed');
        }
      }
      for (const locale of locales) {
        if (errors.has(`slug_${locale}`)) continue;
        if (await pageSlugTaken(txDb, hostId, LocaleId[locale], input[`slug_${locale}`], before?.id)) {
          errors.add(`slug_${locale}`, 'content_slug_taken');
        }
      }
      errors.throwIfAny();
      const id = await saveCustomPage(
        txDb,
        {
          id: before?.id,
          hostId,
          isActive: input.is_active,
          translations: Object.fromEntries(
            locales.map((locale) => [
              locale,
              {
                title: input[`title_${locale}`],
                slug: input[`slug_${locale}`],
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
        const old = before ? textOf(before, locale) : undefined;
        if (!old) continue;
        if (!locales.includes(locale)) await deletePageTranslation(txDb, id, LocaleId[locale]);
        else if (old.slug !== input[`slug_${locale}`]) {
          await leaveRedirect(txDb, {
            hostId,
            fromPath: publicPath(old.slug, locale),
            toPath: publicPath(input[`slug_${locale}`], locale),
          });
        }
      }
      // Search documents follow the texts (a removed language drops its document).
      await reindexSearchRefs(txDb, 'CustomPage', customPageSearchSource, [id]);
      const after = await selectAdminPage(txDb, id);
      await recordAudit(txDb, {
        staffId,
        action: before ? 'custom_page.update' : 'custom_page.create',
        entity: 'custom_page',
        entityId: id,
        site: siteKeyOf(hostId),
        before: before ? toAdminPage(before) : undefined,
        after: after ? toAdminPage(after) : undefined,
      });
      return id;
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'custom_page_translations_slug_idx') {
      const errors = new FieldErrors();
      errors.add('slug_hu', 'content_slug_taken');
      errors.throwIfAny();
    }
    throw error;
  }
}

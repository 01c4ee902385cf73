import {
  type AdminBlogCategory,
  type AdminBlogCategoryInput,
  HostId,
  type Locale,
  LocaleId,
  localizePath,
  type SiteKey,
  siteKeyOf,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { FieldErrors, uniqueViolationOf, writtenLocales } from '../content/content.admin';
import { leaveRedirect } from '../redirects/redirects.service';
import {
  type AdminCategoryRecord,
  categorySlugTaken,
  deleteCategoryTranslation,
  selectAdminCategories,
} from './blog.admin-queries';
import { blogCategoryPath, saveBlogCategory } from './blog-editor.service';

/*
 * The back office's blog categories (issue 21): names, slugs and SEO per language, their order
 * and whether they show. Saved through the blog's write path (`saveBlogCategory`), audited, and a
 * changed slug leaves a 301 from the category's old address.
 */

const LOCALES = ['hu', 'en'] as const;

function toAdminCategory(record: AdminCategoryRecord): AdminBlogCategory {
  const text = (locale: Locale) => record.translations.find((row) => row.localeId === LocaleId[locale]);
  const hu = text('hu');
  const en = text('en');
  return {
    id: record.id,
    site: siteKeyOf(record.hostId as HostId),
    name_hu: hu?.name ?? '',
    slug_hu: hu?.slug ?? '',
    seo_title_hu: hu?.seoTitle ?? null,
    seo_description_hu: hu?.seoDescription ?? null,
    name_en: en?.name ?? '',
    slug_en: en?.slug ?? '',
    seo_title_en: en?.seoTitle ?? null,
    seo_description_en: en?.seoDescription ?? null,
    sort: record.sort,
    is_active: record.isActive,
    posts_count: Number(record.postsCount),
  };
}

export async function listAdminCategories(db: Db, sites: readonly SiteKey[]): Promise<AdminBlogCategory[]> {
  const rows = await selectAdminCategories(
    db,
    sites.map((site) => HostId[site]),
  );
  return rows.map(toAdminCategory);
}

async function findCategory(db: Db, id: number) {
  const [record] = await selectAdminCategories(db, [HostId.shop, HostId.academy], [id]);
  return record;
}

export async function siteOfCategory(db: Db, id: number): Promise<SiteKey> {
  const record = await findCategory(db, id);
  if (!record) throw new NotFoundError();
  return siteKeyOf(record.hostId as HostId);
}

export async function saveAdminCategory(
  db: Db,
  staffId: number,
  target: { id: number } | { site: SiteKey },
  input: AdminBlogCategoryInput,
): Promise<AdminBlogCategory> {
  try {
    return await db.transaction(async (tx) => {
      const txDb = tx as unknown as Db;
      const before = 'id' in target ? await findCategory(txDb, target.id) : undefined;
      if ('id' in target && !before) throw new NotFoundError();
      const hostId = before ? (before.hostId as HostId) : HostId[(target as { site: SiteKey }).site];
      const errors = new FieldErrors();
      const locales = writtenLocales(input, errors, 'name');
      for (const locale of locales) {
        if (errors.has(`slug_${locale}`)) continue;
        if (await categorySlugTaken(txDb, hostId, LocaleId[locale], input[`slug_${locale}`], before?.id)) {
          errors.add(`slug_${locale}`, 'content_slug_taken');
        }
      }
      errors.throwIfAny();
      const id = await saveBlogCategory(
        txDb,
        {
          id: before?.id,
          hostId,
          sort: input.sort,
          isActive: input.is_active,
          translations: Object.fromEntries(
            locales.map((locale) => [
              locale,
              {
                name: input[`name_${locale}`],
                slug: input[`slug_${locale}`],
                seoTitle: input[`seo_title_${locale}`] ?? null,
                seoDescription: input[`seo_description_${locale}`] ?? null,
              },
            ]),
          ),
        },
        { reindex: before !== undefined },
      );
      for (const locale of LOCALES) {
        const old = before?.translations.find((row) => row.localeId === LocaleId[locale]);
        if (!old) continue;
        if (!locales.includes(locale)) await deleteCategoryTranslation(txDb, id, LocaleId[locale]);
        else if (old.slug !== input[`slug_${locale}`]) {
          await leaveRedirect(txDb, {
            hostId,
            fromPath: localizePath(blogCategoryPath(old.slug), locale),
            toPath: localizePath(blogCategoryPath(input[`slug_${locale}`]), locale),
          });
        }
      }
      const after = await findCategory(txDb, id);
      if (!after) throw new NotFoundError();
      const saved = toAdminCategory(after);
      await recordAudit(txDb, {
        staffId,
        action: before ? 'blog_category.update' : 'blog_category.create',
        entity: 'blog_category',
        entityId: id,
        site: siteKeyOf(hostId),
        before: before ? toAdminCategory(before) : undefined,
        after: saved,
      });
      return saved;
    });
  } catch (error) {
    if (uniqueViolationOf(error) === 'blog_category_translations_slug_idx') {
      const errors = new FieldErrors();
      errors.add('slug_hu', 'content_slug_taken');
      errors.throwIfAny();
    }
    throw error;
  }
}

import {
  type CategoryRef,
  type HostId,
  type Locale,
  LocaleId,
  localeFromId,
  type ProductMainCategory,
  type ProductSubCategory,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { buildSeo, canonicalPath, localizedPath, type SeoSource } from '../catalogue/catalogue.seo';
import { listStockedSubCategoryIds } from '../products/products.service';
import type { SitemapEntry } from '../sitemap/sitemap.types';
import {
  type PlacementRow,
  selectCategories,
  selectCategoryPaths,
  selectMainCategories,
  selectParents,
  selectPlacements,
  selectSubCategories,
  selectSubCategoryIdsWhere,
  underCategories,
  underMainCategories,
} from './product-categories.queries';

/** A product reads its placements in the same statement as its row. */
export { type PlacementRow, placementJson } from './product-categories.queries';

const ref = (id: number, source: SeoSource, slugs: string[], locale: Locale): CategoryRef => {
  const url = localizedPath('category', slugs, locale);
  return { id, name: source.name, url, seo: buildSeo(source, url, null, 'website') };
};

export interface MainCategoryQuery {
  hostId: HostId;
  locale: Locale;
  /** A main category slug in either language. */
  slug?: string;
  /** Leave out categories without any product a shopper can see (menus). */
  onlyForUser?: boolean;
}

/** The shop's three-level category tree (spec §3 "Categories"), in one language. */
export async function listProductMainCategories(db: Db, query: MainCategoryQuery): Promise<ProductMainCategory[]> {
  const localeId = LocaleId[query.locale];
  const mains = await selectMainCategories(db, query.hostId, localeId, query.slug);
  const categories = mains.length
    ? await selectCategories(
        db,
        mains.map((m) => m.id),
        localeId,
      )
    : [];
  const subs = categories.length
    ? await selectSubCategories(
        db,
        categories.map((c) => c.id),
        localeId,
      )
    : [];
  const stocked = query.onlyForUser
    ? new Set(
        await listStockedSubCategoryIds(
          db,
          query.hostId,
          subs.map((s) => s.id),
        ),
      )
    : undefined;

  return mains
    .map((main) => {
      const mainCategories = categories
        .filter((category) => category.mainCategoryId === main.id)
        .map((category) => {
          const slugs = [main.slug, category.slug];
          const subCategories: ProductSubCategory[] = subs
            .filter((sub) => sub.categoryId === category.id && (!stocked || stocked.has(sub.id)))
            .map((sub) => ({ ...ref(sub.id, sub, [...slugs, sub.slug], query.locale), is_in_menu: sub.isInMenu }));
          return { ...ref(category.id, category, slugs, query.locale), is_in_menu: category.isInMenu, subCategories };
        })
        .filter((category) => !stocked || category.subCategories.length > 0);
      return {
        ...ref(main.id, main, [main.slug], query.locale),
        is_in_menu: main.isInMenu,
        categories: mainCategories,
      };
    })
    .filter((main) => !stocked || main.categories.length > 0);
}

export interface Placement {
  subCategory: CategoryRef;
  category: CategoryRef;
  mainCategory: CategoryRef;
  /** Main, category and sub category slugs: the product's full_uri prefix. */
  slugs: [string, string, string];
}

/** Where each sub category sits in the tree, in one language: one query for any number. */
export async function getPlacements(db: Db, subCategoryIds: number[], locale: Locale): Promise<Map<number, Placement>> {
  if (subCategoryIds.length === 0) return new Map();
  const rows = await selectPlacements(db, [...new Set(subCategoryIds)], LocaleId[locale]);
  return new Map(rows.map((row) => [row.subId, toPlacement(row, locale)]));
}

/** A placement read with the product (`placementJson`) or by `getPlacements`. */
export function toPlacement(row: PlacementRow, locale: Locale): Placement {
  const slugs: [string, string, string] = [row.main.slug, row.category.slug, row.sub.slug];
  return {
    mainCategory: ref(row.mainId, row.main, slugs.slice(0, 1), locale),
    category: ref(row.categoryId, row.category, slugs.slice(0, 2), locale),
    subCategory: ref(row.subId, row.sub, slugs, locale),
    slugs,
  };
}

/** The sub category ids a category or main category filter stands for. */
export async function subCategoryIdsUnder(
  db: Db,
  level: 'category' | 'mainCategory',
  ids: number[],
): Promise<number[]> {
  return selectSubCategoryIdsWhere(db, level === 'category' ? underCategories(ids) : underMainCategories(ids));
}

/** Sub categories sharing a category, and sharing a main category, with the given ones. */
export async function subCategoryRelatives(
  db: Db,
  subCategoryIds: number[],
): Promise<{ sameCategory: number[]; sameMainCategory: number[] }> {
  if (subCategoryIds.length === 0) return { sameCategory: [], sameMainCategory: [] };
  const parents = await selectParents(db, subCategoryIds);
  const [sameCategory, sameMainCategory] = await Promise.all([
    subCategoryIdsUnder(db, 'category', [...new Set(parents.map((p) => p.categoryId))]),
    subCategoryIdsUnder(db, 'mainCategory', [...new Set(parents.map((p) => p.mainId))]),
  ]);
  return { sameCategory, sameMainCategory };
}

const localeOf = (localeId: number): Locale => localeFromId(localeId) ?? 'hu';

/** One entry per category page of every level, per language. */
export async function productCategorySitemapEntries(db: Db, hostId: HostId): Promise<SitemapEntry[]> {
  const rows = await selectCategoryPaths(db, hostId);
  const entries = new Map<string, SitemapEntry>();
  const add = (slugs: string[], localeId: number, lastmod: Date) => {
    const path = canonicalPath('category', slugs);
    const key = `${localeId}${path}`;
    const known = entries.get(key);
    if (!known || new Date(known.lastmod ?? 0) < lastmod)
      entries.set(key, { path, locale: localeOf(localeId), lastmod });
  };
  for (const row of rows) {
    add([row.main], row.localeId, new Date(row.mainUpdatedAt));
    if (row.category) add([row.main, row.category], row.localeId, new Date(row.categoryUpdatedAt));
    if (row.category && row.sub) add([row.main, row.category, row.sub], row.localeId, new Date(row.subUpdatedAt));
  }
  return [...entries.values()];
}

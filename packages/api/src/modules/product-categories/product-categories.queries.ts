import { and, asc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  productCategories,
  productCategoryTranslations,
  productMainCategories,
  productMainCategoryTranslations,
  productSubCategories,
  productSubCategoryLinks,
  productSubCategoryTranslations,
  products,
} from '../../db/schema';

const mainT = productMainCategoryTranslations;
const catT = productCategoryTranslations;
const subT = productSubCategoryTranslations;

const texts = (t: typeof mainT | typeof catT | typeof subT) => ({
  name: t.name,
  slug: t.slug,
  seoTitle: t.seoTitle,
  seoDescription: t.seoDescription,
});

/** Active main categories of a site; `slug` (either language) narrows them to the one it names. */
export function selectMainCategories(db: Db, hostId: number, localeId: number, slug?: string) {
  const bySlug = slug
    ? exists(
        db
          .select({ one: sql`1` })
          .from(mainT)
          .where(and(eq(mainT.mainCategoryId, productMainCategories.id), eq(mainT.slug, slug))),
      )
    : undefined;
  return db
    .select({ id: productMainCategories.id, isInMenu: productMainCategories.isInMenu, ...texts(mainT) })
    .from(productMainCategories)
    .innerJoin(mainT, and(eq(mainT.mainCategoryId, productMainCategories.id), eq(mainT.localeId, localeId)))
    .where(and(eq(productMainCategories.hostId, hostId), eq(productMainCategories.isActive, true), bySlug))
    .orderBy(asc(productMainCategories.sort), asc(productMainCategories.id));
}

export function selectCategories(db: Db, mainCategoryIds: number[], localeId: number) {
  return db
    .select({
      id: productCategories.id,
      mainCategoryId: productCategories.mainCategoryId,
      isInMenu: productCategories.isInMenu,
      ...texts(catT),
    })
    .from(productCategories)
    .innerJoin(catT, and(eq(catT.categoryId, productCategories.id), eq(catT.localeId, localeId)))
    .where(and(inArray(productCategories.mainCategoryId, mainCategoryIds), eq(productCategories.isActive, true)))
    .orderBy(asc(productCategories.sort), asc(productCategories.id));
}

export function selectSubCategories(db: Db, categoryIds: number[], localeId: number) {
  return db
    .select({
      id: productSubCategories.id,
      categoryId: productSubCategories.categoryId,
      isInMenu: productSubCategories.isInMenu,
      ...texts(subT),
    })
    .from(productSubCategories)
    .innerJoin(subT, and(eq(subT.subCategoryId, productSubCategories.id), eq(subT.localeId, localeId)))
    .where(and(inArray(productSubCategories.categoryId, categoryIds), eq(productSubCategories.isActive, true)))
    .orderBy(asc(productSubCategories.sort), asc(productSubCategories.id));
}

/** Sub categories (of the given ones) holding at least one active product of the site. */
export async function selectStockedSubCategoryIds(db: Db, hostId: number, subCategoryIds: number[]) {
  if (subCategoryIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: productSubCategoryLinks.subCategoryId })
    .from(productSubCategoryLinks)
    .innerJoin(products, eq(products.id, productSubCategoryLinks.productId))
    .where(
      and(
        inArray(productSubCategoryLinks.subCategoryId, subCategoryIds),
        eq(products.hostId, hostId),
        eq(products.isActive, true),
      ),
    );
  return rows.map((row) => row.id);
}

/** Each sub category with the category and main category above it, in one language. */
export function selectPlacements(db: Db, subCategoryIds: number[], localeId: number) {
  return db
    .select({
      subId: productSubCategories.id,
      subIsInMenu: productSubCategories.isInMenu,
      sub: texts(subT),
      categoryId: productCategories.id,
      category: texts(catT),
      mainId: productMainCategories.id,
      main: texts(mainT),
    })
    .from(productSubCategories)
    .innerJoin(subT, and(eq(subT.subCategoryId, productSubCategories.id), eq(subT.localeId, localeId)))
    .innerJoin(productCategories, eq(productCategories.id, productSubCategories.categoryId))
    .innerJoin(catT, and(eq(catT.categoryId, productCategories.id), eq(catT.localeId, localeId)))
    .innerJoin(productMainCategories, eq(productMainCategories.id, productCategories.mainCategoryId))
    .innerJoin(mainT, and(eq(mainT.mainCategoryId, productMainCategories.id), eq(mainT.localeId, localeId)))
    .where(inArray(productSubCategories.id, subCategoryIds));
}

/** The sub category ids under the given categories or main categories. */
export async function selectSubCategoryIdsWhere(db: Db, condition: SQL) {
  const rows = await db
    .select({ id: productSubCategories.id })
    .from(productSubCategories)
    .innerJoin(productCategories, eq(productCategories.id, productSubCategories.categoryId))
    .where(condition);
  return rows.map((row) => row.id);
}

export const underCategories = (ids: number[]) => inArray(productCategories.id, ids);
export const underMainCategories = (ids: number[]) => inArray(productCategories.mainCategoryId, ids);

/** The category and main category of each given sub category. */
export function selectParents(db: Db, subCategoryIds: number[]) {
  return db
    .select({
      subId: productSubCategories.id,
      categoryId: productSubCategories.categoryId,
      mainId: productCategories.mainCategoryId,
    })
    .from(productSubCategories)
    .innerJoin(productCategories, eq(productCategories.id, productSubCategories.categoryId))
    .where(inArray(productSubCategories.id, subCategoryIds));
}

/** Every active category level of a site in every language, for the sitemap. */
export function selectCategoryPaths(db: Db, hostId: number) {
  return db
    .select({
      localeId: mainT.localeId,
      main: mainT.slug,
      category: catT.slug,
      sub: subT.slug,
      mainUpdatedAt: sql<Date>`greatest(${productMainCategories.updatedAt}, ${mainT.updatedAt})`,
      categoryUpdatedAt: sql<Date>`greatest(${productCategories.updatedAt}, ${catT.updatedAt})`,
      subUpdatedAt: sql<Date>`greatest(${productSubCategories.updatedAt}, ${subT.updatedAt})`,
    })
    .from(productMainCategories)
    .innerJoin(mainT, eq(mainT.mainCategoryId, productMainCategories.id))
    .leftJoin(
      productCategories,
      and(eq(productCategories.mainCategoryId, productMainCategories.id), eq(productCategories.isActive, true)),
    )
    .leftJoin(catT, and(eq(catT.categoryId, productCategories.id), eq(catT.localeId, mainT.localeId)))
    .leftJoin(
      productSubCategories,
      and(eq(productSubCategories.categoryId, productCategories.id), eq(productSubCategories.isActive, true)),
    )
    .leftJoin(subT, and(eq(subT.subCategoryId, productSubCategories.id), eq(subT.localeId, mainT.localeId)))
    .where(and(eq(productMainCategories.hostId, hostId), eq(productMainCategories.isActive, true)));
}

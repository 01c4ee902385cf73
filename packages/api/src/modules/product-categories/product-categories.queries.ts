import { and, asc, eq, exists, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  productCategories,
  productCategoryTranslations,
  productMainCategories,
  productMainCategoryTranslations,
  productSubCategories,
  productSubCategoryTranslations,
} from './product-categories.schema';

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

export type PlacementRow = Pick<
  Awaited<ReturnType<typeof selectPlacements>>[number],
  'subId' | 'sub' | 'categoryId' | 'category' | 'mainId' | 'main'
>;

const textsJson = (alias: string) =>
  sql.raw(
    `json_build_object('name', ${alias}.name, 'slug', ${alias}.slug, 'seoTitle', ${alias}.seo_title, 'seoDescription', ${alias}.seo_description)`,
  );

/**
 * The PlacementRow of one sub category as JSON (null when a level lacks the language), for a
 * product query to carry its products' places in the tree without another round trip.
 */
export function placementJson(subCategoryId: SQL, localeId: number): SQL {
  return sql`(select json_build_object('subId', s.id, 'sub', ${textsJson('st')}, 'categoryId', c.id,
      'category', ${textsJson('ct')}, 'mainId', m.id, 'main', ${textsJson('mt')})
    from ${productSubCategories} s
    join ${subT} st on st.sub_category_id = s.id and st.locale_id = ${localeId}
    join ${productCategories} c on c.id = s.category_id
    join ${catT} ct on ct.category_id = c.id and ct.locale_id = ${localeId}
    join ${productMainCategories} m on m.id = c.main_category_id
    join ${mainT} mt on mt.main_category_id = m.id and mt.locale_id = ${localeId}
    where s.id = ${subCategoryId})`;
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

import { LocaleId } from '@vag/domain';
import { type AnyColumn, and, asc, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  productPictures,
  productRelatedPicks,
  productSubCategoryLinks,
  products,
  productTranslations,
} from './products.schema';

/* The back office's reads and writes of products (issue 21); the storefront's are products.queries.ts. */

const t = productTranslations;

export interface AdminProductFilter {
  hostIds: number[];
  localeId: number;
  text?: string;
  active?: boolean;
  promoted?: boolean;
  professionals?: boolean;
  outOfStock?: boolean;
  subCategoryId?: number;
}

/**
 * The listed product in a subquery, qualified: a select from one table renders its columns
 * without the table's name, which inside a subquery of pictures would mean the picture's id.
 */
const listedId = sql.raw('"products"."id"');

const folded = (value: SQL) => sql`immutable_unaccent(lower(${value}))`;

function adminProductConditions(filter: AdminProductFilter): SQL | undefined {
  const like = filter.text ? `%${filter.text.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const flag = (column: SQL | AnyColumn, wanted: boolean | undefined) =>
    wanted === undefined ? undefined : wanted ? sql`${column}` : sql`not ${column}`;
  return and(
    inArray(products.hostId, filter.hostIds),
    like
      ? sql`exists (select 1 from ${t} as s where s.product_id = ${listedId}
          and (${folded(sql`s.name`)} like ${folded(sql`${like}`)} or s.slug like lower(${like})))`
      : undefined,
    flag(products.isActive, filter.active),
    flag(sql`${products.hasPromotion}`, filter.promoted),
    flag(products.isOnlyForProfessionals, filter.professionals),
    filter.outOfStock === undefined
      ? undefined
      : filter.outOfStock
        ? sql`${products.stockQuantity} = 0`
        : sql`coalesce(${products.stockQuantity} > 0, true)`,
    filter.subCategoryId === undefined
      ? undefined
      : sql`exists (select 1 from ${productSubCategoryLinks} l where l.product_id = ${listedId}
          and l.sub_category_id = ${filter.subCategoryId})`,
  );
}

/** A translated text of a product in the reader's language, else in Hungarian. */
const textIn = (column: 'name' | 'slug', localeId: number) =>
  sql<string>`coalesce((select s.${sql.raw(column)} from ${t} s where s.product_id = ${listedId}
    order by s.locale_id = ${localeId} desc, s.locale_id limit 1), '')`;

/** A page of the list, newest first, with its total. */
export async function selectAdminProductPage(db: Db, filter: AdminProductFilter, limit: number, offset: number) {
  const where = adminProductConditions(filter);
  const pp = productPictures;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: products.id,
        hostId: products.hostId,
        name: textIn('name', filter.localeId),
        slug: textIn('slug', filter.localeId),
        image: sql<string | null>`(select ${pp.url} from ${pp} where ${pp.productId} = ${listedId}
          order by ${pp.isDefault} desc, ${pp.sort}, ${pp.id} limit 1)`,
        price: products.price,
        priceOriginal: products.priceOriginal,
        hasPromotion: products.hasPromotion,
        stockQuantity: products.stockQuantity,
        isActive: products.isActive,
        isHighlighted: products.isHighlighted,
        isOnlyForProfessionals: products.isOnlyForProfessionals,
      })
      .from(products)
      .where(where)
      .orderBy(desc(products.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function selectProductRow(db: Db, id: number, lock = false) {
  const query = db.select().from(products).where(eq(products.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}
export type ProductRow = NonNullable<Awaited<ReturnType<typeof selectProductRow>>>;

export function selectProductTexts(db: Db, id: number) {
  return db.select().from(t).where(eq(t.productId, id)).orderBy(asc(t.localeId));
}
export type ProductTextRow = Awaited<ReturnType<typeof selectProductTexts>>[number];

export function selectProductPictureRows(db: Db, id: number) {
  return db
    .select({
      id: productPictures.id,
      url: productPictures.url,
      mediaId: productPictures.mediaId,
      isDefault: productPictures.isDefault,
    })
    .from(productPictures)
    .where(eq(productPictures.productId, id))
    .orderBy(asc(productPictures.sort), asc(productPictures.id));
}

export function selectProductLinks(db: Db, id: number) {
  return db
    .select({ subCategoryId: productSubCategoryLinks.subCategoryId, isDefault: productSubCategoryLinks.isDefault })
    .from(productSubCategoryLinks)
    .where(eq(productSubCategoryLinks.productId, id))
    .orderBy(desc(productSubCategoryLinks.isDefault), asc(productSubCategoryLinks.subCategoryId));
}

/** Another product holding `slug` in the language (slugs are unique per language). */
export async function slugTaken(db: Db, slug: string, localeId: number, exceptProductId?: number) {
  const [row] = await db
    .select({ id: t.productId })
    .from(t)
    .where(
      and(eq(t.slug, slug), eq(t.localeId, localeId), exceptProductId ? ne(t.productId, exceptProductId) : undefined),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertProduct(db: Db, values: typeof products.$inferInsert) {
  const [row] = await db.insert(products).values(values).returning({ id: products.id });
  if (!row) throw new Error('product insert returned no row');
  return row.id;
}

/**
 * The product's row changed. A new regular price caps the price that applies in the same
 * statement (the price may never exceed it); the promotions then set what applies.
 */
export function updateProductRow(db: Db, id: number, values: Partial<typeof products.$inferInsert>) {
  const capped =
    values.priceOriginal === undefined ? {} : { price: sql`least(${products.price}, ${values.priceOriginal})` };
  return db
    .update(products)
    .set({ ...values, ...capped, updatedAt: sql`now()` })
    .where(eq(products.id, id));
}

export function upsertProductText(db: Db, values: typeof productTranslations.$inferInsert) {
  const { productId: _, localeId: __, ...changes } = values;
  return db
    .insert(t)
    .values(values)
    .onConflictDoUpdate({ target: [t.productId, t.localeId], set: { ...changes, updatedAt: sql`now()` } });
}

export function deleteProductText(db: Db, id: number, localeId: number) {
  return db.delete(t).where(and(eq(t.productId, id), eq(t.localeId, localeId)));
}

/** The links replaced by `subCategoryIds`, the default one marked. */
export async function replaceProductLinks(db: Db, id: number, subCategoryIds: number[], defaultId: number | null) {
  await db.delete(productSubCategoryLinks).where(eq(productSubCategoryLinks.productId, id));
  if (subCategoryIds.length === 0) return;
  await db
    .insert(productSubCategoryLinks)
    .values(
      subCategoryIds.map((subCategoryId) => ({ productId: id, subCategoryId, isDefault: subCategoryId === defaultId })),
    );
}

export interface PictureWrite {
  /** A kept picture's id; absent for a new one. */
  id?: number;
  url: string;
  mediaId: number | null;
}

/** The pictures replaced by `pictures` in that order; `main` is the position of the default one. */
export async function replaceProductPictures(db: Db, id: number, pictures: PictureWrite[], main: number) {
  const kept = pictures.flatMap((picture) => (picture.id === undefined ? [] : [picture.id]));
  await db
    .delete(productPictures)
    .where(
      and(
        eq(productPictures.productId, id),
        kept.length ? sql`${productPictures.id} <> all(${sql.param(kept)}::int[])` : undefined,
      ),
    );
  // The one-default index holds at every statement: clear the flag before setting it anew.
  await db.update(productPictures).set({ isDefault: false }).where(eq(productPictures.productId, id));
  for (const [sort, picture] of pictures.entries()) {
    const values = { url: picture.url, mediaId: picture.mediaId, sort, isDefault: sort === main };
    if (picture.id === undefined) await db.insert(productPictures).values({ ...values, productId: id });
    else
      await db
        .update(productPictures)
        .set(values)
        .where(and(eq(productPictures.id, picture.id), eq(productPictures.productId, id)));
  }
}

/** The products picked to show beside one, in their order: Hungarian name, site and whether on sale. */
export function selectRelatedPicks(db: Db, id: number) {
  const picks = productRelatedPicks;
  return db
    .select({
      id: products.id,
      hostId: products.hostId,
      name: sql<string>`coalesce(${t.name}, '')`,
      isActive: products.isActive,
    })
    .from(picks)
    .innerJoin(products, eq(products.id, picks.relatedProductId))
    .leftJoin(t, and(eq(t.productId, products.id), eq(t.localeId, LocaleId.hu)))
    .where(eq(picks.productId, id))
    .orderBy(asc(picks.position));
}

/** The site of each of the given products that exists. */
export async function selectProductHosts(db: Db, ids: number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, hostId: products.hostId })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.hostId]));
}

/** The picks replaced by `relatedIds`, positions from 0 in that order. */
export async function replaceRelatedPicks(db: Db, id: number, relatedIds: number[]) {
  await db.delete(productRelatedPicks).where(eq(productRelatedPicks.productId, id));
  if (relatedIds.length === 0) return;
  await db
    .insert(productRelatedPicks)
    .values(relatedIds.map((relatedProductId, position) => ({ productId: id, relatedProductId, position })));
}

import type { ProductListMode, ProductSortColumn } from '@vag/domain';
import { and, asc, desc, eq, exists, gte, inArray, lte, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type Db, prebuilt, queryRows } from '../../db/client';
import type { SortKey } from '../catalogue/catalogue.params';
import { type PlacementRow, placementJson } from '../product-categories/product-categories.service';
import {
  catalogueVersions,
  productPictures,
  productPriceHistory,
  productRelatedPicks,
  productSubCategoryLinks,
  products,
  productTranslations,
} from './products.schema';

const t = productTranslations;

/** Moves with every write to the tables a product list is read from (migration "catalogue_scale"). */
const productsVersion = sql<number | null>`(select ${catalogueVersions.version} from ${catalogueVersions}
  where ${catalogueVersions.scope} = 'products')`.mapWith(Number);

export interface ProductFilter {
  hostId: number;
  localeId: number;
  /** Each set narrows the list: a product must sit in one of the set's sub categories. */
  subCategorySets: number[][];
  seo?: string;
  minPrice?: number;
  maxPrice?: number;
  mode?: ProductListMode;
}

const modeCondition: Record<ProductListMode, SQL | undefined> = {
  newest: undefined,
  highlighted: sql`${products.isHighlighted}`,
  promoted: sql`${products.hasPromotion}`,
  professionals: sql`${products.isOnlyForProfessionals}`,
};

const inSubCategories = (ids: number[]) =>
  sql`exists (select 1 from ${productSubCategoryLinks} where ${productSubCategoryLinks.productId} = ${products.id}
    and ${inArray(productSubCategoryLinks.subCategoryId, ids)})`;

const withSlug = (slug: string) =>
  sql`exists (select 1 from ${t} as s where s.product_id = ${products.id} and s.slug = ${slug})`;

/** Everything but the price bounds: price_range describes what the price filter can choose from. */
function baseConditions(filter: ProductFilter): (SQL | undefined)[] {
  return [
    eq(products.hostId, filter.hostId),
    eq(products.isActive, true),
    ...filter.subCategorySets.map(inSubCategories),
    filter.seo ? withSlug(filter.seo) : undefined,
    filter.mode ? modeCondition[filter.mode] : undefined,
  ];
}

const priceConditions = (filter: ProductFilter) => [
  filter.minPrice === undefined ? undefined : gte(products.price, filter.minPrice),
  filter.maxPrice === undefined ? undefined : lte(products.price, filter.maxPrice),
];

const translated = (localeId: number | Placeholder) => and(eq(t.productId, products.id), eq(t.localeId, localeId));

/** The count within the price bounds and the price range without them, in one pass. */
export async function selectProductTotals(db: Db, filter: ProductFilter) {
  const inPrice = and(...priceConditions(filter)) ?? sql`true`;
  const [row] = await db
    .select({
      total: sql<number>`(count(*) filter (where ${inPrice}))::int`,
      min: sql<number | null>`min(${products.price})`,
      max: sql<number | null>`max(${products.price})`,
    })
    .from(products)
    .innerJoin(t, translated(filter.localeId))
    .where(and(...baseConditions(filter)));
  return { total: row?.total ?? 0, min: row?.min ?? 0, max: row?.max ?? 0 };
}

const sortColumn: Record<ProductSortColumn, SQL> = {
  id: sql`${products.id}`,
  // Accent-free so that Á sorts with A on either driver, whatever the database collation.
  name: sql`lower(immutable_unaccent(${t.name}))`,
  price: sql`${products.price}`,
  created_at: sql`${products.createdAt}`,
};

export interface ProductPageIds {
  ids: number[];
  /** The catalogue version the page was read at; undefined when the page is empty. */
  version: number | undefined;
}

export async function selectProductPage(
  db: Db,
  filter: ProductFilter,
  sort: SortKey<ProductSortColumn>[],
  limit: number,
  offset: number,
): Promise<ProductPageIds> {
  const order = sort.map(({ column, dir }) => (dir === 'desc' ? desc(sortColumn[column]) : asc(sortColumn[column])));
  const rows = await db
    .select({ id: products.id, version: productsVersion })
    .from(products)
    .innerJoin(t, translated(filter.localeId))
    .where(and(...baseConditions(filter), ...priceConditions(filter)))
    .orderBy(...order, asc(products.id))
    .limit(limit)
    .offset(offset);
  return { ids: rows.map((row) => row.id), version: rows[0]?.version ?? undefined };
}

/** A picture and a sub category link as `selectProductsWithRelations` answers them. */
export interface PictureRow {
  url: string;
  isDefault: boolean;
  /** The uploaded image in the media library, whose alt texts the picture takes. */
  mediaId: number | null;
}
export interface LinkRow {
  subCategoryId: number;
  isDefault: boolean;
  /** Null when a level of the tree lacks the language. */
  placement: PlacementRow | null;
}

/** A product's sub category links, default first, with their places in the tree in one language. */
function linksJson(localeId: number) {
  const link = productSubCategoryLinks;
  return sql<LinkRow[]>`coalesce((select json_agg(json_build_object('subCategoryId', ${link.subCategoryId},
          'isDefault', ${link.isDefault}, 'placement', ${placementJson(sql`${link.subCategoryId}`, localeId)})
          order by ${link.isDefault} desc, ${link.subCategoryId})
        from ${link} where ${link.productId} = ${products.id}), '[]')`;
}

/**
 * EU Omnibus: the lowest price in effect at any moment of the `days` before the current price
 * started. Each history row applies until the next one starts; the current price is the last.
 */
const lowestPriceOf = (days: number) => {
  const h = productPriceHistory;
  return sql<number | null>`(select min(price)::int from (
      select ${h.price} as price, ${h.startedAt} as started_at, lead(${h.startedAt}) over w as ended_at,
             last_value(${h.startedAt}) over (w rows between unbounded preceding and unbounded following) as current_start
      from ${h} where ${h.productId} = ${products.id}
      window w as (order by ${h.startedAt}, ${h.id})
    ) history
    where started_at < current_start and ended_at > current_start - ${days}::int * interval '1 day')`;
};

/**
 * The products with the given ids in one language, each with its pictures, its sub category
 * links with their places in the tree, and (promoted ones) the Omnibus price: one query, one
 * round trip, whatever the number of products. `hostId` keeps only the site's active products.
 */
export function selectProductsWithRelations(
  db: Db,
  ids: number[],
  localeId: number,
  options: { hostId?: number; lookbackDays: number },
) {
  const pp = productPictures;
  const query = db
    .select({
      id: products.id,
      price: products.price,
      priceOriginal: products.priceOriginal,
      hasPromotion: products.hasPromotion,
      isHighlighted: products.isHighlighted,
      isOnlyForProfessionals: products.isOnlyForProfessionals,
      netContent: products.netContent,
      netContentUnit: products.netContentUnit,
      stockQuantity: products.stockQuantity,
      createdAt: products.createdAt,
      name: t.name,
      slug: t.slug,
      description: t.description,
      seoTitle: t.seoTitle,
      seoDescription: t.seoDescription,
      pictures: sql<
        PictureRow[]
      >`coalesce((select json_agg(json_build_object('url', ${pp.url}, 'isDefault', ${pp.isDefault}, 'mediaId', ${pp.mediaId})
          order by ${pp.isDefault} desc, ${pp.sort}, ${pp.id})
        from ${pp} where ${pp.productId} = ${products.id}), '[]')`,
      links: linksJson(localeId),
      lowest: sql<number | null>`case when ${products.hasPromotion} then ${lowestPriceOf(options.lookbackDays)} end`,
    })
    .from(products)
    .innerJoin(t, translated(localeId))
    .where(
      and(
        // One array parameter, not one per id: the same text for any number of products.
        sql`${products.id} = any(${sql.param(ids)}::int[])`,
        options.hostId === undefined ? undefined : eq(products.hostId, options.hostId),
        options.hostId === undefined ? undefined : eq(products.isActive, true),
      ),
    );
  // Planning this query costs PostgreSQL about a millisecond, several times what running it does
  // (the cart and every order read it): a named statement is planned once per connection. Every
  // value is a parameter, so each name always has the same text.
  return query
    .prepare(options.hostId === undefined ? 'products_with_relations' : 'site_products_with_relations')
    .execute();
}

/**
 * What a link to each of the site's active products among `ids` needs: its name and slug in the
 * language and its sub category links with their places in the tree (`fullUriOf`). An order's
 * items link to their products by these (the account's order history reads them on every page):
 * not the whole product, its pictures and its sanitised description. Built once (`prebuilt`).
 */
export function selectProductLinkRows(
  db: Db,
  hostId: number,
  localeId: number,
  ids: number[],
): Promise<{ id: number; name: string; slug: string; links: LinkRow[] }[]> {
  return productLinkRowsStatement(db, [hostId, localeId], { ids });
}

const productLinkRowsStatement = prebuilt<
  { id: number; name: string; slug: string; links: LinkRow[] },
  [hostId: number, localeId: number]
>(
  'product_link_rows',
  (db, hostId, localeId) =>
    db
      .select(productLinkColumns(localeId))
      .from(products)
      .innerJoin(t, translated(localeId))
      .where(
        and(
          sql`${products.id} = any(${sql.placeholder('ids')}::int[])`,
          eq(products.hostId, hostId),
          eq(products.isActive, true),
        ),
      ),
  // The selection maps the rows by position; its language is the statement's own business.
  productLinkColumns(1),
);

function productLinkColumns(localeId: number) {
  return { id: products.id, name: t.name, slug: t.slug, links: linksJson(localeId) };
}

/** A row of `selectProductsWithRelations`. */
export type ProductRelationsRow = Awaited<ReturnType<typeof selectProductsWithRelations>>[number];

/**
 * `selectProductsWithRelations`'s rows of the site's active products whose id `ids` (a subquery)
 * holds, as a JSON array expression for a statement that reads more (the cart's); `createdAt`
 * comes as its ISO text.
 */
export function productsWithRelationsJson(
  ids: SQL,
  localeId: number,
  options: { hostId: number; lookbackDays: number },
): SQL<(Omit<ProductRelationsRow, 'createdAt'> & { createdAt: string })[]> {
  const pp = productPictures;
  return sql`coalesce((select json_agg(json_build_object('id', ${products.id}, 'price', ${products.price},
      'priceOriginal', ${products.priceOriginal}, 'hasPromotion', ${products.hasPromotion},
      'isHighlighted', ${products.isHighlighted}, 'isOnlyForProfessionals', ${products.isOnlyForProfessionals},
      'netContent', ${products.netContent}::float8, 'netContentUnit', ${products.netContentUnit},
      'stockQuantity', ${products.stockQuantity}, 'createdAt', ${products.createdAt}, 'name', ${t.name},
      'slug', ${t.slug}, 'description', ${t.description}, 'seoTitle', ${t.seoTitle},
      'seoDescription', ${t.seoDescription},
      'pictures', coalesce((select json_agg(json_build_object('url', ${pp.url}, 'isDefault', ${pp.isDefault},
          'mediaId', ${pp.mediaId}) order by ${pp.isDefault} desc, ${pp.sort}, ${pp.id})
        from ${pp} where ${pp.productId} = ${products.id}), '[]'),
      'links', ${linksJson(localeId)},
      'lowest', case when ${products.hasPromotion} then ${lowestPriceOf(options.lookbackDays)} end))
    from ${products} join ${t} on ${translated(localeId)}
    where ${products.id} in ${ids} and ${products.hostId} = ${options.hostId} and ${products.isActive}), '[]')`;
}

/** The VAT rate (issue 22) of each product whose id `ids` (a subquery) holds, as a JSON array expression: what the cart's lines are taxed at. */
export const productVatRatesJson = (ids: SQL) => sql<{ id: number; vatRate: number }[]>`coalesce((select
    json_agg(json_build_object('id', ${products.id}, 'vatRate', ${products.vatRate}))
  from ${products} where ${products.id} in ${ids}), '[]')`;

/** The media ids of the pictures of the products whose id `ids` (a subquery) holds, as a subquery. */
export const pictureMediaIds = (ids: SQL) =>
  sql`(select ${productPictures.mediaId} from ${productPictures} where ${productPictures.productId} in ${ids})`;

export function selectPictures(db: Db, productIds: number[]) {
  return db
    .select({ productId: productPictures.productId, url: productPictures.url, isDefault: productPictures.isDefault })
    .from(productPictures)
    .where(inArray(productPictures.productId, productIds))
    .orderBy(desc(productPictures.isDefault), asc(productPictures.sort), asc(productPictures.id));
}

export function selectSubCategoryLinks(db: Db, productIds: number[]) {
  return db
    .select({
      productId: productSubCategoryLinks.productId,
      subCategoryId: productSubCategoryLinks.subCategoryId,
      isDefault: productSubCategoryLinks.isDefault,
    })
    .from(productSubCategoryLinks)
    .where(inArray(productSubCategoryLinks.productId, productIds))
    .orderBy(desc(productSubCategoryLinks.isDefault), asc(productSubCategoryLinks.subCategoryId));
}

/** Active products of a site whose slug (in any language) is `slug`, with that language. */
export function selectProductsBySlug(db: Db, hostId: number, slug: string) {
  return db
    .select({ id: products.id, localeId: t.localeId })
    .from(products)
    .innerJoin(t, eq(t.productId, products.id))
    .where(and(eq(products.hostId, hostId), eq(products.isActive, true), eq(t.slug, slug)));
}

/**
 * Which of the given sub categories hold at least one active product of the site: an index probe
 * per sub category that stops at its first such product, whatever the catalogue's size.
 */
export async function selectStockedSubCategoryIds(db: Db, hostId: number, subCategoryIds: number[]) {
  if (subCategoryIds.length === 0) return [];
  const link = productSubCategoryLinks;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select sub.id from unnest(${sql.param(subCategoryIds)}::int[]) as sub(id)
      where exists (select 1 from ${link} join ${products} on ${products.id} = ${link.productId}
        where ${link.subCategoryId} = sub.id and ${products.hostId} = ${hostId} and ${products.isActive})`,
  );
  return rows.map((row) => Number(row.id));
}

export async function selectProductSubCategoryIds(db: Db, hostId: number, productId: number) {
  const rows = await db
    .select({ subCategoryId: productSubCategoryLinks.subCategoryId })
    .from(productSubCategoryLinks)
    .innerJoin(products, eq(products.id, productSubCategoryLinks.productId))
    .where(and(eq(products.id, productId), eq(products.hostId, hostId), eq(products.isActive, true)));
  return rows.map((row) => row.subCategoryId);
}

const productOnSaleColumns = {
  id: products.id,
  isOnlyForProfessionals: products.isOnlyForProfessionals,
  stockQuantity: products.stockQuantity,
};

/** Every add to the cart reads it: built once, the site and language as parameters. */
const productOnSaleStatement = prebuilt<{ id: number; isOnlyForProfessionals: boolean; stockQuantity: number | null }>(
  'product_on_sale',
  (db) =>
    db
      .select(productOnSaleColumns)
      .from(products)
      .innerJoin(t, translated(sql.placeholder('localeId')))
      .where(
        and(
          eq(products.id, sql.placeholder('productId')),
          eq(products.hostId, sql.placeholder('hostId')),
          eq(products.isActive, true),
        ),
      ),
  productOnSaleColumns,
);

export function selectProductOnSale(db: Db, hostId: number, localeId: number, productId: number) {
  return productOnSaleStatement(db, [], { hostId, localeId, productId });
}

/** The ids among `productIds` that are active products of the site. */
export async function selectActiveProductIds(db: Db, hostId: number, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, productIds), eq(products.hostId, hostId), eq(products.isActive, true)));
  return new Set(rows.map((row) => row.id));
}

export async function productExists(db: Db, hostId: number, productId: number) {
  return (await selectActiveProductIds(db, hostId, [productId])).has(productId);
}

/**
 * Ranks other products by closeness: -1 picked by an editor (in their order), 0 same sub
 * category, 1 same category, 2 same main category, 3 any other; then highlighted first, then
 * catalogue order. Every rank keeps only products on sale in the language. Each rank is read on
 * its own, in that order, from an index (picks by product, the others by highlighted, id), so the
 * work does not grow with the catalogue: 2 × limit rows of each rank always hold the answer
 * (fewer than `limit` of the closer ranks can come before a product that makes it, and they may
 * be among its rank's rows).
 */
export async function selectRelatedProductIds(
  db: Db,
  product: { id: number; hostId: number; localeId: number },
  tiers: [number[], number[], number[]],
  limit: number,
) {
  const link = productSubCategoryLinks;
  const pick = productRelatedPicks;
  const onSale = [
    eq(products.hostId, product.hostId),
    eq(products.isActive, true),
    sql`${products.id} <> ${product.id}`,
    exists(db.select({ one: sql`1` }).from(t).where(translated(product.localeId))),
  ];
  const picks = sql`(select ${products.id} as id, -1 as rank, ${products.isHighlighted} as highlighted,
      ${pick.position}::int as position
    from ${pick} join ${products} on ${products.id} = ${pick.relatedProductId}
    where ${and(eq(pick.productId, product.id), ...onSale)}
    order by ${pick.position} limit ${limit})`;
  const candidates = (
    rank: number,
    subCategoryIds?: number[],
  ) => sql`(select ${products.id} as id, ${rank}::int as rank,
      ${products.isHighlighted} as highlighted, null::int as position
    from ${products}
    where ${and(
      ...onSale,
      subCategoryIds
        ? exists(
            db
              .select({ one: sql`1` })
              .from(link)
              .where(and(eq(link.productId, products.id), inArray(link.subCategoryId, subCategoryIds))),
          )
        : undefined,
    )}
    order by ${products.isHighlighted} desc, ${products.id} limit ${2 * limit})`;
  const ranks = [
    picks,
    ...tiers.flatMap((ids, rank) => (ids.length ? [candidates(rank, ids)] : [])),
    candidates(tiers.length),
  ];
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from (${sql.join(ranks, sql` union all `)}) ranked
      group by id, highlighted order by min(rank), min(position), highlighted desc, id limit ${limit}`,
  );
  return rows.map((row) => Number(row.id));
}

/** Every active product of a site (or the given ones) in every language: search and sitemap. */
export function selectProductTranslations(db: Db, ids?: number[], hostId?: number) {
  return db
    .select({
      id: products.id,
      hostId: products.hostId,
      localeId: t.localeId,
      name: t.name,
      slug: t.slug,
      description: t.description,
      updatedAt: sql<Date>`greatest(${products.updatedAt}, ${t.updatedAt})`,
    })
    .from(products)
    .innerJoin(t, eq(t.productId, products.id))
    .where(
      and(
        eq(products.isActive, true),
        ids ? inArray(products.id, ids) : undefined,
        hostId ? eq(products.hostId, hostId) : undefined,
      ),
    )
    .orderBy(asc(products.id), asc(t.localeId));
}

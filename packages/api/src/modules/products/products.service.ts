import {
  type CatalogueListMeta,
  type HostId,
  type Locale,
  LocaleId,
  PRODUCT_PAGE_SIZE,
  PRODUCT_RELATIONS,
  PROMOTED_LIST_SIZE,
  type Product,
  type ProductListMode,
  type ProductRelation,
  type ProductSortColumn,
  SHORT_LIST_SIZE,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { catalogueListPage, matchInLocale, slugOfUri } from '../catalogue/catalogue.list';
import type { SortKey } from '../catalogue/catalogue.params';
import { memoizedTotals } from '../catalogue/catalogue.totals';
import { subCategoryIdsUnder, subCategoryRelatives } from '../product-categories/product-categories.service';
import { fullUriOf, loadProducts } from './products.hydrate';
import {
  productExists,
  selectProductLinkRows,
  selectProductOnSale,
  selectProductPage,
  selectProductSubCategoryIds,
  selectProductsBySlug,
  selectProductTotals,
  selectRelatedProductIds,
  selectStockedSubCategoryIds,
} from './products.queries';

export { distinctProductsIn, productPlacements } from './products.placements';
export { productSearchSource, productSitemapEntries } from './products.search';
export { releaseStock, reserveStock, type StockLine } from './products.stock';

const modePageSize: Record<ProductListMode, number> = {
  newest: SHORT_LIST_SIZE,
  highlighted: SHORT_LIST_SIZE,
  promoted: PROMOTED_LIST_SIZE,
  professionals: SHORT_LIST_SIZE,
};

const modeSort: Partial<Record<ProductListMode, SortKey<ProductSortColumn>[]>> = {
  newest: [{ column: 'created_at', dir: 'desc' }],
};

export interface ProductQuery {
  hostId: HostId;
  locale: Locale;
  mainCategoryIds?: number[];
  categoryIds?: number[];
  subCategoryIds?: number[];
  /** A product slug in either language. */
  seo?: string;
  minPrice?: number;
  maxPrice?: number;
  page: number;
  perPage?: number;
  /** Empty: the mode's order (newest first for `newest`), else catalogue order (id ascending). */
  sort: SortKey<ProductSortColumn>[];
  load?: readonly ProductRelation[];
  mode?: ProductListMode;
}

export interface ProductPage {
  data: Product[];
  meta: CatalogueListMeta;
}

/** A page of the shop's products with paging meta and the price range of the filtered list. */
export async function listProducts(db: Db, query: ProductQuery): Promise<ProductPage> {
  const subCategorySets = await Promise.all([
    query.mainCategoryIds ? subCategoryIdsUnder(db, 'mainCategory', query.mainCategoryIds) : undefined,
    query.categoryIds ? subCategoryIdsUnder(db, 'category', query.categoryIds) : undefined,
    query.subCategoryIds,
  ]);
  const filter = {
    hostId: query.hostId,
    localeId: LocaleId[query.locale],
    subCategorySets: subCategorySets.filter((set): set is number[] => set !== undefined),
    seo: query.seo,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    mode: query.mode,
  };
  return catalogueListPage(
    query,
    { defaultPageSize: PRODUCT_PAGE_SIZE, modePageSize, modeSort },
    {
      pageIds: (sort, limit, offset) => selectProductPage(db, filter, sort, limit, offset),
      totals: (version) =>
        memoizedTotals(db, `products:${JSON.stringify(filter)}`, version, () => selectProductTotals(db, filter)),
      load: (ids) => loadProducts(db, ids, query.locale, query.load),
    },
  );
}

/**
 * A product by its detail path (spec: /termek/{full_uri}). The last segment is the product's
 * slug in either language; the category segments before it are not checked, so an old or
 * other-language path still finds the product: its `full_uri` is the canonical one to redirect to.
 */
export async function getProductByUri(db: Db, hostId: HostId, locale: Locale, fullUri: string): Promise<Product> {
  const slug = slugOfUri(fullUri);
  if (!slug) throw new NotFoundError();
  const match = matchInLocale(await selectProductsBySlug(db, hostId, slug), LocaleId[locale]);
  const [product] = match ? await loadProducts(db, [match.id], locale) : [];
  if (!product) throw new NotFoundError();
  return product;
}

/** Five products to show beside one: the same sub categories first, then category, then main category. */
export async function listRelatedProducts(db: Db, hostId: HostId, locale: Locale, productId: number) {
  if (!(await productExists(db, hostId, productId))) throw new NotFoundError();
  const own = await selectProductSubCategoryIds(db, hostId, productId);
  const { sameCategory, sameMainCategory } = await subCategoryRelatives(db, own);
  const ids = await selectRelatedProductIds(
    db,
    { id: productId, hostId, localeId: LocaleId[locale] },
    [own, sameCategory, sameMainCategory],
    SHORT_LIST_SIZE,
  );
  return loadProducts(db, ids, locale);
}

/** The storefront shows the same rule (domain), so the cart never refuses what the page offers. */
export { mayBuyProfessionalProducts } from '@vag/domain';

/**
 * A product on sale on the site in this language (active, of this host, translated): what the
 * cart checks before adding it, without loading the product's relations.
 */
export async function findProductOnSale(db: Db, hostId: HostId, locale: Locale, productId: number) {
  const [row] = await selectProductOnSale(db, hostId, LocaleId[locale], productId);
  return row;
}

/** Whether a product is on sale on the site (active, of this host). */
export function isProductAvailable(db: Db, hostId: HostId, productId: number): Promise<boolean> {
  return productExists(db, hostId, productId);
}

/** Which of the given sub categories hold a product a shopper of the site can see (menus leave the others out). */
export function listStockedSubCategoryIds(db: Db, hostId: HostId, subCategoryIds: number[]): Promise<number[]> {
  return selectStockedSubCategoryIds(db, hostId, subCategoryIds);
}

export { hydrateProducts } from './products.hydrate';
export { pictureMediaIds, productsWithRelationsJson, productVatRatesJson } from './products.queries';

/** What a link to a product shows: its name, and where it is (`full_uri`). */
export interface ProductLink {
  id: number;
  name: string;
  full_uri: string;
}

/** Links to products already read whole (an order just placed shows the ones it priced), by id. */
export const productLinksOf = (products: Iterable<Product>): Map<number, ProductLink> =>
  new Map(
    [...products].map((product) => [product.id, { id: product.id, name: product.name, full_uri: product.full_uri }]),
  );

/** Links to the site's products among `ids` by id, leaving out those no longer sold (an order's items). */
export async function getProductLinks(
  db: Db,
  hostId: HostId,
  locale: Locale,
  ids: number[],
): Promise<Map<number, ProductLink>> {
  if (ids.length === 0) return new Map();
  const rows = await selectProductLinkRows(db, hostId, LocaleId[locale], ids);
  return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, full_uri: fullUriOf(row) }]));
}

/** The products in the given order with every relation, leaving out those no longer sold. */
export function getProductsByIds(db: Db, hostId: HostId, locale: Locale, ids: number[]): Promise<Product[]> {
  return loadProducts(db, ids, locale, PRODUCT_RELATIONS, hostId);
}

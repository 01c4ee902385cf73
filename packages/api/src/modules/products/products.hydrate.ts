import {
  type Locale,
  LocaleId,
  PRICE_HISTORY_LOOKBACK_DAYS,
  PRODUCT_RELATIONS,
  type Product,
  type ProductPlacement,
  type ProductRelation,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { sanitizeHtml } from '../../lib/html';
import { buildSeo, localizedPath } from '../catalogue/catalogue.seo';
import { getPlacements } from '../product-categories/product-categories.service';
import { selectLowestPrices, selectPictures, selectProductRows, selectSubCategoryLinks } from './products.queries';

const groupBy = <T extends { productId: number }>(rows: T[]) => {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.productId, [...(groups.get(row.productId) ?? []), row]);
  return groups;
};

/**
 * The products with the given ids, in that order, shaped as spec §3 describes them. A fixed
 * number of queries whatever the number of products: rows, pictures, sub category links, their
 * places in the tree, and the Omnibus prices of the promoted ones.
 */
export async function loadProducts(
  db: Db,
  ids: number[],
  locale: Locale,
  load: readonly ProductRelation[] = PRODUCT_RELATIONS,
): Promise<Product[]> {
  if (ids.length === 0) return [];
  const [rows, pictureRows, linkRows] = await Promise.all([
    selectProductRows(db, ids, LocaleId[locale]),
    selectPictures(db, ids),
    selectSubCategoryLinks(db, ids),
  ]);
  const promoted = rows.filter((row) => row.hasPromotion).map((row) => row.id);
  const [placements, lowest] = await Promise.all([
    getPlacements(
      db,
      linkRows.map((link) => link.subCategoryId),
      locale,
    ),
    selectLowestPrices(db, promoted, PRICE_HISTORY_LOOKBACK_DAYS),
  ]);
  const pictures = groupBy(pictureRows);
  const links = groupBy(linkRows);
  const byId = new Map(rows.map((row) => [row.id, row]));

  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const ownPictures = pictures.get(id) ?? [];
    const placed = (links.get(id) ?? []).flatMap((link) => {
      const placement = placements.get(link.subCategoryId);
      return placement ? [{ link, placement }] : [];
    });
    const home = placed.find((p) => p.link.isDefault) ?? placed[0];
    const fullUri = [...(home?.placement.slugs ?? []), row.slug].join('/');
    const url = localizedPath('product', [fullUri], locale);
    const image = ownPictures.find((p) => p.isDefault)?.url ?? ownPictures[0]?.url ?? null;
    const product: Product = {
      id: row.id,
      name: row.name,
      price: row.price,
      price_original: row.priceOriginal,
      has_promotion: row.hasPromotion,
      lowest_price_30_days: row.hasPromotion ? (lowest.get(id) ?? null) : null,
      is_highlighted: row.isHighlighted,
      is_only_for_professionals: row.isOnlyForProfessionals,
      full_uri: fullUri,
      // Staff-written HTML: sanitised on the way out too (DESIGN §3), whoever wrote it.
      description: sanitizeHtml(row.description),
      seo: buildSeo(row, url, image, 'product'),
      created_at: row.createdAt.toISOString(),
    };
    if (load.includes('pictures')) product.pictures = ownPictures.map((p) => ({ url: p.url, is_default: p.isDefault }));
    if (load.includes('subCategories')) {
      product.subCategories = placed.map(
        ({ link, placement }): ProductPlacement => ({
          ...placement.subCategory,
          is_default: link === home?.link,
          productCategory: placement.category,
          productMainCategory: placement.mainCategory,
        }),
      );
    }
    return [product];
  });
}

import { type HostId, LOCALES, type Locale, LocaleId, localeFromId } from '@vag/domain';
import type { Db } from '../../db/client';
import { htmlToText } from '../../lib/html';
import { canonicalPath } from '../catalogue/catalogue.seo';
import { getPlacements } from '../product-categories/product-categories.service';
import type { SearchDocument, SearchSource } from '../search/search.types';
import type { SitemapEntry } from '../sitemap/sitemap.types';
import { selectPictures, selectProductTranslations, selectSubCategoryLinks } from './products.queries';

/** Keeps IN lists well below PostgreSQL's parameter limit on large catalogues. */
const BATCH = 1000;

interface ProductPage {
  id: number;
  hostId: HostId;
  locale: Locale;
  name: string;
  description: string;
  image: string | null;
  /** Canonical path: `/product/{full_uri}` with the slugs of this language. */
  path: string;
  /** The default sub category: the "relevant category" of search suggestions. */
  category: { name: string; link: string } | null;
  updatedAt: Date;
}

/** Every active product's detail page in every language, in batches. */
async function* productPages(db: Db, ids?: number[], hostId?: HostId): AsyncGenerator<ProductPage[]> {
  const rows = await selectProductTranslations(db, ids, hostId);
  const productIds = [...new Set(rows.map((row) => row.id))];
  for (let start = 0; start < productIds.length; start += BATCH) {
    const batch = productIds.slice(start, start + BATCH);
    const inBatch = new Set(batch);
    // One query at a time: indexing runs inside the caller's transaction, on one connection.
    const links = await selectSubCategoryLinks(db, batch);
    const pictures = await selectPictures(db, batch);
    const home = new Map<number, number>();
    for (const link of links) if (!home.has(link.productId)) home.set(link.productId, link.subCategoryId);
    const image = new Map<number, string>();
    for (const picture of pictures) if (!image.has(picture.productId)) image.set(picture.productId, picture.url);
    const placements: Partial<Record<Locale, Awaited<ReturnType<typeof getPlacements>>>> = {};
    for (const locale of LOCALES) placements[locale] = await getPlacements(db, [...home.values()], locale);
    yield rows
      .filter((row) => inBatch.has(row.id))
      .map((row) => {
        const locale: Locale = localeFromId(row.localeId) ?? 'hu';
        const subCategoryId = home.get(row.id);
        const placement = subCategoryId === undefined ? undefined : placements[locale]?.get(subCategoryId);
        const slugs = placement?.slugs ?? [];
        return {
          id: row.id,
          hostId: row.hostId as HostId,
          locale,
          name: row.name,
          description: row.description,
          image: image.get(row.id) ?? null,
          path: canonicalPath('product', [...slugs, row.slug]),
          category: placement ? { name: placement.subCategory.name, link: canonicalPath('category', slugs) } : null,
          updatedAt: new Date(row.updatedAt),
        };
      });
  }
}

/** One search document per product and language (the search module indexes them). */
export const productSearchSource: SearchSource = async (db, ids) => {
  const documents: SearchDocument[] = [];
  for await (const pages of productPages(db, ids)) {
    for (const page of pages) {
      documents.push({
        hostId: page.hostId,
        localeId: LocaleId[page.locale],
        type: 'Product',
        refId: page.id,
        title: page.name,
        body: htmlToText(page.description),
        image: page.image,
        link: page.path,
        category: page.category,
      });
    }
  }
  return documents;
};

export async function productSitemapEntries(db: Db, hostId: HostId): Promise<SitemapEntry[]> {
  const entries: SitemapEntry[] = [];
  for await (const pages of productPages(db, undefined, hostId)) {
    for (const page of pages) entries.push({ path: page.path, locale: page.locale, lastmod: page.updatedAt });
  }
  return entries;
}

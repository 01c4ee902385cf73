import type { HostId } from '@vag/domain';
import type { Db } from '../../db/client';
import { productCategorySitemapEntries } from '../product-categories/product-categories.service';
import { productSitemapEntries } from '../products/products.service';
import type { SitemapEntry } from '../sitemap/sitemap.types';
import { trainingCategorySitemapEntries } from '../training-categories/training-categories.service';
import { trainingSitemapEntries } from '../trainings/trainings.service';

/** The catalogue's public pages of a site in every language: its category, product and training pages. */
export async function catalogueSitemapEntries(db: Db, hostId: HostId): Promise<SitemapEntry[]> {
  const parts = await Promise.all([
    productCategorySitemapEntries(db, hostId),
    productSitemapEntries(db, hostId),
    trainingCategorySitemapEntries(db, hostId),
    trainingSitemapEntries(db, hostId),
  ]);
  return parts.flat();
}

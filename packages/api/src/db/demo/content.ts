import { HostId } from '@vag/domain';
import { upsertSeoDefault } from '../../modules/content/content.seo-defaults';
import { saveCustomPage } from '../../modules/custom-pages/custom-pages.service';
import { createParcelShops } from '../../modules/gls-parcel-shops/gls-parcel-shops.service';
import { createHomeCarouselSlides } from '../../modules/home-carousels/home-carousels.service';
import { saveRedirect } from '../../modules/redirects/redirects.service';
import { saveSalon } from '../../modules/salons/salons.service';
import { reindexSearch } from '../../modules/search/search.service';
import { searchSources } from '../../modules/search/search.sources';
import type { Db } from '../client';
import { academyPages } from './custom-pages-academy';
import { legalPages } from './custom-pages-legal';
import { shopPages } from './custom-pages-shop';
import { demoParcelShops } from './gls-parcel-shops';
import { demoHomeCarouselSlides } from './home-carousels';
import { demoRedirects } from './redirects';
import { demoSalons } from './salons';
import { demoSeoDefaults } from './seo-defaults';

/** Custom pages of both sites, salons, carousel slides, redirects and the default SEO texts. */
export async function seedDemoContent(db: Db) {
  const sites = [
    [HostId.shop, [...shopPages, ...legalPages('shop')]],
    [HostId.academy, [...academyPages, ...legalPages('academy')]],
  ] as const;
  for (const [hostId, pages] of sites) {
    for (const page of pages) await saveCustomPage(db, { hostId, translations: page }, { reindex: false });
  }
  for (const salon of demoSalons()) await saveSalon(db, salon);
  await createHomeCarouselSlides(db, demoHomeCarouselSlides());
  for (const redirect of demoRedirects) await saveRedirect(db, redirect);
  for (const texts of demoSeoDefaults) await upsertSeoDefault(db, texts);
}

/** GLS ParcelShops and ParcelLockers (delivery and payment methods come with the migrations). */
export async function seedDemoCheckoutReference(db: Db) {
  await createParcelShops(db, demoParcelShops());
}

/** (Re)builds the search index from every registered source: after all content is in place. */
export async function seedSearchIndex(db: Db) {
  await reindexSearch(db, searchSources);
}

import { blogSitemapEntries } from '../blog/blog-editor.service';
import { catalogueSitemapEntries } from '../catalogue/catalogue.sitemap';
import { customPageSitemapEntries } from '../custom-pages/custom-pages.service';
import { salonSitemapEntries } from '../salons/salons.service';
import { staticSitemapEntries } from './sitemap.service';
import type { SitemapSource } from './sitemap.types';

/** The sources of the sitemap, one line each. */
export const sitemapSources: SitemapSource[] = [
  staticSitemapEntries,
  customPageSitemapEntries,
  blogSitemapEntries,
  salonSitemapEntries,
  catalogueSitemapEntries,
];

import { HostId, LOCALES, localizePath, type SitemapPage } from '@vag/domain';
import type { Db } from '../../db/client';
import { isoTime } from '../content/content.seo';
import type { SitemapEntry, SitemapSource } from './sitemap.types';

/** The screens of spec §2 each site has besides its content pages (canonical paths). */
const STATIC_SCREENS: Record<HostId, string[]> = {
  [HostId.shop]: ['/', '/category', '/about-us', '/contact', '/salons', '/for-beauticians', '/blogs'],
  [HostId.academy]: ['/', '/category', '/training-calendar', '/about-us', '/contact', '/blogs'],
};

export const staticSitemapEntries: SitemapSource = async (_db, hostId) =>
  STATIC_SCREENS[hostId].flatMap((path) => LOCALES.map((locale): SitemapEntry => ({ locale, path, lastmod: null })));

/** Every public page of a site in both languages, from every registered source, localized. */
export async function buildSitemap(db: Db, hostId: HostId, sources: SitemapSource[]): Promise<SitemapPage[]> {
  const entries = (await Promise.all(sources.map((source) => source(db, hostId)))).flat();
  const pages = new Map<string, SitemapPage>();
  for (const entry of entries) {
    const url = localizePath(entry.path, entry.locale);
    if (!pages.has(url)) pages.set(url, { url, lastmod: entry.lastmod === null ? null : isoTime(entry.lastmod) });
  }
  return [...pages.values()];
}

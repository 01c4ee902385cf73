import type { HostId, Locale } from '@vag/domain';
import type { Db } from '../../db/client';

/** One public page of a site in one language. */
export interface SitemapEntry {
  locale: Locale;
  /** Canonical (English, unprefixed) path with the language's own slugs: `/page/aszf`, `/page/terms`. */
  path: string;
  lastmod: Date | string | null;
}

/**
 * A module with public pages provides one of these; the sitemap asks every registered source
 * (sitemap.sources.ts) and localizes the paths.
 */
export type SitemapSource = (db: Db, hostId: HostId) => Promise<SitemapEntry[]>;

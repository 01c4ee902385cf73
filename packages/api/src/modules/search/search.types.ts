import type { HostId, LocaleId, SearchType } from '@vag/domain';
import type { Db } from '../../db/client';

/** The kinds of result global search returns (spec §3 "Search suggestion" types). */
export type SearchDocumentType = SearchType;

/** One searchable page in one site and language; the search module indexes these. */
export interface SearchDocument {
  hostId: HostId;
  localeId: LocaleId;
  type: SearchDocumentType;
  /** The id of the product, training, blog post or custom page. */
  refId: number;
  title: string;
  /** Plain text (no HTML) that search matches besides the title. */
  body: string;
  /** Image URL for suggestions, or null. */
  image: string | null;
  /** The canonical (English, unprefixed) path of the page, e.g. `/product/face/cream`. */
  link: string;
  /** The category the page belongs to, offered as a "relevant category" by suggestions. */
  category?: { name: string; link: string } | null;
  /** Not found before this time (a scheduled blog post); absent or null = found now. */
  visibleFrom?: Date | null;
}

/**
 * A module that owns searchable content provides one of these; the search module asks every
 * registered source for its documents when it (re)indexes. `ids` limits it to some records.
 */
export type SearchSource = (db: Db, ids?: number[]) => Promise<SearchDocument[]>;

/** The sources to (re)index, by the type of document each one gives. */
export type SearchSources = Partial<Record<SearchDocumentType, SearchSource>>;

/** Options of the services that write searchable content. */
export interface IndexingOptions {
  /** False when the caller rebuilds the whole index afterwards (demo seeding); default true. */
  reindex?: boolean;
}

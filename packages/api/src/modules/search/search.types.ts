import type { HostId, LocaleId } from '@vag/domain';
import type { Db } from '../../db/client';

/** The kinds of result global search returns (spec §3 "Search suggestion" types). */
export type SearchDocumentType = 'Product' | 'Training' | 'BlogPost' | 'CustomPage';

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
}

/**
 * A module that owns searchable content provides one of these; the search module asks every
 * registered source for its documents when it (re)indexes. `ids` limits it to some records.
 */
export type SearchSource = (db: Db, ids?: number[]) => Promise<SearchDocument[]>;

import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * One row per searchable page per language (DESIGN §6), written by the search module from the
 * sources of the modules that own the content. `tsv` is computed by the database: the
 * Hungarian stemmer for Hungarian rows, the English one otherwise, over accent-free text with
 * the title weighted A. The GIN indexes (full text and trigram) are in the search_indexes
 * migration, as drizzle-kit cannot express an operator class on an expression.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial().primaryKey(),
    hostId: smallint().notNull(),
    localeId: smallint().notNull(),
    type: text().notNull(),
    refId: integer().notNull(),
    title: text().notNull(),
    body: text().notNull().default(''),
    image: text(),
    /** Canonical (English, unprefixed) path; localized when answered. */
    link: text().notNull(),
    categoryName: text(),
    categoryLink: text(),
    /** Hidden from search until then (scheduled blog posts); null = visible. */
    visibleFrom: timestamp({ withTimezone: true }),
    tsv: tsvector()
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector(case when locale_id = 1 then 'hungarian'::regconfig else 'english'::regconfig end, immutable_unaccent(title)), 'A') || setweight(to_tsvector(case when locale_id = 1 then 'hungarian'::regconfig else 'english'::regconfig end, immutable_unaccent(body)), 'B')`,
      ),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('search_documents_ref_idx').on(t.type, t.refId, t.localeId),
    index('search_documents_site_idx').on(t.hostId, t.localeId, t.type),
    check('search_documents_host_check', sql`${t.hostId} in (1, 2)`),
    check('search_documents_locale_check', sql`${t.localeId} in (1, 2)`),
    check('search_documents_type_check', sql`${t.type} in ('Product', 'Training', 'BlogPost', 'CustomPage')`),
  ],
);

/**
 * Each word of each document's accent-free, lower-case title, with the document's full-text rank
 * for that word: suggestions read the best documents holding a word straight from the index, so
 * their work does not grow with the number of documents that hold it. Written by a trigger on
 * search_documents (migration "catalogue_scale"); a document's words go with it.
 */
export const searchTitleWords = pgTable(
  'search_title_words',
  {
    documentId: integer()
      .notNull()
      .references(() => searchDocuments.id, { onDelete: 'cascade' }),
    hostId: smallint().notNull(),
    localeId: smallint().notNull(),
    word: text().notNull(),
    /** ts_rank of the document for the word alone, as search.queries.ts ranks (normalised by length). */
    score: real().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.word] }),
    index('search_title_words_lookup_idx').on(t.hostId, t.localeId, t.word, t.score.desc(), t.documentId),
  ],
);

/**
 * The distinct title words of a site and language (same trigger): where a keyword's words are
 * looked up, by prefix and by trigram distance for typos. Words of deleted documents may stay;
 * they only lead to no document.
 */
export const searchWords = pgTable(
  'search_words',
  {
    hostId: smallint().notNull(),
    localeId: smallint().notNull(),
    word: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.hostId, t.localeId, t.word] }),
    index('search_words_prefix_idx').on(t.hostId, t.localeId, t.word.op('text_pattern_ops')),
    index('search_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops')),
  ],
);

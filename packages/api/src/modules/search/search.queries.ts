import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { searchDocuments } from './search.schema';
import type { SearchDocument, SearchDocumentType } from './search.types';

const INSERT_CHUNK = 500;

export async function deleteDocumentsOfTypes(db: Db, types: SearchDocumentType[]) {
  if (types.length === 0) return;
  await db.delete(searchDocuments).where(inArray(searchDocuments.type, types));
}

export async function deleteDocumentsOfRefs(db: Db, type: SearchDocumentType, refIds: number[]) {
  if (refIds.length === 0) return;
  await db.delete(searchDocuments).where(and(eq(searchDocuments.type, type), inArray(searchDocuments.refId, refIds)));
}

export async function insertDocuments(db: Db, documents: SearchDocument[]) {
  for (let start = 0; start < documents.length; start += INSERT_CHUNK) {
    const rows = documents.slice(start, start + INSERT_CHUNK).map((document) => ({
      hostId: document.hostId,
      localeId: document.localeId,
      type: document.type,
      refId: document.refId,
      title: document.title,
      body: document.body,
      image: document.image,
      link: document.link,
      categoryName: document.category?.name ?? null,
      categoryLink: document.category?.link ?? null,
      visibleFrom: document.visibleFrom ?? null,
    }));
    await db.insert(searchDocuments).values(rows);
  }
}

/** Keywords shorter than this match by full text only: trigrams of 3 letters match too much. */
const TRIGRAM_MIN_LENGTH = 4;
/** Strict word similarity from which a title counts as a typo of the keyword ("szerom" ~ "szérum" is 0.4). */
export const TYPO_SIMILARITY = 0.4;

export interface MatchQuery {
  hostId: number;
  localeId: number;
  /** The keyword as typed. */
  keyword: string;
  /** Words of the keyword, letters and digits only, each matched as a prefix. */
  words: string[];
}

function config(localeId: number) {
  return localeId === 1 ? 'hungarian' : 'english';
}

/**
 * Every word as a prefix of a stem of the accent-free text: "krémek" finds "krém", "hidrat"
 * "hidratáló". With `weights`, only in those parts of the document (A: the title).
 */
function tsQuery(query: MatchQuery, weights = ''): SQL {
  const text = query.words.map((word) => `${word}:*${weights}`).join(' & ');
  return sql`to_tsquery(${config(query.localeId)}::regconfig, immutable_unaccent(${text}))`;
}

/**
 * Full-text match, or (keywords of 4 letters and more) a title within the typo threshold. The
 * operator form reads the trigram index and needs the threshold set (`withTypoThreshold`); the
 * function form is the same test on rows already found.
 */
function matchCondition(query: MatchQuery, form: 'operator' | 'function' = 'operator'): SQL {
  const fullText = sql`tsv @@ ${tsQuery(query)}`;
  if (query.keyword.length < TRIGRAM_MIN_LENGTH) return fullText;
  const typo =
    form === 'operator'
      ? sql`immutable_unaccent(lower(${query.keyword})) <<% immutable_unaccent(lower(title))`
      : sql`${titleSimilarity(query)} >= ${TYPO_SIMILARITY}::real`;
  return sql`(${fullText} or ${typo})`;
}

/** How closely the title matches the keyword as typed (1 when the title holds it word for word). */
function titleSimilarity(query: MatchQuery): SQL {
  return sql`strict_word_similarity(immutable_unaccent(lower(${query.keyword})), immutable_unaccent(lower(title)))`;
}

/**
 * Best first (issue 18): documents whose title holds every word of the keyword (or is a typo of
 * it), and of those the products and trainings (a shopper typing a name looks for the thing
 * itself, not a post that names it); then the full-text rank (normalised by document length, so
 * a long page mentioning a word often does not outrank a title about it) plus the title's
 * closeness to the keyword as typed.
 */
function order(query: MatchQuery): SQL {
  const titleMatch = sql`(tsv @@ ${tsQuery(query, 'A')} or ${titleSimilarity(query)} >= ${TYPO_SIMILARITY}::real)`;
  return sql`${titleMatch} desc,
    (${titleMatch} and type in ('Product', 'Training')) desc,
    ts_rank(tsv, ${tsQuery(query)}, 1) + ${titleSimilarity(query)} desc,
    title, id`;
}

function siteCondition(query: MatchQuery): SQL {
  return sql`host_id = ${query.hostId} and locale_id = ${query.localeId}
    and (visible_from is null or visible_from <= now())`;
}

/** The typo threshold holds for this transaction only. */
async function withTypoThreshold<T>(db: Db, run: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.strict_word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`,
    );
    return run(tx as unknown as Db);
  });
}

export interface MatchRow {
  type: SearchDocumentType;
  ref_id: number;
  title: string;
  body: string;
  image: string | null;
  link: string;
  category_name: string | null;
  category_link: string | null;
}

export interface MatchPage {
  types: SearchDocumentType[];
  limit: number;
  offset: number;
  /** Count the matches per type too (the search page's counters). */
  withCounts: boolean;
}

/** Matches per type, and the requested page of the matches of `types`, best first. */
export function selectMatches(db: Db, query: MatchQuery, page: MatchPage) {
  return withTypoThreshold(db, async (tx) => {
    const match = sql`${siteCondition(query)} and ${matchCondition(query)}`;
    const counts = page.withCounts
      ? await queryRows<{ type: SearchDocumentType; count: number | string }>(
          tx,
          sql`select type, count(*) as count from search_documents where ${match} group by type`,
        )
      : [];
    const rows =
      page.types.length === 0
        ? []
        : await queryRows<MatchRow>(
            tx,
            sql`select type, ref_id, title, body, image, link, category_name, category_link
                from search_documents
                where ${match} and type in (${sql.join(
                  page.types.map((type) => sql`${type}`),
                  sql`, `,
                )})
                order by ${order(query)}
                limit ${page.limit} offset ${page.offset}`,
          );
    return { counts: counts.map((row) => ({ type: row.type, count: Number(row.count) })), rows };
  });
}

/** Keyword words a suggestion pool is drawn from (the longest: they narrow most). */
const POOL_KEYWORD_WORDS = 3;
/** Title words taken per keyword word, by prefix and again by trigram distance (typos). */
const POOL_WORDS = 5;
/** Documents taken per title word, best ranked first. */
const POOL_DOCUMENTS = 25;

/**
 * Suggestions without ranking every match (DESIGN §6, issue 8): the keyword's words are looked up
 * among the site's title words (by prefix, and by trigram distance for typos), the documents that
 * rank best for each such word are read from an index, and only that pool is filtered and ranked
 * as `selectMatches` ranks. The work is bounded whatever the catalogue's size; the answer is the
 * exact one whenever the pool holds every match worth showing. Undefined when the pool holds
 * fewer than `limit` matches: few titles match, and the exact search is cheap and complete.
 */
export async function selectSuggestionPool(db: Db, query: MatchQuery, limit: number): Promise<MatchRow[] | undefined> {
  const words = [...new Set(query.words)].sort((a, b) => b.length - a.length).slice(0, POOL_KEYWORD_WORDS);
  const site = sql`host_id = ${query.hostId} and locale_id = ${query.localeId}`;
  const candidates = words.flatMap((word) => {
    // Folded to a constant when planned, so the prefix reads the index as a range. Keyword words
    // are letters and digits only (keywordWords): nothing in them is a LIKE wildcard.
    const key = sql`immutable_unaccent(lower(${word}))`;
    return [
      sql`(select word from search_words where ${site} and word like ${key} || '%'
          order by length(word), word limit ${POOL_WORDS})`,
      sql`(select word from (select word, word <-> ${key} as distance from search_words where ${site}
            order by distance limit ${POOL_WORDS}) near where distance <= ${1 - TYPO_SIMILARITY}::real)`,
    ];
  });
  const rows = await queryRows<MatchRow>(
    db,
    sql`with candidate_words as (${sql.join(candidates, sql` union `)}),
      pool as (
        select distinct best.document_id from candidate_words cross join lateral (
          select document_id from search_title_words
          where ${site} and word = candidate_words.word
          order by score desc nulls last, document_id limit ${POOL_DOCUMENTS}
        ) best
      )
      select type, ref_id, title, body, image, link, category_name, category_link
      from search_documents join pool on pool.document_id = search_documents.id
      where ${siteCondition(query)} and ${matchCondition(query, 'function')}
      order by ${order(query)}
      limit ${limit}`,
  );
  return rows.length < limit ? undefined : rows;
}

import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { searchDocuments } from '../../db/schema';
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

/** Every word as a prefix of a stem of the accent-free text: "krémek" finds "krém", "hidrat" "hidratáló". */
function tsQuery(query: MatchQuery): SQL {
  const text = query.words.map((word) => `${word}:*`).join(' & ');
  return sql`to_tsquery(${config(query.localeId)}::regconfig, immutable_unaccent(${text}))`;
}

function matchCondition(query: MatchQuery): SQL {
  const fullText = sql`tsv @@ ${tsQuery(query)}`;
  if (query.keyword.length < TRIGRAM_MIN_LENGTH) return fullText;
  return sql`(${fullText} or immutable_unaccent(lower(${query.keyword})) <<% immutable_unaccent(lower(title)))`;
}

/**
 * Full-text rank (normalised by document length, so a long page mentioning a word often does
 * not outrank a title about it) plus how closely the title matches the keyword as typed.
 */
function rank(query: MatchQuery): SQL {
  return sql`ts_rank(tsv, ${tsQuery(query)}, 1)
    + strict_word_similarity(immutable_unaccent(lower(${query.keyword})), immutable_unaccent(lower(title)))`;
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
                order by ${rank(query)} desc, title, id
                limit ${page.limit} offset ${page.offset}`,
          );
    return { counts: counts.map((row) => ({ type: row.type, count: Number(row.count) })), rows };
  });
}

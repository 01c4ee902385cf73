import type { Db } from '../../db/client';

/** What a list's meta needs besides the page: the count and the price range of the filtered list. */
export interface ListTotals {
  total: number;
  min: number;
  max: number;
}

/** Filters remembered per database; the least recently used go first. */
const MEMO_LIMIT = 1000;

interface Entry {
  version: number;
  totals: Promise<ListTotals>;
}

const memos = new WeakMap<Db, Map<string, Entry>>();

/**
 * The totals of a filtered list read at catalogue `version`, computed once per filter and
 * version: counting every matching product grows with the catalogue, the page does not. The
 * version comes from the page's own query and `compute` runs after it, so what is remembered is
 * never older than the version it is filed under; concurrent requests share one computation.
 * Without a version (an empty page) the totals are computed afresh.
 */
export function memoizedTotals(
  db: Db,
  key: string,
  version: number | undefined,
  compute: () => Promise<ListTotals>,
): Promise<ListTotals> {
  if (version === undefined) return compute();
  let memo = memos.get(db);
  if (!memo) {
    memo = new Map();
    memos.set(db, memo);
  }
  const known = memo.get(key);
  memo.delete(key);
  if (known && known.version >= version) {
    memo.set(key, known);
    return known.totals;
  }
  const entry: Entry = { version, totals: compute() };
  entry.totals.catch(() => {
    if (memo.get(key) === entry) memo.delete(key);
  });
  if (memo.size >= MEMO_LIMIT) memo.delete(memo.keys().next().value as string);
  memo.set(key, entry);
  return entry.totals;
}

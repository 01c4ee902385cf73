import { foldPlaceName } from '@vag/domain';
import type { Db } from '../../db/client';
import {
  confirmZipcodes,
  ensureCities,
  insertZipcodePairs,
  lockPostcodeImport,
  moveZipcodeToCity,
  selectZipcodePairs,
} from './reference.import-queries';
import { type PostcodeFileFormat, type RejectedRow, readPostcodeFile } from './reference.postcodes';

/*
 * `npm run db:import -- postcodes FILE` (issue 22): the Post's list into `cities` and `zipcodes`.
 * Every listed (code, settlement) pair ends up in the table and not provisional; a pair a shopper
 * typed before the list had it is confirmed, keeping its id (addresses point at it), even when
 * typed with other accents or case ("Godollo" becomes Gödöllő's pair). Nothing is deleted: a code
 * the Post withdrew may still be on an address. Bad rows are reported and skipped; the rest is
 * written in one transaction, so a failure leaves the table as it was, and a second run of the
 * same file finds every pair unchanged.
 */

export interface PostcodeImportReport {
  rowsRead: number;
  /** Pairs (a code and a settlement) new to the table. */
  added: number;
  /** Provisional pairs the list now has. */
  confirmed: number;
  unchanged: number;
  rejected: RejectedRow[];
  skippedSheets: string[];
}

const pairKey = (code: string, settlement: string) => `${code}\u0000${settlement}`;

export async function importPostcodes(
  db: Db,
  bytes: Uint8Array,
  format: PostcodeFileFormat,
): Promise<PostcodeImportReport> {
  const file = await readPostcodeFile(bytes, format);
  const listed = new Map(file.rows.map((row) => [pairKey(row.code, row.settlement), row]));
  const counts = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await lockPostcodeImport(tx);
    const existing = await selectZipcodePairs(tx);
    const byPair = new Map(existing.map((pair) => [pairKey(pair.code, pair.cityName), pair]));
    const provisionalByCode = new Map<string, typeof existing>();
    for (const pair of existing.filter((known) => known.provisional)) {
      provisionalByCode.set(pair.code, [...(provisionalByCode.get(pair.code) ?? []), pair]);
    }
    const confirm: number[] = [];
    const move: { id: number; settlement: string }[] = [];
    const add: { code: string; settlement: string }[] = [];
    let unchanged = 0;
    for (const { code, settlement } of listed.values()) {
      const known = byPair.get(pairKey(code, settlement));
      if (known?.provisional) confirm.push(known.id);
      else if (known) unchanged++;
      else {
        const folded = foldPlaceName(settlement);
        const candidates = provisionalByCode.get(code) ?? [];
        const respelled = candidates.find((pair) => foldPlaceName(pair.cityName) === folded);
        if (respelled) {
          move.push({ id: respelled.id, settlement });
          candidates.splice(candidates.indexOf(respelled), 1);
        } else add.push({ code, settlement });
      }
    }
    const cityIds = await ensureCities(tx, [...new Set([...add, ...move].map((pair) => pair.settlement))]);
    const cityOf = (settlement: string) => {
      const id = cityIds.get(settlement);
      if (id === undefined) throw new Error(`settlement ${settlement} was not created`);
      return id;
    };
    await insertZipcodePairs(
      tx,
      add.map((pair) => ({ code: pair.code, cityId: cityOf(pair.settlement) })),
    );
    await confirmZipcodes(tx, confirm);
    for (const pair of move) await moveZipcodeToCity(tx, pair.id, cityOf(pair.settlement));
    return { added: add.length, confirmed: confirm.length + move.length, unchanged };
  });
  return { rowsRead: file.rowsRead, ...counts, rejected: file.rejected, skippedSheets: file.skippedSheets };
}

import type { EducationLevel, Locale, StreetType, Zipcode } from '@vag/domain';
import { findSettlement, isZipcodeInRange, LocaleId, settlementName, validationMessage } from '@vag/domain';
import type { Db } from '../../db/client';
import { REFERENCE_CACHE_MS } from './reference.constants';
import {
  educationLevelExists,
  selectEducationLevels,
  selectStreetTypes,
  selectZipcodes,
  streetTypeExists,
  upsertProvisionalZipcode,
  zipcodeExists,
} from './reference.queries';

export { educationLevelExists, streetTypeExists, zipcodeExists };

/** A per-process, per-database memo of a list (the spec marks these calls cached). */
function cached<K, T>(load: (db: Db, key: K) => Promise<T>) {
  const store = new WeakMap<Db, Map<K, { at: number; value: Promise<T> }>>();
  /** `fresh` skips the memo: an id the memo lacks may have been added since it was loaded. */
  return (db: Db, key: K, fresh = false): Promise<T> => {
    let entries = store.get(db);
    if (!entries) {
      entries = new Map();
      store.set(db, entries);
    }
    const hit = entries.get(key);
    if (hit && !fresh && Date.now() - hit.at < REFERENCE_CACHE_MS) return hit.value;
    const value = load(db, key);
    const memo = entries;
    memo.set(key, { at: Date.now(), value });
    value.catch(() => memo.delete(key));
    return value;
  };
}

/**
 * Every row (`all`: an address or order shows its zip code even when a shopper typed it) and the
 * listed ones (`listed`: never a provisional pair, so one shopper's typo never reaches another).
 */
const zipcodeTable = cached(async (db, _key: 'all'): Promise<{ all: Zipcode[]; listed: Zipcode[] }> => {
  const rows = await selectZipcodes(db);
  const toZipcode = (row: (typeof rows)[number]): Zipcode => ({
    id: row.id,
    code: row.code,
    city: { id: row.cityId, name: row.cityName },
  });
  return { all: rows.map(toZipcode), listed: rows.filter((row) => !row.provisional).map(toZipcode) };
});

const streetTypesOf = cached(async (db, localeId: number): Promise<StreetType[]> => selectStreetTypes(db, localeId));

const educationLevelsOf = cached(
  async (db, localeId: number): Promise<EducationLevel[]> => selectEducationLevels(db, localeId),
);

/** Zip codes, optionally those starting with `code` or whose settlement starts with `search`. */
export async function listZipcodes(db: Db, filter: { code?: string; search?: string }): Promise<Zipcode[]> {
  const all = (await zipcodeTable(db, 'all')).listed;
  const search = filter.search?.trim().toLocaleLowerCase('hu');
  return all.filter(
    (zipcode) =>
      (!filter.code || zipcode.code.startsWith(filter.code)) &&
      (!search || zipcode.code.startsWith(search) || zipcode.city.name.toLocaleLowerCase('hu').startsWith(search)),
  );
}

/** Looks ids up in the memo, reloading it once when one is missing. */
async function byIds<T extends { id: number }>(load: (fresh: boolean) => Promise<T[]>, ids: number[]) {
  let list = await load(false);
  if (ids.some((id) => !list.some((item) => item.id === id))) list = await load(true);
  return new Map(list.map((item) => [item.id, item]));
}

export function zipcodesByIds(db: Db, ids: number[]): Promise<Map<number, Zipcode>> {
  return byIds(async (fresh) => (await zipcodeTable(db, 'all', fresh)).all, ids);
}

/** A zip code and settlement typed by a shopper (issue 22), as the address form posts them. */
export interface TypedZipcode {
  code: string;
  city: string;
}

/**
 * What is wrong with a typed pair, by field (`zipcode`, `city`, with the billing prefix): a code
 * outside the Post's range, or a settlement the listed code does not serve (the message names
 * those it does, in the reader's language). An unlisted code in range is taken as typed.
 */
export async function typedZipcodeErrors(
  db: Db,
  typed: TypedZipcode,
  locale: Locale,
  prefix: '' | 'billing_' = '',
): Promise<Record<string, string[]>> {
  if (!isZipcodeInRange(typed.code)) return { [`${prefix}zipcode`]: ['zipcode_invalid'] };
  if (!typed.city.trim()) return { [`${prefix}city`]: ['required'] };
  const known = await listZipcodes(db, { code: typed.code });
  const listed = known.filter((zipcode) => zipcode.code === typed.code);
  if (listed.length === 0 || findSettlement(listed, typed.city)) return {};
  const names = listed.map((zipcode) => zipcode.city.name).join(', ');
  return { [`${prefix}city`]: [validationMessage('zipcode_city_mismatch', locale, { cities: names })] };
}

/**
 * The zip code of a typed pair that `typedZipcodeErrors` accepted: the listed row of its
 * settlement, else the provisional row of the pair (created by the first shopper who typed it).
 */
export async function zipcodeOfTyped(db: Db, typed: TypedZipcode): Promise<Zipcode> {
  const listed = (await listZipcodes(db, { code: typed.code })).filter((zipcode) => zipcode.code === typed.code);
  const match = findSettlement(listed, typed.city);
  if (match) return match;
  const { id } = await upsertProvisionalZipcode(db, typed.code, settlementName(typed.city));
  const zipcode = (await zipcodesByIds(db, [id])).get(id);
  if (!zipcode) throw new Error(`zip code ${id} vanished`);
  return zipcode;
}

export function streetTypesByIds(db: Db, locale: Locale, ids: number[]): Promise<Map<number, StreetType>> {
  return byIds((fresh) => streetTypesOf(db, LocaleId[locale], fresh), ids);
}

export function listStreetTypes(db: Db, locale: Locale): Promise<StreetType[]> {
  return streetTypesOf(db, LocaleId[locale]);
}

export function listEducationLevels(db: Db, locale: Locale): Promise<EducationLevel[]> {
  return educationLevelsOf(db, LocaleId[locale]);
}

import type { EducationLevel, Locale, StreetType, Zipcode } from '@vag/domain';
import { LocaleId } from '@vag/domain';
import type { Db } from '../../db/client';
import { REFERENCE_CACHE_MS } from './reference.constants';
import {
  educationLevelExists,
  selectEducationLevels,
  selectStreetTypes,
  selectZipcodes,
  streetTypeExists,
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

const allZipcodes = cached(
  async (db, _key: 'all'): Promise<Zipcode[]> =>
    (await selectZipcodes(db)).map((row) => ({
      id: row.id,
      code: row.code,
      city: { id: row.cityId, name: row.cityName },
    })),
);

const streetTypesOf = cached(async (db, localeId: number): Promise<StreetType[]> => selectStreetTypes(db, localeId));

const educationLevelsOf = cached(
  async (db, localeId: number): Promise<EducationLevel[]> => selectEducationLevels(db, localeId),
);

/** Zip codes, optionally those starting with `code` or whose settlement starts with `search`. */
export async function listZipcodes(db: Db, filter: { code?: string; search?: string }): Promise<Zipcode[]> {
  const all = await allZipcodes(db, 'all');
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
  return byIds((fresh) => allZipcodes(db, 'all', fresh), ids);
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

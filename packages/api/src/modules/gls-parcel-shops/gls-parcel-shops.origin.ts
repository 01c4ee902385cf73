import { foldPlaceName, type ParcelPointOrigin } from '@vag/domain';
import type { Db } from '../../db/client';
import { listZipcodes } from '../reference/reference.service';
import { selectSettlementCentre, selectZipcodeCentres } from './gls-parcel-shops.queries';

/*
 * Where a `near` search measures from. The zip code table has no coordinates, so a place is
 * located by the parcel points themselves, whose coordinates GLS publishes:
 * - a settlement: the centre (mean position) of its points;
 * - a zip code: the centre of the points with that code, else of those with the numerically
 *   nearest code in the code's own settlement (the zip code table names it). Hungarian codes are
 *   handed out in order within a settlement (in Budapest the 2nd and 3rd digits are the
 *   district: 1052 and 1054 are both in district V), so a near number is a near place;
 * - a code the table does not place (or whose settlement has no points): among the codes that
 *   share its first two digits, the same postal area some tens of kilometres wide.
 * Anything else is unknown, and the caller says so rather than guessing.
 */

/** Enough grouped zip codes to see every code tied for nearest; a settlement has a few hundred at most. */
const ZIPCODE_CANDIDATES = 8;

const zipcodeIn = (text: string) => /(?:^|\D)([1-9]\d{3})(?!\d)/.exec(text)?.[1];

/** Whether `text` names a zip code (four digits, alone or beside a settlement's name). */
export const hasZipcode = (text: string) => zipcodeIn(text) !== undefined;

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

export async function locatePlace(db: Db, text: string): Promise<ParcelPointOrigin | null> {
  const code = zipcodeIn(text);
  return code ? locateZipcode(db, code) : locateSettlement(db, text.trim());
}

async function locateZipcode(db: Db, code: string): Promise<ParcelPointOrigin | null> {
  const known = (await listZipcodes(db, { code })).filter((zipcode) => zipcode.code === code);
  const cities = [...new Set(known.map((zipcode) => zipcode.city.name))];
  const scopes = cities.length > 0 ? [{ cities }, { prefix: code.slice(0, 2) }] : [{ prefix: code.slice(0, 2) }];
  for (const scope of scopes) {
    const rows = await selectZipcodeCentres(db, code, scope, ZIPCODE_CANDIDATES);
    const nearest = rows.filter((row) => row.gap === rows[0]?.gap);
    if (nearest.length === 0) continue;
    return {
      zipcode: code,
      city: cities[0] ?? null,
      lat: mean(nearest.map((row) => row.lat)),
      lng: mean(nearest.map((row) => row.lng)),
    };
  }
  return null;
}

async function locateSettlement(db: Db, name: string): Promise<ParcelPointOrigin | null> {
  if (!name) return null;
  const centre = await selectSettlementCentre(db, name);
  if (centre) return { zipcode: null, ...centre };
  // A settlement without points of its own: from its first zip code's postal area.
  const wanted = foldPlaceName(name);
  const zipcode = (await listZipcodes(db, {})).find((known) => foldPlaceName(known.city.name) === wanted);
  const located = zipcode ? await locateZipcode(db, zipcode.code) : null;
  return located && zipcode ? { ...located, zipcode: null, city: zipcode.city.name } : null;
}

import type { Zipcode } from './contracts/accounts';
import { foldPlaceName } from './parcel-points';

/** The range of the Hungarian Post's four-digit codes (1011 Budapest I. … 9985 Felsőszölnök). */
export const ZIPCODE_MIN = 1011;
export const ZIPCODE_MAX = 9985;
/** The longest settlement name a shopper may type (the longest Hungarian one has 26 letters). */
export const SETTLEMENT_MAX_LENGTH = 100;

/** Four digits within the Post's range: a code the list may not hold yet, but a real one's shape. */
export function isZipcodeInRange(code: string): boolean {
  return /^\d{4}$/.test(code) && Number(code) >= ZIPCODE_MIN && Number(code) <= ZIPCODE_MAX;
}

/** The settlement a shopper typed, among a code's known ones: accents, case and spacing aside. */
export function findSettlement(known: readonly Zipcode[], typed: string): Zipcode | undefined {
  const wanted = foldPlaceName(typed);
  return known.find((zipcode) => foldPlaceName(zipcode.city.name) === wanted);
}

/**
 * A typed settlement name as a new row keeps it: trimmed, single-spaced, each word and each part
 * of a hyphenated name starting with a capital ("szentendre" is "Szentendre"); a name typed all
 * in capitals is lowered first ("SZENTENDRE" is "Szentendre"), other letters stay as typed.
 */
export function settlementName(typed: string): string {
  const spaced = typed.trim().replace(/\s+/g, ' ');
  const shouted = spaced === spaced.toLocaleUpperCase('hu') && spaced !== spaced.toLocaleLowerCase('hu');
  return (shouted ? spaced.toLocaleLowerCase('hu') : spaced).replace(
    /(^|[\s-])(\p{L})/gu,
    (_whole, before: string, letter: string) => before + letter.toLocaleUpperCase('hu'),
  );
}

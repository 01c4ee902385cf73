import { findSettlement, settlementName, type Zipcode } from '@vag/domain';
import { listZipcodesByCode } from '../api-client/account';
import type { ApiClient } from '../api-client/client';

/** What an address form posts about its zip code (without the billing prefix). */
export interface PostedZipcode {
  /** The code as typed (`zipcode_code`). */
  code: string;
  /** The listed zip code the script chose (`zipcode_id`), if any. */
  id: string;
  /** The settlement: typed, or shown from the list (`city`). */
  city: string;
}

/**
 * The zip code fields of the API (spec §5; issue 22) for what the form posted: the listed zip
 * code of the settlement shown or typed; with none, the chosen id when it belongs to the code,
 * else the code's first settlement (no script ran); else the code and settlement as typed, which
 * the API checks (a listed code's other settlement is refused) and keeps. `listed` are the
 * code's listed zip codes.
 */
export async function zipcodeChoice(
  api: ApiClient,
  posted: PostedZipcode,
): Promise<{ fields: { zipcode_id?: string; zipcode?: string; city?: string }; listed: Zipcode[] }> {
  const { code, id } = posted;
  const city = settlementName(posted.city);
  if (!code) return { fields: {}, listed: [] };
  if (!/^\d{4}$/.test(code)) return { fields: { zipcode: code, ...(city ? { city } : {}) }, listed: [] };
  const { data: found } = await listZipcodesByCode(api, code);
  const listed = found.filter((zipcode) => zipcode.code === code);
  // A typed settlement decides. Without it, the id stands only when it belongs to the code: without
  // JavaScript the page can post the id of an address entered earlier beside a code since changed.
  const chosen = city
    ? findSettlement(listed, city)
    : (listed.find((zipcode) => String(zipcode.id) === id) ?? listed[0]);
  if (chosen) return { fields: { zipcode_id: String(chosen.id) }, listed };
  return { fields: { zipcode: code, ...(city ? { city } : {}) }, listed };
}

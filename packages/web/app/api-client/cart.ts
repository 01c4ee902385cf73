import { type AcademyCart, type Locale, LocaleId, type ShopCart, type SiteKey } from '@vag/domain';
import { cartApiPath } from '../lib/cart';
import { type ApiClient, ApiError } from './client';

export type SiteCart = { site: 'shop'; cart: ShopCart } | { site: 'academy'; cart: AcademyCart };

/**
 * The visitor's cart on this site with the server's totals (spec §7 GET {cart}), or null when the
 * API has none for them (no session, or an expired one).
 */
export async function getCart(api: ApiClient, site: SiteKey, locale: Locale): Promise<SiteCart | null> {
  try {
    const query = { locale_id: LocaleId[locale] };
    return site === 'shop'
      ? { site, cart: await api.get<ShopCart>(cartApiPath(site), query) }
      : { site, cart: await api.get<AcademyCart>(cartApiPath(site), query) };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
    throw error;
  }
}

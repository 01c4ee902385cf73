import { type Locale, LocaleId, PARCEL_POINT_PICKER_SIZE, type ParcelShopList } from '@vag/domain';
import type { ApiClient } from './client';

/**
 * The open GLS points of one kind (lockers for delivery 4, shops for 3) nearest to a zip code or
 * settlement, each with its distance; other text is searched in names and addresses. An unknown
 * place answers an empty list whose `message` says so in the shopper's language.
 */
export function findParcelPoints(api: ApiClient, place: string, lockers: boolean, locale: Locale) {
  return api.get<ParcelShopList>('/api/v1/gls-parcel-shops', {
    near: place,
    is_active: 1,
    is_parcel_locker: lockers ? 1 : 0,
    per_page: PARCEL_POINT_PICKER_SIZE,
    locale_id: LocaleId[locale],
  });
}

import {
  type Address,
  type BalanceKind,
  type BalanceTransaction,
  type ListMeta,
  type Locale,
  LocaleId,
  type Product,
  type StreetType,
  type Zipcode,
} from '@vag/domain';
import type { ApiClient } from './client';

/** Typed reads of the account area (spec §7 "Auth and account"); writes go through route actions. */

export function listAddresses(api: ApiClient, locale: Locale) {
  return api.get<{ data: Address[] }>('/api/v1/addresses', { locale_id: LocaleId[locale] });
}

export function getAddress(api: ApiClient, id: number, locale: Locale) {
  return api.get<{ data: Address }>(`/api/v1/addresses/${id}`, { locale_id: LocaleId[locale] });
}

/** Street types in their order, those without one last (spec §7). */
export function listStreetTypes(api: ApiClient, locale: Locale) {
  return api.get<{ data: StreetType[] }>('/api/v1/street-types', { locale_id: LocaleId[locale] });
}

/** Zip codes starting with `code` (a full four-digit code: its settlements; several can share one). */
export function listZipcodesByCode(api: ApiClient, code: string) {
  return api.get<{ data: Zipcode[] }>('/api/v1/zipcodes', { code });
}

export function listBalanceTransactions(api: ApiClient, page: number, kind?: BalanceKind) {
  return api.get<{ data: BalanceTransaction[]; meta: ListMeta }>('/api/v1/balance-transactions', { page, kind });
}

/** The shop's wish list (spec §7 reads data.data.products). */
export function getWishlist(api: ApiClient, locale: Locale) {
  return api.get<{ data: { products: Product[] } }>('/api/v1/user-wishlist', { locale_id: LocaleId[locale] });
}

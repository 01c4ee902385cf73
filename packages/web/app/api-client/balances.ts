import {
  type BalanceKind,
  type BalanceTransaction,
  type GuestCodeUseEntry,
  type ListMeta,
  type Locale,
  LocaleId,
} from '@vag/domain';
import type { ApiClient } from './client';

/** The ledger of the balances the user may see, newest first, each reason in the page's language. */
export function listBalanceTransactions(api: ApiClient, locale: Locale, page: number, kind?: BalanceKind) {
  return api.get<{ data: BalanceTransaction[]; meta: ListMeta }>('/api/v1/balance-transactions', {
    locale_id: LocaleId[locale],
    page,
    kind,
  });
}

/** The discounts guest codes gave on the user's own purchases, newest first (states as codes). */
export function listGuestCodeUses(api: ApiClient, locale: Locale) {
  return api.get<{ data: GuestCodeUseEntry[] }>('/api/v1/guest-code-uses', { locale_id: LocaleId[locale] });
}

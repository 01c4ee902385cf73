import { type BalanceKind, type BalanceTransaction, type ListMeta, type Locale, LocaleId } from '@vag/domain';
import type { ApiClient } from './client';

/** The ledger of the balances the user may see, newest first, each reason in the page's language. */
export function listBalanceTransactions(api: ApiClient, locale: Locale, page: number, kind?: BalanceKind) {
  return api.get<{ data: BalanceTransaction[]; meta: ListMeta }>('/api/v1/balance-transactions', {
    locale_id: LocaleId[locale],
    page,
    kind,
  });
}

import { type HostId, type Locale, LocaleId, type MenuLink } from '@vag/domain';
import type { ApiClient } from './client';

/** Typed calls of the contract, one function per endpoint. */
export function listMenuLinks(api: ApiClient, hostId: HostId, locale: Locale) {
  return api.get<{ data: MenuLink[] }>('/api/v1/menu-links', { host_id: hostId, locale_id: LocaleId[locale] });
}

import {
  type HostId,
  type Locale,
  LocaleId,
  type MenuLink,
  type ProductMainCategory,
  type SeoDefaults,
  type TrainingCategory,
  type User,
} from '@vag/domain';
import { type ApiClient, ApiError } from './client';

/** Typed calls of the contract, one function per endpoint. */
export function listMenuLinks(api: ApiClient, hostId: HostId, locale: Locale) {
  return api.get<{ data: MenuLink[] }>('/api/v1/menu-links', { host_id: hostId, locale_id: LocaleId[locale] });
}

/** The site's default title and description in a language (the back office's SEO texts; null: none set). */
export function getSeoDefaults(api: ApiClient, hostId: HostId, locale: Locale) {
  return api.get<{ data: SeoDefaults }>('/api/v1/seo-defaults', { host_id: hostId, locale_id: LocaleId[locale] });
}

/** Every public page of a site with its last modification (absolute paths, both languages). */
export function getSitemap(api: ApiClient, hostId: HostId) {
  return api.get<{ pages: { url: string; lastmod: string | null }[] }>('/api/v1/sitemap', { host_id: hostId });
}

/** The site's 301 table (server-side redirect middleware, spec §7). */
export function listRedirects(api: ApiClient, hostId: HostId) {
  return api.get<{ data: { from_url: string; to_url: string }[] }>('/api/v1/redirects', { host_id: hostId });
}

/** The shop's category tree for menus (only categories a shopper can see). */
export function listProductMainCategories(api: ApiClient, hostId: HostId, locale: Locale) {
  return api.get<{ data: ProductMainCategory[] }>('/api/v1/product-main-categories', {
    host_id: hostId,
    locale_id: LocaleId[locale],
    only_for_user: 1,
  });
}

/** The academy's nested training categories for menus. */
export function listTrainingCategories(api: ApiClient, hostId: HostId, locale: Locale) {
  return api.get<{ data: TrainingCategory[] }>('/api/v1/training-categories', {
    host_id: hostId,
    locale_id: LocaleId[locale],
    only_for_user: 1,
  });
}

/** The signed-in user, or null for a guest (401). */
export async function getCurrentUser(api: ApiClient): Promise<User | null> {
  try {
    return (await api.get<{ data: User }>('/api/v1/user')).data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

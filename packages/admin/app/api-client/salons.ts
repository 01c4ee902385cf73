import type { AdminContentListQuery, ListMeta, Locale, OpeningHours, SiteKey } from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/*
 * The back office's partner salons (issue 21). The shapes are the admin API's
 * (packages/api/src/modules/salons/salons.admin-schemas.ts); the contract test checks the writes.
 */

export interface AdminSalonRow {
  id: number;
  site: SiteKey;
  name: string;
  city: string;
  is_active: boolean;
  /** The Hungarian public address. */
  url: string | null;
  updated_at: string;
}

export interface AdminSalon {
  id: number;
  site: SiteKey;
  name: string;
  zipcode: string;
  city: string;
  address: string;
  phone: string | null;
  email: string | null;
  website: string | null;
  /** One interval per open ISO weekday (1 = Monday); missing days are closed. */
  opening_hours: OpeningHours;
  lat: number | null;
  lng: number | null;
  image: string | null;
  site_ordering: number | null;
  is_active: boolean;
  slug_hu: string;
  description_hu: string;
  seo_title_hu: string | null;
  seo_description_hu: string | null;
  slug_en: string;
  description_en: string;
  seo_title_en: string | null;
  seo_description_en: string | null;
  urls: { hu: string | null; en: string | null };
  updated_at: string;
}

export const SALON_WRITES = {
  create: write('POST', '/api/admin/v1/salons'),
  save: write('PATCH', '/api/admin/v1/salons/{id}'),
} as const;

export const listSalons = (api: AdminApi, query: Partial<AdminContentListQuery>, locale: Locale) =>
  api.get<{ data: AdminSalonRow[]; meta: ListMeta }>('/api/admin/v1/salons', { ...query, ...inLocale(locale) });

export const getSalon = (api: AdminApi, id: number, locale: Locale) =>
  api.get<{ data: AdminSalon }>(`/api/admin/v1/salons/${id}`, inLocale(locale)).then(({ data }) => data);

export const createSalon = (submit: Submit, form: FormData, locale: Locale) =>
  submit<{ message: string; data: AdminSalon }>({ write: SALON_WRITES.create, body: form, query: inLocale(locale) });

export const saveSalon = (submit: Submit, id: number, form: FormData, locale: Locale) =>
  submit<{ message: string; data: AdminSalon }>({
    write: SALON_WRITES.save,
    params: { id },
    body: form,
    query: inLocale(locale),
  });

import type { AdminGift, AdminProductLookup, Locale, SiteKey } from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/* The gift rules' calls of the admin API (issue 21). */

export const GIFT_WRITES = {
  create: write('POST', '/api/admin/v1/gifts'),
  update: write('PATCH', '/api/admin/v1/gifts/{id}'),
  remove: write('DELETE', '/api/admin/v1/gifts/{id}'),
} as const;

export const listGifts = (api: AdminApi, site: SiteKey | undefined, locale: Locale) =>
  api.get<{ data: AdminGift[] }>('/api/admin/v1/gifts', { site, ...inLocale(locale) }).then(({ data }) => data);

export const findGiftProducts = (api: AdminApi, q: string, locale: Locale) =>
  api
    .get<{ data: AdminProductLookup[] }>('/api/admin/v1/gifts/products', { q, ...inLocale(locale) })
    .then(({ data }) => data);

export const saveGift = (submit: Submit, id: number | null, form: FormData, locale: Locale) =>
  submit<{ message: string; data: AdminGift }>({
    write: id === null ? GIFT_WRITES.create : GIFT_WRITES.update,
    params: id === null ? undefined : { id },
    body: form,
    query: inLocale(locale),
  });

export const deleteGift = (submit: Submit, id: number, locale: Locale) =>
  submit<{ message: string }>({ write: GIFT_WRITES.remove, params: { id }, query: inLocale(locale) });

import type { AdminRedirect, AdminRedirectQuery, ListMeta, Locale } from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/* The redirect table's calls of the admin API (issue 21). */

export const REDIRECT_WRITES = {
  create: write('POST', '/api/admin/v1/redirects'),
  update: write('PATCH', '/api/admin/v1/redirects/{id}'),
  remove: write('DELETE', '/api/admin/v1/redirects/{id}'),
} as const;

export const listRedirects = (api: AdminApi, query: Partial<AdminRedirectQuery>, locale: Locale) =>
  api.get<{ data: AdminRedirect[]; meta: ListMeta }>('/api/admin/v1/redirects', { ...query, ...inLocale(locale) });

export const saveRedirect = (submit: Submit, id: number | null, form: FormData, locale: Locale) =>
  submit<{ message: string; data: AdminRedirect }>({
    write: id === null ? REDIRECT_WRITES.create : REDIRECT_WRITES.update,
    params: id === null ? undefined : { id },
    body: form,
    query: inLocale(locale),
  });

export const deleteRedirect = (submit: Submit, id: number, locale: Locale) =>
  submit<{ message: string }>({ write: REDIRECT_WRITES.remove, params: { id }, query: inLocale(locale) });

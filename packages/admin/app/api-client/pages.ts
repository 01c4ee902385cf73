import type { AdminContentListQuery, AdminPage, AdminPageRow, ListMeta, Locale } from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/* The back office's custom pages (issue 21), the about-us and for-beauticians screens' among them. */

export const PAGE_WRITES = {
  create: write('POST', '/api/admin/v1/pages'),
  save: write('PATCH', '/api/admin/v1/pages/{id}'),
} as const;

export const listPages = (api: AdminApi, query: Partial<AdminContentListQuery>, locale: Locale) =>
  api.get<{ data: AdminPageRow[]; meta: ListMeta }>('/api/admin/v1/pages', { ...query, ...inLocale(locale) });

export const getPage = (api: AdminApi, id: number, locale: Locale) =>
  api.get<{ data: AdminPage }>(`/api/admin/v1/pages/${id}`, inLocale(locale)).then(({ data }) => data);

export const createPage = (submit: Submit, form: FormData, locale: Locale) =>
  submit<{ message: string; data: AdminPage }>({ write: PAGE_WRITES.create, body: form, query: inLocale(locale) });

export const savePage = (submit: Submit, id: number, form: FormData, locale: Locale) =>
  submit<{ message: string; data: AdminPage }>({
    write: PAGE_WRITES.save,
    params: { id },
    body: form,
    query: inLocale(locale),
  });

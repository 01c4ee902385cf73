import type { AdminSeoDefault, Locale } from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/* The default SEO texts' calls of the admin API (issue 21). */

export const SEO_WRITES = {
  save: write('PUT', '/api/admin/v1/seo-defaults'),
} as const;

export const listSeoDefaults = (api: AdminApi, locale: Locale) =>
  api.get<{ data: AdminSeoDefault[] }>('/api/admin/v1/seo-defaults', inLocale(locale)).then(({ data }) => data);

export const saveSeoDefaults = (submit: Submit, form: FormData, locale: Locale) =>
  submit<{ message: string; data: AdminSeoDefault[] }>({ write: SEO_WRITES.save, body: form, query: inLocale(locale) });

import type { AdminMediaAsset, AdminMediaQuery, ListMeta, Locale } from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/* The media library (issue 21): uploads, alt texts, deletion, and the rich-text preview. */

export const MEDIA_WRITES = {
  upload: write('POST', '/api/admin/v1/media'),
  update: write('PATCH', '/api/admin/v1/media/{id}'),
  remove: write('DELETE', '/api/admin/v1/media/{id}'),
  preview: write('POST', '/api/admin/v1/content/preview'),
} as const;

export const listMedia = (api: AdminApi, query: AdminMediaQuery, locale: Locale) =>
  api.get<{ data: AdminMediaAsset[]; meta: ListMeta }>('/api/admin/v1/media', { ...query, ...inLocale(locale) });

export const getMedia = (api: AdminApi, id: number, locale: Locale) =>
  api.get<{ data: AdminMediaAsset }>(`/api/admin/v1/media/${id}`, inLocale(locale)).then(({ data }) => data);

/** A multipart form with `file` (and optionally `alt_hu`, `alt_en`). */
export const uploadMedia = (submit: Submit, form: FormData, locale: Locale) =>
  submit<{ message: string; data: AdminMediaAsset }>({
    write: MEDIA_WRITES.upload,
    body: form,
    query: inLocale(locale),
  });

export const updateMediaAlt = (submit: Submit, id: number, form: FormData, locale: Locale) =>
  submit<{ message: string; data: AdminMediaAsset }>({
    write: MEDIA_WRITES.update,
    params: { id },
    body: form,
    query: inLocale(locale),
  });

export const deleteMedia = (submit: Submit, id: number, locale: Locale) =>
  submit<{ message: string }>({ write: MEDIA_WRITES.remove, params: { id }, query: inLocale(locale) });

export const previewContent = (submit: Submit, html: string, contentLocale: Locale, locale: Locale) =>
  submit<{ data: { html: string } }>({
    write: MEDIA_WRITES.preview,
    body: { html, locale: contentLocale },
    query: inLocale(locale),
  });

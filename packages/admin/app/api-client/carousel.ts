import type { AdminSlide, Locale, SiteKey } from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/* The back office's home carousel (issue 21): slides per site and language, their order and window. */

export const CAROUSEL_WRITES = {
  create: write('POST', '/api/admin/v1/carousel-slides'),
  save: write('PATCH', '/api/admin/v1/carousel-slides/{id}'),
  remove: write('DELETE', '/api/admin/v1/carousel-slides/{id}'),
  order: write('POST', '/api/admin/v1/carousel-slides/order'),
} as const;

export const listSlides = (api: AdminApi, locale: Locale, filter: { site?: SiteKey; locale?: Locale }) =>
  api
    .get<{ data: AdminSlide[] }>('/api/admin/v1/carousel-slides', {
      site: filter.site,
      locale: filter.locale,
      ...inLocale(locale),
    })
    .then(({ data }) => data);

export const createSlide = (submit: Submit, form: FormData, locale: Locale) =>
  submit<{ message: string; data: AdminSlide }>({ write: CAROUSEL_WRITES.create, body: form, query: inLocale(locale) });

export const saveSlide = (submit: Submit, id: number, form: FormData, locale: Locale) =>
  submit<{ message: string; data: AdminSlide }>({
    write: CAROUSEL_WRITES.save,
    params: { id },
    body: form,
    query: inLocale(locale),
  });

export const deleteSlide = (submit: Submit, id: number, locale: Locale) =>
  submit<{ message: string }>({ write: CAROUSEL_WRITES.remove, params: { id }, query: inLocale(locale) });

export const orderSlides = (submit: Submit, body: { site: SiteKey; locale: Locale; ids: number[] }, locale: Locale) =>
  submit<{ message: string }>({ write: CAROUSEL_WRITES.order, body, query: inLocale(locale) });

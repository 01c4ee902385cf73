import type { AdminCategoryTree, Locale } from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/* The academy's training category tree of the admin API (issue 21), typed once. */

export const TRAINING_CATEGORY_WRITES = {
  create: write('POST', '/api/admin/v1/training-categories'),
  update: write('PATCH', '/api/admin/v1/training-categories/{id}'),
  order: write('POST', '/api/admin/v1/training-categories/order'),
  remove: write('DELETE', '/api/admin/v1/training-categories/{id}'),
} as const;

export const getTrainingCategoryTree = (api: AdminApi, locale: Locale) =>
  api.get<AdminCategoryTree>('/api/admin/v1/training-categories', inLocale(locale)).then(({ data }) => data);

type Answer = { message: string };

export const createTrainingCategory = (submit: Submit, form: FormData, locale: Locale) =>
  submit<Answer & { data: { level: 'training'; id: number } }>({
    write: TRAINING_CATEGORY_WRITES.create,
    body: form,
    query: inLocale(locale),
  });

export const updateTrainingCategory = (submit: Submit, id: number, form: FormData, locale: Locale) =>
  submit<Answer>({ write: TRAINING_CATEGORY_WRITES.update, params: { id }, body: form, query: inLocale(locale) });

export const orderTrainingCategories = (submit: Submit, form: FormData, locale: Locale) =>
  submit<Answer>({ write: TRAINING_CATEGORY_WRITES.order, body: form, query: inLocale(locale) });

/** The form carries the CSRF token only; the API reads no body. */
export const deleteTrainingCategory = (submit: Submit, id: number, form: FormData, locale: Locale) =>
  submit<Answer>({ write: TRAINING_CATEGORY_WRITES.remove, params: { id }, body: form, query: inLocale(locale) });

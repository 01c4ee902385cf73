import type {
  AdminCalendarDate,
  AdminTraining,
  AdminTrainingDateEdit,
  AdminTrainingDateSettings,
  AdminTrainingQuery,
  AdminTrainingRow,
  ListMeta,
  Locale,
} from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/* The back office's academy editors (issue 21): trainings, their dates, a date's cancellation, the calendar. */

export const TRAINING_WRITES = {
  create: write('POST', '/api/admin/v1/trainings'),
  update: write('PATCH', '/api/admin/v1/trainings/{id}'),
  addDate: write('POST', '/api/admin/v1/trainings/{id}/dates'),
  updateDate: write('PATCH', '/api/admin/v1/training-dates/{id}'),
  deleteDate: write('DELETE', '/api/admin/v1/training-dates/{id}'),
  cancelDate: write('POST', '/api/admin/v1/training-dates/{id}/cancel'),
} as const;

export type TrainingCategoryChoice = { id: number; name: string; level: number };

export const listTrainings = (api: AdminApi, query: AdminTrainingQuery, locale: Locale) =>
  api.get<{ data: AdminTrainingRow[]; meta: ListMeta; categories: TrainingCategoryChoice[] }>(
    '/api/admin/v1/trainings',
    { ...query, ...inLocale(locale) },
  );

export const getTraining = (api: AdminApi, id: number, locale: Locale) =>
  api.get<{ data: AdminTraining; categories: TrainingCategoryChoice[] }>(
    `/api/admin/v1/trainings/${id}`,
    inLocale(locale),
  );

export const getTrainingDateSettings = (api: AdminApi, id: number, locale: Locale) =>
  api
    .get<{ data: AdminTrainingDateSettings }>(`/api/admin/v1/training-dates/${id}/settings`, inLocale(locale))
    .then(({ data }) => data);

export const getTrainingCalendar = (api: AdminApi, month: string | undefined, locale: Locale) =>
  api.get<{ month: string; data: AdminCalendarDate[] }>('/api/admin/v1/trainings/calendar', {
    month,
    ...inLocale(locale),
  });

type Saved<T> = { message: string; data: T };

export const saveTraining = (submit: Submit, id: number | null, form: FormData, locale: Locale) =>
  submit<Saved<AdminTraining>>({
    write: id === null ? TRAINING_WRITES.create : TRAINING_WRITES.update,
    params: id === null ? {} : { id },
    body: form,
    query: inLocale(locale),
  });

export const addTrainingDate = (submit: Submit, trainingId: number, form: FormData, locale: Locale) =>
  submit<Saved<AdminTrainingDateEdit>>({
    write: TRAINING_WRITES.addDate,
    params: { id: trainingId },
    body: form,
    query: inLocale(locale),
  });

export const updateTrainingDate = (submit: Submit, id: number, form: FormData, locale: Locale) =>
  submit<Saved<AdminTrainingDateEdit>>({
    write: TRAINING_WRITES.updateDate,
    params: { id },
    body: form,
    query: inLocale(locale),
  });

export const deleteTrainingDate = (submit: Submit, id: number, form: FormData, locale: Locale) =>
  submit<{ message: string }>({
    write: TRAINING_WRITES.deleteDate,
    params: { id },
    body: form,
    query: inLocale(locale),
  });

export const cancelTrainingDate = (submit: Submit, id: number, form: FormData, locale: Locale) =>
  submit<Saved<{ id: number; enrolments_cancelled: number }>>({
    write: TRAINING_WRITES.cancelDate,
    params: { id },
    body: form,
    query: inLocale(locale),
  });

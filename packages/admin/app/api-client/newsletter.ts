import type { AdminSubscriber, AdminSubscriberQuery, ListMeta, Locale } from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/* The back office's newsletter list (issue 20): confirmed subscribers, their CSV, an unsubscribe. */

export const NEWSLETTER_WRITES = {
  unsubscribe: write('POST', '/api/admin/v1/newsletter/subscribers/{id}/unsubscribe'),
} as const;

/** The API's CSV of the confirmed list (passed on by the admin's own download route). */
export const SUBSCRIBERS_CSV_PATH = '/api/admin/v1/newsletter/subscribers.csv';

export const listSubscribers = (api: AdminApi, query: AdminSubscriberQuery, locale: Locale) =>
  api.get<{ data: AdminSubscriber[]; meta: ListMeta }>('/api/admin/v1/newsletter/subscribers', {
    ...query,
    ...inLocale(locale),
  });

export const unsubscribeSubscriber = (submit: Submit, id: number, locale: Locale) =>
  submit<{ message: string; code: string }>({
    write: NEWSLETTER_WRITES.unsubscribe,
    params: { id },
    query: inLocale(locale),
  });

import {
  ALL_TRAININGS_PAGE_SIZE,
  type HostId,
  type Locale,
  LocaleId,
  type Training,
  type TrainingList,
} from '@vag/domain';
import { type ApiClient, ApiError } from './client';

/** A training by its detail path (`/kepzes/{full_uri}`), or null when the site has none. */
export async function getTrainingByUri(
  api: ApiClient,
  hostId: HostId,
  locale: Locale,
  fullUri: string,
): Promise<Training | null> {
  try {
    const { data } = await api.get<{ data: Training }>('/api/v1/trainings/by-uri', {
      host_id: hostId,
      locale_id: LocaleId[locale],
      full_uri: fullUri,
    });
    return data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * One page of the academy's trainings with their upcoming dates, soonest training first
 * (spec §9: the all-trainings list asks for 100 per page).
 */
export function listAllTrainings(api: ApiClient, hostId: HostId, locale: Locale, page = 1) {
  return api.get<TrainingList>('/api/v1/trainings', {
    host_id: hostId,
    locale_id: LocaleId[locale],
    per_page: ALL_TRAININGS_PAGE_SIZE,
    page,
    sort_by: ['next_date'],
    sort_dir: ['asc'],
    load: ['images', 'trainingDates'],
  });
}

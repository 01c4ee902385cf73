import type { Locale } from '@vag/domain';
import type { AdminApi } from './client';
import { inLocale, type Submit, write } from './submit';

/* A training date's waiting list in the back office (issue 24): its entries, an offer made now, an entry removed. */

export const WAITING_LIST_STATUSES = ['waiting', 'offered', 'accepted', 'expired', 'left', 'removed'] as const;
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number];

/** What staff may do with an entry: offer it the seats now (even out of turn), or take it off the list. */
export const WAITING_LIST_STEPS = ['offer', 'remove'] as const;
export type WaitingListStep = (typeof WAITING_LIST_STEPS)[number];

/** One entry as the admin API lists it (the waiting-list contract's "Back office API"). */
export interface AdminWaitingListEntry {
  id: number;
  status: WaitingListStatus;
  /** 1-based among the date's waiting entries; null otherwise. */
  position: number | null;
  name: string;
  email: string;
  seats: number;
  /** How many offers the entry has had (staff may offer again after one ran out). */
  offers: number;
  offered_at: string | null;
  offer_expires_at: string | null;
  accepted_at: string | null;
  created_at: string;
  ended_at: string | null;
}

export const WAITING_LIST_WRITES = {
  event: write('POST', '/api/admin/v1/training-dates/{id}/waiting-list/{entryId}/events'),
} as const;

/** Live entries first in queue order, then ended ones newest first (at most 200). */
export const listWaitingList = (api: AdminApi, id: number, locale: Locale) =>
  api
    .get<{ data: AdminWaitingListEntry[] }>(`/api/admin/v1/training-dates/${id}/waiting-list`, inLocale(locale))
    .then(({ data }) => data);

/** One step on an entry; the form carries the CSRF token and the step's `type`. */
export const sendWaitingListEvent = (
  submit: Submit,
  params: { id: number; entryId: number },
  form: FormData,
  locale: Locale,
) =>
  submit<{ message?: string; data: AdminWaitingListEntry }>({
    write: WAITING_LIST_WRITES.event,
    params,
    body: form,
    query: inLocale(locale),
  });

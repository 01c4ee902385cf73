import type { Locale } from '@vag/domain';
import type { ApiClient } from './client';
import { formDataOf, inLocale, type Submit, write } from './submit';

/* A full training date's waiting list (issue 24): joined from the training page, followed and answered on the entry's own page. */

export type WaitingListStatus = 'waiting' | 'offered' | 'accepted' | 'expired' | 'left' | 'removed';

/** WaitingListEntryView of the contract: what the token's holder sees of their entry. */
export interface WaitingListEntry {
  id: number;
  status: WaitingListStatus;
  seats: number;
  /** Offers the entry has had: `expired` with none is an entry whose date began while it waited. */
  offers: number;
  /** 1-based among the date's waiting entries; null unless waiting. */
  position: number | null;
  name: string;
  email: string;
  offer_expires_at: string | null;
  created_at: string;
  training_date: {
    id: number;
    start_at: string;
    location_type_id: number;
    venue: string | null;
    capacity: number;
    seats_free: number;
  };
  /** `url`: the training page's path in the entry's language. */
  training: { id: number; name: string; url: string | null };
}

export interface WaitingListAnswer {
  message?: string;
  data: WaitingListEntry;
}

/** The join form as a browser posts it; `consent` is `1` when ticked. */
export interface WaitingListJoinFields {
  name: string;
  email: string;
  seats: string;
  consent?: string;
  _token?: string;
}

const JOIN = write('POST', '/api/v1/training-dates/{id}/waiting-list');
const LEAVE = write('POST', '/api/v1/waiting-list/{token}/leave');
const ACCEPT = write('POST', '/api/v1/waiting-list/{token}/accept');

/** 201 a new entry (mailed), 200 the e-mail's live entry of the date; 409 `training_date_not_full` when the places are free. */
export function joinWaitingList(submit: Submit, locale: Locale, trainingDateId: number, body: WaitingListJoinFields) {
  return submit<WaitingListAnswer>({
    write: JOIN,
    params: { id: trainingDateId },
    query: inLocale(locale),
    body: formDataOf({ ...body }),
  });
}

/** The entry of a mail link's token (404 `waiting_list_entry_not_found`). */
export function getWaitingListEntry(api: ApiClient, token: string, locale: Locale) {
  return api.get<WaitingListAnswer>(`/api/v1/waiting-list/${encodeURIComponent(token)}`, inLocale(locale));
}

/** Leaves the list; an open offer's places go to the next (409 `waiting_list_entry_closed`). */
export function leaveWaitingList(submit: Submit, locale: Locale, token: string, csrfToken: string) {
  return submit<WaitingListAnswer>({
    write: LEAVE,
    params: { token },
    query: inLocale(locale),
    body: formDataOf({ _token: csrfToken }),
  });
}

/** The offer's places into this visitor's academy cart, held (409 `waiting_list_offer_closed` / `_expired`). */
export function acceptWaitingListOffer(submit: Submit, locale: Locale, token: string, csrfToken: string) {
  return submit<WaitingListAnswer>({
    write: ACCEPT,
    params: { token },
    query: inLocale(locale),
    body: formDataOf({ _token: csrfToken }),
  });
}

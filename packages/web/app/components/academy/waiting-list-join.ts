import { TrainingLocationType, WAITING_LIST_MAX_SEATS } from '@vag/domain';
import type { FormResult } from '../forms/form-result';
import type { SelectorDate } from './training-selector';

/** The `intent` of the training page's waiting-list form (the page's one action). */
export const WAITING_LIST_INTENT = 'waiting-list';

/** The action's answer at a date's form: which date, and the place in line once on the list. */
export interface WaitingListJoinAnswer extends FormResult {
  dateId: number;
  position: number | null;
}

/**
 * Whether a date offers its waiting list: a classroom date (an online one is not limited) with
 * fewer free places than the most one entry may wait for. A full date waits for any number.
 */
export function offersWaitingList(date: Pick<SelectorDate, 'trainingLocationType' | 'available_limit'>): boolean {
  return (
    date.trainingLocationType.id === TrainingLocationType.classroom && date.available_limit < WAITING_LIST_MAX_SEATS
  );
}

/** The numbers of places the list may be asked for: more than are free (those are bought), up to the most. */
export function waitingListSeatChoices(availableLimit: number): number[] {
  const from = Math.max(availableLimit, 0) + 1;
  return Array.from({ length: Math.max(WAITING_LIST_MAX_SEATS - from + 1, 0) }, (_, index) => from + index);
}

import type { AdminWaitingListEntry, WaitingListStep } from '../api-client/waiting-list';

/** The training date screen's form intent for a step on a waiting-list entry. */
export const WAITING_LIST_INTENT = 'waiting-list';

const LIVE = new Set(['waiting', 'offered']);

/** The entries still on the list (in the API's queue order), the ended ones, and how many wait. */
export function splitWaitingList(entries: readonly AdminWaitingListEntry[]) {
  const live = entries.filter((entry) => LIVE.has(entry.status));
  const ended = entries.filter((entry) => !LIVE.has(entry.status));
  return { live, ended, waiting: live.filter((entry) => entry.status === 'waiting').length };
}

/**
 * The steps staff may take on an entry (the API decides again): an offer to one waiting or
 * whose offer ran out; a removal while the entry is still on the list.
 */
export function stepsOf(entry: Pick<AdminWaitingListEntry, 'status'>): WaitingListStep[] {
  const steps: WaitingListStep[] = [];
  if (entry.status === 'waiting' || entry.status === 'expired') steps.push('offer');
  if (LIVE.has(entry.status)) steps.push('remove');
  return steps;
}

/** The row's element id: the error summary links a refused step to its entry. */
export const waitingEntryRowId = (id: number) => `waiting-entry-${id}`;

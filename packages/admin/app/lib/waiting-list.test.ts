import { describe, expect, it } from 'vitest';
import type { AdminWaitingListEntry, WaitingListStatus } from '../api-client/waiting-list';
import { splitWaitingList, stepsOf } from './waiting-list';

const entry = (id: number, status: WaitingListStatus, position: number | null = null): AdminWaitingListEntry => ({
  id,
  status,
  position,
  name: `Person ${id}`,
  email: `p${id}@example.hu`,
  seats: 1,
  offers: status === 'waiting' ? 0 : 1,
  offered_at: null,
  offer_expires_at: null,
  accepted_at: null,
  created_at: '2026-05-01T08:00:00Z',
  ended_at: null,
});

describe('a date’s waiting list in the back office', () => {
  it('keeps the live entries in the API’s queue order, folds the ended ones, and counts who waits (2 of 3 live)', () => {
    const { live, ended, waiting } = splitWaitingList([
      entry(3, 'offered'),
      entry(1, 'waiting', 1),
      entry(2, 'waiting', 2),
      entry(9, 'removed'),
      entry(8, 'expired'),
      entry(7, 'accepted'),
      entry(6, 'left'),
    ]);
    expect(live.map((row) => row.id)).toEqual([3, 1, 2]);
    expect(ended.map((row) => row.id)).toEqual([9, 8, 7, 6]);
    expect(waiting).toBe(2);
  });

  it('offers to one waiting or whose offer ran out, and removes only while on the list', () => {
    const steps = Object.fromEntries(
      (['waiting', 'offered', 'accepted', 'expired', 'left', 'removed'] as const).map((status) => [
        status,
        stepsOf({ status }),
      ]),
    );
    expect(steps).toEqual({
      waiting: ['offer', 'remove'],
      offered: ['remove'],
      accepted: [],
      expired: ['offer'],
      left: [],
      removed: [],
    });
  });
});

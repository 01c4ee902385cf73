import { describe, expect, it } from 'vitest';
import type { WaitingListEntry } from '../../api-client/waiting-list';
import { shownStateOf } from './WaitingListEntryPanel';

const NOW = Date.parse('2026-12-01T10:00:00Z');
const BEFORE = '2026-12-01T09:00:00.000Z';
const AFTER = '2026-12-02T09:00:00.000Z';

const entry = (over: Partial<WaitingListEntry>, startAt = AFTER): WaitingListEntry => ({
  id: 1,
  status: 'waiting',
  seats: 1,
  offers: 0,
  position: 1,
  name: 'Kiss Éva',
  email: 'eva@example.hu',
  offer_expires_at: null,
  created_at: '2026-11-20T09:00:00.000Z',
  training_date: { id: 7, start_at: startAt, location_type_id: 1, venue: 'Budapest', capacity: 4, seats_free: 0 },
  training: { id: 3, name: 'Szemöldök & pilla', url: '/kepzes/szemoldok-pilla-3' },
  ...over,
});

describe('the state an entry’s page shows (issue 24)', () => {
  it('tells a date begun while waiting apart from an offer that ran out', () => {
    expect(shownStateOf(entry({ status: 'expired', offers: 0, position: null }, BEFORE), NOW)).toBe('started');
    expect(shownStateOf(entry({ status: 'expired', offers: 1, position: null }, BEFORE), NOW)).toBe('expired');
    expect(shownStateOf(entry({ status: 'expired', offers: 1, position: null }), NOW)).toBe('expired');
  });

  it('shows what the sweep will make of a date begun or an offer run out before it comes by', () => {
    expect(shownStateOf(entry({}, BEFORE), NOW)).toBe('started');
    expect(shownStateOf(entry({}), NOW)).toBe('waiting');
    const offered = { status: 'offered' as const, offers: 1, position: null };
    expect(shownStateOf(entry({ ...offered, offer_expires_at: BEFORE }), NOW)).toBe('expired');
    expect(shownStateOf(entry({ ...offered, offer_expires_at: AFTER }), NOW)).toBe('offered');
    expect(shownStateOf(entry({ status: 'left', position: null }, BEFORE), NOW)).toBe('left');
  });
});

import type { Training, TrainingDate } from '@vag/domain';
import { describe, expect, it } from 'vitest';
import {
  dateLabel,
  firstDateId,
  initialLocation,
  offeredLocations,
  selectableDates,
  showsLocationDropdown,
  validateSelection,
} from './training-selector';

const codes = { 1: 'classroom', 2: 'online', 3: 'both' } as const;

function date(id: number, location: 1 | 2, available: number, overrides: Partial<TrainingDate> = {}): TrainingDate {
  return {
    id,
    // 09:00 in Budapest (UTC+1 in December)
    start_at: `2026-12-0${id}T08:00:00.000Z`,
    end_at: '',
    duration: null,
    durationType: null,
    trainingLocationType: { id: location, code: codes[location] },
    venue: location === 1 ? 'Budapest' : null,
    available_limit: available,
    ...overrides,
  };
}

function training(type: 1 | 2 | 3, dates: TrainingDate[], online: number | null, classroom: number | null): Training {
  return {
    id: 1,
    title: 'T',
    duration: 6,
    durationType: { id: 2, code: 'hours' },
    prices: { onlinePrice: online, classRoomPrice: classroom },
    sales_prices: { onlinePrice: null, classRoomPrice: null },
    has_promotion: false,
    is_highlighted: false,
    trainingLocationType: { id: type, code: codes[type] },
    full_uri: 'a/t',
    description: '',
    seo: { canonical_url: null, description: null, image: null, slug: 't', title: 'T', type: 'website' },
    created_at: '2026-01-01T00:00:00Z',
    trainingDates: dates,
  };
}

describe('date labels', () => {
  it('adds hours × 60 to the start, in Budapest time', () => {
    expect(dateLabel(training(1, [], null, 1), date(1, 1, 3))).toBe('2026.12.01. 09:00 - 15:00');
  });
  it("uses the date's own duration in minutes over the training's", () => {
    const own = date(2, 2, 3, { duration: 90, durationType: { id: 1, code: 'minutes' } });
    expect(dateLabel(training(2, [], 1, null), own)).toBe('2026.12.02. 09:00 - 10:30');
  });
  it('shows the end date of a course that ends on another day', () => {
    const own = date(3, 1, 3, { duration: 24, durationType: { id: 2, code: 'hours' } });
    expect(dateLabel(training(1, [], null, 1), own)).toBe('2026.12.03. 09:00 - 2026.12.04. 09:00');
  });
});

describe('dates and locations', () => {
  const dates = [date(1, 1, 0), date(2, 2, 0), date(3, 1, 4), date(4, 2, 9)];
  it('lists online dates always, classroom dates only with seats', () => {
    const both = training(3, dates, 10, 20);
    expect(selectableDates(both, 2).map((d) => d.id)).toEqual([2, 4]);
    expect(selectableDates(both, 1).map((d) => d.id)).toEqual([3]);
    expect(firstDateId(both, 1)).toBe(3);
    expect(firstDateId(both, 0)).toBeNull();
  });
  it('offers the classroom only while some classroom date has seats', () => {
    const full = training(3, [date(1, 1, 0), date(2, 2, 5)], 30, 20);
    expect(offeredLocations(full)).toEqual([2]);
    expect(showsLocationDropdown(full)).toBe(false);
    expect(initialLocation(full)).toBe(2);
  });
});

describe('pre-selection (spec §4)', () => {
  const dates = [date(1, 1, 4), date(2, 2, 5)];
  it('both ways, online dearer, both exist: online', () => {
    expect(initialLocation(training(3, dates, 30_000, 20_000))).toBe(2);
    expect(showsLocationDropdown(training(3, dates, 30_000, 20_000))).toBe(true);
  });
  it('both ways, online not dearer: the default none entry', () => {
    expect(initialLocation(training(3, dates, 20_000, 20_000))).toBe(0);
  });
  it('both ways but only the classroom has dates: classroom', () => {
    expect(initialLocation(training(3, [date(1, 1, 4)], 30_000, 20_000))).toBe(1);
  });
  it('online-only selects online, classroom-only classroom', () => {
    expect(initialLocation(training(2, [], 1, null))).toBe(2);
    expect(initialLocation(training(1, [], null, 1))).toBe(1);
  });
});

describe('validation (spec §5)', () => {
  const both = training(3, [date(1, 1, 4), date(2, 2, 0)], 30, 20);
  it('needs a location, then a date of it', () => {
    expect(validateSelection(both, 0, 1)).toBe('training_error_select_local_type');
    expect(validateSelection(both, 1, null)).toBe('training_error_select_date');
    expect(validateSelection(both, 1, 2)).toBe('training_error_select_date');
    expect(validateSelection(both, 1, 1)).toBeNull();
    expect(validateSelection(both, 2, 2)).toBeNull();
  });
});

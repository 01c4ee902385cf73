import type { Training, TrainingDate } from '@vag/domain';
import { describe, expect, it } from 'vitest';
import { addMonths, budapestDate, entriesOfMonth, monthGrid, monthOf, parseMonth } from './calendar';

const date = (id: number, start: string) =>
  ({ id, start_at: start, trainingLocationType: { id: 1, code: 'classroom' }, available_limit: 3 }) as TrainingDate;

describe('training calendar months', () => {
  it('reads only well-formed months from the URL', () => {
    expect(parseMonth('2026-12')).toEqual({ year: 2026, month: 12 });
    expect(parseMonth('2026-13')).toBeNull();
    expect(parseMonth('12-2026')).toBeNull();
    expect(parseMonth(null)).toBeNull();
  });

  it('steps across years', () => {
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
  });

  it('counts days in Budapest, not UTC', () => {
    // 23:30 UTC on 30 November is already 1 December in Budapest.
    expect(budapestDate('2026-11-30T23:30:00Z')).toBe('2026-12-01');
    expect(monthOf(new Date('2026-11-30T23:30:00Z'))).toEqual({ year: 2026, month: 12 });
  });

  it('lays out a month Monday first', () => {
    // 1 December 2026 is a Tuesday, the 31st a Thursday: 5 weeks.
    const grid = monthGrid({ year: 2026, month: 12 });
    expect(grid).toHaveLength(5);
    expect(grid[0]?.slice(0, 2)).toEqual([null, '2026-12-01']);
    expect(grid[4]?.slice(3, 5)).toEqual(['2026-12-31', null]);
  });

  it('keeps the dates of the month, soonest first', () => {
    const training = {
      id: 1,
      title: 'A',
      full_uri: 'a',
      trainingDates: [
        date(2, '2026-12-20T08:00:00Z'),
        date(1, '2026-11-30T23:30:00Z'),
        date(3, '2027-01-02T08:00:00Z'),
      ],
    } as unknown as Training;
    expect(entriesOfMonth([training], { year: 2026, month: 12 }).map((entry) => entry.date.id)).toEqual([1, 2]);
  });
});

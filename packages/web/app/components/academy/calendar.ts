import { DISPLAY_TIME_ZONE, type Training, type TrainingDate } from '@vag/domain';

/** A calendar month, `2026-12`. */
export interface Month {
  year: number;
  /** 1–12. */
  month: number;
}

const budapestDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in Budapest, `2026-12-01` (DESIGN §5: shown in Europe/Budapest). */
export function budapestDate(value: string | Date): string {
  return budapestDay.format(typeof value === 'string' ? new Date(value) : value);
}

export function monthKey({ year, month }: Month): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** `?month=2026-12`; anything else is not a month. */
export function parseMonth(value: string | null): Month | null {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value ?? '');
  return match ? { year: Number(match[1]), month: Number(match[2]) } : null;
}

export function monthOf(now: Date): Month {
  const [year, month] = budapestDate(now).split('-').map(Number) as [number, number];
  return { year, month };
}

export function addMonths({ year, month }: Month, delta: number): Month {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareMonths(a: Month, b: Month): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export interface CalendarEntry {
  training: Pick<Training, 'id' | 'title' | 'full_uri' | 'duration' | 'durationType'>;
  date: TrainingDate;
  /** `2026-12-01` in Budapest. */
  day: string;
}

/** Every upcoming date of the trainings that falls in the month (Budapest days), soonest first. */
export function entriesOfMonth(trainings: Training[], month: Month): CalendarEntry[] {
  const prefix = `${monthKey(month)}-`;
  return trainings
    .flatMap((training) =>
      (training.trainingDates ?? []).map((date) => ({ training, date, day: budapestDate(date.start_at) })),
    )
    .filter((entry) => entry.day.startsWith(prefix))
    .sort((a, b) => a.date.start_at.localeCompare(b.date.start_at));
}

/**
 * The weeks of a month view, Monday first: each cell is a day of the month (`2026-12-01`) or
 * null for the padding before the 1st and after the last day.
 */
export function monthGrid({ year, month }: Month): (string | null)[][] {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (new Date(Date.UTC(year, month - 1, 1)).getUTCDay() + 6) % 7;
  const cells: (string | null)[] = [
    ...Array.from({ length: lead }, () => null),
    ...Array.from({ length: days }, (_, i) => `${monthKey({ year, month })}-${String(i + 1).padStart(2, '0')}`),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

import { DISPLAY_TIME_ZONE } from './format';

const DAY_MS = 86_400_000;

/** The first moment of a calendar day in Budapest (the shop's day), as an instant. */
export function budapestDayStart(day: string): Date {
  const noonUtc = new Date(`${day}T12:00:00Z`);
  const hour = new Intl.DateTimeFormat('en-GB', { timeZone: DISPLAY_TIME_ZONE, hour: '2-digit', hourCycle: 'h23' })
    .formatToParts(noonUtc)
    .find((part) => part.type === 'hour');
  // Budapest is UTC+1 or +2: noon UTC reads 13 or 14 there.
  const offsetHours = Number(hour?.value ?? 13) - 12;
  return new Date(Date.parse(`${day}T00:00:00Z`) - offsetHours * 3_600_000);
}

/** A list filter's Budapest days as instants: `from` inclusive, `to` exclusive (its whole day included). */
export function budapestDayRange(from?: string, to?: string): { from?: Date; to?: Date } {
  return {
    from: from ? budapestDayStart(from) : undefined,
    to: to ? new Date(budapestDayStart(to).getTime() + DAY_MS) : undefined,
  };
}

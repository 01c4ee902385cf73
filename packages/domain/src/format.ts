import type { Locale } from './ids';

const hufGroups = /\B(?=(\d{3})+(?!\d))/g;

/** `12990` → `12.990 Ft`: dot thousands, suffix ` Ft`, in both languages (DESIGN §5). */
export function formatHuf(forints: number): string {
  if (!Number.isInteger(forints)) throw new TypeError(`formatHuf expects whole forints, got ${forints}`);
  const sign = forints < 0 ? '-' : '';
  return `${sign}${String(Math.abs(forints)).replace(hufGroups, '.')} Ft`;
}

export const DISPLAY_TIME_ZONE = 'Europe/Budapest';

const dateTimeParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: DISPLAY_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Dates are stored in UTC and shown in Budapest time as `yyyy.MM.dd. HH:mm` (spec §9). */
export function formatDateTime(value: Date | string): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  const part = Object.fromEntries(dateTimeParts.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}.${part.month}.${part.day}. ${part.hour}:${part.minute}`;
}

/**
 * A person's name as the reader's language writes it: the family name first in Hungarian
 * ("Nagy-Tóth Csilla"), the given name first in English ("Csilla Nagy-Tóth").
 */
export function fullName(firstName: string, lastName: string, locale: Locale): string {
  const parts = locale === 'hu' ? [lastName, firstName] : [firstName, lastName];
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

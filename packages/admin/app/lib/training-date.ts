import { formatDateTime } from '@vag/domain';
import type { T } from '../i18n';

/** `2026.12.03. 09:00–15:00` (one Budapest day), else both ends in full. */
export function dateSpan(start: string, end: string): string {
  const [from, to] = [formatDateTime(start), formatDateTime(end)];
  return from.slice(0, 11) === to.slice(0, 11) ? `${from}–${to.slice(12)}` : `${from} – ${to}`;
}

/** Where a date is held: its classroom's address, or "online". */
export function placeOf(date: { venue: string | null; location: { code: 'classroom' | 'online' } }, t: T): string {
  return date.location.code === 'online' ? t('location_online') : (date.venue ?? t('location_classroom'));
}

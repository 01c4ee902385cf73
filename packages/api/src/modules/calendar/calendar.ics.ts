import type { Locale } from '@vag/domain';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { siteNames } from '../../lib/mail/layout';

/*
 * iCalendar text (RFC 5545) of the academy's dates, written by ical-generator: it escapes and
 * folds the lines and writes every time in UTC (`…Z`), so no VTIMEZONE is needed and a calendar
 * shows each date in its reader's own zone.
 */

export type CalendarEventStatus = 'confirmed' | 'tentative' | 'cancelled';

export interface CalendarEvent {
  /** Stable per event, so that importing the file again updates the entry instead of doubling it. */
  uid: string;
  start: Date;
  end: Date | null;
  summary: string;
  location: string | null;
  description: string;
  url: string | null;
  status: CalendarEventStatus;
}

export interface CalendarFile {
  name: string;
  locale: Locale;
  /** How often a subscribed calendar should fetch the feed again; null for a one-off file. */
  refreshSeconds: number | null;
  events: CalendarEvent[];
}

const eventStatus: Record<CalendarEventStatus, ICalEventStatus> = {
  confirmed: ICalEventStatus.CONFIRMED,
  tentative: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
};

/** The file's text, its events soonest first; PUBLISH: a copy of the academy's dates, not an invitation to answer. */
export function renderCalendar(file: CalendarFile): string {
  const calendar = ical({
    name: file.name,
    prodId: {
      company: siteNames.shop.hu,
      product: siteNames.academy[file.locale],
      language: file.locale.toUpperCase(),
    },
    method: ICalCalendarMethod.PUBLISH,
    ttl: file.refreshSeconds,
  });
  const soonestFirst = [...file.events].sort(
    (a, b) => a.start.getTime() - b.start.getTime() || a.uid.localeCompare(b.uid),
  );
  for (const event of soonestFirst) {
    calendar.createEvent({
      id: event.uid,
      start: event.start,
      end: event.end,
      summary: event.summary,
      location: event.location,
      description: event.description,
      url: event.url,
      status: eventStatus[event.status],
    });
  }
  return calendar.toString();
}

/** `Content-Type` of every calendar answer. */
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

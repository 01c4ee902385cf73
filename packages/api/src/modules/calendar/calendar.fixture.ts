import { TrainingLocationType } from '@vag/domain';
import { sql } from 'drizzle-orm';
import ICAL from 'ical.js';
import { expect } from 'vitest';
import {
  createTraining,
  createTrainingCategory,
  createTrainingDate,
  daysFromNow,
  type TestApp,
  type TrainingDateOverrides,
} from '../../testing';

/** What a calendar program reads of one event, parsed by ical.js (a maintained RFC 5545 parser). */
export interface ParsedEvent {
  uid: string;
  start: string;
  end: string;
  summary: string;
  location: string | null;
  description: string;
  status: string | null;
  url: string | null;
}

/** Parses an answer as a calendar program would; throws on text that is not iCalendar. */
export async function parseCalendar(response: Response) {
  expect(response.status, await response.clone().text()).toBe(200);
  expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  const calendar = ICAL.Component.fromString(await response.text());
  expect(calendar.name).toBe('vcalendar');
  const events = calendar.getAllSubcomponents('vevent').map((component): ParsedEvent => {
    const event = new ICAL.Event(component);
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary,
      location: event.location ?? null,
      description: event.description,
      status: (component.getFirstPropertyValue('status') as string | null) ?? null,
      url: (component.getFirstPropertyValue('url') as string | null) ?? null,
    };
  });
  return {
    method: calendar.getFirstPropertyValue('method'),
    prodId: String(calendar.getFirstPropertyValue('prodid')),
    name: String(calendar.getFirstPropertyValue('x-wr-calname')),
    events,
  };
}

const HOUR_MS = 3_600_000;

/** A date of the academy with what its events must show. */
export interface AcademyDate {
  id: number;
  start: Date;
  end: Date;
}

const MINUTE_MS = 60_000;

async function dateOf(t: TestApp, trainingId: number, hours: number, overrides: TrainingDateOverrides) {
  // Dates start on the minute, as staff set them (and iCalendar counts whole seconds).
  const start = new Date(Math.floor((overrides.startAt ?? daysFromNow(14)).getTime() / MINUTE_MS) * MINUTE_MS);
  const { id } = await createTrainingDate(t.database.db, { trainingId, ...overrides, startAt: start });
  return { id, start, end: new Date(start.getTime() + hours * HOUR_MS) };
}

export const SECRET_JOIN_LINK = 'https://meet.example.hu/szoba-7f3a9c';
export const VENUE = '1061 Budapest, Andrássy út 12.';

/**
 * A small academy:
 *   face ─ classic: "Alap arckezelés" (classroom; 20 days ahead 6 h, 8 days ahead 90 min, one past, one called off)
 *        └ "Online bőrtípus webinár" (online, 3 days ahead, with its join link), an inactive training's date
 *   pigmentation: "Sminktetoválás alapok" (classroom, 30 days ahead)
 */
export async function buildCalendarAcademy(t: TestApp) {
  const db = t.database.db;
  const face = await createTrainingCategory(db, { name: { hu: 'Arckezelések', en: 'Facial treatments' } });
  const classic = await createTrainingCategory(db, { parentId: face.id, name: { hu: 'Klasszikus', en: 'Classic' } });
  const pigmentation = await createTrainingCategory(db, { name: { hu: 'Sminktetoválás', en: 'Pigmentation' } });
  const basic = await createTraining(db, {
    name: { hu: 'Alap arckezelés', en: 'Basic facial' },
    duration: 6,
    durationTypeId: 2,
    categoryIds: [classic.id],
  });
  const webinar = await createTraining(db, {
    name: { hu: 'Online bőrtípus webinár', en: 'Online skin type webinar' },
    locationTypeId: TrainingLocationType.online,
    duration: 90,
    durationTypeId: 1,
    categoryIds: [face.id],
  });
  const inactive = await createTraining(db, { isActive: false, categoryIds: [face.id] });
  const makeup = await createTraining(db, {
    name: { hu: 'Sminktetoválás alapok', en: 'Pigmentation basics' },
    duration: 4,
    durationTypeId: 2,
    categoryIds: [pigmentation.id],
  });
  const dates = {
    classroom: await dateOf(t, basic.id, 6, { startAt: daysFromNow(20), venue: VENUE }),
    short: await dateOf(t, basic.id, 1.5, { startAt: daysFromNow(8), duration: 90, durationTypeId: 1 }),
    past: await dateOf(t, basic.id, 6, { startAt: daysFromNow(-5) }),
    calledOff: await dateOf(t, basic.id, 6, { startAt: daysFromNow(12) }),
    online: await dateOf(t, webinar.id, 1.5, { startAt: daysFromNow(3), locationTypeId: 2 }),
    inactive: await dateOf(t, inactive.id, 6, { startAt: daysFromNow(9) }),
    makeup: await dateOf(t, makeup.id, 4, { startAt: daysFromNow(30) }),
  } satisfies Record<string, AcademyDate>;
  await db.execute(sql`update training_dates set online_url = ${SECRET_JOIN_LINK} where id = ${dates.online.id}`);
  await db.execute(sql`update training_dates set cancelled_at = now() where id = ${dates.calledOff.id}`);
  return { face, classic, pigmentation, basic, dates };
}

/** The event a date should become: its UID and its time from its own duration, else its training's. */
export const eventTimes = (date: AcademyDate) => ({ start: date.start.toISOString(), end: date.end.toISOString() });

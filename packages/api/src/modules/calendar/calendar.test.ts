import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import {
  ACADEMY_HOST,
  type Agent,
  createAddressReference,
  createTestApp,
  createTrainingDate,
  createUser,
  daysFromNow,
  SHOP_HOST,
  type TestApp,
} from '../../testing';
import { addTrainingDate, checkoutFields, form, guest, press } from '../orders/orders.fixture';
import {
  type AcademyDate,
  buildCalendarAcademy,
  eventTimes,
  parseCalendar,
  SECRET_JOIN_LINK,
  VENUE,
} from './calendar.fixture';
import { enrolmentCalendar } from './calendar.service';

/*
 * The academy's dates as iCalendar (issue 24), read back with ical.js as a calendar program reads
 * them: an enrolment's file for its owner or its payment key's holder only, never an online
 * date's link, and public feeds of the upcoming dates per training category.
 */

let t: TestApp;
let db: Db;
let ref: Awaited<ReturnType<typeof createAddressReference>>;
let academy: Awaited<ReturnType<typeof buildCalendarAcademy>>;

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ref = await createAddressReference(db);
  academy = await buildCalendarAcademy(t);
});
afterAll(() => t.dispose());

let emails = 0;
const uniqueEmail = () => `naptar${++emails}.${Date.now()}@example.hu`;

interface Placed {
  id: number;
  subscription_id: string;
  payment_key: string;
  payment_url?: string;
}

/** Enrols `agent` on the dates (1 classroom, 2 online) by card, or by bank transfer (payment method 2). */
async function enrol(agent: Agent, dates: { id: number; location?: 1 | 2 }[], paymentMethodId: 1 | 2 = 1) {
  for (const date of dates) await addTrainingDate(agent, date.id, date.location ?? 1);
  const fields = checkoutFields(ref, { delivery_method_id: undefined, email: uniqueEmail() });
  const response = await agent.post(
    '/api/v1/academy-subscriptions',
    form({ ...fields, payment_method_id: paymentMethodId }),
  );
  expect(response.status, await response.clone().text()).toBe(201);
  const body = await response.json();
  return { ...body.data, payment_url: body.payment_url } as Placed;
}

async function learner() {
  const user = await createUser(db);
  const agent = t.agent(ACADEMY_HOST);
  await agent.login(user.email, user.password);
  return agent;
}

const calendarPath = (enrolment: Placed) => `/api/v1/academy-subscriptions/${enrolment.id}/calendar.ics`;
const uidOf = (enrolment: Placed, date: AcademyDate) => `aka-${enrolment.id}-${date.id}@${ACADEMY_HOST}`;
const feedUid = (date: AcademyDate) => `aka-date-${date.id}@${ACADEMY_HOST}`;
const request = (path: string, host = ACADEMY_HOST) => t.request(path, { host });

describe("an enrolment's calendar file", () => {
  it('is downloaded by its signed-in owner: one event per date at its time and venue, linking the enrolment', async () => {
    const owner = await learner();
    const { classroom, short } = academy.dates;
    const enrolment = await enrol(owner, [classroom, short], 2);

    const response = await owner.get(calendarPath(enrolment));
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${enrolment.subscription_id}.ics"`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const calendar = await parseCalendar(response);
    expect(calendar.method).toBe('PUBLISH');
    expect(calendar.prodId).toContain('Vagheggi Akadémia');
    const byUid = new Map(calendar.events.map((event) => [event.uid, event]));
    // Soonest first: the short date is 8 days ahead, the other 20.
    expect([...byUid.keys()]).toEqual([uidOf(enrolment, short), uidOf(enrolment, classroom)]);
    // 6 hours from the training; the shorter date's own 90 minutes win over it.
    expect(byUid.get(uidOf(enrolment, classroom))).toMatchObject({
      ...eventTimes(classroom),
      summary: 'Alap arckezelés',
      location: VENUE,
      // Placed, not yet paid by transfer: tentative until the money arrives.
      status: 'TENTATIVE',
    });
    expect(byUid.get(uidOf(enrolment, short))).toMatchObject(eventTimes(short));
    const description = byUid.get(uidOf(enrolment, classroom))?.description ?? '';
    expect(description).toContain(enrolment.subscription_id);
    expect(description).toContain(`http://localhost:3000/account/my-trainings/${enrolment.id}`);

    const english = await parseCalendar(await owner.get(`${calendarPath(enrolment)}?locale_id=2`));
    expect(english.events.map((event) => event.summary)).toEqual(['Basic facial', 'Basic facial']);
  });

  it('answers 404 to anyone else: another user, a visitor without the key, a wrong key, the shop', async () => {
    const enrolment = await enrol(await learner(), [academy.dates.classroom], 2);
    const other = await enrol(await guest(t, ACADEMY_HOST), [academy.dates.short], 2);
    expect((await (await learner()).get(calendarPath(enrolment))).status).toBe(404);
    expect((await request(calendarPath(enrolment))).status).toBe(404);
    expect((await request(`${calendarPath(enrolment)}?payment_key=${other.payment_key}`)).status).toBe(404);
    expect((await request(`${calendarPath(enrolment)}?payment_key=${'x'.repeat(43)}`)).status).toBe(404);
    expect((await request(`/api/v1/academy-subscriptions/999999/calendar.ics?payment_key=x`)).status).toBe(404);
    const shop = await request(`${calendarPath(enrolment)}?payment_key=${enrolment.payment_key}`, SHOP_HOST);
    expect(shop.status).toBe(404);
  });

  it('is downloaded by a guest with the payment key, without the key in it (calendars get shared)', async () => {
    const enrolment = await enrol(await guest(t, ACADEMY_HOST), [academy.dates.classroom], 2);
    const response = await request(`${calendarPath(enrolment)}?payment_key=${enrolment.payment_key}`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.clone().text();
    expect(text).not.toContain(enrolment.payment_key);
    const [event] = (await parseCalendar(response)).events;
    expect(event).toMatchObject({ uid: uidOf(enrolment, academy.dates.classroom), location: VENUE });
    expect(event?.description).toContain(enrolment.subscription_id);
  });

  it('never holds the join link of an online date, even paid; it says the link arrives by mail', async () => {
    const buyer = await guest(t, ACADEMY_HOST);
    const enrolment = await enrol(buyer, [{ id: academy.dates.online.id, location: 2 }]);
    await press(t, enrolment.payment_url ?? '', 'pay', ACADEMY_HOST);
    const response = await request(`${calendarPath(enrolment)}?payment_key=${enrolment.payment_key}`);
    expect(await response.clone().text()).not.toContain('meet.example.hu');
    const [event] = (await parseCalendar(response)).events;
    expect(event).toMatchObject({
      uid: uidOf(enrolment, academy.dates.online),
      ...eventTimes(academy.dates.online),
      summary: 'Online bőrtípus webinár',
      location: 'Online – a csatlakozási linket e-mailben küldjük el',
      status: 'CONFIRMED',
    });
    // The text the confirmation mail attaches is the same file, in the enrolment's language.
    const attached = await enrolmentCalendar(db, t.options, enrolment.id);
    expect(attached).toContain(`UID:${uidOf(enrolment, academy.dates.online)}`);
    expect(attached).not.toContain(SECRET_JOIN_LINK);
  });

  it('marks a date the academy called off as cancelled, so an imported copy is struck through', async () => {
    const owner = await learner();
    const { id } = await createTrainingDate(db, { trainingId: academy.basic.id, startAt: daysFromNow(25) });
    const enrolment = await enrol(owner, [{ id }], 2);
    await db.execute(sql`update training_dates set cancelled_at = now() where id = ${id}`);
    const [event] = (await parseCalendar(await owner.get(calendarPath(enrolment)))).events;
    expect(event?.status).toBe('CANCELLED');
  });
});

describe('the public calendar feeds', () => {
  it("lists a category's upcoming dates on sale, below it too; not past, called off, inactive or other ones", async () => {
    const { classroom, short, online } = academy.dates;
    const response = await request(`/api/v1/training-categories/${academy.face.id}/calendar.ics`);
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const calendar = await parseCalendar(response);
    expect(calendar.name).toBe('Vagheggi Akadémia – Arckezelések');
    expect(calendar.events.map((event) => event.uid)).toEqual([feedUid(online), feedUid(short), feedUid(classroom)]);
    expect(calendar.events[2]).toMatchObject({ ...eventTimes(classroom), summary: 'Alap arckezelés', location: VENUE });
    expect(calendar.events[0]?.location).toBe('Online – a csatlakozási linket e-mailben küldjük el');
    expect(calendar.events[0]?.url).toMatch(/^http:\/\/localhost:3000\/kepzes\//);
    expect(JSON.stringify(calendar)).not.toContain('meet.example.hu');

    const classic = await parseCalendar(
      await request(`/api/v1/training-categories/${academy.classic.id}/calendar.ics?locale_id=2`),
    );
    expect(classic.name).toBe('Vagheggi Academy – Classic');
    expect(classic.events.map((event) => [event.uid, event.summary])).toEqual([
      [feedUid(short), 'Basic facial'],
      [feedUid(classroom), 'Basic facial'],
    ]);
  });

  it('lists every category in the feed of all trainings', async () => {
    const { classroom, short, online, makeup, past, calledOff, inactive } = academy.dates;
    const uids = (await parseCalendar(await request('/api/v1/trainings/calendar.ics'))).events.map(
      (event) => event.uid,
    );
    expect(uids).toEqual(expect.arrayContaining([online, short, classroom, makeup].map(feedUid)));
    for (const hidden of [past, calledOff, inactive]) expect(uids).not.toContain(feedUid(hidden));
  });

  it('answers 404 for an unknown category and on the shop', async () => {
    expect((await request('/api/v1/training-categories/999999/calendar.ics')).status).toBe(404);
    expect((await request(`/api/v1/training-categories/${academy.face.id}/calendar.ics`, SHOP_HOST)).status).toBe(404);
    expect((await request('/api/v1/trainings/calendar.ics', SHOP_HOST)).status).toBe(404);
  });
});

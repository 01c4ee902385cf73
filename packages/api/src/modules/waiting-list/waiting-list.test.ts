import { budapestLocalOf, HostId } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { runHousekeeping } from '../../lib/housekeeping';
import {
  ACADEMY_HOST,
  type Agent,
  createAddressReference,
  createClassroomDate,
  createTestApp,
  createTraining,
  createUser,
  daysFromNow,
  SHOP_HOST,
  type TestApp,
} from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin } from '../../testing/admin';
import { guest } from '../orders/orders.fixture';
import {
  accept,
  fullDate,
  giveBack,
  heldLines,
  join,
  joined,
  mailsTo,
  person,
  placeEnrolment,
  runOutHolds,
  runOutOffers,
  seatsHeld,
  statuses,
  tokenFrom,
} from './waiting-list.fixture';
import { closeStartedQueues, expireOffers, offerFreedSeats } from './waiting-list.service';

/*
 * The waiting list of a full training date (issue 24, decision 19): joined from the storefront,
 * followed and left through the token of its mails, offered places as they free up (in the order
 * joined, an entry that does not fit keeping its place), an offer accepted into the cart as a held
 * line, run out to the next, and staff's list with its steps.
 */

let t: TestApp;
let db: Db;
let admin: TestAdmin;
let manager: Agent;
let visitor: Agent;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = createTestAdmin(t);
  manager = admin.agent();
  await signInStaff(manager, await createStaffMember(t, { role: 'academy_manager' }));
  visitor = await guest(t, ACADEMY_HOST);
});
afterAll(() => t.dispose());

const options = () => t.options;
const view = (token: string, agent = visitor) => agent.get(`/api/v1/waiting-list/${token}`);
const leave = (token: string, agent = visitor) => agent.post(`/api/v1/waiting-list/${token}/leave`);
const adminList = async (dateId: number) =>
  (await (await manager.get(`/api/admin/v1/training-dates/${dateId}/waiting-list`)).json()).data as {
    id: number;
    status: string;
    position: number | null;
    email: string;
    offers: number;
  }[];
const step = (dateId: number, entryId: number, type: 'offer' | 'remove') =>
  manager.post(`/api/admin/v1/training-dates/${dateId}/waiting-list/${entryId}/events`, { type });

describe('joining a full date’s list', () => {
  it('puts the person on the list (201), mails the entry’s page, and answers the same entry to the same e-mail (200)', async () => {
    const { dateId } = await fullDate(t, 2);
    const anna = person(2);
    const response = await join(visitor, dateId, anna);
    expect(response.status, await response.clone().text()).toBe(201);
    const body = await response.json();
    expect(body.message).toBe('Felírtuk a várólistára. Levélben is elküldtük, hol követheti a helyét a sorban.');
    expect(body.data).toMatchObject({
      status: 'waiting',
      seats: 2,
      position: 1,
      name: anna.name,
      email: anna.email,
      offer_expires_at: null,
      training_date: { id: dateId, location_type_id: 1, capacity: 2, seats_free: 0 },
      training: { name: 'Szemöldök & pilla' },
    });
    expect(body.data.training.url).toMatch(/^\/kepzes\/szemoldok-pilla-\d+$/);

    const [mail] = await mailsTo(db, anna.email);
    expect(mail?.kind).toBe('waiting_list_joined');
    expect(mail?.text_body).toMatch(/http:\/\/localhost:3000\/varolista\/[A-Za-z0-9_-]{43}/);
    const token = await tokenFrom(db, anna.email);
    const seen = await view(token);
    expect(seen.status).toBe(200);
    expect((await seen.json()).data).toEqual(body.data);

    const second = await joined(visitor, dateId, person(1));
    expect(second.position).toBe(2);

    const again = await join(visitor, dateId, { ...anna, email: anna.email.toUpperCase(), seats: 1 });
    expect(again.status).toBe(200);
    expect((await again.json()).data).toMatchObject({ id: body.data.id, seats: 2, position: 1 });
    expect(Object.keys(await statuses(db, dateId))).toHaveLength(2);
    // Mailed again at most every ten minutes: not now.
    expect(await mailsTo(db, anna.email)).toHaveLength(1);
    await db.execute(
      sql`update waiting_list_entries set updated_at = now() - interval '11 minutes' where id = ${body.data.id}`,
    );
    expect((await join(visitor, dateId, anna)).status).toBe(200);
    expect((await mailsTo(db, anna.email)).map((row) => row.kind)).toEqual([
      'waiting_list_joined',
      'waiting_list_joined',
    ]);
    // The new mail's link replaces the old one.
    expect((await view(token)).status).toBe(404);
    expect((await view(await tokenFrom(db, anna.email))).status).toBe(200);
  });

  it('records the signed-in customer, and writes in English for an English request', async () => {
    const { dateId } = await fullDate(t, 1);
    const user = await createUser(db);
    const customer = t.agent(ACADEMY_HOST);
    await customer.login(user.email, user.password);
    const bob = person(1);
    const response = await join(customer, dateId, bob, 2);
    expect(response.status).toBe(201);
    expect((await response.json()).message).toBe(
      'You are on the waiting list. We have e-mailed you the link where you can follow your place in line.',
    );
    const [entry] = await queryRows<{ user_id: number; locale_id: number }>(
      db,
      sql`select user_id, locale_id from waiting_list_entries where training_date_id = ${dateId}`,
    );
    expect(entry).toEqual({ user_id: user.id, locale_id: 2 });
    const [mail] = await mailsTo(db, bob.email);
    expect(mail?.subject).toBe('On the waiting list: Brows & lashes');
    expect(mail?.text_body).toContain('/en/waiting-list/');
    const seen = await (await view(await tokenFrom(db, bob.email))).json();
    expect(seen.data.training.url).toMatch(/^\/en\/training\/brows-lashes-\d+$/);
  });

  it('refuses a date with the places asked for free (409 training_date_not_full): they are bought instead', async () => {
    const { dateId, holder } = await fullDate(t, 3);
    await giveBack(holder, dateId, 1);
    const two = await join(visitor, dateId, person(1));
    expect(two.status).toBe(409);
    expect(await two.json()).toMatchObject({ code: 'training_date_not_full' });
    expect((await join(visitor, dateId, person(2))).status).toBe(201);
    const online = await createTraining(db, { locationTypeId: 2, dates: [{ capacity: 1, seatsHeld: 1 }] });
    const [onlineDate] = await queryRows<{ id: number }>(
      db,
      sql`select id from training_dates where training_id = ${online.id}`,
    );
    const unlimited = await join(visitor, onlineDate?.id ?? 0, person(1));
    expect((await unlimited.json()).code).toBe('training_date_not_full');
  });

  it('answers 404 for an unknown, another site’s, an unpublished or a cancelled date, and 409 for a date begun', async () => {
    const hidden = await createTraining(db, { isActive: false, dates: [{ capacity: 1, seatsHeld: 1 }] });
    const shop = await createTraining(db, { hostId: HostId.shop, dates: [{ capacity: 1, seatsHeld: 1 }] });
    const started = await createTraining(db, { dates: [{ capacity: 1, seatsHeld: 1, startAt: daysFromNow(-1) }] });
    const cancelled = await createClassroomDate(db, 1);
    await db.execute(sql`update training_dates set seats_held = 1, cancelled_at = now() where id = ${cancelled}`);
    const dateOf = async (trainingId: number) =>
      (await queryRows<{ id: number }>(db, sql`select id from training_dates where training_id = ${trainingId}`))[0]
        ?.id ?? 0;
    for (const dateId of [999_999, await dateOf(hidden.id), await dateOf(shop.id), cancelled]) {
      const response = await join(visitor, dateId, person(1), 2);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ message: 'This date was not found.', code: 'training_date_not_found' });
    }
    const begun = await join(visitor, await dateOf(started.id), person(1));
    expect(begun.status).toBe(409);
    expect((await begun.json()).code).toBe('training_date_started');
    // The shop's host has no waiting lists.
    const onShop = t.agent(SHOP_HOST);
    await onShop.csrf();
    expect((await join(onShop, await dateOf(shop.id), person(1))).status).toBe(404);
  });

  it('answers 422 at the fields in the request’s language, consent false included', async () => {
    const { dateId } = await fullDate(t, 1);
    const bad = { name: '', email: 'nem-email', seats: 11, consent: false };
    const hu = await join(visitor, dateId, bad);
    expect(hu.status).toBe(422);
    const huErrors = (await hu.json()).errors;
    expect(Object.keys(huErrors).sort()).toEqual(['consent', 'email', 'name', 'seats']);
    expect(huErrors.consent).toEqual([
      'A várólistára jelentkezéshez járuljon hozzá, hogy erről az időpontról e-mailt küldjünk Önnek.',
    ]);
    const en = await join(visitor, dateId, { ...person(0), consent: 'off' }, 2);
    const enErrors = (await en.json()).errors;
    expect(enErrors.consent).toEqual(['To join the waiting list, agree that we may e-mail you about this date.']);
    expect(enErrors.seats?.[0]).toMatch(/1/);
    const empty = await visitor.request(`/api/v1/training-dates/${dateId}/waiting-list`, { method: 'POST' });
    expect(empty.status).toBe(422);
    expect(Object.keys((await empty.json()).errors).sort()).toEqual(['consent', 'email', 'name', 'seats']);
    const asForm = await visitor.post(
      `/api/v1/training-dates/${dateId}/waiting-list`,
      new URLSearchParams({ name: 'Kiss Éva', email: 'kiss.eva.urlap@example.hu', seats: '1', consent: 'on' }),
    );
    expect(asForm.status).toBe(201);
    expect(await statuses(db, dateId)).toEqual({ 'kiss.eva.urlap@example.hu': 'waiting' });
  });
  it('limits joins per address (429 with Retry-After)', async () => {
    const { dateId } = await fullDate(t, 1);
    for (let i = 0; i < 10; i += 1) {
      expect((await join(visitor, dateId, person(1), 1, '192.0.2.77')).status).toBe(201);
    }
    const refused = await join(visitor, dateId, person(1), 1, '192.0.2.77');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await join(visitor, dateId, person(1), 1, '192.0.2.78')).status).toBe(201);
  });
});

describe('the entry’s page', () => {
  it('answers 404 for a token nobody has; leaving ends the entry once and moves those behind up', async () => {
    expect((await view('x'.repeat(43))).status).toBe(404);
    const { dateId } = await fullDate(t, 1);
    const first = person(1);
    const second = person(1);
    await joined(visitor, dateId, first);
    await joined(visitor, dateId, second);
    const token = await tokenFrom(db, first.email);
    const left = await leave(token);
    expect(left.status).toBe(200);
    expect((await left.json()).data).toMatchObject({ status: 'left', position: null });
    const again = await leave(token);
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('waiting_list_entry_closed');
    expect((await (await view(await tokenFrom(db, second.email))).json()).data.position).toBe(1);
    // Left, the e-mail may join again.
    expect((await join(visitor, dateId, first)).status).toBe(201);
  });
});

describe('offers as places free up', () => {
  it('offers a run-out cart hold’s places to the first that fits, with a mail and a new link; the date’s count stays', async () => {
    const { dateId } = await fullDate(t, 2);
    const pair = person(2);
    const single = person(1);
    await joined(visitor, dateId, pair);
    await joined(visitor, dateId, single);
    const joinedToken = await tokenFrom(db, pair.email);
    await runOutHolds(db, dateId);
    await runHousekeeping(db, options());
    expect(await statuses(db, dateId)).toEqual({ [pair.email]: 'offered', [single.email]: 'waiting' });
    expect(await seatsHeld(db, dateId)).toBe(2);
    const offer = (await mailsTo(db, pair.email)).at(-1);
    expect(offer?.kind).toBe('waiting_list_offer');
    expect(offer?.subject).toBe('Felszabadult hely: Szemöldök & pilla');
    const token = await tokenFrom(db, pair.email, 'waiting_list_offer');
    const seen = (await (await view(token)).json()).data;
    expect(seen).toMatchObject({ status: 'offered', position: null, training_date: { seats_free: 0 } });
    const hours = (Date.parse(seen.offer_expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect((await view(joinedToken)).status).toBe(404);
    expect((await (await view(await tokenFrom(db, single.email))).json()).data.position).toBe(1);
    // A second sweep offers nothing more.
    expect(await offerFreedSeats(db, options())).toBe(0);
  });

  it('skips an entry that does not fit and goes on; those skipped keep their places', async () => {
    const { dateId, holder } = await fullDate(t, 5);
    const [three, one, two, alsoOne] = [person(3), person(1), person(2), person(1)];
    for (const body of [three, one, two, alsoOne]) await joined(visitor, dateId, body);
    await giveBack(holder, dateId, 2);
    expect(await offerFreedSeats(db, { ...options(), trainingDateId: dateId })).toBe(2);
    expect(await statuses(db, dateId)).toEqual({
      [three.email]: 'waiting',
      [one.email]: 'offered',
      [two.email]: 'waiting',
      [alsoOne.email]: 'offered',
    });
    expect(await seatsHeld(db, dateId)).toBe(5);
    expect((await (await view(await tokenFrom(db, two.email))).json()).data.position).toBe(2);
  });

  it('lets an offer run out: the person is told, the places go to the next', async () => {
    const { dateId, holder } = await fullDate(t, 1);
    const late = person(1);
    const next = person(1);
    await joined(visitor, dateId, late);
    await joined(visitor, dateId, next);
    await giveBack(holder, dateId, 1);
    await offerFreedSeats(db, options());
    const token = await tokenFrom(db, late.email, 'waiting_list_offer');
    await runOutOffers(db, dateId);
    const tooLate = await accept(token, visitor);
    expect(tooLate.status).toBe(409);
    expect((await tooLate.json()).code).toBe('waiting_list_offer_expired');
    expect(await expireOffers(db, options())).toBe(1);
    expect(await statuses(db, dateId)).toEqual({ [late.email]: 'expired', [next.email]: 'offered' });
    expect(await seatsHeld(db, dateId)).toBe(1);
    const ranOut = (await mailsTo(db, late.email)).at(-1);
    expect(ranOut?.kind).toBe('waiting_list_offer_expired');
    expect(ranOut?.text_body).toMatch(/http:\/\/localhost:3000\/kepzes\/szemoldok-pilla-\d+/);
    expect((await (await accept(token, visitor)).json()).code).toBe('waiting_list_offer_expired');
    expect((await (await view(token)).json()).data).toMatchObject({ status: 'expired', offers: 1 });
    expect((await mailsTo(db, next.email)).at(-1)?.kind).toBe('waiting_list_offer');
  });

  it('offers the places of an enrolment staff cancel, and of a capacity staff raise, at once', async () => {
    const ref = await createAddressReference(db);
    const dateId = await createClassroomDate(db, 1);
    const buyer = await guest(t, ACADEMY_HOST);
    await buyer.post('/api/v1/academy-cart/add', { item_id: dateId, training_location_type_id: 1, count: 1 });
    const placed = await placeEnrolment(buyer, ref);
    expect(placed.status, await placed.clone().text()).toBe(201);
    const enrolmentId = (await placed.json()).data.id;
    const waiting = [person(1), person(1)];
    for (const body of waiting) await joined(visitor, dateId, body);

    const cancelled = await manager.post(`/api/admin/v1/enrolments/${enrolmentId}/events`, {
      event: 'cancel',
      reason: 'A vevő kérte',
    });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(Object.values(await statuses(db, dateId))).toEqual(['offered', 'waiting']);

    const settings = (await (await manager.get(`/api/admin/v1/training-dates/${dateId}/settings`)).json()).data;
    const raised = await manager.request(`/api/admin/v1/training-dates/${dateId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        start_local: budapestLocalOf(settings.start_at),
        location_type_id: 1,
        venue: settings.venue,
        capacity: 2,
      }),
    });
    expect(raised.status, await raised.clone().text()).toBe(200);
    expect(Object.values(await statuses(db, dateId))).toEqual(['offered', 'offered']);
    expect(await seatsHeld(db, dateId)).toBe(2);
  });
});

describe('a date that begins with people waiting', () => {
  it('closes its waiting entries once (expired, never offered) and mails each once with the training’s dates; a date to come keeps its list', async () => {
    const { dateId: begun } = await fullDate(t, 1);
    const { dateId: later } = await fullDate(t, 1);
    const [first, pair, future] = [person(1), person(2), person(1)];
    await joined(visitor, begun, first);
    await joined(visitor, begun, pair);
    await joined(visitor, later, future);
    const token = await tokenFrom(db, first.email);
    await db.execute(sql`update training_dates set start_at = now() - interval '1 minute' where id = ${begun}`);

    await runHousekeeping(db, options());
    await runHousekeeping(db, options());
    expect(await closeStartedQueues(db, options())).toBe(0);

    expect(await statuses(db, begun)).toEqual({ [first.email]: 'expired', [pair.email]: 'expired' });
    expect(await statuses(db, later)).toEqual({ [future.email]: 'waiting' });
    const [closed] = await queryRows<{ offers: number; ended: boolean; seats_held: number }>(
      db,
      sql`select offers, ended_at is not null as ended, seats_held from waiting_list_entries
        where lower(email) = ${first.email.toLowerCase()}`,
    );
    expect(closed).toEqual({ offers: 0, ended: true, seats_held: 0 });
    for (const body of [first, pair]) {
      const mails = await mailsTo(db, body.email);
      expect(mails.map((mail) => mail.kind)).toEqual(['waiting_list_joined', 'waiting_list_date_started']);
      expect(mails[1]?.subject).toBe('Elkezdődött az időpont: Szemöldök & pilla');
      expect(mails[1]?.text_body).toMatch(/http:\/\/localhost:3000\/kepzes\/szemoldok-pilla-\d+/);
    }
    expect((await mailsTo(db, future.email)).map((mail) => mail.kind)).toEqual(['waiting_list_joined']);
    // Its page tells it from an offer that ran out: expired, never offered.
    expect((await (await view(token)).json()).data).toMatchObject({ status: 'expired', offers: 0, position: null });
    expect((await leave(token)).status).toBe(409);
  });
});

describe('accepting an offer', () => {
  it('moves the places into the visitor’s cart as a held line in one step; a double click answers the same, anyone else 409', async () => {
    const { dateId, holder } = await fullDate(t, 3);
    const buyer = person(2);
    await joined(visitor, dateId, buyer);
    await giveBack(holder, dateId, 2);
    await offerFreedSeats(db, options());
    const token = await tokenFrom(db, buyer.email, 'waiting_list_offer');
    expect(await seatsHeld(db, dateId)).toBe(3);

    const shopper = await guest(t, ACADEMY_HOST);
    const accepted = await accept(token, shopper);
    expect(accepted.status, await accepted.clone().text()).toBe(200);
    const body = await accepted.json();
    expect(body.data).toMatchObject({ status: 'accepted', seats: 2, offer_expires_at: null });
    expect(await heldLines(shopper)).toEqual([{ model_id: dateId, count: 2, hold: 'held' }]);
    expect(await seatsHeld(db, dateId)).toBe(3);

    const twice = await accept(token, shopper);
    expect(twice.status).toBe(200);
    expect((await twice.json()).data).toEqual(body.data);
    expect(await heldLines(shopper)).toEqual([{ model_id: dateId, count: 2, hold: 'held' }]);
    const other = await accept(token, await guest(t, ACADEMY_HOST));
    expect(other.status).toBe(409);
    expect((await other.json()).code).toBe('waiting_list_offer_closed');
    expect((await leave(token)).status).toBe(409);
    expect(await seatsHeld(db, dateId)).toBe(3);
  });

  it('refuses an entry still waiting, and one that left', async () => {
    const { dateId } = await fullDate(t, 1);
    const waiting = person(1);
    await joined(visitor, dateId, waiting);
    const token = await tokenFrom(db, waiting.email);
    const early = await accept(token, visitor);
    expect(early.status).toBe(409);
    expect((await early.json()).code).toBe('waiting_list_offer_closed');
    await leave(token);
    expect((await (await accept(token, visitor)).json()).code).toBe('waiting_list_offer_closed');
  });

  it('gives an offer’s places back when the person leaves, and offers them to the next', async () => {
    const { dateId, holder } = await fullDate(t, 1);
    const [first, second] = [person(1), person(1)];
    await joined(visitor, dateId, first);
    await joined(visitor, dateId, second);
    await giveBack(holder, dateId, 1);
    await offerFreedSeats(db, options());
    const left = await leave(await tokenFrom(db, first.email, 'waiting_list_offer'));
    expect((await left.json()).data.status).toBe('left');
    expect(await statuses(db, dateId)).toEqual({ [first.email]: 'left', [second.email]: 'offered' });
    expect(await seatsHeld(db, dateId)).toBe(1);
  });
});

describe('the back office', () => {
  it('lists a date’s entries (live in queue order, then ended), offers out of turn, removes, and audits each step', async () => {
    const { dateId, holder } = await fullDate(t, 2);
    const people = [person(2), person(1), person(1)];
    for (const body of people) await joined(visitor, dateId, body);
    const [pair, single, last] = await adminList(dateId);
    expect([pair, single, last].map((entry) => [entry?.email, entry?.status, entry?.position])).toEqual([
      [people[0]?.email, 'waiting', 1],
      [people[1]?.email, 'waiting', 2],
      [people[2]?.email, 'waiting', 3],
    ]);

    const full = await step(dateId, last?.id ?? 0, 'offer');
    expect(full.status).toBe(409);
    expect((await full.json()).code).toBe('training_date_full');
    await giveBack(holder, dateId, 1);
    const offered = await step(dateId, last?.id ?? 0, 'offer');
    expect(offered.status, await offered.clone().text()).toBe(200);
    expect((await offered.json()).data).toMatchObject({ id: last?.id, status: 'offered', offers: 1, position: null });
    expect((await mailsTo(db, people[2]?.email ?? '')).at(-1)?.kind).toBe('waiting_list_offer');
    expect(await seatsHeld(db, dateId)).toBe(2);
    expect((await (await step(dateId, last?.id ?? 0, 'offer')).json()).code).toBe('waiting_list_entry_closed');

    const removed = await step(dateId, last?.id ?? 0, 'remove');
    expect((await removed.json()).data.status).toBe('removed');
    // Its place went to the first that fits: the single, not the pair.
    expect(Object.values(await statuses(db, dateId))).toEqual(['waiting', 'offered', 'removed']);
    expect((await step(dateId, last?.id ?? 0, 'remove')).status).toBe(409);
    expect((await step(dateId, 999_999, 'remove')).status).toBe(404);
    expect((await adminList(dateId)).map((entry) => [entry.status, entry.position])).toEqual([
      ['waiting', 1],
      ['offered', null],
      ['removed', null],
    ]);
    const audit = await queryRows<{ action: string }>(
      db,
      sql`select action from audit_log where entity = 'waiting_list_entry' and entity_id = ${String(last?.id)} order by id`,
    );
    expect(audit.map((row) => row.action)).toEqual(['waiting_list.offer', 'waiting_list.remove']);
    expect((await manager.get('/api/admin/v1/training-dates/999999/waiting-list')).status).toBe(404);

    // The training's dates in its editor count those still on the list: the waiting and the offered one.
    const [date] = await queryRows<{ training_id: number }>(
      db,
      sql`select training_id from training_dates where id = ${dateId}`,
    );
    const training = await (await manager.get(`/api/admin/v1/trainings/${date?.training_id}`)).json();
    expect(
      training.data.dates.map((row: { id: number; waiting_count: number }) => [row.id, row.waiting_count]),
    ).toEqual([[dateId, 2]]);
  });

  it('ends the live entries of a date staff cancel, their offers’ places with them', async () => {
    const { dateId, holder } = await fullDate(t, 2);
    const [offeredOne, waitingOne] = [person(1), person(2)];
    await joined(visitor, dateId, offeredOne);
    await joined(visitor, dateId, waitingOne);
    await giveBack(holder, dateId, 1);
    await offerFreedSeats(db, options());
    const cancelled = await manager.post(`/api/admin/v1/training-dates/${dateId}/cancel`, { reason: 'Elmarad' });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    expect(await statuses(db, dateId)).toEqual({ [offeredOne.email]: 'removed', [waitingOne.email]: 'removed' });
    // The cart's hold of the other place stays; the offer's went with the list.
    expect(await seatsHeld(db, dateId)).toBe(1);
  });
});

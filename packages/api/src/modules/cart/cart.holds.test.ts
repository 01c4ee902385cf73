import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { runHousekeeping } from '../../lib/housekeeping';
import {
  ACADEMY_HOST,
  createAddressReference,
  createClassroomDate,
  createTestApp,
  createUser,
  seatsHeldOn,
  type TestApp,
} from '../../testing';
import type { Agent } from '../../testing/agent';
import { checkoutFields, form, guest } from '../orders/orders.fixture';
import { releaseExpiredCartHolds } from './cart.service';

/*
 * Seats held in the academy cart (issue 24): adding a classroom date holds its places for the
 * configured time, so a shopper who reaches the payment page has them; the hold runs out, is let
 * go by the sweep (or the next shopper's add), can be taken again while the places are free,
 * moves to the enrolment when it is placed, and never lets more be held than the date has,
 * whatever the interleaving.
 */

let t: TestApp;
let db: Db;
let ref: Awaited<ReturnType<typeof createAddressReference>>;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ref = await createAddressReference(db);
});
afterAll(() => t.dispose());

/** A classroom training with one date of `capacity` places; answers the date's id. */
const classroomDate = (capacity: number) =>
  createClassroomDate(db, capacity, { name: { hu: 'Szempilla-lifting', en: 'Lash lift' }, classroomPrice: 49_000 });

const seatsHeld = (dateId: number) => seatsHeldOn(db, dateId);

const add = (agent: Agent, dateId: number, count = 1) =>
  agent.post('/api/v1/academy-cart/add', form({ item_id: dateId, training_location_type_id: 1, count }));

interface HeldLine {
  model_id: number;
  count: number;
  hold: { held_until: string | null; status: 'held' | 'expired' } | null;
}
const linesOf = async (agent: Agent, query = '') =>
  ((await (await agent.get(`/api/v1/academy-cart${query}`)).json()).data.items as HeldLine[]).map(
    ({ model_id, count, hold }) => ({ model_id, count, hold }),
  );

/** Makes the holds of a date run out, as 15 minutes would. */
const runOut = (dateId: number) =>
  db.execute(sql`update cart_items set held_until = now() - interval '1 second' where training_date_id = ${dateId}`);

const minutesFromNow = (iso: string | null | undefined) => (new Date(iso ?? 0).getTime() - Date.now()) / 60_000;

describe('adding a classroom date', () => {
  it('holds its places for 15 minutes: nobody else can take them meanwhile', async () => {
    const dateId = await classroomDate(3);
    const first = await guest(t, ACADEMY_HOST);
    expect((await add(first, dateId, 2)).status).toBe(200);
    expect(await seatsHeld(dateId)).toBe(2);
    const [line] = await linesOf(first);
    expect(line).toMatchObject({ model_id: dateId, count: 2, hold: { status: 'held' } });
    expect(minutesFromNow(line?.hold?.held_until)).toBeGreaterThan(14);
    expect(minutesFromNow(line?.hold?.held_until)).toBeLessThanOrEqual(15);

    const second = await guest(t, ACADEMY_HOST);
    const tooMany = await add(second, dateId, 2);
    expect(tooMany.status).toBe(422);
    expect((await tooMany.json()).code).toBe('training_date_not_enough_places');
    expect((await add(second, dateId, 1)).status).toBe(200);
    const full = await add(await guest(t, ACADEMY_HOST), dateId, 1);
    expect((await full.json()).code).toBe('training_date_full');
    expect(await seatsHeld(dateId)).toBe(3);
  });

  it('gives places back when a line shrinks, is removed, or its cart goes with its session', async () => {
    const dateId = await classroomDate(5);
    const agent = await guest(t, ACADEMY_HOST);
    await add(agent, dateId, 3);
    expect((await agent.post('/api/v1/academy-cart/decrease', form({ item_id: dateId, count: 1 }))).status).toBe(200);
    expect(await seatsHeld(dateId)).toBe(2);
    expect((await agent.post('/api/v1/academy-cart/remove', form({ item_id: dateId }))).status).toBe(200);
    expect(await seatsHeld(dateId)).toBe(0);

    const leaving = await guest(t, ACADEMY_HOST);
    await add(leaving, dateId, 2);
    expect(await seatsHeld(dateId)).toBe(2);
    await db.execute(sql`delete from carts where id in (
      select cart_id from cart_items where training_date_id = ${dateId})`);
    expect(await seatsHeld(dateId)).toBe(0);
  });
});

describe('a hold that runs out', () => {
  it('is let go by the sweep, shows as expired, and is held again while the places are free', async () => {
    const dateId = await classroomDate(2);
    const agent = await guest(t, ACADEMY_HOST);
    await add(agent, dateId, 2);
    await runOut(dateId);
    await runHousekeeping(db);
    expect(await seatsHeld(dateId)).toBe(0);
    expect(await releaseExpiredCartHolds(db)).toBe(0);
    expect(await linesOf(agent)).toEqual([
      { model_id: dateId, count: 2, hold: { held_until: null, status: 'expired' } },
    ]);

    const again = await agent.post('/api/v1/academy-cart/hold?locale_id=2', form({ item_id: dateId }));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: 'The places are held for you again.', code: 'cart_seats_held' });
    expect(await seatsHeld(dateId)).toBe(2);
    expect((await linesOf(agent))[0]?.hold?.status).toBe('held');
  });

  it('cannot be held again once another shopper took the places', async () => {
    const dateId = await classroomDate(1);
    const late = await guest(t, ACADEMY_HOST);
    await add(late, dateId);
    await runOut(dateId);
    // The next shopper's add lets the run-out hold go first.
    const quick = await guest(t, ACADEMY_HOST);
    expect((await add(quick, dateId)).status).toBe(200);
    expect(await seatsHeld(dateId)).toBe(1);
    const again = await late.post('/api/v1/academy-cart/hold', form({ item_id: dateId }));
    expect(again.status).toBe(422);
    expect((await again.json()).code).toBe('training_date_full');
    const missing = await late.post('/api/v1/academy-cart/hold', form({ item_id: dateId + 1000 }));
    expect(missing.status).toBe(404);
  });
});

describe('checking out', () => {
  it('extends the hold once when the checkout starts', async () => {
    const dateId = await classroomDate(2);
    const agent = await guest(t, ACADEMY_HOST);
    await add(agent, dateId);
    await db.execute(
      sql`update cart_items set held_until = now() + interval '2 minutes' where training_date_id = ${dateId}`,
    );
    const [atCheckout] = await linesOf(agent, '?checkout=1');
    expect(minutesFromNow(atCheckout?.hold?.held_until)).toBeGreaterThan(14);
    await db.execute(
      sql`update cart_items set held_until = now() + interval '2 minutes' where training_date_id = ${dateId}`,
    );
    const [again] = await linesOf(agent, '?checkout=1');
    expect(minutesFromNow(again?.hold?.held_until)).toBeLessThan(3);
  });

  it('moves the hold to the enrolment: the places are taken once, and the cart is emptied', async () => {
    // A guest may take half of a date's places (GUEST_MAX_SEAT_SHARE).
    const dateId = await classroomDate(4);
    const agent = await guest(t, ACADEMY_HOST);
    await add(agent, dateId, 2);
    const placed = await agent.post(
      '/api/v1/academy-subscriptions',
      form(checkoutFields(ref, { delivery_method_id: undefined, email: `foglalas.${Date.now()}@example.hu` })),
    );
    expect(placed.status, await placed.clone().text()).toBe(201);
    expect(await seatsHeld(dateId)).toBe(2);
    expect(await linesOf(agent)).toEqual([]);
  });

  it('lets a guest’s hold go at sign-in; the merged line is held again from the cart', async () => {
    const dateId = await classroomDate(2);
    const user = await createUser(db);
    const agent = await guest(t, ACADEMY_HOST);
    await add(agent, dateId, 2);
    await agent.login(user.email, user.password);
    expect(await seatsHeld(dateId)).toBe(0);
    expect(await linesOf(agent)).toEqual([
      { model_id: dateId, count: 2, hold: { held_until: null, status: 'expired' } },
    ]);
    expect((await agent.post('/api/v1/academy-cart/hold', form({ item_id: dateId }))).status).toBe(200);
    expect(await seatsHeld(dateId)).toBe(2);
  });
});

describe('under concurrency', () => {
  it('never holds more places than the date has: 50 shoppers for the last 4', async () => {
    const dateId = await classroomDate(4);
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => guest(t, ACADEMY_HOST)));
    const answers = await Promise.all(shoppers.map((agent) => add(agent, dateId)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 422)).toHaveLength(46);
    expect(await seatsHeld(dateId)).toBe(4);
    const [held] = await queryRows<{ n: number }>(
      db,
      sql`select coalesce(sum(seats_held), 0)::int as n from cart_items where training_date_id = ${dateId}`,
    );
    expect(held?.n).toBe(4);
  });
});

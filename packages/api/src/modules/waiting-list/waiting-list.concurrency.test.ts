import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { ACADEMY_HOST, createAddressReference, createTestApp, type TestApp, testDriver } from '../../testing';
import { releaseExpiredCartHolds } from '../cart/cart.service';
import { guest } from '../orders/orders.fixture';
import {
  accept,
  fullDate,
  giveBack,
  heldLines,
  joined,
  mailCount,
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
 * The waiting list's races under real parallel connections (DESIGN §9): PostgreSQL only, PGlite
 * has one connection and runs everything one after the other. An offer holds its places on the
 * date through the entries' trigger, so `training_dates_seats_check` decides every race; these
 * tests show that whoever loses gets a clean refusal and nothing is given twice.
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

const onPostgres = it.runIf(testDriver() === 'pg');
const options = () => t.options;

const enrolledOn = async (dateId: number) =>
  Number(
    (
      await queryRows<{ n: number }>(
        db,
        sql`select coalesce(sum(count), 0)::int as n from academy_subscription_items where training_date_id = ${dateId}`,
      )
    )[0]?.n,
  );

describe('the waiting list under concurrency (PostgreSQL)', () => {
  onPostgres(
    'an offer accepted from two sessions at once goes into one cart: one 200, one 409, one enrolment for its place',
    async () => {
      for (let round = 0; round < 8; round += 1) {
        const { dateId, holder } = await fullDate(t, 2);
        const entry = person(1);
        await joined(await guest(t, ACADEMY_HOST), dateId, entry);
        await giveBack(holder, dateId, 1);
        expect(await offerFreedSeats(db, { ...options(), trainingDateId: dateId })).toBe(1);
        const token = await tokenFrom(db, entry.email, 'waiting_list_offer');
        const tabs = [await guest(t, ACADEMY_HOST), await guest(t, ACADEMY_HOST)];
        const answers = await Promise.all(tabs.map((tab) => accept(token, tab)));
        expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
        const refused = answers.find((answer) => answer.status === 409);
        expect(await refused?.json()).toMatchObject({ code: 'waiting_list_offer_closed' });
        const lines = await Promise.all(tabs.map((tab) => heldLines(tab)));
        expect(lines.flat()).toEqual([{ model_id: dateId, count: 1, hold: 'held' }]);
        // The holder's place and the accepted one: the date's count never moved.
        expect(await seatsHeld(db, dateId)).toBe(2);

        const placed = await Promise.all(tabs.map((tab) => placeEnrolment(tab, ref)));
        expect(placed.map((answer) => answer.status).filter((status) => status === 201)).toHaveLength(1);
        expect(await enrolledOn(dateId)).toBe(1);
        expect(await seatsHeld(db, dateId)).toBe(2);
      }
    },
    120_000,
  );

  onPostgres(
    'a hold that runs out while the sweep offers its place and a shopper adds the date: the place goes to exactly one',
    async () => {
      const winners = { offer: 0, shopper: 0 };
      for (let round = 0; round < 25; round += 1) {
        const { dateId } = await fullDate(t, 1);
        const entry = person(1);
        await joined(await guest(t, ACADEMY_HOST), dateId, entry);
        await runOutHolds(db, dateId);
        const shopper = await guest(t, ACADEMY_HOST);
        const [, offered, added] = await Promise.all([
          releaseExpiredCartHolds(db),
          offerFreedSeats(db, { ...options(), trainingDateId: dateId }),
          shopper.post('/api/v1/academy-cart/add', { item_id: dateId, training_location_type_id: 1, count: 1 }),
        ]);
        const offerWon = (await statuses(db, dateId))[entry.email] === 'offered';
        const shopperWon = added.status === 200;
        expect(
          [offerWon, shopperWon].filter(Boolean),
          `round ${round}: add ${added.status}, offered ${offered}`,
        ).toHaveLength(1);
        if (!shopperWon) expect((await added.json()).code).toBe('training_date_full');
        expect(await seatsHeld(db, dateId)).toBe(1);
        winners[offerWon ? 'offer' : 'shopper'] += 1;
      }
      expect(winners.offer + winners.shopper).toBe(25);
    },
    120_000,
  );

  onPostgres(
    'two sweeps at once offer each place once, and let each offer run out once',
    async () => {
      const { dateId, holder } = await fullDate(t, 3);
      const people = [person(1), person(1), person(1), person(1), person(1)];
      const agent = await guest(t, ACADEMY_HOST);
      for (const body of people) await joined(agent, dateId, body);
      await giveBack(holder, dateId, 3);
      const offered = await Promise.all([offerFreedSeats(db, options()), offerFreedSeats(db, options())]);
      expect(offered[0] + offered[1]).toBe(3);
      expect(Object.values(await statuses(db, dateId))).toEqual([
        'offered',
        'offered',
        'offered',
        'waiting',
        'waiting',
      ]);
      expect(await seatsHeld(db, dateId)).toBe(3);
      expect(await mailCount(db, people, 'waiting_list_offer')).toBe(3);

      await runOutOffers(db, dateId);
      const expired = await Promise.all([expireOffers(db, options()), expireOffers(db, options())]);
      expect(expired[0] + expired[1]).toBe(3);
      expect(Object.values(await statuses(db, dateId))).toEqual([
        'expired',
        'expired',
        'expired',
        'offered',
        'offered',
      ]);
      expect(await seatsHeld(db, dateId)).toBe(2);
      expect(await mailCount(db, people, 'waiting_list_offer')).toBe(5);
      expect(await mailCount(db, people, 'waiting_list_offer_expired')).toBe(3);
    },
    120_000,
  );

  onPostgres('two sweeps at once close a begun date’s list once: each person mailed once', async () => {
    const { dateId } = await fullDate(t, 1);
    const people = [person(1), person(2), person(1)];
    const agent = await guest(t, ACADEMY_HOST);
    for (const body of people) await joined(agent, dateId, body);
    await db.execute(sql`update training_dates set start_at = now() - interval '1 minute' where id = ${dateId}`);
    const closed = await Promise.all([closeStartedQueues(db, options()), closeStartedQueues(db, options())]);
    expect(closed[0] + closed[1]).toBe(3);
    expect(Object.values(await statuses(db, dateId))).toEqual(['expired', 'expired', 'expired']);
    expect(await mailCount(db, people, 'waiting_list_date_started')).toBe(3);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import {
  ACADEMY_HOST,
  createAddressReference,
  createClassroomDate,
  createTestApp,
  outboxFor,
  seatsHeldOn,
  type TestApp,
} from '../../testing';
import { addTrainingDate, checkoutFields, form, guest, press } from '../orders/orders.fixture';

/*
 * Issue 18 "Card payment cancelled or failed", academy: "back to the cart" puts the enrolment's
 * dates into the cart again with the same places, and its own hold never blocks them.
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

const PATH = '/api/v1/academy-subscription-from-payment-key/cart';
/** A classroom training with one date of `capacity` places; answers the date's id. */
const classroomDate = (capacity: number) =>
  createClassroomDate(db, capacity, {
    name: { hu: 'Gyantázás mesterfokon', en: 'Advanced waxing' },
    classroomPrice: 39_000,
  });
const seatsHeld = (dateId: number) => seatsHeldOn(db, dateId);
type Line = { trainingDate?: { id: number }; training_date_id?: number; count: number };
async function cartLines(agent: Awaited<ReturnType<typeof guest>>) {
  const body = await (await agent.get('/api/v1/academy-cart')).json();
  return ((body.data?.items ?? body.items ?? []) as Line[]).map((line) => line.count);
}

describe('POST /api/v1/academy-subscription-from-payment-key/cart', () => {
  it('puts a failed enrolment’s places back in the cart even on a date its own hold filled', async () => {
    // Capacity 4: a guest may hold half of it; this guest and another hold two each.
    const dateId = await classroomDate(4);
    const agent = await guest(t, ACADEMY_HOST);
    await addTrainingDate(agent, dateId, 1, 2);
    const fields = checkoutFields(ref, { delivery_method_id: undefined, email: `vissza.${Date.now()}@example.hu` });
    const placed = await (await agent.post('/api/v1/academy-subscriptions', form(fields))).json();
    const key = placed.data.payment_key as string;
    const other = await guest(t, ACADEMY_HOST);
    await addTrainingDate(other, dateId, 1, 2);
    const otherFields = { ...fields, email: `masik.${Date.now()}@example.hu`, payment_method_id: 2 };
    expect((await other.post('/api/v1/academy-subscriptions', form(otherFields))).status).toBe(201);
    expect(await seatsHeld(dateId)).toBe(4);

    // Still pending at the provider: the payment may succeed, nothing is put back.
    expect((await agent.post(PATH, form({ payment_key: key }))).status).toBe(409);

    await press(t, placed.payment_url, 'fail', ACADEMY_HOST);
    const response = await agent.post(PATH, form({ payment_key: key }));
    expect(response.status, await response.clone().text()).toBe(200);
    const answer = await response.json();
    expect(answer.added).toEqual([expect.objectContaining({ training_date_id: dateId, count: 2 })]);
    expect(answer.not_added).toEqual([]);
    expect(answer.message).toMatch(/kosárba tettük/);
    expect(await cartLines(agent)).toEqual([2]);
    // The old enrolment's hold went back and the cart holds the two places again (issue 24).
    expect(await seatsHeld(dateId)).toBe(4);
    const again = await agent.post('/api/v1/academy-subscriptions', form({ ...fields, payment_method_id: 2 }));
    expect(again.status, await again.clone().text()).toBe(201);
    expect(await seatsHeld(dateId)).toBe(4);
  });

  it('answers 404 for an unknown key', async () => {
    const agent = await guest(t, ACADEMY_HOST);
    expect((await agent.post(PATH, form({ payment_key: 'nincs' }))).status).toBe(404);
  });
});

describe('the paid mail of an enrolment with unnamed seats', () => {
  it('links the participants form once the card payment is paid, not when it failed', async () => {
    const dateId = await classroomDate(4);
    const agent = await guest(t, ACADEMY_HOST);
    await addTrainingDate(agent, dateId);
    const email = `nevtelen.${Date.now()}@example.hu`;
    const fields = checkoutFields(ref, { delivery_method_id: undefined, email });
    const placed = await (await agent.post('/api/v1/academy-subscriptions', form(fields))).json();
    await press(t, placed.payment_url, 'fail', ACADEMY_HOST);
    const again = await (
      await agent.post('/api/v1/academy-subscription-from-payment-key', form({ payment_key: placed.data.payment_key }))
    ).json();
    await press(t, again.payment_url, 'pay', ACADEMY_HOST);
    const results = (await outboxFor(db, email)).filter((mail) => mail.kind === 'payment_result');
    expect(results).toHaveLength(2);
    const link = `/resztvevok/${encodeURIComponent(placed.data.payment_key)}`;
    expect(results[0]?.textBody).not.toContain(link);
    expect(results[1]?.textBody).toContain(link);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { runHousekeeping } from '../../lib/housekeeping';
import {
  ACADEMY_HOST,
  type Agent,
  createAddressReference,
  createTestApp,
  createTraining,
  outboxFor,
  type TestApp,
  testDriver,
} from '../../testing';
import { addTrainingDate, checkoutFields, form, guest } from '../orders/orders.fixture';
import { enforcePaymentDeadlines } from '../orders/payment-deadlines';

/*
 * Issue 17: an unpaid enrolment cannot hold seats for good. Bank transfer holds them until its
 * payment deadline, a reminder goes out once before it, and after it the enrolment is cancelled,
 * its seats freed and the buyer told, once, however many instances run the job.
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

let sequence = 0;
const uniqueEmail = () => `hatarido${++sequence}.${Date.now()}@example.hu`;

async function classroomDate(capacity: number) {
  sequence += 1;
  const training = await createTraining(db, {
    slug: { hu: `hatarido-${sequence}`, en: `deadline-${sequence}` },
    dates: [{ capacity }],
  });
  const [date] = await queryRows<{ id: number }>(
    db,
    sql`select id from training_dates where training_id = ${training.id}`,
  );
  return date?.id ?? 0;
}

const seatsHeld = async (dateId: number) =>
  (await queryRows<{ n: number }>(db, sql`select seats_held as n from training_dates where id = ${dateId}`))[0]?.n;

/** A guest with `count` seats of a date in the cart. */
async function guestWith(dateId: number, count = 1) {
  const agent = await guest(t, ACADEMY_HOST);
  await addTrainingDate(agent, dateId, 1, count);
  return agent;
}

const place = (agent: Agent, email: string) =>
  agent.post(
    '/api/v1/academy-subscriptions',
    form(checkoutFields(ref, { delivery_method_id: undefined, payment_method_id: 2, email })),
  );

/** A guest enrolling on `count` seats of a date by bank transfer. */
const enrol = async (dateId: number, email: string, count = 1) => place(await guestWith(dateId, count), email);

/** The cart holds on a date run out (issue 24), as their 15 minutes would: the next add lets them go. */
const holdsRunOut = (dateId: number) =>
  db.execute(sql`update cart_items set held_until = now() - interval '1 second' where training_date_id = ${dateId}`);

const moveDeadline = (id: number, interval: string) =>
  db.execute(sql`update academy_subscriptions set payment_deadline = now() + ${interval}::interval where id = ${id}`);

const mailKinds = async (email: string) => (await outboxFor(db, email)).map((mail) => mail.kind);

describe('payment deadline of bank-transfer enrolments', () => {
  it('holds the seats until the deadline (5 days); after it the seats are freed and the next buyer gets them', async () => {
    const dateId = await classroomDate(2);
    const first = uniqueEmail();
    const held = await enrol(dateId, first);
    expect(held.status).toBe(201);
    const { data } = await held.json();
    const [row] = await queryRows<{ days: number }>(
      db,
      sql`select round(extract(epoch from payment_deadline - created_at) / 86400)::int as days
        from academy_subscriptions where id = ${data.id}`,
    );
    expect(row?.days).toBe(5);
    const late = await guestWith(dateId);
    // The late shopper's cart hold runs out; another shopper holds and enrols on the last place.
    await holdsRunOut(dateId);
    expect((await enrol(dateId, uniqueEmail())).status).toBe(201);
    expect((await (await place(late, uniqueEmail())).json()).code).toBe('training_date_full');

    await moveDeadline(data.id, '-1 minute');
    const retried = await place(late, uniqueEmail());
    expect(retried.status).toBe(201);
    expect(await seatsHeld(dateId)).toBe(2);
    const cancelled = await (
      await t.request(`/api/v1/academy-subscription-from-payment-key/?payment_key=${data.payment_key}&locale_id=2`, {
        host: ACADEMY_HOST,
      })
    ).json();
    expect(cancelled.data).toMatchObject({
      paymentStatus: { id: 5 },
      academySubscriptionStatus: { code: 'cancelled' },
    });
    expect(await mailKinds(first)).toEqual(['order_confirmation', 'purchase_expired']);
  });

  it('reminds once before the deadline, cancels once after it, and a paid enrolment is left alone', async () => {
    const dateId = await classroomDate(4);
    const email = uniqueEmail();
    const { data } = await (await enrol(dateId, email)).json();
    await runHousekeeping(db);
    expect(await mailKinds(email)).toEqual(['order_confirmation']);

    await moveDeadline(data.id, '2 hours');
    await runHousekeeping(db);
    await runHousekeeping(db);
    const reminders = (await outboxFor(db, email)).filter((mail) => mail.kind === 'payment_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toBe(`Fizetési emlékeztető: ${data.subscription_id}`);

    await moveDeadline(data.id, '-1 minute');
    await runHousekeeping(db);
    await runHousekeeping(db);
    expect(await mailKinds(email)).toEqual(['order_confirmation', 'payment_reminder', 'purchase_expired']);
    expect(await seatsHeld(dateId)).toBe(0);

    const paidEmail = uniqueEmail();
    const paid = (await (await enrol(dateId, paidEmail)).json()).data;
    await db.execute(sql`update academy_subscriptions set payment_status_id = 3, status = 'confirmed',
      payment_deadline = now() - interval '1 minute' where id = ${paid.id}`);
    await runHousekeeping(db);
    expect(await mailKinds(paidEmail)).toEqual(['order_confirmation']);
    expect(await seatsHeld(dateId)).toBe(1);
  });

  it.runIf(testDriver() === 'pg')(
    'two instances running the job at once cancel and mail once (PostgreSQL)',
    async () => {
      const dateId = await classroomDate(10);
      const emails = Array.from({ length: 4 }, uniqueEmail);
      const ids: number[] = [];
      for (const email of emails) ids.push((await (await enrol(dateId, email)).json()).data.id);
      for (const id of ids) await moveDeadline(id, '-1 minute');
      expect(await seatsHeld(dateId)).toBe(4);
      await Promise.all([enforcePaymentDeadlines(db, {}), enforcePaymentDeadlines(db, {})]);
      for (const email of emails) expect(await mailKinds(email)).toEqual(['order_confirmation', 'purchase_expired']);
      expect(await seatsHeld(dateId)).toBe(0);
    },
  );
});

describe('guests hold at most a share of a date', () => {
  it('capacity 4, share 0.5: a guest gets 2 seats, not 3, and not one more under a +alias', async () => {
    const dateId = await classroomDate(4);
    const tooMany = await enrol(dateId, 'vendeg@example.hu', 3);
    expect(tooMany.status).toBe(422);
    // The refused shopper's cart still holds three places until its hold runs out.
    await holdsRunOut(dateId);
    expect(await tooMany.json()).toMatchObject({
      code: 'training_guest_seat_limit',
      message:
        'Fiók nélkül ennyi helyet nem foglalhat erre az időpontra. Jelentkezzen be, vagy kérjen kevesebb helyet.',
    });
    expect((await enrol(dateId, 'vendeg@example.hu', 2)).status).toBe(201);
    expect((await (await enrol(dateId, 'Vendeg+2@example.hu', 1)).json()).code).toBe('training_guest_seat_limit');
    await holdsRunOut(dateId);
    expect((await enrol(dateId, 'masik@example.hu', 2)).status).toBe(201);
    expect(await seatsHeld(dateId)).toBe(4);
  });
});

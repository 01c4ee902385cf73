import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { educationLevels } from '../../db/schema';
import {
  ACADEMY_HOST,
  createAddressReference,
  createTestApp,
  createTraining,
  createUser,
  outboxFor,
  SHOP_HOST,
  type TestApp,
} from '../../testing';
import { addTrainingDate, checkoutFields, form, guest, press } from '../orders/orders.fixture';
import { releaseExpiredHolds } from './academy-subscriptions.seats';

let t: TestApp;
let db: Db;
let ref: Awaited<ReturnType<typeof createAddressReference>>;
let educationLevelId: number;
beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ref = await createAddressReference(db);
  const [level] = await db.insert(educationLevels).values({ sort: 1 }).returning({ id: educationLevels.id });
  educationLevelId = level?.id ?? 0;
});
afterAll(() => t.dispose());

let emails = 0;
const uniqueEmail = () => `tanulo${++emails}.${Date.now()}@example.hu`;

/** A classroom training with one date of `capacity` places; answers the date's id. */
let trainings = 0;
async function classroomDate(capacity: number, price = 59_000) {
  trainings += 1;
  const training = await createTraining(db, {
    name: { hu: 'Arcmasszázs alapképzés', en: 'Facial massage basics' },
    slug: { hu: `arcmasszazs-${trainings}`, en: `facial-massage-${trainings}` },
    classroomPrice: price,
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

const enrolmentFields = (extra: Record<string, string | number | undefined> = {}) =>
  checkoutFields(ref, { delivery_method_id: undefined, email: uniqueEmail(), ...extra });

async function learner() {
  const user = await createUser(db);
  const agent = t.agent(ACADEMY_HOST);
  await agent.login(user.email, user.password);
  return { user, agent };
}

const participant = (extra: Record<string, string | number> = {}) =>
  form({
    first_name: 'Réka',
    last_name: 'Tóth',
    email: 'reka.toth@example.hu',
    phone_number: '+36 20 111 2222',
    highest_level_of_education_id: educationLevelId,
    birth_place: 'Szeged',
    birth_date: '1994-05-17',
    ...extra,
  });

describe('enrolling (POST /api/v1/academy-subscriptions)', () => {
  it('holds the seats for the payment window, and the paid enrolment is confirmed and keeps them', async () => {
    const dateId = await classroomDate(5);
    const agent = await guest(t, ACADEMY_HOST);
    await addTrainingDate(agent, dateId, 1, 2);
    const response = await agent.post('/api/v1/academy-subscriptions', form(enrolmentFields()));
    expect(response.status).toBe(201);
    const body = await response.json();
    expect(body.message).toBe('Köszönjük, megkaptuk a jelentkezését.');
    const enrolment = body.data;
    expect(enrolment.subscription_id).toMatch(/^AKA-\d{4}-\d{6}$/);
    expect(enrolment).toMatchObject({
      academySubscriptionStatus: { code: 'pending', name: 'Függőben' },
      paymentStatus: { id: 1 },
      historic_total_gross: 118_000,
      items: [
        expect.objectContaining({
          count: 2,
          item_name_historic: 'Arcmasszázs alapképzés',
          trainingDate: expect.objectContaining({ id: dateId, venue: expect.any(String) }),
          trainingLocationType: { id: 1, code: 'classroom' },
          participants: [],
        }),
      ],
    });
    const holdMinutes = (Date.parse(enrolment.seats_hold_until) - Date.now()) / 60_000;
    expect(holdMinutes).toBeGreaterThan(29);
    expect(holdMinutes).toBeLessThanOrEqual(30);
    expect(await seatsHeld(dateId)).toBe(2);

    await press(t, body.payment_url, 'pay', ACADEMY_HOST);
    const paid = await agent.get(`/api/v1/academy-subscription-from-payment-key/?payment_key=${enrolment.payment_key}`);
    expect((await paid.json()).data).toMatchObject({
      paymentStatus: { id: 3 },
      academySubscriptionStatus: { code: 'confirmed' },
      seats_hold_until: null,
    });
    expect(await releaseExpiredHolds(db)).toBe(0);
    expect(await seatsHeld(dateId)).toBe(2);
    const mails = await outboxFor(db, enrolment.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Visszaigazolás: jelentkezés ${enrolment.subscription_id}`,
      `Sikeres fizetés: ${enrolment.subscription_id}`,
    ]);
  });

  it('refuses with 409 training_date_full when the last place went meanwhile, changing nothing', async () => {
    const dateId = await classroomDate(1);
    const first = await guest(t, ACADEMY_HOST);
    const second = await guest(t, ACADEMY_HOST);
    await addTrainingDate(second, dateId);
    // The second shopper's hold runs out; the first holds the place and enrols.
    await db.execute(
      sql`update cart_items set held_until = now() - interval '1 minute' where training_date_id = ${dateId}`,
    );
    await addTrainingDate(first, dateId);
    expect((await first.post('/api/v1/academy-subscriptions', form(enrolmentFields()))).status).toBe(201);
    const late = await second.post('/api/v1/academy-subscriptions?locale_id=2', form(enrolmentFields()));
    expect(late.status).toBe(409);
    expect((await late.json()).code).toBe('training_date_full');
    expect(await seatsHeld(dateId)).toBe(1);
    const cart = await (await second.get('/api/v1/academy-cart')).json();
    expect(cart.data.items).toHaveLength(1);
  });

  it('answers 404 on the shop host, and validates like an order', async () => {
    const shop = await guest(t, SHOP_HOST);
    expect((await shop.post('/api/v1/academy-subscriptions', form(enrolmentFields()))).status).toBe(404);
    const agent = await guest(t, ACADEMY_HOST);
    await addTrainingDate(agent, await classroomDate(3));
    const cash = await agent.post('/api/v1/academy-subscriptions', form(enrolmentFields({ payment_method_id: 3 })));
    expect(Object.keys((await cash.json()).errors)).toEqual(['payment_method_id']);
    const terms = await agent.post('/api/v1/academy-subscriptions', form(enrolmentFields({ terms_accepted: 0 })));
    expect(Object.keys((await terms.json()).errors)).toEqual(['terms_accepted']);
  });
});

describe('seat holds', () => {
  it('a failed payment keeps the seats until the window ends; the sweep then releases them exactly once', async () => {
    // Capacity 4: a guest may hold half of it (GUEST_MAX_SEAT_SHARE).
    const dateId = await classroomDate(4);
    const agent = await guest(t, ACADEMY_HOST);
    await addTrainingDate(agent, dateId, 1, 2);
    const body = await (await agent.post('/api/v1/academy-subscriptions', form(enrolmentFields()))).json();
    await press(t, body.payment_url, 'fail', ACADEMY_HOST);
    expect(await releaseExpiredHolds(db)).toBe(0);
    expect(await seatsHeld(dateId)).toBe(2);

    await db.execute(
      sql`update academy_subscriptions set seats_hold_until = now() - interval '1 minute' where id = ${body.data.id}`,
    );
    const released = await Promise.all([releaseExpiredHolds(db), releaseExpiredHolds(db), releaseExpiredHolds(db)]);
    expect(released.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await seatsHeld(dateId)).toBe(0);
    const key = body.data.payment_key;
    const expired = (await (await agent.get(`/api/v1/academy-subscription-from-payment-key?payment_key=${key}`)).json())
      .data;
    expect(expired).toMatchObject({ paymentStatus: { id: 5 }, academySubscriptionStatus: { code: 'cancelled' } });

    // Paying again takes the seats again, for a new window.
    const reopened = await agent.post('/api/v1/academy-subscription-from-payment-key', form({ payment_key: key }));
    expect(reopened.status).toBe(200);
    expect(await seatsHeld(dateId)).toBe(2);
    const pending = (await (await agent.get(`/api/v1/academy-subscription-from-payment-key?payment_key=${key}`)).json())
      .data;
    expect(pending).toMatchObject({ paymentStatus: { id: 1 }, academySubscriptionStatus: { code: 'pending' } });
  });

  it('an enrolment whose payment window passed gives its places back before the next shopper holds them', async () => {
    const dateId = await classroomDate(1);
    const holder = await guest(t, ACADEMY_HOST);
    const next = await guest(t, ACADEMY_HOST);
    await addTrainingDate(holder, dateId);
    const held = await (await holder.post('/api/v1/academy-subscriptions', form(enrolmentFields()))).json();
    const full = await next.post('/api/v1/academy-cart/add', form({ item_id: dateId, training_location_type_id: 1 }));
    expect((await full.json()).code).toBe('training_date_full');
    await db.execute(
      sql`update academy_subscriptions set seats_hold_until = now() - interval '1 minute' where id = ${held.data.id}`,
    );
    await addTrainingDate(next, dateId);
    expect((await next.post('/api/v1/academy-subscriptions', form(enrolmentFields()))).status).toBe(201);
    expect(await seatsHeld(dateId)).toBe(1);
  });

  it('repaying an expired hold fails with 409 when the places went to someone else', async () => {
    const dateId = await classroomDate(1);
    const agent = await guest(t, ACADEMY_HOST);
    await addTrainingDate(agent, dateId);
    const body = await (await agent.post('/api/v1/academy-subscriptions', form(enrolmentFields()))).json();
    await press(t, body.payment_url, 'cancel', ACADEMY_HOST);
    await db.execute(
      sql`update academy_subscriptions set seats_hold_until = now() - interval '1 minute' where id = ${body.data.id}`,
    );
    // The background sweep (housekeeping) gives the place back; the next buyer takes it.
    expect(await releaseExpiredHolds(db)).toBe(1);
    const other = await guest(t, ACADEMY_HOST);
    await addTrainingDate(other, dateId);
    expect(
      (await other.post('/api/v1/academy-subscriptions', form(enrolmentFields({ payment_method_id: 2 })))).status,
    ).toBe(201);
    const retry = await agent.post(
      '/api/v1/academy-subscription-from-payment-key',
      form({ payment_key: body.data.payment_key }),
    );
    expect(retry.status).toBe(409);
    expect((await retry.json()).code).toBe('training_date_full');
    expect(await seatsHeld(dateId)).toBe(1);
  });
});

describe('participants, history and my trainings', () => {
  it('takes one participant per enrolled place, only from the enrolment’s owner', async () => {
    const { agent } = await learner();
    const dateId = await classroomDate(4);
    await addTrainingDate(agent, dateId, 1, 2);
    const enrolment = (
      await (await agent.post('/api/v1/academy-subscriptions', form(enrolmentFields({ payment_method_id: 2 })))).json()
    ).data;
    const itemId = enrolment.items[0].id;
    const path = '/api/v1/academy-subscription-item-participants';
    const first = await agent.post(path, participant({ academy_subscription_item_id: itemId }));
    expect(first.status).toBe(201);
    const created = (await first.json()).data;
    expect(created).toMatchObject({
      first_name: 'Réka',
      highest_level_of_education_id: educationLevelId,
      birth_date: '1994-05-17',
    });
    expect(
      (await agent.post(path, participant({ academy_subscription_item_id: itemId, first_name: 'Ödön' }))).status,
    ).toBe(201);
    const third = await agent.post(path, participant({ academy_subscription_item_id: itemId }));
    expect(third.status).toBe(422);
    expect((await third.json()).code).toBe('participant_limit_reached');

    const updated = await agent.post(`${path}/${created.id}/`, participant({ _method: 'PUT', last_name: 'Varga' }));
    expect(updated.status).toBe(200);
    expect((await updated.json()).data).toMatchObject({ id: created.id, last_name: 'Varga' });

    const invalid = await agent.post(
      `${path}/${created.id}/`,
      participant({ _method: 'PUT', highest_level_of_education_id: 999_999, birth_date: '1994-02-30' }),
    );
    expect(Object.keys((await invalid.json()).errors).sort()).toEqual(['birth_date']);
    const unknownLevel = await agent.post(
      `${path}/${created.id}/`,
      participant({ highest_level_of_education_id: 999_999 }),
    );
    expect((await unknownLevel.json()).errors).toEqual({
      highest_level_of_education_id: ['Válasszon végzettséget a listából.'],
    });

    const stranger = await learner();
    expect((await stranger.agent.post(path, participant({ academy_subscription_item_id: itemId }))).status).toBe(404);
    expect((await stranger.agent.post(`${path}/${created.id}/`, participant({ _method: 'PUT' }))).status).toBe(404);
    expect((await stranger.agent.get(`/api/v1/academy-subscriptions/${enrolment.id}`)).status).toBe(404);
    const anonymous = await guest(t, ACADEMY_HOST);
    expect((await anonymous.post(path, participant({ academy_subscription_item_id: itemId }))).status).toBe(401);
    expect((await anonymous.get('/api/v1/my-trainings')).status).toBe(401);

    const mine = await (await agent.get('/api/v1/my-trainings')).json();
    expect(mine.data).toEqual([
      expect.objectContaining({
        subscription_id: enrolment.subscription_id,
        seats: 2,
        participants_count: 2,
        paymentStatus: { id: 1, name: 'Függőben' },
        trainingDate: expect.objectContaining({ id: dateId }),
      }),
    ]);
    const history = await (await agent.get('/api/v1/academy-subscriptions')).json();
    expect(history.meta.total).toBe(1);
    expect(history.data[0].items[0].participants).toHaveLength(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { educationLevels } from '../../db/schema';
import { renderMail } from '../../lib/mail/templates';
import {
  ACADEMY_HOST,
  type Agent,
  createAddressReference,
  createClassroomDate,
  createTestApp,
  outboxFor,
  seatsHeldOn,
  type TestApp,
} from '../../testing';
import { addTrainingDate, checkoutFields, form, guest } from '../orders/orders.fixture';

/** Participants named while enrolling, and later by the enrolment's payment key (guests too). */

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
const uniqueEmail = () => `resztvevo${++emails}.${Date.now()}@example.hu`;

/** A classroom training with one date of `capacity` places; answers the date's id. */
const classroomDate = (capacity = 10) =>
  createClassroomDate(db, capacity, {
    name: { hu: 'Szempilla alapképzés', en: 'Eyelash basics' },
    classroomPrice: 40_000,
  });

const seatsHeld = (dateId: number) => seatsHeldOn(db, dateId);

const person = (extra: Record<string, string | number> = {}) => ({
  first_name: 'Réka',
  last_name: 'Tóth',
  email: 'reka.toth@example.hu',
  phone_number: '+36 20 111 2222',
  highest_level_of_education_id: educationLevelId,
  birth_place: 'Szeged',
  birth_date: '1994-05-17',
  ...extra,
});

const PLACE = '/api/v1/academy-subscriptions';
const BY_KEY = '/api/v1/academy-subscription-from-payment-key/participants';

/** A guest with `seats` places of a new date in the cart; answers the agent, the date and the buyer's e-mail. */
async function guestWithSeats(seats: number) {
  const agent = await guest(t, ACADEMY_HOST);
  const dateId = await classroomDate();
  await addTrainingDate(agent, dateId, 1, seats);
  return { agent, dateId, email: uniqueEmail() };
}

/** Places the guest's enrolment by bank transfer (JSON, as the storefront does) with the participants given. */
function place(agent: Agent, email: string, participants?: unknown[]) {
  const fields = checkoutFields(ref, { delivery_method_id: undefined, payment_method_id: 2, email });
  return agent.post(PLACE, { ...fields, ...(participants ? { participants } : {}) });
}

const seatsOf = async (agent: Agent, key: string) =>
  agent.get(`${BY_KEY}?${new URLSearchParams({ payment_key: key })}`);

describe('naming participants while enrolling (POST /api/v1/academy-subscriptions)', () => {
  it('stores the named seats with the enrolment and mails the form’s link for the seat left unnamed', async () => {
    const { agent, dateId, email } = await guestWithSeats(2);
    const response = await place(agent, email, [{ ...person(), training_date_id: dateId }]);
    expect(response.status, await response.clone().text()).toBe(201);
    const enrolment = (await response.json()).data;
    expect(enrolment.items[0].participants).toEqual([
      expect.objectContaining({ first_name: 'Réka', last_name: 'Tóth', birth_place: 'Szeged' }),
    ]);
    const [mail] = await outboxFor(db, email);
    expect(mail?.textBody).toContain(
      `Még nem adta meg minden hely résztvevőjét. Itt pótolhatja: http://localhost:3000/resztvevok/${enrolment.payment_key}`,
    );
  });

  it('mails no participants link when every seat is named', async () => {
    const { agent, dateId, email } = await guestWithSeats(1);
    const response = await place(agent, email, [{ ...person(), training_date_id: dateId }]);
    expect(response.status).toBe(201);
    const [mail] = await outboxFor(db, email);
    expect(mail?.textBody).not.toContain('résztvevőjét');
  });

  it('refuses more participants than the seats bought (422) and places nothing: no more seats are taken', async () => {
    const { agent, dateId, email } = await guestWithSeats(2);
    const three = [1, 2, 3].map((n) => ({
      ...person({ first_name: `Anna${'a'.repeat(n)}` }),
      training_date_id: dateId,
    }));
    const response = await place(agent, email, three);
    expect(response.status).toBe(422);
    const body = await response.json();
    expect(body.errors.participants).toEqual(['Több résztvevőt adott meg, mint ahány helyet foglal.']);
    // Only the cart's own hold of the two places (issue 24).
    expect(await seatsHeld(dateId)).toBe(2);
    expect(await outboxFor(db, email)).toEqual([]);
    // The cart is still there: the same enrolment with two participants goes through.
    expect((await place(agent, email, three.slice(0, 2))).status).toBe(201);
    expect(await seatsHeld(dateId)).toBe(2);
  });

  it('refuses a participant of a date not in the cart and an invalid participant, each named by its place', async () => {
    const { agent, dateId, email } = await guestWithSeats(2);
    const otherDate = await classroomDate();
    const wrongDate = await place(agent, email, [{ ...person(), training_date_id: otherDate }]);
    expect(wrongDate.status).toBe(422);
    expect(Object.keys((await wrongDate.json()).errors)).toEqual(['participants.0.training_date_id']);
    const invalid = await place(agent, email, [
      { ...person(), training_date_id: dateId },
      { ...person({ birth_date: '1994-02-30', highest_level_of_education_id: 999_999 }), training_date_id: dateId },
    ]);
    expect(invalid.status).toBe(422);
    expect(Object.keys((await invalid.json()).errors)).toEqual(['participants.1.birth_date']);
    const unknownLevel = await place(agent, email, [
      { ...person({ highest_level_of_education_id: 999_999 }), training_date_id: dateId },
    ]);
    expect((await unknownLevel.json()).errors).toEqual({
      'participants.0.highest_level_of_education_id': ['Válasszon végzettséget a listából.'],
    });
    // Only the cart's own hold of the two places (issue 24).
    expect(await seatsHeld(dateId)).toBe(2);
  });
});

describe('naming participants later by payment key (…/academy-subscription-from-payment-key/participants)', () => {
  async function placedWithOneNamed() {
    const { agent, dateId, email } = await guestWithSeats(2);
    const response = await place(agent, email, [{ ...person(), training_date_id: dateId }]);
    const enrolment = (await response.json()).data;
    return { agent, key: enrolment.payment_key as string, itemId: enrolment.items[0].id as number };
  }

  it('lists the seats with the names only, takes the missing one, then refuses one more', async () => {
    const { agent, key, itemId } = await placedWithOneNamed();
    const before = await seatsOf(agent, key);
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('private, no-store');
    const seats = (await before.json()).data;
    expect(seats).toMatchObject({
      missing_participants: 1,
      academySubscriptionStatus: { code: 'pending' },
      items: [
        { academy_subscription_item_id: itemId, seats: 2, participants: [{ first_name: 'Réka', last_name: 'Tóth' }] },
      ],
    });
    // Only names are read back by key: not the birth date or the e-mail of a participant.
    expect(Object.keys(seats.items[0].participants[0]).sort()).toEqual(['first_name', 'last_name']);

    const added = await agent.post(
      BY_KEY,
      form({
        ...person({ first_name: 'Ödön', email: 'odon@example.hu' }),
        payment_key: key,
        academy_subscription_item_id: itemId,
      }),
    );
    expect(added.status, await added.clone().text()).toBe(201);
    expect((await added.json()).data).toMatchObject({ first_name: 'Ödön', academy_subscription_item_id: itemId });
    const after = (await (await seatsOf(agent, key)).json()).data;
    expect(after.missing_participants).toBe(0);
    expect(after.items[0].participants.map((p: { first_name: string }) => p.first_name)).toEqual(['Réka', 'Ödön']);

    const extra = await agent.post(
      BY_KEY,
      form({ ...person(), payment_key: key, academy_subscription_item_id: itemId }),
    );
    expect(extra.status).toBe(422);
    expect((await extra.json()).code).toBe('participant_limit_reached');
  });

  it('answers 404 to a wrong key, and to another enrolment’s item under one’s own key', async () => {
    const mine = await placedWithOneNamed();
    const theirs = await placedWithOneNamed();
    const stranger = await guest(t, ACADEMY_HOST);
    expect((await seatsOf(stranger, `${mine.key}x`)).status).toBe(404);
    expect(
      (
        await stranger.post(
          BY_KEY,
          form({ ...person(), payment_key: 'nincs-ilyen', academy_subscription_item_id: mine.itemId }),
        )
      ).status,
    ).toBe(404);
    // A guest holding her own key cannot name (or read) a seat of someone else's enrolment.
    const foreign = await mine.agent.post(
      BY_KEY,
      form({ ...person(), payment_key: mine.key, academy_subscription_item_id: theirs.itemId }),
    );
    expect(foreign.status).toBe(404);
    const theirSeats = (await (await seatsOf(theirs.agent, theirs.key)).json()).data;
    expect(theirSeats.missing_participants).toBe(1);
    // The key alone is the proof: another visitor's session with the right key may name the seat.
    expect((await seatsOf(stranger, mine.key)).status).toBe(200);
  });

  it('refuses a write without the CSRF token (419)', async () => {
    const { key, itemId } = await placedWithOneNamed();
    const bare = t.agent(ACADEMY_HOST);
    const response = await bare.post(
      BY_KEY,
      form({ ...person(), payment_key: key, academy_subscription_item_id: itemId }),
    );
    expect(response.status).toBe(419);
  });

  it('names the last seat once when two forms post at the same moment (the item’s row lock)', async () => {
    const { agent, key, itemId } = await placedWithOneNamed();
    const post = (name: string) =>
      agent.post(
        BY_KEY,
        form({ ...person({ first_name: name }), payment_key: key, academy_subscription_item_id: itemId }),
      );
    const statuses = (await Promise.all([post('Anna'), post('Bella'), post('Cili')])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 422, 422]);
    expect((await (await seatsOf(agent, key)).json()).data.items[0].participants).toHaveLength(2);
  });
});

describe('the enrolment confirmation’s participants line', () => {
  const enrolment = {
    kind: 'academy_subscription' as const,
    firstName: 'Anna',
    number: 'AKA-2026-000001',
    lines: [{ name: 'Szempilla alapképzés', count: 2, sum: 80_000 }],
    gifts: [],
    subtotal: 80_000,
    deliveryFee: null,
    deliveryMethod: null,
    parcelShop: null,
    deliveryAddress: null,
    billingAddress: 'Anna, 1011 Budapest',
    paymentFee: 0,
    paymentMethod: 'Átutalás',
    subtractions: [],
    total: 80_000,
    payment: 'card' as const,
    bankTransfer: null,
    url: 'https://academy.example/x',
  };

  it('links the participants form in both languages while a seat is unnamed, and says nothing otherwise', () => {
    const url = 'https://academy.example/resztvevok/abc';
    expect(renderMail('order_confirmation', 'hu', { ...enrolment, participantsUrl: url }).text).toContain(
      `Még nem adta meg minden hely résztvevőjét. Itt pótolhatja: ${url}`,
    );
    expect(
      renderMail('order_confirmation', 'en', {
        ...enrolment,
        participantsUrl: 'https://academy.example/en/participants/abc',
      }).text,
    ).toContain('Some places have no participant yet. Name them here: https://academy.example/en/participants/abc');
    expect(renderMail('order_confirmation', 'hu', { ...enrolment, participantsUrl: null }).text).not.toContain(
      'résztvevőjét',
    );
  });
});

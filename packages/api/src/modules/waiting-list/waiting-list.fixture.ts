import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import {
  ACADEMY_HOST,
  type Agent,
  type createAddressReference,
  createClassroomDate,
  type TestApp,
} from '../../testing';
import { checkoutFields, guest } from '../orders/orders.fixture';

/** Test helpers of the waiting-list tests: full dates, joins, the tokens of the mails, the cart's held lines. */

let people = 0;

/** A new person's join form; `seats` places, consent given. */
export const person = (seats = 1, extra: Record<string, unknown> = {}) => {
  people += 1;
  return {
    name: `Várakozó ${people}`,
    email: `varakozo.${people}.${Date.now()}@example.hu`,
    seats,
    consent: true,
    ...extra,
  };
};

/** A classroom date of `capacity` places, all held by one shopper's cart (answered, to let them go). */
export async function fullDate(t: TestApp, capacity: number) {
  const db = t.database.db;
  const dateId = await createClassroomDate(db, capacity, { name: { hu: 'Szemöldök & pilla', en: 'Brows & lashes' } });
  const holder = await guest(t, ACADEMY_HOST);
  const added = await holder.post('/api/v1/academy-cart/add', {
    item_id: dateId,
    training_location_type_id: 1,
    count: capacity,
  });
  expect(added.status, await added.clone().text()).toBe(200);
  return { dateId, holder };
}

/** Lets `count` of the holder's places go (the line shrinks; the trigger gives them back). */
export async function giveBack(holder: Agent, dateId: number, count: number) {
  const response = await holder.post('/api/v1/academy-cart/decrease', { item_id: dateId, count });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** Makes every cart hold of a date run out, as ACADEMY_SEAT_HOLD_MINUTES would. */
export const runOutHolds = (db: Db, dateId: number) =>
  db.execute(sql`update cart_items set held_until = now() - interval '1 second' where training_date_id = ${dateId}`);

/** Makes every open offer of a date run out, as WAITING_LIST_OFFER_HOURS would. */
export const runOutOffers = (db: Db, dateId: number) =>
  db.execute(
    sql`update waiting_list_entries set offer_expires_at = now() - interval '1 second'
      where training_date_id = ${dateId} and status = 'offered'`,
  );

let addresses = 0;

/** A request from an address of its own, unless `ip` names one: the per-address limits are not what is tested. */
export const fromOwnAddress = (ip?: string) => {
  addresses += 1;
  return { headers: { 'x-forwarded-for': ip ?? `198.51.${Math.floor(addresses / 250) % 250}.${addresses % 250}` } };
};

/** Joins from an address of its own (joins are limited per address), unless `ip` names one. */
export const join = (agent: Agent, dateId: number, body: unknown, locale: 1 | 2 = 1, ip?: string) =>
  agent.post(`/api/v1/training-dates/${dateId}/waiting-list?locale_id=${locale}`, body, fromOwnAddress(ip));

/** Accepts the offer of the token's entry into the agent's academy cart. */
export const accept = (token: string, agent: Agent) =>
  agent.post(`/api/v1/waiting-list/${token}/accept`, undefined, fromOwnAddress());

type AddressReference = Awaited<ReturnType<typeof createAddressReference>>;

let buyers = 0;

/** Places the agent's academy cart as an enrolment paid by transfer, from an address of its own. */
export function placeEnrolment(agent: Agent, ref: AddressReference) {
  buyers += 1;
  const email = `jelentkezo.${buyers}.${Date.now()}@example.hu`;
  return agent.post(
    '/api/v1/academy-subscriptions',
    { ...checkoutFields(ref, { delivery_method_id: undefined, payment_method_id: 2, email }), participants: [] },
    fromOwnAddress(),
  );
}

/** Joins and expects 201; answers the entry's view. */
export async function joined(agent: Agent, dateId: number, body: ReturnType<typeof person>) {
  const response = await join(agent, dateId, body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()).data as { id: number; status: string; position: number | null };
}

export interface Mail {
  kind: string;
  subject: string;
  text_body: string;
}

/** The mails queued to an address, oldest first. */
export const mailsTo = (db: Db, email: string) =>
  queryRows<Mail>(
    db,
    sql`select kind, subject, text_body from mail_outbox where to_address = ${email.toLowerCase()} order by id`,
  );

/** How many mails of `kind` went to these people together. */
export const mailCount = async (db: Db, people: { email: string }[], kind: string) =>
  (await Promise.all(people.map((body) => mailsTo(db, body.email)))).flat().filter((mail) => mail.kind === kind).length;

/** The token of the entry page's link in the last mail of `kind` to `email`. */
export async function tokenFrom(db: Db, email: string, kind = 'waiting_list_joined'): Promise<string> {
  const mail = (await mailsTo(db, email)).filter((row) => row.kind === kind).at(-1);
  const token = /(?:varolista|waiting-list)\/([A-Za-z0-9_-]+)/.exec(mail?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no ${kind} link to ${email}`);
  return token;
}

/** The date's places held: enrolments, cart holds and open offers together. */
export async function seatsHeld(db: Db, dateId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select seats_held as n from training_dates where id = ${dateId}`,
  );
  return Number(row?.n);
}

/** Entries of a date by e-mail → status, in joining order. */
export async function statuses(db: Db, dateId: number): Promise<Record<string, string>> {
  const rows = await queryRows<{ email: string; status: string }>(
    db,
    sql`select email, status from waiting_list_entries where training_date_id = ${dateId} order by created_at, id`,
  );
  return Object.fromEntries(rows.map((row) => [row.email, row.status]));
}

/** The academy cart's date lines with their holds, as the cart shows them. */
export async function heldLines(agent: Agent) {
  const body = await (await agent.get('/api/v1/academy-cart')).json();
  return (body.data.items as { model_id: number; count: number; hold: { status: 'held' | 'expired' } | null }[]).map(
    ({ model_id, count, hold }) => ({ model_id, count, hold: hold?.status ?? null }),
  );
}

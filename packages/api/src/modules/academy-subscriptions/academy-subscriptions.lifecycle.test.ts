import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import {
  ACADEMY_HOST,
  createAddressReference,
  createTestApp,
  createTraining,
  createTrainingDate,
  daysFromNow,
  type TestApp,
  testDriver,
} from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { addTrainingDate, checkoutFields, guest, press } from '../orders/orders.fixture';

/*
 * An enrolment's steps in the back office (issue 20, decision 14): a transfer recorded confirms
 * it and keeps its seats; a cancellation gives the seats back, refunds a paid card through the
 * provider and mails the buyer; who may take them, and two members at once.
 */

let t: TestApp;
let db: Db;
let admin: TestAdmin;
let manager: Agent;
let ref: Awaited<ReturnType<typeof createAddressReference>>;
let dateId: number;

async function enrol(seats: number, pay: 'card' | 'transfer') {
  const agent = await guest(t, ACADEMY_HOST);
  await addTrainingDate(agent, dateId, 1, seats);
  const response = await agent.post('/api/v1/academy-subscriptions', {
    ...checkoutFields(ref, {
      delivery_method_id: undefined,
      payment_method_id: pay === 'card' ? 1 : 2,
      email: `jelentkezo.${Date.now()}.${Math.random()}@example.hu`,
    }),
    participants: [],
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = await response.json();
  if (pay === 'card') await press(t, body.payment_url, 'pay', ACADEMY_HOST);
  return { id: body.data.id as number, total: body.data.historic_total_gross as number };
}

const seatsHeld = async () =>
  (await queryRows<{ n: number }>(db, sql`select seats_held as n from training_dates where id = ${dateId}`))[0]?.n;

const row = async (id: number) =>
  (
    await queryRows<{ status: string; payment_status_id: number; refunded_amount: number }>(
      db,
      sql`select status, payment_status_id, refunded_amount from academy_subscriptions where id = ${id}`,
    )
  )[0];

const step = (agent: Agent, id: number, body: Record<string, unknown>) =>
  agent.post(`/api/admin/v1/enrolments/${id}/events`, body);

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ref = await createAddressReference(db);
  admin = createTestAdmin(t);
  manager = admin.agent();
  await signInStaff(manager, await createStaffMember(t, { role: 'academy_manager' }));
  const training = await createTraining(db, {
    name: { hu: 'Pillaépítés', en: 'Lash extension' },
    classroomPrice: 50_000,
  });
  dateId = (await createTrainingDate(db, { trainingId: training.id, startAt: daysFromNow(12), capacity: 6 })).id;
});
afterAll(() => t.dispose());

describe('an enrolment’s steps', () => {
  it('records a transfer: confirmed, its seats kept, the buyer mailed, the audit log written', async () => {
    const before = await seatsHeld();
    const enrolment = await enrol(2, 'transfer');
    expect(await seatsHeld()).toBe((before ?? 0) + 2);
    const detail = await (await manager.get(`/api/admin/v1/enrolments/${enrolment.id}`)).json();
    expect(detail.events).toEqual(['record_transfer', 'cancel']);

    const response = await step(manager, enrolment.id, { event: 'record_transfer', amount: enrolment.total });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(body.events).toEqual(['cancel']);
    expect(body.recorded_payments).toEqual([
      expect.objectContaining({ kind: 'transfer_received', amount: enrolment.total, differs: false }),
    ]);
    expect(await row(enrolment.id)).toMatchObject({ status: 'confirmed', payment_status_id: 3 });
    expect(await seatsHeld()).toBe((before ?? 0) + 2);
    expect(body.mails.map((mail: { kind: string }) => mail.kind)).toEqual(['order_confirmation', 'payment_result']);
    const [audit] = await queryRows<{ action: string; site: number }>(
      db,
      sql`select action, host_id as site from audit_log where entity = 'academy_subscription' and entity_id = ${String(enrolment.id)}`,
    );
    expect(audit).toEqual({ action: 'enrolment.record_transfer', site: 2 });
  });

  it('cancels a paid card enrolment: the seats go back, the card is refunded, the buyer is told why', async () => {
    const before = await seatsHeld();
    const enrolment = await enrol(1, 'card');
    expect(await row(enrolment.id)).toMatchObject({ status: 'confirmed', payment_status_id: 3 });
    const missing = await step(manager, enrolment.id, { event: 'cancel' });
    expect(missing.status).toBe(422);
    expect(Object.keys((await missing.json()).errors)).toEqual(['reason']);

    const response = await step(manager, enrolment.id, { event: 'cancel', reason: 'Elmarad a képzés' });
    expect(response.status, await response.clone().text()).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ events: [], cancel_reason: 'Elmarad a képzés', refunded_amount: enrolment.total });
    expect(await row(enrolment.id)).toEqual({
      status: 'cancelled',
      payment_status_id: 4,
      refunded_amount: enrolment.total,
    });
    expect(await seatsHeld()).toBe(before);
    const [refund] = await queryRows<{ refunded_amount: number }>(
      db,
      sql`select s.refunded_amount from simulator_payments s join payments p on p.provider_payment_id = s.id
        where p.payable_type = 'academy_subscription' and p.payable_id = ${enrolment.id}`,
    );
    expect(refund?.refunded_amount).toBe(enrolment.total);
    const [mail] = await queryRows<{ text_body: string }>(
      db,
      sql`select text_body from mail_outbox where ref_type = 'academy_subscription' and ref_id = ${enrolment.id}
        and kind = 'order_cancelled'`,
    );
    expect(mail?.text_body).toContain('Elmarad a képzés');

    const again = await step(manager, enrolment.id, { event: 'cancel', reason: 'Még egyszer' });
    expect(again.status).toBe(409);
    expect((await again.json()).code).toBe('order_status_forbids');
  });

  it('offers no step of the goods, and only to roles that manage the academy’s enrolments', async () => {
    const enrolment = await enrol(1, 'transfer');
    const pack = await step(manager, enrolment.id, { event: 'pack' });
    expect(pack.status).toBe(422);
    for (const role of ['support', 'shop_manager', 'editor'] as const) {
      const agent = admin.agent();
      await signInStaff(agent, await createStaffMember(t, { role }));
      const response = await step(agent, enrolment.id, { event: 'cancel', reason: 'Nem szabad' });
      expect(response.status, role).toBe(403);
    }
    expect((await row(enrolment.id))?.status).toBe('pending');
  });
});

describe.runIf(testDriver() === 'pg')('two members cancelling one enrolment at once (PostgreSQL)', () => {
  it('gives its seats back once', async () => {
    const second = admin.agent();
    await signInStaff(second, await createStaffMember(t, { role: 'academy_manager' }));
    const before = await seatsHeld();
    const enrolment = await enrol(2, 'transfer');
    const cancel = { event: 'cancel', reason: 'Két kolléga egyszerre' };
    const answers = await Promise.all([step(manager, enrolment.id, cancel), step(second, enrolment.id, cancel)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await seatsHeld()).toBe(before);
  });
});

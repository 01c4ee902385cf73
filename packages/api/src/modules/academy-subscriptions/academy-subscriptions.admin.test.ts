import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { auditLog, educationLevels, mailOutbox } from '../../db/schema';
import {
  ACADEMY_HOST,
  createAddressReference,
  createTestApp,
  createTraining,
  createTrainingDate,
  createUser,
  daysFromNow,
  type TestApp,
  testDriver,
} from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin, type TestStaff } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { addTrainingDate, checkoutFields, guest, press } from '../orders/orders.fixture';

/*
 * The back office's academy (issue 20): training dates with seats, enrolments and participants,
 * the attendance sheet, the enrolment list and detail, a participant's move with its seat
 * accounting, mail and audit row, a message to a date, and who may do each.
 */

let t: TestApp;
let db: Db;
let admin: TestAdmin;
let manager: Agent;
let managerMember: TestStaff;
let ref: Awaited<ReturnType<typeof createAddressReference>>;
let levelId: number;
let training: number;
let otherTraining: number;
/** The first date (capacity 10), a later one of the same training (capacity 3), one of another training. */
const dates = { first: 0, later: 0, online: 0, other: 0, past: 0 };
const enrolments: { id: number; number: string; email: string }[] = [];

const person = (first: string, last: string, email: string) => ({
  first_name: first,
  last_name: last,
  email,
  phone_number: '+36 20 111 2222',
  highest_level_of_education_id: levelId,
  birth_place: 'Szeged',
  birth_date: '1994-05-17',
});

/** A guest's enrolment on `dateId` with `seats` places and the participants named; paid by card when `pay`. */
async function enrol(dateId: number, seats: number, email: string, participants: object[], pay = false) {
  const agent = await guest(t, ACADEMY_HOST);
  await addTrainingDate(agent, dateId, 1, seats);
  const fields = checkoutFields(ref, {
    delivery_method_id: undefined,
    payment_method_id: pay ? 1 : 2,
    email,
    last_name: 'Vevő',
    first_name: 'Vilma',
    phone_number: '+36 30 999 8877',
  });
  const response = await agent.post('/api/v1/academy-subscriptions', {
    ...fields,
    participants: participants.map((p) => ({ ...p, training_date_id: dateId })),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = await response.json();
  if (pay) await press(t, body.payment_url, 'pay', ACADEMY_HOST);
  const placed = { id: body.data.id as number, number: body.data.subscription_id as string, email };
  enrolments.push(placed);
  return placed;
}

const seatsHeld = async (dateId: number) =>
  (await queryRows<{ n: number }>(db, sql`select seats_held as n from training_dates where id = ${dateId}`))[0]?.n;

const participantsOf = async (agent: Agent, dateId: number) => {
  const body = await (await agent.request(`/api/admin/v1/training-dates/${dateId}`)).json();
  return body.data.participants as { id: number; name: string; academy_subscription_id: number }[];
};

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  ref = await createAddressReference(db);
  const [level] = await db.insert(educationLevels).values({ sort: 1 }).returning({ id: educationLevels.id });
  levelId = level?.id ?? 0;
  admin = createTestAdmin(t);
  manager = admin.agent();
  managerMember = await createStaffMember(t, { role: 'academy_manager' });
  await signInStaff(manager, managerMember);

  training = (
    await createTraining(db, {
      name: { hu: 'Szempilla-lifting alapképzés', en: 'Lash lift basics' },
      classroomPrice: 40_000,
      duration: 6,
      durationTypeId: 2,
    })
  ).id;
  dates.first = (await createTrainingDate(db, { trainingId: training, startAt: daysFromNow(10), capacity: 10 })).id;
  dates.later = (
    await createTrainingDate(db, {
      trainingId: training,
      startAt: daysFromNow(20),
      capacity: 3,
      venue: 'Győr, Fő tér 1.',
    })
  ).id;
  dates.past = (await createTrainingDate(db, { trainingId: training, startAt: daysFromNow(-3), capacity: 5 })).id;
  otherTraining = (await createTraining(db, { name: { hu: 'Sminktetoválás', en: 'Permanent make-up' } })).id;
  dates.other = (await createTrainingDate(db, { trainingId: otherTraining, startAt: daysFromNow(15) })).id;

  // 0: paid, two seats, one named (Kovács Anna); 1: transfer pending, one seat named (Nagy Béla).
  await enrol(dates.first, 2, 'vilma.vevo@example.hu', [person('Anna', 'Kovács', 'anna@example.hu')], true);
  await enrol(dates.first, 1, 'masik.vevo@example.org', [person('Béla', 'Nagy', 'bela@example.org')]);
  // A value stored before the checkout checked phones, that a spreadsheet would run as a formula.
  await db.execute(
    sql`update academy_subscription_item_participants set phone_number = '=1+1' where email = 'anna@example.hu'`,
  );
});
afterAll(() => t.dispose());

describe('GET /api/admin/v1/training-dates', () => {
  it('lists upcoming dates soonest first with the training’s name, end, seats taken and paid and enrolments', async () => {
    const response = await manager.request(`/api/admin/v1/training-dates?training_id=${training}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.data.map((row: { id: number }) => row.id)).toEqual([dates.first, dates.later]);
    const first = body.data[0];
    expect(first).toMatchObject({
      training: { id: training, name: 'Szempilla-lifting alapképzés' },
      location: { code: 'classroom' },
      capacity: 10,
      // 2 paid + 1 held by the pending transfer.
      seats_taken: 3,
      seats_paid: 2,
      enrolments_count: 2,
    });
    // Six hours long (the training's duration in hours).
    expect(Date.parse(first.end_at) - Date.parse(first.start_at)).toBe(6 * 3_600_000);
    expect(body.trainings).toEqual(expect.arrayContaining([{ id: training, name: 'Szempilla-lifting alapképzés' }]));
  });

  it('filters past dates, by day and by a part of the name in either language', async () => {
    const ids = async (query: string) =>
      (await (await manager.request(`/api/admin/v1/training-dates${query}`)).json()).data.map(
        (row: { id: number }) => row.id,
      );
    expect(await ids(`?when=past&training_id=${training}`)).toEqual([dates.past]);
    expect(await ids('?q=LASH%20LIFT')).toEqual([dates.first, dates.later]);
    expect(await ids('?q=sminktet')).toEqual([dates.other]);
    const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Budapest' }).format(daysFromNow(20));
    expect(await ids(`?from=${day}&to=${day}&training_id=${training}`)).toEqual([dates.later]);
    expect((await manager.request('/api/admin/v1/training-dates?when=soon')).status).toBe(422);
  });
});

describe('GET /api/admin/v1/training-dates/{id}', () => {
  it('shows the enrolments with their seats on the date, the participants and the seats not yet named', async () => {
    const body = await (await manager.request(`/api/admin/v1/training-dates/${dates.first}`)).json();
    expect(body.data.enrolments).toEqual([
      expect.objectContaining({
        subscription_id: enrolments[0]?.number,
        name: 'Vevő Vilma',
        seats: 2,
        named: 1,
        paymentStatus: { id: 3, name: expect.any(String) },
        status: { code: 'confirmed', name: expect.any(String) },
      }),
      expect.objectContaining({
        subscription_id: enrolments[1]?.number,
        seats: 1,
        paymentStatus: { id: 1, name: expect.any(String) },
      }),
    ]);
    expect(body.data.participants.map((p: { name: string; phone_number: string }) => [p.name, p.phone_number])).toEqual(
      [
        ['Kovács Anna', '=1+1'],
        ['Nagy Béla', '+36 20 111 2222'],
      ],
    );
    expect(body.data.unnamed_seats).toBe(1);
    expect(body.data.move_targets).toEqual([
      expect.objectContaining({ id: dates.later, seats_free: 3, venue: 'Győr, Fő tér 1.' }),
    ]);
    expect((await manager.request('/api/admin/v1/training-dates/999999')).status).toBe(404);
  });
});

describe('GET /api/admin/v1/training-dates/{id}/attendance.csv', () => {
  it('is a UTF-8 CSV with a byte order mark: participants, then unnamed seats, formulas kept as text', async () => {
    const response = await manager.request(`/api/admin/v1/training-dates/${dates.first}/attendance.csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="attendance-\d{4}-\d{2}-\d{2}-\d+\.csv"$/,
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
    expect(lines[0]).toBe('Név,E-mail,Telefon,Jelentkezés száma,Fizetés');
    expect(lines[1]).toBe(`Kovács Anna,anna@example.hu,'=1+1,${enrolments[0]?.number},Fizetve`);
    expect(lines[2]).toBe(`Nagy Béla,bela@example.org,'+36 20 111 2222,${enrolments[1]?.number},Függőben`);
    expect(lines[3]).toMatch(/^Még nincs megnevezve \(a jelentkező adatai\): Vevő Vilma,vilma\.vevo@example\.hu,/);
    expect(lines.slice(4)).toEqual(['']);
  });
});

describe('GET /api/admin/v1/enrolments', () => {
  it('lists enrolments newest first, searches by number, e-mail, name or phone and filters by payment state', async () => {
    const numbers = async (query: string) =>
      (await (await manager.request(`/api/admin/v1/enrolments${query}`)).json()).data.map(
        (row: { subscription_id: string }) => row.subscription_id,
      );
    expect(await numbers('')).toEqual([enrolments[1]?.number, enrolments[0]?.number]);
    expect(await numbers(`?q=${enrolments[0]?.number.slice(-6)}`)).toEqual([enrolments[0]?.number]);
    expect(await numbers('?q=MASIK.VEVO')).toEqual([enrolments[1]?.number]);
    expect(await numbers('?payment_status_id=3')).toEqual([enrolments[0]?.number]);
    expect(await numbers('?q=99%20988')).toHaveLength(2);
    expect(await numbers('?to=2020-01-01')).toEqual([]);
  });
});

describe('GET /api/admin/v1/enrolments/{id}', () => {
  it('shows the enrolment with its dates, participants, totals, payment attempts and mails about it', async () => {
    const paid = enrolments[0];
    const body = await (await manager.request(`/api/admin/v1/enrolments/${paid?.id}`)).json();
    expect(body.data).toMatchObject({ subscription_id: paid?.number, historic_total_gross: 80_000 });
    expect(body.data.items[0]).toMatchObject({ count: 2, trainingDate: { id: dates.first } });
    expect(body.payments).toEqual([
      expect.objectContaining({ amount: 80_000, paymentStatus: { id: 3, name: expect.any(String) } }),
    ]);
    expect(body.mails.map((mail: { to: string }) => mail.to)).toContain(paid?.email);
    expect((await manager.request('/api/admin/v1/enrolments/999999')).status).toBe(404);
  });
});

describe('POST /api/admin/v1/enrolments/{id}/participants/{participantId}/move', () => {
  const move = (agent: Agent, enrolmentId: number, participantId: number, dateId: number) =>
    agent.post(`/api/admin/v1/enrolments/${enrolmentId}/participants/${participantId}/move`, {
      training_date_id: dateId,
    });

  it('moves one seat of a two-seat enrolment: seats of both dates, the item split, a mail and the audit row', async () => {
    const enrolment = enrolments[0];
    if (!enrolment) throw new Error('no enrolment');
    const anna = (await participantsOf(manager, dates.first)).find((p) => p.name === 'Kovács Anna');
    const [firstBefore, laterBefore] = [await seatsHeld(dates.first), await seatsHeld(dates.later)];
    const response = await move(manager, enrolment.id, anna?.id ?? 0, dates.later);
    expect(response.status, await response.clone().text()).toBe(200);
    expect(await seatsHeld(dates.first)).toBe((firstBefore ?? 0) - 1);
    expect(await seatsHeld(dates.later)).toBe((laterBefore ?? 0) + 1);
    expect((await participantsOf(manager, dates.later)).map((p) => p.name)).toEqual(['Kovács Anna']);

    const detail = await (await manager.request(`/api/admin/v1/enrolments/${enrolment.id}`)).json();
    const lines = detail.data.items.map(
      (item: { trainingDate: { id: number }; count: number; item_sum_price_historic: number }) => [
        item.trainingDate.id,
        item.count,
        item.item_sum_price_historic,
      ],
    );
    // 2 × 40 000 became 1 × 40 000 on each date; the total stays 80 000.
    expect(lines).toEqual([
      [dates.first, 1, 40_000],
      [dates.later, 1, 40_000],
    ]);
    expect(detail.data.historic_total_gross).toBe(80_000);

    const [mail] = await db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, 'anna@example.hu'), eq(mailOutbox.kind, 'participant_moved')));
    expect(mail).toMatchObject({ refType: 'academy_subscription', refId: enrolment.id });
    expect(mail?.textBody).toContain('Győr, Fő tér 1.');
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'participant.move'))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({
      staffId: managerMember.id,
      entity: 'academy_subscription',
      entityId: String(enrolment.id),
      before: expect.objectContaining({ participant_id: anna?.id, training_date_id: dates.first }),
      after: expect.objectContaining({ participant_id: anna?.id, training_date_id: dates.later }),
    });
  });

  it('refuses another training (422), a past date (422), a full date (409) and an unknown participant (404)', async () => {
    const enrolment = enrolments[1];
    if (!enrolment) throw new Error('no enrolment');
    const bela = (await participantsOf(manager, dates.first)).find((p) => p.name === 'Nagy Béla');
    const other = await move(manager, enrolment.id, bela?.id ?? 0, dates.other);
    expect(other.status).toBe(422);
    expect((await other.json()).errors.training_date_id).toEqual([
      'Csak ugyanennek a képzésnek egy másik időpontjára lehet áthelyezni.',
    ]);
    expect((await move(manager, enrolment.id, bela?.id ?? 0, dates.past)).status).toBe(422);
    await db.execute(sql`update training_dates set seats_held = capacity where id = ${dates.later}`);
    const full = await move(manager, enrolment.id, bela?.id ?? 0, dates.later);
    expect(full.status).toBe(409);
    expect((await full.json()).code).toBe('training_date_full');
    await db.execute(sql`update training_dates set seats_held = 1 where id = ${dates.later}`);
    // A participant of another enrolment is not this one's.
    expect((await move(manager, enrolments[0]?.id ?? 0, bela?.id ?? 0, dates.later)).status).toBe(404);
  });
});

describe('POST /api/admin/v1/training-dates/{id}/message', () => {
  it('mails every participant and the buyer of unnamed seats once, and records the count', async () => {
    const response = await manager.post(`/api/admin/v1/training-dates/${dates.first}/message`, {
      subject: 'Teremváltozás',
      message: 'A képzés a B teremben lesz.',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    // Nagy Béla (participant), Vevő Vilma (buyer of the seat nobody is named for).
    expect((await response.json()).data).toEqual({ recipients: 2 });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'participants_message'));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(['bela@example.org', 'vilma.vevo@example.hu']);
    expect(mails[0]?.subject).toBe('Teremváltozás');
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.action, 'training_date.message'));
    expect(audit).toMatchObject({ entityId: String(dates.first), after: { subject: 'Teremváltozás', recipients: 2 } });
    expect(
      (await manager.post(`/api/admin/v1/training-dates/${dates.other}/message`, { subject: 'x', message: 'y' }))
        .status,
    ).toBe(409);
  });
});

describe('who may see and change enrolments', () => {
  it('support reads but cannot move or write; a shop manager and an editor get 403; a visitor and a customer 401', async () => {
    const support = admin.agent();
    await signInStaff(support, await createStaffMember(t, { role: 'support' }));
    expect((await support.request('/api/admin/v1/training-dates')).status).toBe(200);
    expect((await support.request(`/api/admin/v1/enrolments/${enrolments[0]?.id}`)).status).toBe(200);
    const bela = (await participantsOf(support, dates.first)).find((p) => p.name === 'Nagy Béla');
    const moved = await support.post(`/api/admin/v1/enrolments/${enrolments[1]?.id}/participants/${bela?.id}/move`, {
      training_date_id: dates.later,
    });
    expect(moved.status).toBe(403);
    expect(
      (await support.post(`/api/admin/v1/training-dates/${dates.first}/message`, { subject: 'x', message: 'y' }))
        .status,
    ).toBe(403);

    const shop = admin.agent();
    await signInStaff(shop, await createStaffMember(t, { role: 'shop_manager' }));
    expect((await shop.request('/api/admin/v1/training-dates')).status).toBe(403);
    expect((await shop.request(`/api/admin/v1/training-dates/${dates.first}/attendance.csv`)).status).toBe(403);
    expect((await shop.request('/api/admin/v1/enrolments')).status).toBe(403);
    const editor = admin.agent();
    await signInStaff(editor, await createStaffMember(t, { role: 'editor' }));
    expect((await editor.request('/api/admin/v1/enrolments')).status).toBe(403);

    expect((await admin.agent().request('/api/admin/v1/enrolments')).status).toBe(401);
    // A shopper's session means nothing to the admin API.
    const customer = await createUser(db, {});
    const shopper = t.agent(ACADEMY_HOST);
    await shopper.login(customer.email, customer.password);
    const onAdmin = await admin.app.request('http://admin.localhost/api/admin/v1/training-dates', {
      headers: { host: 'admin.localhost', cookie: `vag_session=${shopper.cookie('vag_session') ?? ''}` },
    });
    expect(onAdmin.status).toBe(401);
  });
});

describe('two moves into the last seat of a date (PostgreSQL)', () => {
  it.runIf(testDriver() === 'pg')('one succeeds, the other answers 409 and the seats add up', async () => {
    const tight = (await createTrainingDate(db, { trainingId: training, startAt: daysFromNow(30), capacity: 1 })).id;
    const a = await enrol(dates.first, 1, 'parhuzamos.a@example.hu', [person('Cecília', 'Kiss', 'cili@example.hu')]);
    const b = await enrol(dates.first, 1, 'parhuzamos.b@example.net', [person('Dénes', 'Szabó', 'denes@example.net')]);
    const people = await participantsOf(manager, dates.first);
    const id = (name: string) => people.find((p) => p.name === name)?.id ?? 0;
    const firstBefore = await seatsHeld(dates.first);
    const statuses = await Promise.all([
      manager.post(`/api/admin/v1/enrolments/${a.id}/participants/${id('Kiss Cecília')}/move`, {
        training_date_id: tight,
      }),
      manager.post(`/api/admin/v1/enrolments/${b.id}/participants/${id('Szabó Dénes')}/move`, {
        training_date_id: tight,
      }),
    ]).then((responses) => responses.map((response) => response.status).sort());
    expect(statuses).toEqual([200, 409]);
    expect(await seatsHeld(tight)).toBe(1);
    expect(await seatsHeld(dates.first)).toBe((firstBefore ?? 0) - 1);
    expect(await participantsOf(manager, tight)).toHaveLength(1);
  });
});

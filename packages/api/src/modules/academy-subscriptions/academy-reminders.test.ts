import { formatDateTime } from '@vag/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../db/client';
import { educationLevels } from '../../db/schema';
import { runHousekeeping } from '../../lib/housekeeping';
import { escapeHtml } from '../../lib/mail/layout';
import {
  ACADEMY_HOST,
  createAddressReference,
  createTestApp,
  createTraining,
  outboxFor,
  type TestApp,
  testDriver,
} from '../../testing';
import { addTrainingDate, checkoutFields, guest, press } from '../orders/orders.fixture';
import { remindParticipants } from './academy-reminders';

/*
 * Issue 24: within the lead time before a date (48 hours by default) a paid enrolment's buyer is
 * reminded of it once (the venue, or the online link), and asked once to name the seats nobody
 * is named for; however many instances sweep, at once or again.
 */

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

let sequence = 0;
const uniqueEmail = () => `emlekezteto${++sequence}.${Date.now()}@example.hu`;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

interface DateOfTest {
  id: number;
  startAt: Date;
}

/** A date of a new training `hours` from now: in a classroom, or online with its join link. */
async function trainingDate(hours: number, online?: { url: string }): Promise<DateOfTest> {
  sequence += 1;
  const startAt = hoursFromNow(hours);
  const training = await createTraining(db, {
    name: { hu: 'Arcmasszázs alapképzés', en: 'Facial massage basics' },
    slug: { hu: `emlekezteto-${sequence}`, en: `reminder-${sequence}` },
    locationTypeId: online ? 2 : 1,
    dates: [{ startAt }],
  });
  const [date] = await queryRows<{ id: number }>(
    db,
    sql`select id from training_dates where training_id = ${training.id}`,
  );
  const id = date?.id ?? 0;
  if (online) await db.execute(sql`update training_dates set online_url = ${online.url} where id = ${id}`);
  return { id, startAt };
}

const person = (dateId: number) => ({
  first_name: 'Réka',
  last_name: 'Tóth',
  email: 'reka.toth@example.hu',
  phone_number: '+36 20 111 2222',
  highest_level_of_education_id: educationLevelId,
  birth_place: 'Szeged',
  birth_date: '1994-05-17',
  training_date_id: dateId,
});

interface Enrolling {
  /** The dates, each with its seats (one by default) and how many of them are named (all by default). */
  dates: { date: DateOfTest; seats?: number; named?: number; online?: boolean }[];
  pay?: 'card' | 'transfer';
  locale?: 'hu' | 'en';
}

/** A guest's enrolment on the dates; by card and paid unless told otherwise. */
async function enrol({ dates, pay = 'card', locale = 'hu' }: Enrolling) {
  const agent = await guest(t, ACADEMY_HOST);
  for (const { date, seats = 1, online } of dates) await addTrainingDate(agent, date.id, online ? 2 : 1, seats);
  const email = uniqueEmail();
  const participants = dates.flatMap(({ date, seats = 1, named = seats }) =>
    Array.from({ length: named }, () => person(date.id)),
  );
  const fields = checkoutFields(ref, {
    delivery_method_id: undefined,
    payment_method_id: pay === 'card' ? 1 : 2,
    email,
  });
  const response = await agent.post(`/api/v1/academy-subscriptions?locale_id=${locale === 'hu' ? 1 : 2}`, {
    ...fields,
    participants,
  });
  expect(response.status, await response.clone().text()).toBe(201);
  const body = await response.json();
  if (pay === 'card') await press(t, body.payment_url, 'pay', ACADEMY_HOST);
  return { email, id: body.data.id as number, key: body.data.payment_key as string };
}

const mailsOf = async (email: string, kind: 'training_reminder' | 'participants_reminder') =>
  (await outboxFor(db, email)).filter((mail) => mail.kind === kind);

describe('reminders before a training date', () => {
  it('a paid enrolment on a classroom date 30 hours away gets one reminder with the venue, however many sweeps run at once or again', async () => {
    const date = await trainingDate(30);
    const enrolments = [];
    for (let n = 0; n < 3; n += 1) enrolments.push(await enrol({ dates: [{ date }] }));
    await Promise.all([remindParticipants(db, {}), remindParticipants(db, {})]);
    await remindParticipants(db, {});
    for (const { email, id, key } of enrolments) {
      const reminders = await mailsOf(email, 'training_reminder');
      expect(reminders).toHaveLength(1);
      const [mail] = reminders;
      expect(mail?.subject).toBe(`Emlékeztető: Arcmasszázs alapképzés – ${formatDateTime(date.startAt)}`);
      expect(mail?.textBody).toContain('Helyszín: 1052 Budapest, Váci utca 10.');
      expect(mail?.textBody).toMatch(new RegExp(`http://localhost:3000/\\S+payment_key=${key}`));
      expect(mail).toMatchObject({ refType: 'academy_subscription', refId: id });
      // Every seat is named: nothing to ask.
      expect(await mailsOf(email, 'participants_reminder')).toEqual([]);
    }
  });

  it('an unpaid (bank transfer) or a cancelled enrolment gets none', async () => {
    const date = await trainingDate(20);
    const unpaid = await enrol({ dates: [{ date, named: 0 }], pay: 'transfer' });
    const cancelled = await enrol({ dates: [{ date, named: 0 }] });
    await db.execute(sql`update academy_subscriptions set status = 'cancelled' where id = ${cancelled.id}`);
    await remindParticipants(db, {});
    for (const { email } of [unpaid, cancelled]) {
      expect((await outboxFor(db, email)).map((mail) => mail.kind)).not.toContain('training_reminder');
      expect(await mailsOf(email, 'participants_reminder')).toEqual([]);
    }
  });

  it('a date 60 hours away gets none yet; the housekeeping job reminds of it once the lead time (72 hours here) reaches it', async () => {
    const date = await trainingDate(60);
    const { email } = await enrol({ dates: [{ date }] });
    await runHousekeeping(db);
    expect(await mailsOf(email, 'training_reminder')).toEqual([]);
    await runHousekeeping(db, { academyReminderHours: 72 });
    await runHousekeeping(db, { academyReminderHours: 72 });
    expect(await mailsOf(email, 'training_reminder')).toHaveLength(1);
  });

  it('a lead time of 0 sends nothing; the default then sends both mails of a date 2 hours away', async () => {
    const date = await trainingDate(2);
    const { email } = await enrol({ dates: [{ date, named: 0 }] });
    expect(await remindParticipants(db, { academyReminderHours: 0 })).toBe(0);
    expect(await mailsOf(email, 'training_reminder')).toEqual([]);
    expect(await mailsOf(email, 'participants_reminder')).toEqual([]);
    expect(await remindParticipants(db, {})).toBe(2);
    expect(await mailsOf(email, 'training_reminder')).toHaveLength(1);
    expect(await mailsOf(email, 'participants_reminder')).toHaveLength(1);
  });

  it('an online date’s reminder carries its join link and no venue; in English for an English enrolment', async () => {
    const url = 'https://meet.example/akademia?room=12&pass=ab';
    const date = await trainingDate(10, { url });
    const { email } = await enrol({ dates: [{ date, online: true }], locale: 'en' });
    await remindParticipants(db, {});
    const [mail, ...more] = await mailsOf(email, 'training_reminder');
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(`Reminder: Facial massage basics – ${formatDateTime(date.startAt)}`);
    expect(mail?.textBody).toContain(`Join the online training here: ${url}`);
    expect(mail?.textBody).toContain('Venue: online');
    expect(mail?.htmlBody).toContain(`<a href="${escapeHtml(url)}">`);
    expect(mail?.textBody).not.toContain('Váci utca');
  });

  it('each due date of an enrolment is reminded once, and a later date when its lead time begins', async () => {
    const soon = await trainingDate(5);
    const tomorrow = await trainingDate(30);
    const later = await trainingDate(100);
    const { email } = await enrol({ dates: [{ date: soon }, { date: tomorrow }, { date: later }] });
    await remindParticipants(db, {});
    await remindParticipants(db, {});
    const subjects = async () => (await mailsOf(email, 'training_reminder')).map((mail) => mail.subject).sort();
    expect(await subjects()).toEqual(
      [
        `Emlékeztető: Arcmasszázs alapképzés – ${formatDateTime(soon.startAt)}`,
        `Emlékeztető: Arcmasszázs alapképzés – ${formatDateTime(tomorrow.startAt)}`,
      ].sort(),
    );
    // Sixty hours pass: the first two dates are over, the last one is 40 hours away.
    await db.execute(
      sql`update mail_outbox set created_at = created_at - interval '60 hours' where to_address = ${email}`,
    );
    await db.execute(
      sql`update training_dates set start_at = start_at - interval '60 hours'
        where id in (${soon.id}, ${tomorrow.id}, ${later.id})`,
    );
    await Promise.all([remindParticipants(db, {}), remindParticipants(db, {})]);
    await remindParticipants(db, {});
    const lastStart = new Date(later.startAt.getTime() - 60 * 3_600_000);
    expect(await subjects()).toEqual(
      [
        `Emlékeztető: Arcmasszázs alapképzés – ${formatDateTime(soon.startAt)}`,
        `Emlékeztető: Arcmasszázs alapképzés – ${formatDateTime(tomorrow.startAt)}`,
        `Emlékeztető: Arcmasszázs alapképzés – ${formatDateTime(lastStart)}`,
      ].sort(),
    );
  });

  it('seats nobody is named for: the buyer is asked once to name them, with the participants page', async () => {
    const date = await trainingDate(24);
    const { email, key } = await enrol({ dates: [{ date, seats: 3, named: 1 }] });
    await Promise.all([remindParticipants(db, {}), remindParticipants(db, {})]);
    await remindParticipants(db, {});
    const asked = await mailsOf(email, 'participants_reminder');
    expect(asked).toHaveLength(1);
    expect(asked[0]?.subject).toBe(
      `Hiányzó résztvevői adatok: Arcmasszázs alapképzés – ${formatDateTime(date.startAt)}`,
    );
    expect(asked[0]?.textBody).toContain('2 helynek még nincs megadva a résztvevője');
    expect(asked[0]?.textBody).toContain(`http://localhost:3000/resztvevok/${key}`);
    expect(await mailsOf(email, 'training_reminder')).toHaveLength(1);
  });

  it('a date moved to a later start within the lead time is reminded again, and its unnamed seats asked again, for the new start', async () => {
    const date = await trainingDate(10);
    const { email } = await enrol({ dates: [{ date, named: 0 }] });
    expect(await remindParticipants(db, {})).toBe(2);
    await db.execute(sql`update training_dates set start_at = start_at + interval '12 hours' where id = ${date.id}`);
    const movedStart = new Date(date.startAt.getTime() + 12 * 3_600_000);
    await Promise.all([remindParticipants(db, {}), remindParticipants(db, {})]);
    await remindParticipants(db, {});
    expect((await mailsOf(email, 'training_reminder')).map((mail) => mail.subject)).toEqual([
      `Emlékeztető: Arcmasszázs alapképzés – ${formatDateTime(date.startAt)}`,
      `Emlékeztető: Arcmasszázs alapképzés – ${formatDateTime(movedStart)}`,
    ]);
    expect((await mailsOf(email, 'participants_reminder')).map((mail) => mail.subject)).toEqual([
      `Hiányzó résztvevői adatok: Arcmasszázs alapképzés – ${formatDateTime(date.startAt)}`,
      `Hiányzó résztvevői adatok: Arcmasszázs alapképzés – ${formatDateTime(movedStart)}`,
    ]);
  });

  it('a date reminded 60 hours ahead under a 72-hour lead time is not reminded again when, 30 hours later, the lead time is 48', async () => {
    const date = await trainingDate(60);
    const { email } = await enrol({ dates: [{ date, named: 0 }] });
    expect(await remindParticipants(db, { academyReminderHours: 72 })).toBe(2);
    // Thirty hours pass: the date is 30 hours away, the mails were queued 30 hours ago.
    await db.execute(
      sql`update mail_outbox set created_at = created_at - interval '30 hours' where to_address = ${email}`,
    );
    await db.execute(sql`update training_dates set start_at = start_at - interval '30 hours' where id = ${date.id}`);
    await db.execute(
      sql`update academy_subscription_items
        set reminded_for_start_at = reminded_for_start_at - interval '30 hours',
          participants_reminded_for_start_at = participants_reminded_for_start_at - interval '30 hours'
        where training_date_id = ${date.id}`,
    );
    expect(await remindParticipants(db, {})).toBe(0);
    expect(await mailsOf(email, 'training_reminder')).toHaveLength(1);
    expect(await mailsOf(email, 'participants_reminder')).toHaveLength(1);
  });

  it.runIf(testDriver() === 'pg')('four instances sweeping at once queue each mail once (PostgreSQL)', async () => {
    const date = await trainingDate(12);
    const enrolments = [];
    for (let n = 0; n < 4; n += 1) enrolments.push(await enrol({ dates: [{ date, seats: 2, named: 1 }] }));
    const queued = await Promise.all(Array.from({ length: 4 }, () => remindParticipants(db, {})));
    expect(queued.reduce((sum, n) => sum + n, 0)).toBe(8);
    for (const { email } of enrolments) {
      expect((await outboxFor(db, email)).map((mail) => mail.kind).filter((kind) => kind.endsWith('reminder'))).toEqual(
        ['training_reminder', 'participants_reminder'],
      );
    }
  });
});

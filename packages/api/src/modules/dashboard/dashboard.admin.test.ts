import type { AdminDashboard, StaffRole } from '@vag/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { academySubscriptionItems, academySubscriptions, contactRequests, orders } from '../../db/schema';
import {
  createOrder,
  createTestApp,
  createTraining,
  createTrainingDate,
  createUser,
  type TestApp,
} from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin } from '../../testing/admin';
import type { Agent } from '../../testing/agent';
import { getDashboard } from './dashboard.service';

/*
 * The back office's dashboard (issue 20): takings by Budapest day less refunds, orders and
 * enrolments by state, what waits for a transfer or for shipping, the training dates filling,
 * the latest contact requests, and each role's sites.
 */

const DAY_MS = 86_400_000;
const ago = (days: number, from = Date.now()) => new Date(from - days * DAY_MS);

type OrderChange = Partial<typeof orders.$inferInsert>;
type EnrolmentChange = Partial<typeof academySubscriptions.$inferInsert>;

async function seedOrder(db: Db, total: number, change: OrderChange) {
  const order = await createOrder(db, { total });
  const [row] = await db.update(orders).set(change).where(eq(orders.id, order.id)).returning();
  if (!row) throw new Error('order not updated');
  return row;
}

let enrolments = 0;
async function seedEnrolment(db: Db, total: number, change: EnrolmentChange) {
  enrolments += 1;
  const [row] = await db
    .insert(academySubscriptions)
    .values({
      subscriptionId: `AKA-TEST-${enrolments}`,
      email: `jelentkezo${enrolments}@example.hu`,
      firstName: 'Éva',
      lastName: `Jelentkező${enrolments}`,
      phoneNumber: '+36 30 123 4567',
      localeId: 1,
      paymentKey: `key-${enrolments}-${Date.now()}`,
      paymentMethodId: 1,
      billingAddressName: 'Jelentkező Éva',
      billingAddressZipcode: '1052',
      billingAddressCity: 'Budapest',
      billingAddressStreet: 'Váci',
      billingAddressStreetType: 'utca',
      billingAddressNumber: '1',
      historicPaymentMethodName: 'Bankkártya',
      historicSubTotalGross: total,
      historicSubTotalVat: 0,
      historicPaymentPriceGross: 0,
      historicDiscountAmount: 0,
      historicTotalNet: total,
      historicTotalVat: 0,
      historicTotalGross: total,
      ...change,
    })
    .returning();
  if (!row) throw new Error('enrolment not inserted');
  return row;
}

async function seedSeats(db: Db, enrolmentId: number, trainingDateId: number, count: number) {
  await db.insert(academySubscriptionItems).values({
    academySubscriptionId: enrolmentId,
    trainingDateId,
    locationTypeId: 2,
    historicStartAt: new Date(),
    count,
    itemNameHistoric: 'Képzés',
    itemPriceHistoric: 39_000,
    itemPriceOriginalHistoric: 39_000,
    itemVatRateHistoric: 0,
    itemSumPriceHistoric: 39_000 * count,
    itemNetHistoric: 39_000 * count,
    itemVatHistoric: 0,
  });
}

let t: TestApp;
let db: Db;
let admin: TestAdmin;
let owner: Agent;
const seeded: Record<string, { id: number; number: string }> = {};
const trainingDateIds: Record<string, number> = {};

async function signedIn(role: StaffRole) {
  const agent = admin.agent();
  await signInStaff(agent, await createStaffMember(t, { role }));
  return agent;
}

async function dashboard(agent: Agent, query = '') {
  const response = await agent.request(`/api/admin/v1/dashboard${query}`);
  const body = response.status === 200 ? ((await response.json()) as { data: AdminDashboard }) : undefined;
  return { status: response.status, data: body?.data };
}

beforeAll(async () => {
  t = await createTestApp();
  db = t.database.db;
  admin = createTestAdmin(t);
  owner = await signedIn('owner');
  const now = Date.now();
  const order = async (key: string, total: number, change: OrderChange) => {
    const row = await seedOrder(db, total, change);
    seeded[key] = { id: row.id, number: row.orderNumber };
  };
  // Paid: today by card, still to send; 8 days ago, 5 000 refunded; 40 days ago; 2 days ago, all refunded.
  await order('paidToday', 12_990, { paymentMethodId: 1, paymentStatusId: 3, payedDate: new Date(now) });
  await order('paid8', 20_000, {
    paymentStatusId: 3,
    payedDate: ago(8, now),
    refundedAmount: 5_000,
    fulfilmentStatus: 'delivered',
  });
  await order('paid40', 50_000, { paymentStatusId: 3, payedDate: ago(40, now), fulfilmentStatus: 'delivered' });
  await order('refunded', 8_000, {
    paymentStatusId: 4,
    payedDate: ago(2, now),
    refundedAmount: 8_000,
    fulfilmentStatus: 'returned',
  });
  // Waiting: a transfer (placed 2 days ago), a cash-on-delivery order packed 3 days ago; a cancelled transfer.
  // The transfer has no deadline (as the demo's): it waits for its money all the same.
  await order('transfer', 15_000, { createdAt: ago(2, now), paymentDeadline: null });
  await order('cashOnDelivery', 9_000, {
    paymentMethodId: 3,
    fulfilmentStatus: 'packed',
    createdAt: ago(3, now),
    paymentDeadline: null,
  });
  await order('cancelledTransfer', 7_000, { fulfilmentStatus: 'cancelled', createdAt: ago(5, now) });

  const training = await createTraining(db, { name: { hu: 'Szempilla-lifting', en: 'Lash lift' } });
  trainingDateIds.classroom = (
    await createTrainingDate(db, { trainingId: training.id, startAt: ago(-5, now), capacity: 10, seatsHeld: 3 })
  ).id;
  trainingDateIds.online = (
    await createTrainingDate(db, { trainingId: training.id, startAt: ago(-3, now), locationTypeId: 2, capacity: 50 })
  ).id;
  await createTrainingDate(db, { trainingId: training.id, startAt: ago(1, now) });
  await seedEnrolment(db, 59_000, { paymentStatusId: 3, status: 'confirmed', payedDate: new Date(now) });
  const waiting = await seedEnrolment(db, 39_000, {
    paymentMethodId: 2,
    createdAt: ago(1, now),
    paymentDeadline: ago(-7, now),
    seatsHoldUntil: ago(-7, now),
  });
  seeded.enrolmentTransfer = { id: waiting.id, number: waiting.subscriptionId };
  const cancelled = await seedEnrolment(db, 39_000, {
    paymentMethodId: 2,
    paymentStatusId: 5,
    status: 'cancelled',
    seatsReleasedAt: new Date(now),
  });
  await seedSeats(db, waiting.id, trainingDateIds.online, 2);
  await seedSeats(db, cancelled.id, trainingDateIds.online, 1);

  await db.insert(contactRequests).values([
    {
      hostId: 1,
      localeId: 1,
      name: 'Kiss Piroska',
      email: 'piroska@example.hu',
      message: 'Szállítás?',
      consentAt: ago(1, now),
      createdAt: ago(1, now),
    },
    {
      hostId: 2,
      localeId: 1,
      name: 'Tóth Gréta',
      email: 'greta@example.hu',
      message: 'Képzés?',
      consentAt: new Date(now),
      handledAt: new Date(now),
    },
  ]);
});
afterAll(() => t.dispose());

describe('GET /api/admin/v1/dashboard', () => {
  it("gives the shop's takings of today (12 990), 7 days (12 990: the refund nets 0) and 30 days (27 990: 15 000 left of 20 000), day by day", async () => {
    const { status, data } = await dashboard(owner);
    expect(status).toBe(200);
    const revenue = data?.shop?.revenue;
    expect(revenue).toMatchObject({ today: 12_990, last_7_days: 12_990, last_30_days: 27_990 });
    expect(revenue?.daily).toHaveLength(30);
    expect(revenue?.daily.at(-1)).toEqual({ day: data?.today, amount: 12_990 });
    expect(revenue?.daily.at(-9)?.amount).toBe(15_000);
    expect(revenue?.daily.filter((entry) => entry.amount !== 0)).toHaveLength(2);
  });

  it('counts orders by fulfilment and payment status, every status present', async () => {
    const { data } = await dashboard(owner);
    expect(data?.shop?.orders_by_fulfilment).toEqual([
      { status: 'received', count: 2 },
      { status: 'packed', count: 1 },
      { status: 'shipped', count: 0 },
      { status: 'delivered', count: 2 },
      { status: 'picked_up', count: 0 },
      { status: 'cancelled', count: 1 },
      { status: 'returned', count: 1 },
    ]);
    expect(data?.shop?.orders_by_payment).toEqual([
      { payment_status_id: 1, count: 3 },
      { payment_status_id: 2, count: 0 },
      { payment_status_id: 3, count: 3 },
      { payment_status_id: 4, count: 1 },
      { payment_status_id: 5, count: 0 },
    ]);
  });

  it('lists the transfer awaited (not the cancelled one) and the orders to send, paid or paid on handover, oldest first', async () => {
    const { data } = await dashboard(owner);
    expect(data?.shop?.transfers_awaiting).toEqual({
      count: 1,
      oldest: [
        {
          id: seeded.transfer?.id,
          number: seeded.transfer?.number,
          name: 'Rendelő Teszt',
          total: 15_000,
          created_at: expect.any(String),
          payment_deadline: null,
        },
      ],
    });
    expect(data?.shop?.unshipped.count).toBe(2);
    expect(data?.shop?.unshipped.oldest.map((row) => row.id)).toEqual([
      seeded.cashOnDelivery?.id,
      seeded.paidToday?.id,
    ]);
  });

  it("gives the academy's takings, enrolments by payment, the transfer awaited and the next dates with their seats", async () => {
    const { data } = await dashboard(owner);
    const academy = data?.academy;
    expect(academy?.revenue).toMatchObject({ today: 59_000, last_7_days: 59_000, last_30_days: 59_000 });
    expect(academy?.enrolments_by_payment.map((row) => row.count)).toEqual([1, 0, 1, 0, 1]);
    expect(academy?.transfers_awaiting).toMatchObject({
      count: 1,
      oldest: [
        {
          id: seeded.enrolmentTransfer?.id,
          number: seeded.enrolmentTransfer?.number,
          total: 39_000,
          payment_deadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      ],
    });
    // Soonest first, past dates left out; online dates count the seats of enrolments still holding them.
    expect(academy?.upcoming_dates).toEqual([
      expect.objectContaining({
        id: trainingDateIds.online,
        training_name: 'Szempilla-lifting',
        location_type_id: 2,
        capacity: null,
        seats_taken: 2,
      }),
      expect.objectContaining({ id: trainingDateIds.classroom, capacity: 10, seats_taken: 3 }),
    ]);
  });

  it('names trainings in the language asked for (locale_id)', async () => {
    const names = async (query: string) =>
      (await dashboard(owner, query)).data?.academy?.upcoming_dates.map((date) => date.training_name);
    expect(await names('?site=academy&locale_id=2')).toEqual(['Lash lift', 'Lash lift']);
    expect(await names('?site=academy')).toEqual(['Szempilla-lifting', 'Szempilla-lifting']);
  });

  it('lists the latest contact requests of the sites in scope, new ones without handled_at', async () => {
    const { data } = await dashboard(owner);
    expect(data?.contact_requests.new_count).toBe(1);
    expect(data?.contact_requests.latest.map((row) => [row.name, row.site, row.handled_at === null])).toEqual([
      ['Tóth Gréta', 'academy', false],
      ['Kiss Piroska', 'shop', true],
    ]);
    const shopOnly = await dashboard(owner, '?site=shop');
    expect(shopOnly.data?.sites).toEqual(['shop']);
    expect(shopOnly.data?.academy).toBeUndefined();
    expect(shopOnly.data?.contact_requests.latest.map((row) => row.site)).toEqual(['shop']);
    expect((await dashboard(owner, '?site=salon')).status).toBe(422);
  });
});

describe('who reads the dashboard', () => {
  it("gives an academy manager the academy's figures only, and 403 when asking for the shop's", async () => {
    const manager = await signedIn('academy_manager');
    const { status, data } = await dashboard(manager);
    expect(status).toBe(200);
    expect(data?.sites).toEqual(['academy']);
    expect(data?.shop).toBeUndefined();
    expect(data?.academy?.revenue.today).toBe(59_000);
    expect(data?.contact_requests.latest.map((row) => row.site)).toEqual(['academy']);
    expect((await dashboard(manager, '?site=shop')).status).toBe(403);
    expect((await dashboard(manager, '?site=academy')).status).toBe(200);
  });

  it("gives a shop manager the shop's only, and 403 for the academy's", async () => {
    const manager = await signedIn('shop_manager');
    const { data } = await dashboard(manager);
    expect(data?.sites).toEqual(['shop']);
    expect(data?.academy).toBeUndefined();
    expect((await dashboard(manager, '?site=academy')).status).toBe(403);
  });

  it('lets support and an editor read both sites (dashboard.read is every role’s)', async () => {
    for (const role of ['support', 'editor'] as const) {
      const { status, data } = await dashboard(await signedIn(role));
      expect(status, role).toBe(200);
      expect(data?.sites, role).toEqual(['shop', 'academy']);
      expect(data?.shop?.revenue.today, role).toBe(12_990);
    }
  });

  it('answers 401 without a staff session, and to a customer’s session', async () => {
    expect((await dashboard(admin.agent())).status).toBe(401);
    const customer = await createUser(db, {});
    const shopper = t.agent();
    await shopper.login(customer.email, customer.password);
    const response = await admin.app.request('http://admin.localhost/api/admin/v1/dashboard', {
      headers: { host: 'admin.localhost', cookie: `vag_session=${shopper.cookie('vag_session') ?? ''}` },
    });
    expect(response.status).toBe(401);
  });
});

describe('Budapest days', () => {
  it('counts a purchase on the Budapest day it was paid, across the change to summer time', async () => {
    const edges = await createTestApp();
    try {
      const edgeDb = edges.database.db;
      // 2025-03-30 02:00 CET became 03:00 CEST. Today is 31 March in Budapest.
      const now = new Date('2025-03-31T08:00:00Z');
      const paid = (at: string, total: number) =>
        seedOrder(edgeDb, total, { paymentStatusId: 3, payedDate: new Date(at) });
      await paid('2025-03-30T22:30:00Z', 1_000); // 31 March 00:30 CEST: today
      await paid('2025-03-29T23:30:00Z', 2_000); // 30 March 00:30 CET
      await paid('2025-03-29T22:30:00Z', 4_000); // 29 March 23:30 CET
      await paid('2025-03-01T23:30:00Z', 8_000); // 2 March 00:30 CET: the first of the 30 days
      await paid('2025-03-01T22:30:00Z', 16_000); // 1 March 23:30 CET: a day too early
      await paid('2025-03-31T22:30:00Z', 32_000); // 1 April 00:30 CEST: tomorrow
      const { today, shop } = await getDashboard(edgeDb, { sites: ['shop'], locale: 'hu', now });
      expect(today).toBe('2025-03-31');
      const daily = new Map(shop?.revenue.daily.map((entry) => [entry.day, entry.amount]));
      expect(shop?.revenue.daily[0]?.day).toBe('2025-03-02');
      expect([...daily.entries()].filter(([, amount]) => amount > 0)).toEqual([
        ['2025-03-02', 8_000],
        ['2025-03-29', 4_000],
        ['2025-03-30', 2_000],
        ['2025-03-31', 1_000],
      ]);
      expect(shop?.revenue).toMatchObject({ today: 1_000, last_7_days: 7_000, last_30_days: 15_000 });
    } finally {
      await edges.dispose();
    }
  });
});

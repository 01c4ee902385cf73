import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_URL,
  freshDatabase,
  type OurServer,
  prepareShop,
  SETUP_MS,
  type Shop,
  skipNotice,
  sleep,
  startOurServer,
  workDirectory,
} from './harness';
import { enrolment, guestOrder, Load, Member } from './shoppers';
import { type Baseline, baseline, verifyAcknowledged, verifyConsistency } from './verify';

/*
 * Issue 8: under a load of concurrent orders the server is killed with SIGKILL (no shutdown
 * handler, transactions cut wherever they are) and started again on the same database. Every
 * order that got a 201 must be there, whole; seats, coupon uses and balances must add up; and
 * the restarted server must take new orders.
 */

const GUESTS_WITH_COUPON = 6;
const ENROLLING_GUESTS = 6;
/** Members spending their balance, one client each. */
const MEMBERS = 6;
/** Fewer uses than guests will try: the limit is reached under the load. */
const COUPON_LIMIT = 8;
/** Two dates of 5 seats for 6 enrolling guests: the dates fill up under the load. */
const SIZE = { couponLimit: COUPON_LIMIT, seatsPerDate: 5, dates: 2, members: MEMBERS };
/** The kill comes once this many orders and enrolments were acknowledged… */
const KILL_AFTER_ACKNOWLEDGED = 25;
/** …or after this long, whichever is first. */
const KILL_DEADLINE_MS = 120_000;

const database = await freshDatabase();
if (typeof database === 'string')
  skipNotice('crash.test.ts', `PostgreSQL at ${ADMIN_URL} does not answer (${database})`);

describe.skipIf(typeof database === 'string')('SIGKILL of the server under a load of orders', () => {
  let work: ReturnType<typeof workDirectory>;
  let shop: Shop;
  let server: OurServer;
  let since: Baseline;
  const load = new Load();
  let inFlightAtKill = 0;

  beforeAll(async () => {
    if (typeof database === 'string') return;
    work = workDirectory();
    shop = await prepareShop(database.url, SIZE);
    since = await baseline(database.url);
    server = await startOurServer(database.url, work.path);
    const members = shop.members.map((account) => new Member(server.port, shop, account));
    for (const member of members) await member.signIn();

    load.run(GUESTS_WITH_COUPON, (n) => guestOrder(server.port, shop, n, true));
    load.run(ENROLLING_GUESTS, (n) => enrolment(server.port, shop, n));
    members.forEach((member) => {
      load.run(1, (n) => member.order(n));
    });
    const deadline = Date.now() + KILL_DEADLINE_MS;
    while (load.placed.length < KILL_AFTER_ACKNOWLEDGED && Date.now() < deadline) await sleep(20);
    inFlightAtKill = load.inFlight;
    load.halt();
    await server.kill();
    await load.stop();
    console.log('[crash] before the kill:', load.summary(), `${inFlightAtKill} flows in flight at the kill`);
    server = await startOurServer(database.url, work.path, { port: server.port });
  }, SETUP_MS);

  afterAll(async () => {
    await server?.stop();
    if (typeof database !== 'string') await database.drop();
    work?.remove();
  });

  it('was killed in the middle of the load', () => {
    expect(load.placed.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(inFlightAtKill).toBeGreaterThan(0);
    // The kill cut requests: the clients saw their connections reset or refused.
    expect(load.failures.length).toBeGreaterThan(0);
  });

  it('has every acknowledged order and enrolment in the database, as answered', async () => {
    expect(await verifyAcknowledged(shop.databaseUrl, load.placed, since)).toEqual([]);
  });

  it('has nothing half-written: lines, totals, snapshots, mails, seats, coupon uses and balances add up', async () => {
    const { problems, orders, enrolments } = await verifyConsistency(shop, since);
    console.log(
      `[crash] in the database: ${orders} orders and ${enrolments} enrolments, ${load.placed.length} acknowledged`,
    );
    expect(problems).toEqual([]);
    expect(orders + enrolments).toBeGreaterThanOrEqual(load.placed.length);
  });

  it('reached the coupon limit and the seats under the load', () => {
    expect(load.count('coupon order', 201)).toBeLessThanOrEqual(COUPON_LIMIT);
    expect(load.count('enrolment', 201)).toBeLessThanOrEqual(SIZE.dates * SIZE.seatsPerDate);
    expect(load.count('balance order', 201)).toBeGreaterThan(0);
  });

  it('takes new orders and enrolments after the restart, and they add up too', async () => {
    const member = new Member(server.port, shop, shop.members[0] ?? { id: 0, email: '', password: '' });
    await member.signIn();
    const attempts = [
      await guestOrder(server.port, shop, 100_000, false),
      await enrolment(server.port, shop, 100_001, { dateId: shop.spareDateId }),
      await member.order(100_002),
    ];
    expect(attempts.map((a) => a.refusal ?? a.status)).toEqual([201, 201, 201]);
    const placed = attempts.flatMap((a) => (a.placed ? [a.placed] : []));
    expect(await verifyAcknowledged(shop.databaseUrl, placed, since)).toEqual([]);
    expect((await verifyConsistency(shop, since)).problems).toEqual([]);
  });
});

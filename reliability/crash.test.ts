import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_HOST, jsonOf, SHOP_HOST, Visitor } from '../bench/http';
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
  withPg,
  workDirectory,
} from './harness';
import { enrolment, guestOrder, Load, loopbackAddress, Member } from './shoppers';
import { type Baseline, baseline, verifyAcknowledged, verifyConsistency } from './verify';

/*
 * Issue 8: under a load of concurrent orders the server is killed with SIGKILL (no shutdown
 * handler, transactions cut wherever they are) and started again on the same database. Every
 * order that got a 201 must be there, whole; seats, coupon uses and balances must add up; and
 * the restarted server must take new orders.
 *
 * Issue 17: card purchases the kill cut between their commit and their payment (no attempt, or
 * an attempt whose gateway link never reached the buyer) can be paid again, and the reconciler
 * asks the simulator about the stale attempts. While the server is down, a third of the open
 * attempts are paid at the "gateway" (their callback is lost) and a third expire there.
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
/** Guests ordering by card, whose payments start at the simulator and are never paid. */
const CARD_GUESTS = 6;
/** The restarted server calls a pending attempt stale after this: all of those before the kill are. */
const STALE_AFTER_SECONDS = 1;
/** packages/server/src/lifecycle.ts runs housekeeping (the reconciler) every minute, from the start. */
const RECONCILED_WITHIN_MS = 3 * 60_000;

interface CardPurchase {
  kind: 'order' | 'enrolment';
  id: number;
  paymentKey: string;
  /** The provider's id of its last attempt, when one got that far. */
  providerPaymentId: string | null;
  lastStatus: number | null;
}

/** The card purchases placed since the baseline, with their last attempt. */
function cardPurchases(databaseUrl: string, since: Baseline): Promise<CardPurchase[]> {
  const of = (table: string, type: string, kind: string) => `
    select '${kind}' as kind, o.id, o.payment_key as "paymentKey",
           p.provider_payment_id as "providerPaymentId", p.status_id as "lastStatus"
      from ${table} o left join lateral (
        select provider_payment_id, status_id from payments
         where payable_type = '${type}' and payable_id = o.id order by id desc limit 1) p on true
     where o.payment_method_id = 1 and o.historic_total_gross > 0`;
  return withPg(databaseUrl, async (client) => {
    const { rows } = await client.query<CardPurchase>(
      `${of('orders', 'order', 'order')} and o.id > $1
       union all ${of('academy_subscriptions', 'academy_subscription', 'enrolment')} and o.id > $2
       order by kind, id`,
      [since.orderId, since.enrolmentId],
    );
    return rows;
  });
}

/** Status and `last_checked_at` of the attempts with these provider ids. */
function attemptsOf(databaseUrl: string, providerIds: string[]) {
  return withPg(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: string; status: number; checked: boolean }>(
      `select provider_payment_id as id, status_id as status, last_checked_at is not null as checked
         from payments where provider = 'simulator' and provider_payment_id = any($1)`,
      [providerIds],
    );
    return new Map(rows.map((row) => [row.id, row]));
  });
}

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
  const paidWhileDown: string[] = [];
  const expiredWhileDown: string[] = [];
  const leftOpen: string[] = [];

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
    load.run(CARD_GUESTS, (n) => guestOrder(server.port, shop, 50_000 + n, false, undefined, true));
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
    // While the server is down: of the attempts the simulator knows, a third is paid at the
    // gateway (the callback finds nobody), a third expires there, a third stays open.
    const open = (await cardPurchases(database.url, since)).filter((p) => p.providerPaymentId && p.lastStatus === 1);
    await withPg(database.url, async (client) => {
      for (const [i, purchase] of open.entries()) {
        const group = i % 3;
        (group === 0 ? paidWhileDown : group === 1 ? expiredWhileDown : leftOpen).push(
          purchase.providerPaymentId ?? '',
        );
        if (group === 0) {
          await client.query(`update simulator_payments set status = 'Succeeded' where id = $1`, [
            purchase.providerPaymentId,
          ]);
        }
        if (group === 1) {
          await client.query(`update simulator_payments set created_at = now() - interval '1 hour' where id = $1`, [
            purchase.providerPaymentId,
          ]);
        }
      }
    });
    server = await startOurServer(database.url, work.path, {
      port: server.port,
      env: { PAYMENT_STALE_AFTER_SECONDS: String(STALE_AFTER_SECONDS) },
    });
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

  it('the reconciler moves the stale attempts on: paid at the gateway → paid, expired → cancelled', async () => {
    expect(paidWhileDown.length + expiredWhileDown.length + leftOpen.length).toBeGreaterThan(0);
    const ids = [...paidWhileDown, ...expiredWhileDown, ...leftOpen];
    const deadline = Date.now() + RECONCILED_WITHIN_MS;
    let attempts = await attemptsOf(shop.databaseUrl, ids);
    const seen = (list: string[]) => list.map((id) => attempts.get(id) ?? { id, status: 0, checked: false });
    // The reconciler marks an attempt checked when it claims it, before the provider answers and
    // the state is applied: wait for the outcome, not for the mark.
    const unsettled = () => [
      ...seen(paidWhileDown).filter((a) => a.status !== 3 || !a.checked),
      ...seen(expiredWhileDown).filter((a) => a.status !== 5 || !a.checked),
      ...seen(leftOpen).filter((a) => a.status !== 1 || !a.checked),
    ];
    while (Date.now() < deadline && unsettled().length > 0) {
      await sleep(1_000);
      attempts = await attemptsOf(shop.databaseUrl, ids);
    }
    expect(seen(paidWhileDown).filter((a) => a.status !== 3 || !a.checked)).toEqual([]);
    expect(seen(expiredWhileDown).filter((a) => a.status !== 5 || !a.checked)).toEqual([]);
    expect(seen(leftOpen).filter((a) => a.status !== 1 || !a.checked)).toEqual([]);
  });

  it('can pay again every committed card purchase without a paid attempt (a gateway URL, not 409)', async () => {
    const purchases = await cardPurchases(shop.databaseUrl, since);
    const unpaid = purchases.filter((p) => p.lastStatus !== 3);
    console.log(
      `[crash] card purchases: ${purchases.length}, ${purchases.filter((p) => p.providerPaymentId === null).length} without a started attempt, ${unpaid.length} unpaid`,
    );
    expect(unpaid.some((p) => p.providerPaymentId === null || p.lastStatus === 1)).toBe(true);
    const answers: string[] = [];
    for (const [i, purchase] of purchases.entries()) {
      const order = purchase.kind === 'order';
      const visitor = new Visitor(server.port, order ? SHOP_HOST : ACADEMY_HOST, undefined, loopbackAddress(900 + i));
      await visitor.startSession();
      const path = order ? '/api/v1/order-from-payment-key' : '/api/v1/academy-subscription-from-payment-key';
      const reply = await visitor.send(path, { method: 'POST', json: { payment_key: purchase.paymentKey } });
      const body = reply.status === 200 ? jsonOf<{ payment_url?: string }>(reply) : undefined;
      const paid = purchase.lastStatus === 3;
      const ok = paid
        ? reply.status === 409
        : reply.status === 200 && /\/payment-simulator\//.test(body?.payment_url ?? '');
      if (!ok) answers.push(`${purchase.kind} ${purchase.id} (last attempt ${purchase.lastStatus}): ${reply.status}`);
    }
    expect(answers).toEqual([]);
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

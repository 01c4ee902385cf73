import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACADEMY_HOST, call, jsonOf, type Reply, SHOP_HOST, Visitor } from '../bench/http';
import { freePort } from '../bench/processes';
import { LOGIN_LIMIT } from '../packages/api/src/modules/auth/auth.limits';
import {
  allMailSent,
  type CardOrder,
  cachedOnBoth,
  deliveredOtherThanOnce,
  mailbox,
  outbox,
  payAtSimulator,
  placeCardOrder,
  watchChange,
} from './across-instances';
import {
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
import { type RoundRobinProxy, startRoundRobinProxy, UPSTREAM_HEADER } from './round-robin-proxy';
import { enrolment, guestOrder, loopbackAddress } from './shoppers';

/*
 * Issue 17 (deployment): two instances of our server behind a round-robin proxy, on one
 * PostgreSQL database, each with its mail worker, both writing to one file mailbox. What a
 * shopper does through the proxy lands on both instances by turns and must work as on one: the
 * session, the guest cart, the rate limits, the cached pages (no stale page after a change,
 * whoever wrote it), the mails (each delivered once), the card payment and its reconciler.
 */

/** Orders placed at once through the proxy, each queueing one confirmation mail. */
const MAIL_ORDERS = 12;
const ORDER_CLIENTS = 4;
const SEATS = 12;
const PAID = 3;
/** packages/server/src/lifecycle.ts: every instance runs housekeeping (the reconciler too) this often. */
const HOUSEKEEPING_MS = 60_000;
/** What a housekeeping round may take on a busy machine. */
const ROUND_MS = 5_000;
/** Every instance signs the CSRF tokens of visitors without a session with the same secret. */
const SESSION_SECRET = 'two-instances-share-this-secret-0123456789';

const database = await freshDatabase();
if (typeof database === 'string') skipNotice('two-instances.test.ts', `PostgreSQL does not answer (${database})`);

const upstreamOf = (reply: Reply) => String(reply.headers[UPSTREAM_HEADER]);
const post = (visitor: Visitor, path: string, json: unknown) => visitor.send(path, { method: 'POST', json });
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000);

describe.skipIf(typeof database === 'string')('two instances behind a round-robin proxy on one PostgreSQL', () => {
  let work: ReturnType<typeof workDirectory>;
  let shop: Shop;
  let url: string;
  let mailDir: string;
  let servers: OurServer[] = [];
  let proxy: RoundRobinProxy;
  /** When the instances were started, and when both answered: their housekeeping timers began between. */
  let startedAt = 0;
  let healthyAt = 0;

  beforeAll(async () => {
    if (typeof database === 'string') return;
    url = database.url;
    work = workDirectory();
    mailDir = join(work.path, 'mail');
    shop = await prepareShop(url, { couponLimit: 100, seatsPerDate: SEATS, dates: 1, members: 1 });
    const ports = [await freePort(), await freePort()];
    proxy = await startRoundRobinProxy(ports);
    const env = {
      MAIL_WORKER: 'true',
      MAIL_DIR: mailDir,
      SESSION_SECRET,
      // The proxy in front: its X-Forwarded-For names the shopper whose address the limits count.
      TRUST_PROXY: '127.0.0.1',
      // Links in mails and the trusted origins name the public address: the proxy's.
      SHOP_URL: `http://${SHOP_HOST}:${proxy.port}`,
      ACADEMY_URL: `http://${ACADEMY_HOST}:${proxy.port}`,
    };
    startedAt = Date.now();
    // At once, as a deployment starts them; each keeps its log in a directory of its own.
    servers = await Promise.all(
      ports.map((port, index) => {
        const own = join(work.path, `instance-${index}`);
        mkdirSync(own);
        return startOurServer(url, own, { port, env });
      }),
    );
    healthyAt = Date.now();
  }, SETUP_MS);

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await proxy?.close();
    if (typeof database !== 'string') await database.drop();
    work?.remove();
  });

  it('keeps a member signed in on both instances, takes their writes on both, and signs them out of both', async () => {
    const account = shop.members[0] ?? { id: 0, email: '', password: '' };
    const member = new Visitor(proxy.port, SHOP_HOST);
    await member.startSession();
    const login = await post(member, '/auth/login', { email: account.email, password: account.password });
    expect(login.status).toBe(200);

    const reads: string[] = [];
    const writes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const me = await member.send('/api/v1/user');
      const email = me.status === 200 ? jsonOf<{ data: { email: string } }>(me).data.email : '';
      reads.push(`${upstreamOf(me)} ${me.status} ${email}`);
    }
    for (let i = 0; i < 4; i++) {
      const added = await post(member, '/api/v1/user-cart/add', { product_id: shop.productIds[0], count: 1 });
      writes.push(`${upstreamOf(added)} ${added.status}`);
    }
    expect(reads.sort()).toEqual([0, 0, 1, 1].map((upstream) => `${upstream} 200 ${account.email}`));
    expect(writes.sort()).toEqual(['0 200', '0 200', '1 200', '1 200']);

    // Signed out through one instance, the old session cookie opens nothing on either.
    const signedIn = member.cookieHeader;
    expect((await post(member, '/auth/logout', {})).status).toBe(200);
    const replayed = await Promise.all(
      servers.map((server) =>
        call({ port: server.port, host: SHOP_HOST, path: '/api/v1/user', headers: { cookie: signedIn } }),
      ),
    );
    expect(replayed.map((reply) => reply.status)).toEqual([401, 401]);
  });

  it('shows a guest cart filled on both instances whole on each', async () => {
    const guest = new Visitor(proxy.port, SHOP_HOST);
    await guest.startSession();
    const filledOn = new Set<string>();
    for (const [index, productId] of shop.productIds.entries()) {
      const added = await post(guest, '/api/v1/user-cart/add', { product_id: productId, count: index + 1 });
      expect(added.status).toBe(200);
      filledOn.add(upstreamOf(added));
    }
    expect([...filledOn].sort()).toEqual(['0', '1']);

    const expected = shop.productIds.map((productId, index) => ({ product_id: productId, count: index + 1 }));
    const seen = new Map<string, unknown>();
    while (seen.size < 2) {
      const cart = await guest.send('/api/v1/user-cart');
      const { items } = jsonOf<{ data: { items: { product_id: number; count: number }[] } }>(cart).data;
      const lines = items.map(({ product_id, count }) => ({ product_id, count }));
      seen.set(
        upstreamOf(cart),
        lines.sort((a, b) => a.product_id - b.product_id),
      );
    }
    expect(Object.fromEntries(seen)).toEqual({ 0: expected, 1: expected });
  });

  it(`refuses a login after ${LOGIN_LIMIT.limit} attempts spread over both instances, from that address only`, async () => {
    const email = `nobody.${process.pid}@example.hu`;
    // Two shoppers at addresses of their own: the proxy forwards each one's in X-Forwarded-For.
    const [guessing, elsewhere] = [1, 2].map((n) => new Visitor(proxy.port, SHOP_HOST, undefined, loopbackAddress(n)));
    const answers: string[] = [];
    await guessing?.startSession();
    for (let i = 0; i < LOGIN_LIMIT.limit + 2; i++) {
      const reply = await post(guessing as Visitor, '/auth/login', { email, password: 'wrong' });
      answers.push(`${upstreamOf(reply)} ${reply.status === 429 ? 'refused' : `tried (${reply.status})`}`);
    }
    const tried = answers.slice(0, LOGIN_LIMIT.limit);
    expect(new Set(tried.map((answer) => answer.split(' ')[0]))).toEqual(new Set(['0', '1']));
    expect(tried.filter((answer) => !answer.endsWith('tried (422)'))).toEqual([]);
    expect(answers.slice(LOGIN_LIMIT.limit).sort()).toEqual(['0 refused', '1 refused']);

    // The counter is the guessing address's, not the proxy's that every shopper comes through.
    await elsewhere?.startSession();
    const other = await post(elsewhere as Visitor, '/auth/login', { email, password: 'wrong' });
    expect(other.status).toBe(422);
  });

  it('updates a page cached on both instances once a change is written directly in the database', async () => {
    const productId = shop.productIds[0];
    const rename = (name: string) =>
      withPg(url, async (client) => {
        await client.query('update product_translations set name = $1 where product_id = $2', [name, productId]);
      });
    await rename('Ketpeldanyos krem elso');
    const slug = await withPg(url, async (client) => {
      const { rows } = await client.query<{ slug: string }>(
        'select slug from product_translations where product_id = $1 and locale_id = 1',
        [productId],
      );
      return rows[0]?.slug;
    });
    const path = `/termek/${slug}`;
    const before = await cachedOnBoth(servers, SHOP_HOST, path);
    expect(before.map((html) => html.includes('Ketpeldanyos krem elso'))).toEqual([true, true]);

    const { stale, lagMs } = await watchChange(
      servers,
      SHOP_HOST,
      path,
      (html) => (html.includes('krem masodik') ? 'new' : html.includes('krem elso') ? 'old' : 'other'),
      () => rename('Ketpeldanyos krem masodik'),
    );
    console.log(`[two-instances] the renamed product showed on the instances after ${lagMs.join(' and ')} ms`);
    expect(stale.slice(0, 5)).toEqual([]);
    expect(lagMs.map((ms) => ms !== null)).toEqual([true, true]);
  });

  it('updates the seats of a training page cached on both instances after an enrolment through the proxy', async () => {
    const slug = await withPg(url, async (client) => {
      const { rows } = await client.query<{ slug: string }>(
        `select t.slug from training_translations t join training_dates d on d.training_id = t.training_id
          where d.id = $1 and t.locale_id = 1`,
        [shop.trainingDateIds[0]],
      );
      return rows[0]?.slug;
    });
    const path = `/kepzes/${slug}`;
    // The training's two dates, SEATS free each; then one fewer.
    const freeSeats = (html: string) =>
      [...html.matchAll(/class="date-list__seats"[^>]*>([^<]*)</g)].reduce(
        (sum, [, text]) => sum + Number(/\d+/.exec(text ?? '')?.[0] ?? Number.NaN),
        0,
      );
    // Stored under a second ago: without its invalidation the old page would still be served
    // fresh (pages with seats are fresh for 2 s) after the grace.
    const before = await cachedOnBoth(servers, ACADEMY_HOST, path, 1);
    expect(before.map(freeSeats)).toEqual([2 * SEATS, 2 * SEATS]);

    const { stale, lagMs } = await watchChange(
      servers,
      ACADEMY_HOST,
      path,
      (html) => (freeSeats(html) === 2 * SEATS - 1 ? 'new' : freeSeats(html) === 2 * SEATS ? 'old' : 'other'),
      async () => {
        const enrolled = await enrolment(proxy.port, shop, 0, { dateId: shop.trainingDateIds[0] });
        expect(enrolled.refusal ?? enrolled.status).toBe(201);
      },
    );
    console.log(`[two-instances] the seats changed on the instances after ${lagMs.join(' and ')} ms`);
    expect(stale.slice(0, 5)).toEqual([]);
    expect(lagMs.map((ms) => ms !== null)).toEqual([true, true]);
  });

  it(`mails the confirmation of each of ${MAIL_ORDERS} orders placed at once exactly once`, async () => {
    const placed = await Promise.all(
      Array.from({ length: ORDER_CLIENTS }, async (_, client) => {
        const emails: string[] = [];
        for (let n = client; n < MAIL_ORDERS; n += ORDER_CLIENTS) {
          const attempt = await guestOrder(proxy.port, shop, 1_000 + n, false);
          expect(attempt.refusal ?? attempt.status).toBe(201);
          emails.push(attempt.placed?.email ?? '');
        }
        return emails;
      }),
    );
    const emails = new Set(placed.flat());
    expect(emails.size).toBe(MAIL_ORDERS);

    await allMailSent(url, mailDir);
    const delivered = mailbox(mailDir).filter((mail) => emails.has(mail.to));
    const queued = (await outbox(url)).filter((row) => emails.has(row.to));
    expect(queued.map((row) => row.kind)).toEqual(Array(MAIL_ORDERS).fill('order_confirmation'));
    expect(delivered.map((mail) => mail.to).sort()).toEqual([...emails].sort());
  });

  it('marks a card payment paid once and mails its result once, the callback and the return reaching both instances', async () => {
    const order = await placeCardOrder(new Visitor(proxy.port, SHOP_HOST), shop, `kartya.${process.pid}@example.hu`);
    const paymentId = await payAtSimulator(proxy.port, SHOP_HOST, order.gatewayPath);
    expect(paymentId).not.toBe('');
    // The provider notifies again (Barion retries) and the shopper's return page asks too, on each instance.
    const answers = await Promise.all(
      servers.flatMap((server) => [
        call({
          port: server.port,
          host: SHOP_HOST,
          path: '/api/v1/barion-payment/callback',
          method: 'POST',
          json: { paymentId },
        }),
        call({
          port: server.port,
          host: SHOP_HOST,
          path: `/api/v1/barion-payment/back-from-payment/?paymentId=${paymentId}&payment_key=${order.paymentKey}`,
        }),
      ]),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    const results = answers
      .filter((_, index) => index % 2)
      .map((answer) => jsonOf<{ data: { result: string } }>(answer));
    expect(results.map((answer) => answer.data.result)).toEqual(['success', 'success']);

    expect(await paymentOf(url, order)).toEqual({ order: PAID, attempts: [PAID] });
    await allMailSent(url, mailDir);
    expect(await mailsTo(url, mailDir, order.email)).toEqual({
      queued: ['order_confirmation', 'payment_result'],
      delivered: 2,
    });
  });

  describe('the payment reconciler, run by both instances', () => {
    let paidAtGateway: CardOrder;
    let abandoned: CardOrder;
    let staleSince = 0;

    beforeAll(async () => {
      paidAtGateway = await placeCardOrder(
        new Visitor(proxy.port, SHOP_HOST),
        shop,
        `elveszett.${process.pid}@example.hu`,
      );
      abandoned = await placeCardOrder(
        new Visitor(proxy.port, SHOP_HOST),
        shop,
        `otthagyott.${process.pid}@example.hu`,
      );
      await withPg(url, async (client) => {
        // Paid at the gateway, but the provider's callback never came.
        await client.query(
          `update simulator_payments set status = 'Succeeded'
            where id = (select provider_payment_id from payments where payable_type = 'order' and payable_id = $1)`,
          [paidAtGateway.id],
        );
        // Both started an hour ago: past the payment window, so the reconciler asks the provider.
        await client.query(
          `update payments set created_at = $2 where payable_type = 'order' and payable_id = any($1::int[])`,
          [[paidAtGateway.id, abandoned.id], hoursAgo(1)],
        );
        // Left at the gateway an hour ago: the simulator calls it expired, the buyer gets a pay-again link.
        await client.query('update orders set created_at = $2 where id = $1', [abandoned.id, hoursAgo(1)]);
        await client.query(
          `update simulator_payments set created_at = $2
            where id = (select provider_payment_id from payments where payable_type = 'order' and payable_id = $1)`,
          [abandoned.id, hoursAgo(1)],
        );
      });
      staleSince = Date.now();
    });

    it('resolves each stale attempt once and sends each mail once', async () => {
      // Each instance's rounds come every HOUSEKEEPING_MS from a start between startedAt and healthyAt:
      // wait until both have had one since the attempts went stale.
      const rounds = Math.floor((staleSince - startedAt) / HOUSEKEEPING_MS) + 1;
      const bothRan = healthyAt + rounds * HOUSEKEEPING_MS + ROUND_MS;
      while (Date.now() < bothRan) await sleep(500);
      await allMailSent(url, mailDir);

      expect(await paymentOf(url, paidAtGateway)).toEqual({ order: PAID, attempts: [PAID] });
      expect(await mailsTo(url, mailDir, paidAtGateway.email)).toEqual({
        queued: ['order_confirmation', 'payment_result'],
        delivered: 2,
      });
      const left = await withPg(url, async (client) => {
        const { rows } = await client.query<{ link_sent: boolean; checked: boolean }>(
          `select o.payment_link_sent_at is not null as link_sent, p.last_checked_at is not null as checked
             from orders o join payments p on p.payable_type = 'order' and p.payable_id = o.id where o.id = $1`,
          [abandoned.id],
        );
        return rows;
      });
      expect(left).toEqual([{ link_sent: true, checked: true }]);
      const { queued } = await mailsTo(url, mailDir, abandoned.email);
      expect(queued.filter((kind) => kind === 'payment_link')).toEqual(['payment_link']);
    });
  });

  it('delivered every queued mail exactly once, with both workers running', async () => {
    const rows = await allMailSent(url, mailDir);
    console.log(
      `[two-instances] ${rows.length} mails; requests by instance through the proxy: ${proxy.served.join(' and ')}`,
    );
    expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
    expect(deliveredOtherThanOnce(rows, mailbox(mailDir))).toEqual([]);
    expect(servers.map((server) => server.alive())).toEqual([true, true]);
  });
});

/** The order's payment status, and the status of each of its payment attempts. */
function paymentOf(databaseUrl: string, order: CardOrder) {
  return withPg(databaseUrl, async (client) => {
    const { rows } = await client.query<{ order: number; attempts: number[] }>(
      `select o.payment_status_id as order,
              array(select status_id::int from payments p where p.payable_type = 'order' and p.payable_id = o.id
                     order by p.id) as attempts
         from orders o where o.id = $1`,
      [order.id],
    );
    return rows[0];
  });
}

/** The kinds of mail queued to an address, and how many reached the mailbox. */
async function mailsTo(databaseUrl: string, dir: string, email: string) {
  const queued = (await outbox(databaseUrl)).filter((row) => row.to === email).map((row) => row.kind);
  return { queued: queued.sort(), delivered: mailbox(dir).filter((mail) => mail.to === email).length };
}

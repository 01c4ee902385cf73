import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { TEST_CAPTCHA_PASS } from '@vag/api';
import { call, jsonOf, type Reply, type Visitor } from '../bench/http';
import { type OurServer, type Shop, sleep, withPg } from './harness';

/*
 * What the two-instance test observes: the file mailbox both mail workers write to, the outbox
 * behind it, a cached page asked of each instance directly, and a card payment at the simulator.
 */

const POLL_MS = 100;
/** The workers look at the outbox every 5 s. */
const MAIL_DEADLINE_MS = 30_000;
/** Far below the 60 s a page stays fresh: a page still old by then was never invalidated. */
export const PAGE_DEADLINE_MS = 10_000;
/** A change notice reaches every instance this soon after the commit; later, an old page is stale. */
export const NOTICE_GRACE_MS = 250;

export interface Delivered {
  /** The outbox row it was sent from: the file is named `<time>-<id>.eml`. */
  outboxId: number;
  to: string;
}

/** Every delivery in the file mailbox: one .eml file per message sent. */
export function mailbox(dir: string): Delivered[] {
  let names: string[];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  return names.map((name) => ({
    outboxId: Number(/-(\d+)\.eml$/.exec(name)?.[1] ?? 0),
    to: /^To: (.+)$/m.exec(readFileSync(join(dir, name), 'utf8'))?.[1]?.trim() ?? '',
  }));
}

export interface OutboxRow {
  id: number;
  kind: string;
  to: string;
  status: string;
}

export const outbox = (databaseUrl: string) =>
  withPg(databaseUrl, async (client) => {
    const { rows } = await client.query<OutboxRow>(
      'select id::int as id, kind, to_address as to, status from mail_outbox order by id',
    );
    return rows;
  });

/** Waits until every queued mail is marked sent and has reached the mailbox; the outbox then. */
export async function allMailSent(databaseUrl: string, dir: string): Promise<OutboxRow[]> {
  const deadline = Date.now() + MAIL_DEADLINE_MS;
  for (;;) {
    const rows = await outbox(databaseUrl);
    const done = rows.every((row) => row.status === 'sent') && mailbox(dir).length >= rows.length;
    if (done || Date.now() > deadline) return rows;
    await sleep(POLL_MS * 5);
  }
}

/** Outbox ids delivered other than once (`id ×count`), and deliveries of no outbox row. */
export function deliveredOtherThanOnce(rows: OutboxRow[], delivered: Delivered[]): string[] {
  const times = new Map(rows.map((row) => [row.id, 0]));
  const strays: string[] = [];
  for (const { outboxId } of delivered) {
    const count = times.get(outboxId);
    if (count === undefined) strays.push(`file of no outbox row: ${outboxId}`);
    else times.set(outboxId, count + 1);
  }
  const wrong = [...times].filter(([, count]) => count !== 1);
  return [...wrong.map(([id, count]) => `${rows.find((row) => row.id === id)?.kind} ${id} ×${count}`), ...strays];
}

/**
 * Asks each instance directly until it answers `path` from its cache (stored less than
 * `youngerThanS` seconds ago, when given): the page is cached on both.
 */
export function cachedOnBoth(servers: OurServer[], host: string, path: string, youngerThanS = Infinity) {
  return Promise.all(
    servers.map(async (server, index): Promise<string> => {
      const deadline = Date.now() + PAGE_DEADLINE_MS;
      for (;;) {
        const reply = await call({ port: server.port, host, path });
        if (reply.status !== 200) throw new Error(`instance ${index}: ${host}${path} answered ${reply.status}`);
        const age = Number(reply.headers.age ?? Infinity);
        if (reply.headers['x-cache'] === 'HIT' && age < youngerThanS) return reply.body.toString('utf8');
        if (Date.now() > deadline) throw new Error(`instance ${index}: ${host}${path} was never served from its cache`);
        await sleep(POLL_MS);
      }
    }),
  );
}

export interface Change {
  /** Answers to requests sent later than NOTICE_GRACE_MS after the change that did not show it. */
  stale: string[];
  /** Per instance, how long after the change it first showed it; null if not within the deadline. */
  lagMs: (number | null)[];
}

/**
 * Makes `change`, then asks each instance directly (not through the proxy) for `path` until it
 * shows it. Every answer after the grace that still shows the old state is a stale page.
 */
export async function watchChange(
  servers: OurServer[],
  host: string,
  path: string,
  state: (html: string) => 'old' | 'new' | 'other',
  change: () => Promise<void>,
): Promise<Change> {
  await change();
  const changedAt = performance.now();
  const stale: string[] = [];
  const lagMs = await Promise.all(
    servers.map(async (server, index) => {
      while (performance.now() - changedAt < PAGE_DEADLINE_MS) {
        const sentAt = performance.now() - changedAt;
        const reply = await call({ port: server.port, host, path });
        const seen = reply.status === 200 ? state(reply.body.toString('utf8')) : 'other';
        if (seen === 'new') return Math.round(performance.now() - changedAt);
        if (seen === 'old' && sentAt > NOTICE_GRACE_MS) {
          stale.push(
            `instance ${index}, ${Math.round(sentAt)} ms after the change (X-Cache ${reply.headers['x-cache']})`,
          );
        }
        await sleep(POLL_MS);
      }
      return null;
    }),
  );
  return { stale, lagMs };
}

const CARD = 1;
const GLS_HOME_DELIVERY = 1;

export interface CardOrder {
  id: number;
  email: string;
  paymentKey: string;
  /** The simulator's gateway page. */
  gatewayPath: string;
}

/** A guest orders one product and pays by card: the order, and where its payment goes on. */
export async function placeCardOrder(visitor: Visitor, shop: Shop, email: string): Promise<CardOrder> {
  await visitor.startSession();
  const added = await visitor.send('/api/v1/user-cart/add', {
    method: 'POST',
    json: { product_id: shop.productIds[0], count: 1 },
  });
  if (added.status !== 200) throw new Error(`cart add: ${added.status} ${added.body.toString('utf8').slice(0, 200)}`);
  const placed = await visitor.send('/api/v1/order?locale_id=1', {
    method: 'POST',
    json: {
      last_name: 'Kártyás',
      first_name: 'Vevő',
      email,
      phone_number: '+36301234567',
      zipcode_id: shop.zipcodeId,
      street_type_id: shop.streetTypeId,
      street: 'Példány',
      number: '2',
      delivery_method_id: GLS_HOME_DELIVERY,
      payment_method_id: CARD,
      terms_accepted: true,
      second_terms_accepted: true,
      captcha_token: TEST_CAPTCHA_PASS,
    },
  });
  if (placed.status !== 201) throw new Error(`order: ${placed.status} ${placed.body.toString('utf8').slice(0, 200)}`);
  const body = jsonOf<{ payment_url: string; data: { id: number; payment_key: string } }>(placed);
  return {
    id: body.data.id,
    email,
    paymentKey: body.data.payment_key,
    gatewayPath: new URL(body.payment_url).pathname,
  };
}

/** The simulator's gateway: opens the page and presses Pay; the provider's payment id. */
export async function payAtSimulator(port: number, host: string, gatewayPath: string): Promise<string> {
  const page = await call({ port, host, path: gatewayPath });
  const html = page.body.toString('utf8');
  const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? '';
  const decided = await postForm(port, host, '/payment-simulator/decision', {
    payment_id: field('payment_id'),
    token: field('token'),
    decision: 'pay',
  });
  if (decided.status !== 303) throw new Error(`simulator decision: ${decided.status}`);
  return new URL(String(decided.headers.location)).searchParams.get('paymentId') ?? '';
}

/** An HTML form post, as the simulator's buttons send it (`call` sends JSON only). */
function postForm(port: number, host: string, path: string, fields: Record<string, string>): Promise<Reply> {
  const body = Buffer.from(new URLSearchParams(fields).toString());
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: {
          host: `${host}:${port}`,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(body.length),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

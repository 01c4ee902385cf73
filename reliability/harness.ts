import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate, openDatabase, seedDemoData } from '@vag/api';
import { createAddressReference, createProduct, createTraining, createUser } from '@vag/api/testing';
import pg from 'pg';
import { call } from '../bench/http';
import { createPgDatabase, freePort, type Running, startServer } from '../bench/processes';

/*
 * What the reliability tests share: a fresh PostgreSQL database with a shop made for the test
 * (products, a coupon with a usage limit, classroom dates with few seats, members with a
 * balance), and our server started on it as `npm start` runs it (bench/processes.ts).
 */

export const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Preparing a database and starting our server (twice for the crash) on a busy two-core machine. */
export const SETUP_MS = 10 * 60_000;

export const COUPON_CODE = 'MEGBIZHATO500';
export const COUPON_DISCOUNT = 500;
export const PRODUCT_PRICE = 4_990;
export const MEMBER_BALANCE = 12_000;

export interface Shop {
  databaseUrl: string;
  productIds: number[];
  couponId: number;
  couponLimit: number;
  trainingDateIds: number[];
  /** A classroom date of its own for after the load, when the others may be full. */
  spareDateId: number;
  members: { id: number; email: string; password: string }[];
  zipcodeId: number;
  streetTypeId: number;
}

export interface ShopSize {
  couponLimit: number;
  seatsPerDate: number;
  dates: number;
  members: number;
  /** The demo catalogue too (pages, search): the soak loads the storefront. */
  demo?: boolean;
}

/** A new database named `reliability_…`, or why PostgreSQL did not give one (the test is skipped). */
export const freshDatabase = (adminUrl = ADMIN_URL) => createPgDatabase(adminUrl, 'reliability');

/** Migrates the database and writes the test's shop straight into it, before our server starts. */
export async function prepareShop(databaseUrl: string, size: ShopSize): Promise<Shop> {
  const database = await openDatabase({ driver: 'pg', url: databaseUrl, poolSize: 2 });
  try {
    await migrate(database);
    const { db } = database;
    if (size.demo) await seedDemoData(db);
    const { zipcodeId, streetTypeId } = await createAddressReference(db);
    const productIds: number[] = [];
    for (let i = 0; i < 3; i++) productIds.push((await createProduct(db, { price: PRODUCT_PRICE })).id);
    const training = await createTraining(db, {
      dates: Array.from({ length: size.dates + 1 }, () => ({ capacity: size.seatsPerDate })),
    });
    const { coupon, dates } = await withPg(databaseUrl, async (client) => ({
      coupon: await client.query<{ id: number }>(
        `insert into coupons (code, kind, value, usage_limit) values ($1, 'fixed', $2, $3) returning id`,
        [COUPON_CODE, COUPON_DISCOUNT, size.couponLimit],
      ),
      dates: await client.query<{ id: number }>('select id from training_dates where training_id = $1 order by id', [
        training.id,
      ]),
    }));
    const members = [];
    for (let i = 0; i < size.members; i++) {
      members.push(await createUser(db, { roles: ['beautician'], balances: { marketing: MEMBER_BALANCE } }));
    }
    return {
      databaseUrl,
      productIds,
      couponId: coupon.rows[0]?.id ?? 0,
      couponLimit: size.couponLimit,
      trainingDateIds: dates.rows.slice(0, -1).map((row) => row.id),
      spareDateId: dates.rows.at(-1)?.id ?? 0,
      members,
      zipcodeId,
      streetTypeId,
    };
  } finally {
    await database.close();
  }
}

export interface OurServer extends Running {
  log: string;
  /** SIGKILL: no shutdown handler runs, connections and transactions are cut where they are. */
  kill(): Promise<void>;
  alive(): boolean;
}

/** Our server (`packages/server/src/main.ts`, NODE_ENV=production) on the database, in its own process. */
export async function startOurServer(
  databaseUrl: string,
  workDir: string,
  options: { port?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<OurServer> {
  const log = join(workDir, `server-${Date.now()}.log`);
  const running = await startServer(
    { driver: 'pg', url: databaseUrl },
    options.port ?? (await freePort()),
    { ...serverEnv(workDir), ...options.env },
    log,
  ).catch((error: unknown) => {
    // The work directory goes at the end of the test: the reason must reach the output now.
    const tail = existsSync(log) ? readFileSync(log, 'utf8').slice(-3000) : '(no log)';
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n--- server log ---\n${tail}`);
  });
  const alive = () => {
    try {
      process.kill(running.pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  return {
    ...running,
    log,
    alive,
    kill: async () => {
      process.kill(running.pid, 'SIGKILL');
      while (alive()) await sleep(50);
      await running.stop();
    },
  };
}

function serverEnv(workDir: string): NodeJS.ProcessEnv {
  return {
    LOG_LEVEL: 'warn',
    SEED_DEMO_DATA: 'false',
    MAIL_DIR: join(workDir, 'mail'),
    UPLOAD_DIR: join(workDir, 'uploads'),
    IMAGE_CACHE_DIR: join(workDir, 'img-cache'),
    // The shoppers place orders far faster than a person: the per-hour placing limits would refuse them.
    PLACE_LIMIT_PER_HOUR: '10000',
    PLACE_IP_LIMIT_PER_HOUR: '100000',
  };
}

export function workDirectory(): { path: string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), 'vag-reliability-'));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls GET /api/v1/health until it answers 200; the milliseconds it took, or null past `withinMs`. */
export async function healthyWithin(port: number, withinMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < withinMs) {
    const status = await call({ port, host: 'localhost', path: '/api/v1/health', timeoutMs: 2_000 })
      .then((reply) => reply.status)
      .catch(() => 0);
    if (status === 200) return Date.now() - started;
    await sleep(250);
  }
  return null;
}

/** Runs `work` with a client of the database: the tests read the database itself, not the API. */
export async function withPg<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Prints why a test file is skipped, where the run's output shows it. */
export function skipNotice(what: string, reason: string) {
  console.log(`\n[reliability] ${what} skipped: ${reason}\n`);
}

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { call } from './http';
import type { Job, JobAnswer } from './jobs';

/*
 * The processes of a run: the two ceiling servers, our server, the load generator, and the
 * seeding CLI. Each is a child of the orchestrator: our server runs compiled, as `npm start`
 * runs it (`npm run build` makes packages/server/dist/main.js); the others through tsx.
 */

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const benchFile = (name: string) => fileURLToPath(new URL(name, import.meta.url));
const SERVER_ENTRY = 'packages/server/dist/main.js';
const STARTUP_TIMEOUT_MS = 180_000;
const STOP_TIMEOUT_MS = 20_000;

function spawnTs(
  file: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; log?: string; ipc?: boolean; compiled?: boolean },
) {
  const out = options.log ? openSync(options.log, 'a') : 'inherit';
  // BENCH_SERVER_NODE_FLAGS: Node flags for our server that NODE_OPTIONS refuses (--cpu-prof, --trace-gc).
  const flags = options.compiled
    ? (process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? [])
    : ['--import', 'tsx'];
  return spawn(process.execPath, [...flags, file, ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', out, out, ...(options.ipc ? ['ipc' as const] : [])],
  });
}

function firstMessage<T>(child: ChildProcess, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`${what} exited with ${code} before it answered`));
    child.once('exit', onExit);
    child.once('message', (message) => {
      child.off('exit', onExit);
      resolve(message as T);
    });
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface Running {
  port: number;
  pid: number;
  stop: () => Promise<void>;
}

/** `plain` answers a fixed body; `same-bytes` replays the captured pages of `fixturesFile`. */
export async function startCeiling(kind: 'plain' | 'same-bytes', port: number, fixturesFile?: string) {
  const args = [kind, String(port), ...(fixturesFile ? [fixturesFile] : [])];
  const child = spawnTs(benchFile('ceiling.ts'), args, { ipc: true });
  const ready = await firstMessage<{ port: number }>(child, `the ${kind} ceiling`);
  return { port: ready.port, pid: child.pid ?? 0, stop: () => stop(child) } satisfies Running;
}

const floorDir = benchFile('floor/');
/** The floor's server build, made by `buildFloor`. */
export const floorBuild = `${floorDir}build/server/index.js`;
/** Where the floor's browser files are, by their URL path (`/assets/…`). */
export const floorClientDir = `${floorDir}build/client`;

/**
 * `react-router build` of bench/floor (React Router's floor, `floor/serve.ts`), in production
 * mode, with the root's packages: the versions the storefront is built with.
 */
export async function buildFloor(log: string): Promise<void> {
  const cli = fileURLToPath(new URL('../node_modules/@react-router/dev/bin.js', import.meta.url));
  const out = openSync(log, 'a');
  const child = spawn(process.execPath, [cli, 'build'], {
    cwd: floorDir,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', out, out],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`react-router build of bench/floor failed (exit ${code}); see ${log}`);
}

/** React Router's floor: the built one-route app on @react-router/node, in its own process. */
export async function startFloor(port: number) {
  const child = spawnTs(benchFile('floor/serve.ts'), [String(port), floorBuild], {
    ipc: true,
    env: { NODE_ENV: 'production' },
  });
  const ready = await firstMessage<{ port: number }>(child, 'the floor server');
  return { port: ready.port, pid: child.pid ?? 0, stop: () => stop(child) } satisfies Running;
}

export class LoadGenerator {
  private constructor(private readonly child: ChildProcess) {}

  static async start(): Promise<LoadGenerator> {
    const child = spawnTs(benchFile('load.ts'), [], { ipc: true });
    await firstMessage(child, 'the load generator');
    return new LoadGenerator(child);
  }

  async run<T>(job: Job): Promise<T> {
    this.child.send(job);
    const answer = await firstMessage<JobAnswer>(this.child, 'the load generator');
    if (!answer.ok) throw new Error(answer.error);
    return answer.result as T;
  }

  stop = () => stop(this.child);
}

export type Store = { driver: 'pglite'; dataDir: string } | { driver: 'pg'; url: string };

const storeEnv = (store: Store): NodeJS.ProcessEnv =>
  store.driver === 'pg' ? { DATABASE_URL: store.url } : { DATABASE_URL: '', PGLITE_DATA_DIR: store.dataDir };

/** `npm run db:seed [-- --products N]` against the store, with our server stopped (PGlite: one process). */
export async function seed(store: Store, products: number, log: string): Promise<void> {
  const args = ['seed', ...(products > 0 ? ['--products', String(products)] : [])];
  const child = spawnTs('packages/server/src/db-cli.ts', args, { env: storeEnv(store), log });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`db:seed ${args.join(' ')} failed (exit ${code}); see ${log}`);
}

/** `bench/seed-orders.ts N`: N more shop orders in the store, with our server stopped. */
export async function seedOrders(store: Store, orders: number, log: string): Promise<void> {
  const child = spawnTs(benchFile('seed-orders.ts'), [String(orders)], { env: storeEnv(store), log });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seed-orders ${orders} failed (exit ${code}); see ${log}`);
}

export const buildEntry = `${repoRoot}packages/web/build/server/index.js`;
const BUILD_WAIT_MS = 10 * 60_000;

/** A build in progress (another `npm run build` in this checkout) removes the build for a while. */
async function waitForBuild() {
  const deadline = Date.now() + BUILD_WAIT_MS;
  let told = false;
  while (!existsSync(buildEntry) || !existsSync(`${repoRoot}${SERVER_ENTRY}`)) {
    if (Date.now() > deadline) throw new Error(`no storefront build at ${buildEntry}: run \`npm run build\``);
    if (!told) process.stderr.write('[bench] waiting for the storefront build to appear…\n');
    told = true;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** Our server, as `npm start` runs it (built storefront, production mode), on its own process. */
export async function startServer(store: Store, port: number, env: NodeJS.ProcessEnv, log: string) {
  for (let attempt = 1; ; attempt++) {
    await waitForBuild();
    try {
      return await startServerOnce(store, port, env, log);
    } catch (error) {
      // The build vanished under the starting server: wait for the new one and try again.
      if (attempt >= 3 || !readFileSync(log, 'utf8').includes(buildEntry)) throw error;
    }
  }
}

async function startServerOnce(store: Store, port: number, env: NodeJS.ProcessEnv, log: string) {
  const child = spawnTs(SERVER_ENTRY, [], {
    env: {
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      // The load places orders far faster than a person: the per-hour placing limits would refuse them.
      PLACE_LIMIT_PER_HOUR: '10000',
      PLACE_IP_LIMIT_PER_HOUR: '100000',
      // Every simulated buyer fetches its CSRF token, all from this one address.
      CSRF_COOKIE_LIMIT_PER_MINUTE: '1000000',
      ...storeEnv(store),
      ...env,
    },
    log,
    compiled: true,
  });
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`our server exited with ${child.exitCode}; see ${log}`);
    const healthy = await call({ port, host: 'localhost', path: '/api/v1/health', timeoutMs: 2000 })
      .then((reply) => reply.status === 200)
      .catch(() => false);
    if (healthy) break;
    if (Date.now() > deadline) {
      await stop(child);
      throw new Error(`our server was not healthy within ${STARTUP_TIMEOUT_MS / 1000} s; see ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { port, pid: child.pid ?? 0, stop: () => stop(child) } satisfies Running;
}

/** Resident set size in MB, from /proc (Linux). */
export function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** Samples a process's RSS every half second; `stop()` answers the peak and the last reading. */
export function watchRss(pid: number) {
  let peak = rssMb(pid) ?? 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMb(pid) ?? 0);
  }, 500);
  return {
    stop: () => {
      clearInterval(timer);
      const last = rssMb(pid);
      return { peak: Math.max(peak, last ?? 0), last };
    },
  };
}

/** A fresh database on the PostgreSQL server, or null (with the reason) when it does not answer. */
export async function createPgDatabase(
  adminUrl: string,
  prefix = 'bench',
): Promise<{ url: string; drop: () => Promise<void> } | string> {
  const name = `${prefix}_${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
    await admin.query(`create database ${name}`);
  } catch (error) {
    await admin.end().catch(() => undefined);
    return error instanceof Error ? error.message : String(error);
  }
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buyAsGuest, lastOrderId, verifyOrders } from './checkout';
import { call, type Fixture, fixtureOf } from './http';
import type { CheckoutJob, CheckoutResult, LoadResult } from './jobs';
import { type Options, parseOptions, USAGE, UsageError } from './options';
import {
  buildEntry,
  buildFloor,
  createPgDatabase,
  floorClientDir,
  freePort,
  LoadGenerator,
  repoRoot,
  rssMb,
  type Store,
  seed,
  seedOrders,
  startCeiling,
  startFloor,
  startServer,
  watchRss,
} from './processes';
import { type FloorFigures, type Pass, type RouteFigures, type RunReport, toMarkdown } from './report';
import { type Discovery, discoverRoutes, type Route } from './routes';

/*
 * `npm run bench`: the orchestrator. It starts every server and the load generator as its own
 * process, measures one thing at a time (the machine has two cores), and writes the figures to
 * var/bench/<timestamp>.json and a Markdown report to stdout. Progress goes to stderr.
 */

const SETTLE_MS = 2000;
/**
 * Idle means no request for this long: the start's own work (a fresh demo database's three
 * pending invoices are issued as PDFs at the first start) leaves garbage that V8's memory reducer
 * returns 20-25 s later (159-165 MB at 2 s, 114-117 MB from 25 s on, 2026-11-28).
 */
const IDLE_MS = 30_000;
const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Context {
  options: Options;
  loader: LoadGenerator;
  workDir: string;
  ports: { plain: number; sameBytes: number; server: number };
}

function load(ctx: Context, port: number, route: Pick<Route, 'host' | 'path' | 'headers'>): Promise<LoadResult> {
  const { connections, duration, warmup } = ctx.options;
  return ctx.loader.run<LoadResult>({
    kind: 'load',
    port,
    host: route.host,
    path: route.path,
    headers: route.headers,
    connections,
    duration,
    warmup,
  });
}

async function measurePlain(ctx: Context): Promise<LoadResult> {
  const plain = await startCeiling('plain', ctx.ports.plain);
  try {
    log(`plain ceiling on :${plain.port}`);
    return await load(ctx, plain.port, { host: 'localhost', path: '/', headers: {} });
  } finally {
    await plain.stop();
  }
}

/**
 * A page's first-load JavaScript: the module files its HTML preloads (React Router lists every
 * module of the matched routes), each gzipped at level 9 as our server sends them to a gzip-only
 * client, in bytes.
 */
function firstLoadScripts(html: string, clientDir: string) {
  const paths = [...new Set([...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1] ?? ''))];
  const files = paths.map((path) => ({
    path,
    gzip: gzipSync(readFileSync(join(clientDir, path)), { level: 9 }).length,
  }));
  return { files, gzip: files.reduce((sum, file) => sum + file.gzip, 0) };
}

/**
 * React Router's floor (bench/floor): the smallest framework-mode app, rendered per request by
 * @react-router/node, then the same bytes replayed by the same-bytes ceiling. What a page of ours
 * cannot beat: the framework's own cost per render, and the JavaScript every page loads.
 */
async function measureFloor(ctx: Context): Promise<FloorFigures> {
  log('floor: building bench/floor');
  await buildFloor(join(ctx.workDir, 'floor-build.log'));
  const route = { host: 'localhost', path: '/', headers: {} };
  const floor = await startFloor(ctx.ports.server);
  let result: LoadResult;
  let reply: Awaited<ReturnType<typeof call>>;
  try {
    log(`floor: React Router's one-route app on :${floor.port}`);
    reply = await call({ port: floor.port, ...route });
    if (reply.status !== 200) throw new Error(`the floor answered ${reply.status}`);
    result = await load(ctx, floor.port, route);
  } finally {
    await floor.stop();
  }
  const sameBytes = await withSameBytes(ctx, [fixtureOf(route.host, route.path, reply)], 'floor', (port) => {
    log('same-bytes ceiling: floor');
    return load(ctx, port, route);
  });
  const js = firstLoadScripts(reply.body.toString('utf8'), floorClientDir);
  return { result, sameBytes, bytes: reply.body.length, js };
}

/** Guests placing orders as fast as they can, then every acknowledged order checked in PostgreSQL. */
async function measureCheckout(ctx: Context, port: number, databaseUrl: string, discovery: Discovery, pid: number) {
  const { buyableProductIds: productIds, zipcodeId, streetTypeId } = discovery;
  if (!productIds.length || zipcodeId === null || streetTypeId === null) {
    return { skipped: 'no buyable product, zipcode or street type in the API' };
  }
  const job: CheckoutJob = {
    kind: 'checkout',
    port,
    clients: ctx.options.checkoutClients,
    duration: ctx.options.duration,
    warmup: ctx.options.warmup,
    productIds,
    zipcodeId,
    streetTypeId,
  };
  const afterId = await lastOrderId(databaseUrl);
  // One order first: while the order API is missing or broken the bench says so instead of failing.
  const probe = await buyAsGuest(job, 0, productIds[0] ?? 0).catch((error: unknown) => ({
    status: 0,
    order: undefined,
    refusal: error instanceof Error ? error.message : String(error),
  }));
  if (!probe.order) return { skipped: `the order API is not ready: ${probe.refusal ?? probe.status}` };
  log(`checkout: ${job.clients} guests for ${job.warmup} + ${job.duration} s`);
  const watch = watchRss(pid);
  const result = await ctx.loader.run<CheckoutResult>(job);
  const peakRssMb = watch.stop().peak;
  const verification = await verifyOrders(
    databaseUrl,
    [{ ...probe.order, measured: false }, ...result.placed],
    afterId,
  );
  return { ...result, verification, peakRssMb };
}

/** The same-bytes ceiling replaying `captures` (written to the work directory as `label`) while `measure` runs. */
async function withSameBytes<T>(
  ctx: Context,
  captures: Fixture[],
  label: string,
  measure: (port: number) => Promise<T>,
) {
  const fixtures = join(ctx.workDir, `fixtures-${label}.json`);
  writeFileSync(fixtures, JSON.stringify(captures));
  const ceiling = await startCeiling('same-bytes', ctx.ports.sameBytes, fixtures);
  try {
    return await measure(ceiling.port);
  } finally {
    await ceiling.stop();
  }
}

async function measureSameBytes(ctx: Context, routes: Route[], figures: RouteFigures[], label: string) {
  const pages = routes.filter((route) => route.page && route.capture);
  if (!pages.length) return;
  await withSameBytes(
    ctx,
    pages.flatMap((route) => route.capture ?? []),
    label,
    async (port) => {
      for (const route of pages) {
        log(`same-bytes ceiling: ${route.name}`);
        const figure = figures.find((f) => f.name === route.name);
        if (figure) figure.sameBytes = await load(ctx, port, route);
      }
    },
  );
}

/** One size of the scale: generated products and orders on top of the demo data. */
interface Size {
  products: number;
  orders: number;
}

async function runPass(ctx: Context, store: Store, size: Size, first: boolean, seedSeconds: number): Promise<Pass> {
  const { products, orders } = size;
  const label = `${store.driver}-${products}${orders ? `-${orders}-orders` : ''}`;
  const serverLog = join(ctx.workDir, `server-${label}.log`);
  const server = await startServer(
    store,
    ctx.ports.server,
    { MAIL_DIR: join(ctx.workDir, 'mail'), LOG_LEVEL: process.env.LOG_LEVEL ?? 'info' },
    serverLog,
  );
  log(`${label}: our server on :${server.port} (pid ${server.pid}, log ${serverLog})`);
  let routes: Route[] = [];
  const figures: RouteFigures[] = [];
  const pass: Pass = {
    driver: store.driver,
    products,
    orders,
    seedSeconds,
    rssMb: { started: null, idle: null, endOfLoad: null, peak: 0 },
    routes: figures,
  };
  try {
    await sleep(SETTLE_MS);
    pass.rssMb.started = rssMb(server.pid);
    await sleep(IDLE_MS - SETTLE_MS);
    pass.rssMb.idle = rssMb(server.pid);
    const discovery = await discoverRoutes(server.port, ctx.options.only);
    routes = discovery.routes;
    const overall = watchRss(server.pid);
    for (const route of routes) {
      const figure: RouteFigures = {
        name: route.name,
        url: route.path && `http://${route.host}${route.path}`,
        page: route.page,
        unavailable: route.unavailable,
      };
      figures.push(figure);
      if (route.unavailable) {
        log(`${label}: ${route.name} unavailable (${route.unavailable})`);
        continue;
      }
      log(`${label}: ${route.name} ${route.path}`);
      const watch = watchRss(server.pid);
      figure.result = await load(ctx, server.port, route);
      figure.peakRssMb = watch.stop().peak;
      figure.bytes = route.capture ? Buffer.from(route.capture.body, 'base64').length : undefined;
    }
    const { peak, last } = overall.stop();
    pass.rssMb = { ...pass.rssMb, peak, endOfLoad: last };
    if (store.driver === 'pg' && !ctx.options.skipCheckout && first) {
      pass.checkout = await measureCheckout(ctx, server.port, store.url, discovery, server.pid);
    }
  } finally {
    await server.stop();
  }
  await measureSameBytes(ctx, routes, figures, label);
  return pass;
}

async function runDriver(ctx: Context, driver: 'pglite' | 'pg', report: RunReport) {
  let store: Store;
  let drop = async () => {};
  if (driver === 'pg') {
    const database = await createPgDatabase(ctx.options.pgUrl);
    if (typeof database === 'string') {
      const notice = `PostgreSQL at ${ctx.options.pgUrl} does not answer (${database}): the pg runs are skipped`;
      log(notice);
      report.skipped.push(notice);
      return;
    }
    store = { driver, url: database.url };
    drop = database.drop;
  } else {
    store = { driver, dataDir: mkdtempSync(join(ctx.workDir, 'pglite-')) };
  }
  // One of the two scales: the catalogue's sizes (products) or the order book's (orders).
  const { products, orders } = ctx.options;
  const sizes: Size[] =
    orders.length > 1
      ? orders.map((n) => ({ products: products[0] ?? 0, orders: n }))
      : products.map((n) => ({ products: n, orders: orders[0] ?? 0 }));
  try {
    let seeded: Size | null = null;
    for (const size of sizes) {
      const started = Date.now();
      const addProducts = size.products - (seeded?.products ?? 0);
      if (!seeded || addProducts > 0) {
        log(`${driver}: seeding ${size.products ? `${size.products} generated products` : 'the demo data'}`);
        await seed(store, addProducts, join(ctx.workDir, `seed-${driver}.log`));
      }
      const addOrders = size.orders - (seeded?.orders ?? 0);
      if (addOrders > 0) {
        log(`${driver}: seeding ${addOrders} more orders (${size.orders} in all)`);
        await seedOrders(store, addOrders, join(ctx.workDir, `seed-${driver}.log`));
      }
      const first = !seeded;
      seeded = size;
      const seedSeconds = Math.round((Date.now() - started) / 100) / 10;
      report.passes.push(await runPass(ctx, store, size, first, seedSeconds));
    }
  } finally {
    await drop();
  }
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  if (options.report) {
    process.stdout.write(toMarkdown(JSON.parse(readFileSync(options.report, 'utf8')) as RunReport));
    return;
  }
  if (!existsSync(buildEntry)) throw new UsageError('no storefront build: run `npm run build` first');
  const startedAt = new Date();
  const base = options.portBase;
  const ports = base
    ? { plain: base, sameBytes: base + 1, server: base + 2 }
    : { plain: 0, sameBytes: 0, server: await freePort() };
  const workDir = mkdtempSync(join(tmpdir(), 'vag-bench-'));
  const cpu = cpus();
  const report: RunReport = {
    startedAt: startedAt.toISOString(),
    machine: {
      cpus: cpu.length,
      cpuModel: cpu[0]?.model.trim() ?? 'unknown',
      memoryGb: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
    },
    loadAverage: { start: loadavg() },
    settings: {
      duration: options.duration,
      warmup: options.warmup,
      connections: options.connections,
      checkoutClients: options.checkoutClients,
    },
    passes: [],
    skipped: [],
  };
  const loader = await LoadGenerator.start();
  const ctx: Context = { options, loader, workDir, ports };
  try {
    report.plain = await measurePlain(ctx);
    // A floor that cannot be built or served is told in the report; the rest of the run goes on.
    if (!options.skipFloor) {
      report.floor = await measureFloor(ctx).catch((error: unknown) => {
        const notice = `React Router's floor: ${error instanceof Error ? error.message : String(error)}`;
        log(notice);
        report.skipped.push(notice);
        return undefined;
      });
    }
    for (const driver of options.drivers) await runDriver(ctx, driver, report);
  } finally {
    await loader.stop();
  }
  report.loadAverage.end = loadavg();
  const outDir = join(repoRoot, 'var/bench');
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  // BENCH_KEEP_WORKDIR=1 keeps the servers' logs and the captured pages for a look afterwards.
  if (process.env.BENCH_KEEP_WORKDIR === '1') log(`work directory kept: ${workDir}`);
  else rmSync(workDir, { recursive: true, force: true });
  process.stdout.write(toMarkdown(report));
  log(`figures written to ${file}`);
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(error.message ? `${error.message}\n\n${USAGE}` : USAGE);
    process.exit(2);
  }
  console.error(error);
  process.exit(1);
});

import type { Server } from 'node:http';
import type { Database } from '@vag/api';
import {
  createMailTransport,
  isEmpty,
  migrate,
  openDatabase,
  refreshParcelPoints,
  runHousekeeping,
  seedDemoData,
  settleAfterResponse,
  startInvoiceWorker,
  startMailWorker,
  writeDemoUploads,
} from '@vag/api';
import type { Logger } from 'pino';
import { type Config, purchaseSettings } from './config';

/** Opens the configured database, applies pending migrations and seeds a fresh install. */
export async function prepareDatabase(config: Config, logger: Logger): Promise<Database> {
  const database = config.DATABASE_URL
    ? await openDatabase({ driver: 'pg', url: config.DATABASE_URL, poolSize: config.DATABASE_POOL_SIZE })
    : await openDatabase({
        driver: 'pglite',
        dataDir: config.pgliteDataDir === 'memory://' ? undefined : config.pgliteDataDir,
        durable: true,
      });
  logger.info({ driver: database.driver }, 'database opened');
  if (config.NODE_ENV === 'production' && config.CAPTCHA_PROVIDER === 'test') {
    logger.warn('CAPTCHA_PROVIDER=test accepts the token "test-pass": set recaptcha keys before going live');
  }
  await migrate(database);
  if (config.SEED_DEMO_DATA && (await isEmpty(database.db))) {
    await seedDemoData(database.db);
    await writeDemoUploads(config.uploadDir);
    logger.info('demo data loaded into the empty database');
  }
  startBackgroundJobs(config, database, logger);
  return database;
}

/** Stopped, in order, before the database closes. */
const backgroundJobs: (() => Promise<void>)[] = [];

/**
 * The mail worker (SMTP when SMTP_URL is set, else .eml files in MAIL_DIR; several instances
 * share the outbox safely), the pruning of expired sessions, tokens and rate-limit counters, and
 * the refresh of the GLS points when GLS_FEED_URL is set.
 */
function startBackgroundJobs(config: Config, database: Database, logger: Logger) {
  // Work started after answers (a reset mail) writes to the database: it ends before the database closes.
  backgroundJobs.push(settleAfterResponse);
  if (config.MAIL_WORKER) {
    const transport = createMailTransport({ from: config.MAIL_FROM, smtpUrl: config.SMTP_URL, dir: config.mailDir });
    const worker = startMailWorker({ db: database.db, transport, logger });
    backgroundJobs.push(() => worker.stop());
    logger.info(
      { transport: transport.kind, ...(transport.kind === 'file' ? { dir: config.mailDir } : {}) },
      'mail worker started',
    );
  }
  // Every instance may issue invoices: each is claimed for a lease, so none is issued twice.
  const invoices = startInvoiceWorker({ db: database.db, invoicing: config.invoicing, logger });
  backgroundJobs.push(() => invoices.stop());
  const prune = () =>
    runHousekeeping(database.db, {
      accounts: { siteUrls: config.siteUrls },
      purchases: purchaseSettings(config),
      bankAccounts: config.bankAccounts,
      academyReminderHours: config.ACADEMY_REMINDER_HOURS,
      waitingListOfferHours: config.WAITING_LIST_OFFER_HOURS,
    }).catch((error: unknown) => logger.warn({ err: error }, 'housekeeping failed'));
  // Every instance may run it (its writes are idempotent); every minute by default, so seats of
  // expired payment windows come back and scheduled posts reach the page caches promptly.
  const timer = setInterval(prune, config.HOUSEKEEPING_INTERVAL_MS);
  timer.unref();
  backgroundJobs.push(async () => clearInterval(timer));
  if (config.GLS_FEED_URL)
    startParcelPointRefresh(config.GLS_FEED_URL, config.GLS_REFRESH_INTERVAL_MS, database, logger);
}

/**
 * GLS points from the feed at start and every `intervalMs`. Every instance may run it: the import
 * takes an advisory lock and is idempotent. A failure is logged and the last good points stay.
 */
function startParcelPointRefresh(url: string, intervalMs: number, database: Database, logger: Logger) {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  const refresh = () => {
    if (running) return;
    running = refreshParcelPoints(database.db, { url, signal: stopping.signal })
      .then(({ rejected, ...counts }) => {
        const firstRejected = rejected.slice(0, 10);
        logger.info({ ...counts, rejected: rejected.length, firstRejected }, 'GLS parcel points refreshed');
      })
      .catch((error: unknown) =>
        logger.warn({ err: error }, 'GLS parcel point refresh failed: the points stay as they were'),
      )
      .finally(() => {
        running = undefined;
      });
  };
  refresh();
  const timer = setInterval(refresh, intervalMs);
  timer.unref();
  backgroundJobs.push(async () => {
    clearInterval(timer);
    stopping.abort();
    await running;
  });
  logger.info({ url, intervalMs }, 'GLS parcel point refresh scheduled');
}

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (up to the
 * timeout), then close the database so PGlite flushes its files, and exit.
 */
export function handleShutdown(server: Server, database: Database, logger: Logger, timeoutMs: number) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    const forced = setTimeout(() => {
      logger.warn('shutdown timeout: closing remaining connections');
      server.closeAllConnections();
    }, timeoutMs);
    forced.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    clearTimeout(forced);
    for (const stopJob of backgroundJobs) await stopJob();
    await database.close();
    logger.info('shutdown complete');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

import pg from 'pg';
import type { Logger } from 'pino';
import type { Database } from './client';

/** The channel of migration 0011: each committed change of a storefront table, by table name. */
export const DATA_CHANGES_CHANNEL = 'data_changes';

/**
 * A table changed (its name), or `undefined`: changes may have been missed (the listening
 * connection was lost), so everything built from the database is suspect.
 */
export type DataChangeHandler = (table: string | undefined) => void;

export interface DataChangeFeed {
  stop(): Promise<void>;
}

const RETRY_MIN_MS = 500;
const RETRY_MAX_MS = 30_000;

/**
 * Listens to the database's change notices, whoever wrote: this process, another instance, a
 * seed or an import. On PostgreSQL one dedicated connection LISTENs and comes back by itself
 * after a loss (reporting a possible gap each time); PGlite delivers in-process.
 */
export async function listenForDataChanges(
  database: Database,
  onChange: DataChangeHandler,
  logger: Logger,
): Promise<DataChangeFeed> {
  if (database.driver === 'pglite') {
    const unsubscribe = await database.client.listen(DATA_CHANGES_CHANNEL, (payload) => onChange(payload || undefined));
    return { stop: () => unsubscribe() };
  }

  const { connectionString } = database.pool.options;
  let stopped = false;
  let client: pg.Client | undefined;
  let retryMs = RETRY_MIN_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    timer = undefined;
    if (stopped) return;
    const next = new pg.Client({ connectionString });
    let lost = false;
    const onLoss = (error?: Error) => {
      if (lost) return;
      lost = true;
      client = undefined;
      next.removeAllListeners('notification');
      next.end().catch(() => {});
      if (stopped) return;
      logger.warn({ err: error, retryMs }, 'data change notices lost: listening again');
      onChange(undefined);
      timer = setTimeout(connect, retryMs);
      timer.unref();
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };
    next.on('error', onLoss);
    next.on('end', () => onLoss());
    next.on('notification', (message) => {
      if (message.channel === DATA_CHANGES_CHANNEL) onChange(message.payload || undefined);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${DATA_CHANGES_CHANNEL}`);
      client = next;
      if (retryMs > RETRY_MIN_MS) onChange(undefined);
      retryMs = RETRY_MIN_MS;
    } catch (error) {
      onLoss(error as Error);
    }
  };
  await connect();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await client?.end().catch(() => {});
    },
  };
}

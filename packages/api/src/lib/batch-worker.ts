import type { Logger } from 'pino';

/*
 * A loop over a queue table shared by every instance (the mail outbox, the invoices): each round
 * works batches until one comes back empty, then waits `intervalMs`. The batches claim their rows
 * with FOR UPDATE SKIP LOCKED and a lease, so any number of instances may run it.
 */

export interface BatchWorker {
  /** Runs one round now (tests, and right after a request queued work). */
  poke(): Promise<void>;
  /** Ends the loop after the round in progress. */
  stop(): Promise<void>;
}

export function startBatchWorker(options: {
  /** Works one batch; answers how many rows it claimed (0: nothing due). */
  batch: () => Promise<number>;
  logger: Logger;
  /** Named in the log when a round fails. */
  name: string;
  intervalMs: number;
}): BatchWorker {
  const { batch, logger, name, intervalMs } = options;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const round = async () => {
    try {
      while (!stopped && (await batch()) > 0) {}
    } catch (error) {
      logger.error({ err: error }, `${name} round failed`);
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = round().then(schedule);
    }, intervalMs);
    timer.unref();
  };
  running = round().then(schedule);

  return {
    poke() {
      running = running.then(round);
      return running;
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

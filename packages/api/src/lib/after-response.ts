import type { Logger } from 'pino';

/*
 * Work that must not shape the answer: started once the handler has returned, so the answer
 * takes the same time whatever the work finds (forgot-password answers alike for a known and
 * an unknown e-mail, issue 17). What it writes goes through the database (the mail outbox), so
 * a crash loses at most the work of answers in flight, as it would lose the requests.
 */

const pending = new Set<Promise<void>>();

export function afterResponse(logger: Logger, work: () => Promise<unknown>): void {
  const run = new Promise<void>((resolve) => {
    setImmediate(() => {
      work()
        .catch((error: unknown) => logger.error({ err: error }, 'work after the response failed'))
        .finally(resolve);
    });
  }).finally(() => pending.delete(run));
  pending.add(run);
}

/** Waits for the work started after answers (graceful shutdown; tests before they look at its effect). */
export async function settleAfterResponse(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}

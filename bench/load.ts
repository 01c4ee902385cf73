import autocannon from 'autocannon';
import { runCheckoutLoad } from './checkout';
import { call } from './http';
import type { Job, JobAnswer, LoadJob, LoadResult } from './jobs';

/*
 * The load generator, in its own process so that it never shares an event loop with a server
 * it measures (DESIGN §9). Takes one job at a time over IPC and answers with its figures.
 */

async function runLoad(job: LoadJob): Promise<LoadResult> {
  const options = {
    url: `http://127.0.0.1:${job.port}${job.path}`,
    connections: job.connections,
    headers: { host: `${job.host}:${job.port}`, ...job.headers },
  };
  if (job.warmup > 0) {
    await autocannon({ ...options, duration: job.warmup });
    // The server still works through the warm-up's requests in flight; one more request answers
    // after them, so the measurement does not start with a queue it did not make.
    await call({ port: job.port, host: job.host, path: job.path, headers: job.headers }).catch(() => undefined);
  }
  const result = await autocannon({ ...options, duration: job.duration });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      average: result.latency.average,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
    bytesPerSecond: result.throughput.average,
  };
}

process.on('message', (job: Job) => {
  const work = job.kind === 'load' ? runLoad(job) : runCheckoutLoad(job);
  work
    .then((result): JobAnswer => ({ ok: true, result }))
    .catch(
      (error: unknown): JobAnswer => ({ ok: false, error: error instanceof Error ? error.message : String(error) }),
    )
    .then((answer) => process.send?.(answer));
});
process.send?.({ ready: true });

import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../bench/http';
import {
  ADMIN_URL,
  freshDatabase,
  type OurServer,
  prepareShop,
  SETUP_MS,
  skipNotice,
  startOurServer,
  workDirectory,
} from './harness';

/*
 * Issue 17: bodies far over any route's limit, posted four at once without logging in, to an
 * API route and a storefront action, some declaring their length and some streamed without
 * one. Each must be refused with 413 while it streams in, and the server's resident memory
 * must stay where it was (a single 300 MB post used to take it from 0.8 to 1.95 GB).
 */

const BODY_BYTES = 300 * 1024 * 1024;
/** What the server's resident memory may grow by while the four uploads come in. */
const RSS_GROWTH_BOUND_KB = 50 * 1024;
const SHOP = 'vagheggi.localhost';

interface Upload {
  path: string;
  type: string;
  /** Declares Content-Length like a browser, or streams chunked without one. */
  declare: boolean;
}

const UPLOADS: Upload[] = [
  { path: '/api/v1/contact-requests', type: 'application/x-www-form-urlencoded', declare: false },
  { path: '/api/v1/contact-requests', type: 'application/x-www-form-urlencoded', declare: true },
  { path: '/cookie-consent', type: 'application/x-www-form-urlencoded', declare: false },
  { path: '/cookie-consent', type: 'application/x-www-form-urlencoded', declare: true },
];

/** VmRSS of a process in kB, from /proc (Linux). */
function rssKb(pid: number): number {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb ?? 0);
}

/**
 * Posts `BODY_BYTES` of form data from one reused buffer (the test holds no body), stops sending
 * once answered; the status and content type of the answer, and how much had been sent.
 */
function upload(
  port: number,
  { path, type, declare }: Upload,
): Promise<{ status: number; type: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: {
        host: `${SHOP}:${port}`,
        origin: `http://${SHOP}:${port}`,
        'content-type': type,
        ...(declare ? { 'content-length': String(BODY_BYTES) } : {}),
      },
    });
    req.on('response', (res) => {
      answered = true;
      res.resume();
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), sent });
        req.destroy();
      });
    });
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const chunk = Buffer.from(`message=${'a'.repeat(64 * 1024 - 8)}`);
    const write = () => {
      while (!answered && sent < BODY_BYTES) {
        const piece = chunk.subarray(0, Math.min(chunk.length, BODY_BYTES - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', write);
      }
      if (!answered) req.end();
    };
    write();
  });
}

const database = await freshDatabase();
if (typeof database === 'string')
  skipNotice('body-limit.test.ts', `PostgreSQL at ${ADMIN_URL} does not answer (${database})`);

describe.skipIf(typeof database === 'string')('oversized request bodies', () => {
  let work: ReturnType<typeof workDirectory>;
  let server: OurServer;

  beforeAll(async () => {
    if (typeof database === 'string') return;
    work = workDirectory();
    await prepareShop(database.url, { couponLimit: 1, seatsPerDate: 1, dates: 1, members: 0 });
    server = await startOurServer(database.url, work.path);
    // The code paths of both targets are loaded before memory is measured.
    for (const path of ['/', '/cookie-consent']) await call({ port: server.port, host: SHOP, path });
    for (const { path } of UPLOADS) {
      await call({ port: server.port, host: SHOP, path, method: 'POST', json: { message: 'hello' } });
    }
  }, SETUP_MS);

  afterAll(async () => {
    await server?.stop();
    if (typeof database !== 'string') await database.drop();
    work?.remove();
  });

  it('refuses four parallel 300 MB posts with 413 while they stream in, and its memory stays put', async () => {
    const before = rssKb(server.pid);
    let highest = before;
    const sampler = setInterval(() => {
      highest = Math.max(highest, rssKb(server.pid));
    }, 50);
    try {
      const replies = await Promise.all(UPLOADS.map((target) => upload(server.port, target)));
      highest = Math.max(highest, rssKb(server.pid));
      expect(replies.map(({ status }) => status)).toEqual([413, 413, 413, 413]);
      // The API answers in its JSON error shape, the storefront with a short page.
      expect(replies.map(({ type }) => type.split(';')[0])).toEqual([
        'application/json',
        'application/json',
        'text/html',
        'text/html',
      ]);
      // Refused while streaming in: no client got to send its whole body.
      for (const reply of replies) expect(reply.sent).toBeLessThan(BODY_BYTES);
    } finally {
      clearInterval(sampler);
    }
    console.log(`[body-limit] VmRSS ${Math.round(before / 1024)} MB before, at most ${Math.round(highest / 1024)} MB`);
    expect(highest - before).toBeLessThan(RSS_GROWTH_BOUND_KB);
    expect(server.alive()).toBe(true);
    const health = await call({ port: server.port, host: SHOP, path: '/api/v1/health' });
    expect(health.status).toBe(200);
  });
});

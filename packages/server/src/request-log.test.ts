import { Writable } from 'node:stream';
import { createTestDatabase, type TestDatabase } from '@vag/api/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from './app';
import { loadConfig } from './config';

/*
 * The request log: one line per request with the status the visitor got. A visitor who left
 * before the answer got none, and React Router makes a 500 of a render whose request was
 * aborted: that is logged 499 (nginx's "client closed request"), not as a server failure.
 */

const SHOP = 'vagheggi.localhost';

let database: TestDatabase;
let app: ReturnType<typeof createServerApp>;
const lines: { path: string; status: number }[] = [];

/** The stand-in storefront: `/left` answers 500 once its visitor is gone, `/broken` fails outright. */
async function storefront(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname === '/left') {
    await new Promise((resolve) => request.signal.addEventListener('abort', resolve, { once: true }));
    return new Response('aborted', { status: 500 });
  }
  if (pathname === '/broken') return new Response('failed', { status: 500 });
  return new Response('page', { headers: { 'content-type': 'text/plain', 'cache-control': 'private, no-store' } });
}

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'production', PAGE_CACHE: 'false', MAIL_WORKER: 'false' });
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      const line = JSON.parse(chunk.toString('utf8')) as { msg: string; path: string; status: number };
      if (line.msg === 'request') lines.push({ path: line.path, status: line.status });
      done();
    },
  });
  app = createServerApp({ config, database, logger: pino({ level: 'info' }, sink), web: storefront });
});

afterAll(async () => {
  await database?.dispose();
});

const logged = async (path: string) => {
  await expect.poll(() => lines.some((line) => line.path === path)).toBe(true);
  return lines.filter((line) => line.path === path).map((line) => line.status);
};

describe('the request log', () => {
  it('logs 499 for a visitor who left during the render, not the 500 made of it', async () => {
    const visitor = new AbortController();
    const answer = app.request(new Request(`http://${SHOP}/left`, { headers: { host: SHOP }, signal: visitor.signal }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    visitor.abort();
    expect((await answer).status).toBe(500);
    expect(await logged('/left')).toEqual([499]);
  });

  it('logs a failure with the visitor still there as the 500 it is, and a page as 200', async () => {
    expect((await app.request(`http://${SHOP}/broken`, { headers: { host: SHOP } })).status).toBe(500);
    expect((await app.request(`http://${SHOP}/fine`, { headers: { host: SHOP } })).status).toBe(200);
    expect(await logged('/broken')).toEqual([500]);
    expect(await logged('/fine')).toEqual([200]);
  });
});

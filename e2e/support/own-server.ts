import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { type RunningServer, startServer } from './server';

/*
 * A journey that changes demo data other journeys read runs on a server of its own: started with
 * a browser before the file's tests, both stopped after them. Its storefront writes go through a
 * visitor's API calls as the web client makes them.
 */

export interface OwnServer {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** An address on the academy's storefront. */
  academyUrl: (path: string) => string;
  /** An address on the back office. */
  adminUrl: (path: string) => string;
}

/** The file's own server (a fresh embedded database, unless `start` says otherwise) and browser. */
export function ownServer(start: () => Promise<RunningServer> = () => startServer()): OwnServer {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the journey’s server is not started yet');
    return value;
  };
  beforeAll(async () => {
    server = await start();
    browser = await launchBrowser();
  }, 90_000);
  // Closing the browser closes every context the journey opened in it.
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      return started(server);
    },
    get browser() {
      return started(browser);
    },
    academyUrl: (path) => `http://localhost:${started(server).port}${path}`,
    adminUrl: (path) => `http://admin.localhost:${started(server).port}${path}`,
  };
}

/**
 * A storefront visitor's API calls on the site at `origin` (e.g. http://localhost:3000): the
 * CSRF cookie first, then its token on every write, read anew each time (signing in renews it).
 */
export async function storefrontApi(browser: Browser, origin: string) {
  const visitor = await browser.newContext();
  const url = (path: string) => `${origin}${path}`;
  await visitor.request.get(url('/sanctum/csrf-cookie'));
  const token = async () =>
    decodeURIComponent((await visitor.cookies(url('/'))).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
  return {
    visitor,
    get: (path: string) => visitor.request.get(url(path)),
    post: async (path: string, data: Record<string, unknown>) =>
      visitor.request.post(url(path), { headers: { 'x-xsrf-token': await token(), origin }, data }),
  };
}

import pino from 'pino';
import { createApp } from '../app';
import { seedDemoData } from '../db/seed';
import { testCaptcha } from '../lib/captcha';
import { type Agent, createAgent } from './agent';
import { createTestDatabase, type TestDatabase } from './database';

export type { Agent } from './agent';
export { createTestDatabase, type TestDatabase, testDriver } from './database';

export const SHOP_HOST = 'vagheggi.localhost';
export const ACADEMY_HOST = 'localhost';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  /** Calls the app in-process as a browser on `host` would (the shop unless told otherwise). */
  request(path: string, init?: RequestInit & { host?: string }): Promise<Response>;
  /** A new browser-like client with its own cookie jar, on `host` (the shop unless told otherwise). */
  agent(host?: string): Agent;
  dispose(): Promise<void>;
}

export async function createTestApp(options: { seed?: boolean } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed) await seedDemoData(database.db);
  const app = createApp({
    database,
    logger: pino({ level: 'silent' }),
    shopHostWord: 'vagheggi',
    captcha: testCaptcha,
  });
  const request: TestApp['request'] = (path, { host = SHOP_HOST, ...init } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('host', host);
    return Promise.resolve(app.request(`http://${host}${path}`, { ...init, headers }));
  };
  return {
    app,
    database,
    request,
    agent: (host = SHOP_HOST) => createAgent((path, init) => request(path, { ...init, host }), `http://${host}`),
    dispose: () => database.dispose(),
  };
}

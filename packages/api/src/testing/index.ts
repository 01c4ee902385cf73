import pino from 'pino';
import { createApp } from '../app';
import { seedDemoData } from '../db/seed';
import { createTestDatabase, type TestDatabase } from './database';

export { createTestDatabase, type TestDatabase, testDriver } from './database';

export const SHOP_HOST = 'vagheggi.localhost';
export const ACADEMY_HOST = 'localhost';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  /** Calls the app in-process as a browser on `host` would (the shop unless told otherwise). */
  request(path: string, init?: RequestInit & { host?: string }): Promise<Response>;
  dispose(): Promise<void>;
}

export async function createTestApp(options: { seed?: boolean } = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed) await seedDemoData(database.db);
  const app = createApp({ database, logger: pino({ level: 'silent' }), shopHostWord: 'vagheggi' });
  return {
    app,
    database,
    request(path, { host = SHOP_HOST, ...init } = {}) {
      const headers = new Headers(init.headers);
      headers.set('host', host);
      return Promise.resolve(app.request(`http://${host}${path}`, { ...init, headers }));
    },
    dispose: () => database.dispose(),
  };
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createApp } from '../app';
import { seedDemoData } from '../db/seed';
import { settleAfterResponse } from '../lib/after-response';
import { testCaptcha } from '../lib/captcha';
import type { ApiOptions } from '../lib/context';
import { type Agent, createAgent } from './agent';
import { createTestDatabase, type TestDatabase } from './database';

export * from './account-factories';
export type { Agent } from './agent';
export * from './catalogue-factories';
export * from './content-factories';
export { countQueries, createTestDatabase, type TestDatabase, testDriver } from './database';
export { operatorMails, TEST_OPERATORS } from './operator-mail';
export * from './order-factories';

export const SHOP_HOST = 'vagheggi.localhost';
export const ACADEMY_HOST = 'localhost';

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: TestDatabase;
  /** The options the app was built with (the back office's API is built from them too). */
  options: ApiOptions;
  /** Calls the app in-process as a browser on `host` would (the shop unless told otherwise). */
  request(path: string, init?: RequestInit & { host?: string }): Promise<Response>;
  /** A new browser-like client with its own cookie jar, on `host` (the shop unless told otherwise). */
  agent(host?: string): Agent;
  /** A temporary directory of this app's uploads, removed by dispose(). */
  uploadDir: string;
  dispose(): Promise<void>;
}

/** `settings`: API options a test configures (bank accounts, …) over the defaults. */
export async function createTestApp(
  options: { seed?: boolean; settings?: Pick<ApiOptions, 'bankAccounts' | 'operatorMail' | 'cartAnswers'> } = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  if (options.seed) await seedDemoData(database.db);
  const uploadDir = await mkdtemp(join(tmpdir(), 'vag-uploads-'));
  const mediaDir = await mkdtemp(join(tmpdir(), 'vag-media-'));
  const apiOptions: ApiOptions = {
    database,
    logger: pino({ level: 'silent' }),
    shopHostWord: 'vagheggi',
    captcha: testCaptcha,
    accounts: { uploadDir },
    mediaDir,
    ...options.settings,
  };
  const app = createApp(apiOptions);
  const request: TestApp['request'] = (path, { host = SHOP_HOST, ...init } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('host', host);
    return Promise.resolve(app.request(`http://${host}${path}`, { ...init, headers }));
  };
  return {
    app,
    database,
    options: apiOptions,
    request,
    // Like a browser that looks at its mailbox later: the work started after an answer is done.
    agent: (host = SHOP_HOST) =>
      createAgent(async (path, init) => {
        const response = await request(path, { ...init, host });
        await settleAfterResponse();
        return response;
      }, `http://${host}`),
    uploadDir,
    dispose: async () => {
      await database.dispose();
      await rm(uploadDir, { recursive: true, force: true });
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

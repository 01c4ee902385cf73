import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, type TestDatabase } from '@vag/api/testing';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFilesOf, createServerApp } from './app';
import { loadConfig } from './config';

/*
 * The client build's files: hashed assets under /assets/, any other file by the list taken at
 * start. A page whose URL has an extension (`/visitor.json`, `/sitemap.xml`) goes to the
 * storefront without a file-system look-up.
 */

const SHOP = 'vagheggi.localhost';
let database: TestDatabase;
let dir: string;
let app: ReturnType<typeof createServerApp>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vag-client-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, 'icons'));
  writeFileSync(join(dir, 'assets', 'entry-abc123.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.ico'), 'icon');
  writeFileSync(join(dir, 'icons', 'shop.svg'), '<svg/>');
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'production', PAGE_CACHE: 'false', MAIL_WORKER: 'false', LOG_LEVEL: 'silent' });
  const storefront = async (request: Request) =>
    new Response(`page ${new URL(request.url).pathname}`, {
      headers: { 'content-type': 'text/plain', 'cache-control': 'private, no-store' },
    });
  app = createServerApp({ config, database, logger: pino({ level: 'silent' }), web: storefront, clientDir: dir });
});

afterAll(async () => {
  await database?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

const get = (path: string) => app.request(`http://${SHOP}${path}`, { headers: { host: SHOP } });

describe('client build files', () => {
  it('lists the files outside assets/ as URL paths', () => {
    expect([...buildFilesOf(dir)].sort()).toEqual(['/favicon.ico', '/icons/shop.svg']);
  });

  it('serves a listed file and a hashed asset, and gives a page with an extension to the storefront', async () => {
    const icon = await get('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(await icon.text()).toBe('icon');
    expect(await (await get('/icons/shop.svg')).text()).toBe('<svg/>');

    const asset = await get('/assets/entry-abc123.js');
    expect(asset.status).toBe(200);
    expect(await asset.text()).toBe('console.log(1)');

    expect(await (await get('/visitor.json')).text()).toBe('page /visitor.json');
    expect(await (await get('/robots.txt')).text()).toBe('page /robots.txt');
  });
});

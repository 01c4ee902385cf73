import { createTestDatabase, createUser, type TestDatabase } from '@vag/api/testing';
import type { StorefrontContext } from '@vag/web/context';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerApp } from './app';
import { loadConfig } from './config';
import { testVisitor } from './test-visitor';

/*
 * A visitor's own render (cart, checkout, account) calls the API in-process several times; the
 * server gives each document request one `env`, so the session is read once per render (issue 23).
 * The storefront here is a stand-in whose "account page" asks the API who the visitor is twice.
 */

const SHOP = 'vagheggi.localhost';

let database: TestDatabase;
let app: ReturnType<typeof createServerApp>;
/** Runs between the stand-in page's two calls of the render it is given to. */
const between = new Map<string, () => Promise<void>>();

async function whoAmI(context: StorefrontContext, cookie: string): Promise<string> {
  const answer = await context.apiTransport(
    new Request(`http://${SHOP}/api/v1/user`, { headers: { host: SHOP, cookie, accept: 'application/json' } }),
  );
  return answer.status === 200 ? ((await answer.json()) as { data: { email: string } }).data.email : 'guest';
}

async function storefront(request: Request, context: StorefrontContext): Promise<Response> {
  const cookie = request.headers.get('cookie') ?? '';
  const header = await whoAmI(context, cookie);
  await between.get(cookie)?.();
  const page = await whoAmI(context, cookie);
  return new Response(`${header} ${page}`, {
    headers: { 'content-type': 'text/plain', 'cache-control': 'private, no-store' },
  });
}

async function signIn(email: string, password: string): Promise<string> {
  const { send, jar } = testVisitor(app, SHOP);
  await send('/sanctum/csrf-cookie');
  const login = await send('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  expect(login.status).toBe(200);
  return `vag_session=${jar.get('vag_session')}`;
}

const page = async (cookie: string) =>
  (await app.request(`http://${SHOP}/account`, { headers: { host: SHOP, cookie } })).text();

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'production', PAGE_CACHE: 'true', MAIL_WORKER: 'false', LOG_LEVEL: 'silent' });
  app = createServerApp({ config, database, logger: pino({ level: 'silent' }), web: storefront });
  await app.dataChanges;
});

afterAll(async () => {
  await database?.dispose();
});

describe("a visitor's own render reads the session once (issue 23)", () => {
  it('security: interleaved renders of two shoppers each show their own user in every call', async () => {
    const [anna, bela] = [await createUser(database.db), await createUser(database.db)];
    const cookies = { [anna.email]: await signIn(anna.email, anna.password) };
    cookies[bela.email] = await signIn(bela.email, bela.password);
    const order = [anna, bela, bela, anna, bela, anna, anna, bela].map((user) => user.email);
    const pages = await Promise.all(order.map((email) => page(cookies[email] ?? '')));
    expect(pages).toEqual(order.map((email) => `${email} ${email}`));
  });

  it('the session a render read serves its later calls; the next request reads it afresh', async () => {
    const user = await createUser(database.db);
    const cookie = await signIn(user.email, user.password);
    between.set(cookie, async () => {
      await database.db.execute(sql`delete from sessions where user_id = ${user.id}`);
    });
    expect(await page(cookie)).toBe(`${user.email} ${user.email}`);
    between.delete(cookie);
    expect(await page(cookie)).toBe('guest guest');
  });
});

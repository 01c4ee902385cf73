import { createHash } from 'node:crypto';
import { brotliDecompressSync } from 'node:zlib';
import { createTestDatabase, type TestDatabase } from '@vag/api/testing';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '@vag/domain';
import { OWN_PAGE_COOKIES, type StorefrontContext } from '@vag/web/context';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createServerApp } from '../app';
import { loadConfig } from '../config';

/*
 * The page cache inside the real server app, on a real (PGlite) database whose triggers announce
 * changes; the storefront is a stand-in that counts its renders and shows what it was given.
 */

const SHOP = 'vagheggi.localhost';
/** The cookie of a failed no-JavaScript add to cart's message. */
const CART_MESSAGE_COOKIE = OWN_PAGE_COOKIES[0] ?? '';
const ACADEMY = 'localhost';

let database: TestDatabase;
let app: ReturnType<typeof createServerApp>;
let renders: { path: string; cookie: string | null; nonce: string | undefined }[] = [];
/** Tokens the stand-in verification page has spent (as the API spends one on a link's first open). */
const spentTokens = new Set<string>();

async function storefront(request: Request, context: StorefrontContext): Promise<Response> {
  const url = new URL(request.url);
  renders.push({ path: url.pathname, cookie: request.headers.get('cookie'), nonce: context.nonce });
  if (url.pathname === '/account') {
    return new Response(`<p>account of ${request.headers.get('cookie')}</p>`, {
      headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store' },
    });
  }
  if (url.pathname === '/login') {
    return new Response(`<p>login ${request.headers.get('cookie') ?? ''}</p>`, {
      headers: { 'content-type': 'text/html', 'cache-control': 'private, no-cache' },
    });
  }
  if (url.pathname === '/verify-email') {
    const token = url.searchParams.get('token') ?? '';
    const outcome = spentTokens.has(token) ? 'already verified' : 'verified';
    spentTokens.add(token);
    return new Response(`<p>${outcome}</p>`, {
      headers: { 'content-type': 'text/html', 'cache-control': 'private, no-store' },
    });
  }
  let seats = '';
  if (url.pathname.startsWith('/training')) {
    const answer = await context.apiTransport(new Request(`http://${ACADEMY}/api/v1/trainings?locale_id=1`));
    seats = `trainings ${answer.status}`;
  }
  const html = `<!DOCTYPE html><html><body><h1>${url.pathname}${url.search}</h1><p>${'Hidratáló krém. '.repeat(120)}</p>
<p>${seats} render ${renders.length}</p><script${context.nonce ? ` nonce="${context.nonce}"` : ''}>window.page = ${renders.length};</script>
<script type="module" src="/assets/entry.js"></script></body></html>`;
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, no-cache' },
  });
}

function get(path: string, headers: Record<string, string> = {}, host = SHOP) {
  return app.request(`http://${host}${path}`, { headers: { host, ...headers } });
}

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'production', PAGE_CACHE: 'true', MAIL_WORKER: 'false', LOG_LEVEL: 'silent' });
  app = createServerApp({ config, database, logger: pino({ level: 'silent' }), web: storefront });
  await app.dataChanges;
});

afterAll(async () => {
  await database?.dispose();
});

beforeEach(() => {
  app.pageCache?.store.invalidate();
  renders = [];
});

describe('page cache', () => {
  it('renders a shared page once, then answers it from memory with an ETag and 304', async () => {
    const first = await get('/kategoria');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const body = await first.text();

    const second = await get('/kategoria');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(body);
    expect(second.headers.get('cache-control')).toBe('no-cache');
    expect(renders).toHaveLength(1);

    const revalidated = await get('/kategoria', { 'if-none-match': etag ?? '' });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');

    // Another URL, site or consent choice is another page.
    await get('/kategoria?page=2');
    await get('/kategoria', {}, ACADEMY);
    await get('/kategoria', { cookie: 'cookie_policy_1=1; cookie_policy_2=0; cookie_policy_3=0' });
    expect(renders).toHaveLength(4);
  });

  it('answers a hit with the headers the whole server adds to the same page, and the request id it was given', async () => {
    const perDelivery = new Set(['x-cache', 'x-request-id', 'age', 'date']);
    const headersOf = (response: Response) =>
      [...response.headers].filter(([name]) => !perDelivery.has(name)).sort(([a], [b]) => a.localeCompare(b));
    for (const cookie of [undefined, `${SESSION_COOKIE}=s3cret`]) {
      app.pageCache?.store.invalidate();
      const asked = { 'accept-encoding': 'br', ...(cookie ? { cookie } : {}) };
      // The first is rendered and sent through every step of the server; the second is the hit.
      const miss = await get('/kategoria', asked);
      const hit = await get('/kategoria', { ...asked, 'x-request-id': 'trace-42' });
      expect([miss.headers.get('x-cache'), hit.headers.get('x-cache')]).toEqual(['MISS', 'HIT']);
      expect(headersOf(hit)).toEqual(headersOf(miss));
      expect(headersOf(hit).map(([name]) => name)).toEqual(
        expect.arrayContaining(['content-security-policy', 'x-frame-options', 'strict-transport-security', 'etag']),
      );
      expect(hit.headers.get('x-request-id')).toBe('trace-42');
      expect(miss.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
      expect(Buffer.from(await hit.arrayBuffer())).toEqual(Buffer.from(await miss.arrayBuffer()));
    }
    // A request id that is not one is replaced, as Hono's requestId does.
    const odd = await get('/kategoria', { 'x-request-id': 'a b<c>' });
    expect(odd.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
  });

  it('renders concurrent misses of one page once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => get('/termek/krem')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(renders).toHaveLength(1);
  });

  it('sends brotli made once per entry, and the bytes decode to the page', async () => {
    const plain = await (await get('/blogs')).text();
    const br = await get('/blogs', { 'accept-encoding': 'gzip, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toContain('Accept-Encoding');
    const bytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get('content-length'))).toBe(bytes.byteLength);
    expect(brotliDecompressSync(bytes).toString()).toBe(plain);
  });

  it('renders a shared page without the visitor’s cookies, keeping only the consent choice', async () => {
    await get('/rolunk', {
      cookie: 'XSRF-TOKEN=abc; _ga=GA1.1; cookie_policy_1=1; cookie_policy_2=1; cookie_policy_3=0',
    });
    expect(renders[0]?.cookie).toBe('cookie_policy_1=1; cookie_policy_2=1; cookie_policy_3=0');
  });

  it('answers a shared page from the cache for a visitor with a session too, with nothing of theirs', async () => {
    await get('/kategoria');
    const cookie = `${SESSION_COOKIE}=s3cret; ${SESSION_HINT_COOKIE}=user; XSRF-TOKEN=abc`;
    const shared = await get('/kategoria', { cookie });
    expect(shared.headers.get('x-cache')).toBe('HIT');
    const html = await shared.text();
    expect(html).not.toContain('s3cret');
    expect(html).not.toContain('abc');
    // The browser keeps nothing sent to a session (its personal parts come from /visitor.json).
    expect(shared.headers.get('cache-control')).toBe('private, no-store');
    expect(renders).toHaveLength(1);
    expect(renders[0]?.cookie).toBeNull();
  });

  it('renders for its visitor a page with a no-JavaScript cart notice or its failure message', async () => {
    const cookie = `${SESSION_COOKIE}=s3cret; XSRF-TOKEN=abc`;
    const notice = await get('/termek/krem?cart=added&cart_item=product-1', { cookie });
    expect(notice.headers.get('x-cache')).toBeNull();
    const failed = await get('/termek/krem', { cookie: `${cookie}; ${CART_MESSAGE_COOKIE}=nincs%20keszleten` });
    expect(failed.headers.get('x-cache')).toBeNull();
    expect(renders.map((render) => render.cookie)).toEqual([
      cookie,
      `${cookie}; ${CART_MESSAGE_COOKIE}=nincs%20keszleten`,
    ]);
  });

  it('never lets one shopper’s cookies into what another is sent, however their requests interleave', async () => {
    const shoppers = Array.from(
      { length: 12 },
      (_, index) => `${SESSION_COOKIE}=secret-${index}; XSRF-TOKEN=token-${index}`,
    );
    const paths = ['/', '/kategoria', '/termek/krem', '/rolunk'];
    for (let round = 0; round < 3; round += 1) {
      if (round === 1) app.pageCache?.store.invalidate();
      const answers = await Promise.all(
        shoppers.flatMap((cookie, index) =>
          paths.map(async (path) => {
            const response = await get(path, { cookie, 'accept-encoding': index % 2 ? 'br' : 'identity' });
            return { cookie, response, body: Buffer.from(await response.arrayBuffer()).toString('latin1') };
          }),
        ),
      );
      for (const { body } of answers) expect(body).not.toMatch(/secret-|token-/);
    }
    // Shared renders never carried a session; personal pages went to their own visitor only.
    expect(renders.filter((render) => render.cookie?.includes('secret-'))).toEqual([]);
    const account = await Promise.all(
      shoppers.map(async (cookie) => (await get('/account?tab=orders', { cookie })).text()),
    );
    account.forEach((html, index) => {
      expect(html).toBe(`<p>account of ${shoppers[index]}</p>`);
    });
  });

  it('never stores a personal page, and renders it with the visitor’s own request', async () => {
    const account = await get('/account', { cookie: 'XSRF-TOKEN=abc' });
    expect(await account.text()).toContain('XSRF-TOKEN=abc');
    const again = await get('/account', { cookie: 'XSRF-TOKEN=def' });
    expect(await again.text()).toContain('XSRF-TOKEN=def');
    expect(again.headers.get('x-cache')).toBeNull();
    // The first visit tried it as shared once; afterwards the URL is known to be personal.
    expect(renders.map((render) => render.path)).toEqual(['/account', '/account', '/account']);
    const login = await get('/login', { cookie: 'XSRF-TOKEN=abc' });
    expect(await login.text()).toContain('XSRF-TOKEN=abc');
  });

  it('renders a mailed one-time link once per open, for its visitor, and never stores it (issue 18)', async () => {
    // Signed out, as from a mail app: the one render is the visitor's, so its first open says "verified".
    const first = await get('/verify-email?id=7&token=first-open');
    expect(await first.text()).toBe('<p>verified</p>');
    expect(first.headers.get('x-cache')).toBeNull();
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const second = await get('/verify-email?id=7&token=first-open');
    expect(await second.text()).toBe('<p>already verified</p>');
    expect(renders.map((render) => render.path)).toEqual(['/verify-email', '/verify-email']);
    // Even a link page that declared itself public would not be kept: every open renders for its visitor.
    const confirm = '/newsletter/confirm?token=t0ken';
    await get(confirm, { cookie: 'XSRF-TOKEN=abc; cookie_policy_1=1' });
    const again = await get(confirm, { cookie: 'XSRF-TOKEN=abc; cookie_policy_1=1' });
    expect(again.headers.get('x-cache')).toBeNull();
    expect(renders).toHaveLength(4);
    expect(renders[3]?.cookie).toBe('XSRF-TOKEN=abc; cookie_policy_1=1');
  });

  it('gives a stored page a policy with the hashes of its inline scripts instead of a nonce', async () => {
    const shared = await get('/termek/szerum');
    const html = await shared.text();
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(inline).digest('base64');
    const policy = shared.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`'sha256-${hash}'`);
    expect(policy).not.toContain('nonce-');
    expect(renders[0]?.nonce).toBeUndefined();
    expect((await get('/termek/szerum')).headers.get('content-security-policy')).toBe(policy);

    // A page rendered for its visitor keeps the per-response nonce.
    const personal = await get('/termek/szerum?cart=added&cart_item=product-1', { cookie: `${SESSION_COOKIE}=x` });
    expect(personal.headers.get('content-security-policy')).toMatch(/'nonce-[\w+/=]+'/);
    expect(renders[1]?.nonce).toBeTruthy();
  });

  it('drops pages that show seats as soon as a training date changes, and every page when the catalogue does', async () => {
    await get('/training/szempilla');
    await get('/kategoria');
    expect((await get('/training/szempilla')).headers.get('x-cache')).toBe('HIT');

    await database.db.execute(sql`update training_dates set seats_held = seats_held where false`);
    await expect.poll(async () => (await get('/training/szempilla')).headers.get('x-cache')).toBe('MISS');
    expect((await get('/kategoria')).headers.get('x-cache')).toBe('HIT');

    await database.db.execute(sql`update products set price = price where false`);
    await expect.poll(async () => (await get('/kategoria')).headers.get('x-cache')).toBe('MISS');
  });

  it('answers public API reads from the cache, never a personal one', async () => {
    const path = '/api/v1/product-main-categories?locale_id=1';
    // The first answer tells the cache that the route declares itself public (Cache-Control: public).
    expect((await get(path)).headers.get('x-cache')).toBeNull();
    expect((await get(path)).headers.get('x-cache')).toBe('MISS');
    const hit = await get(path, { 'accept-encoding': 'br' });
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.status).toBe(200);
    // Public reads answer the same with a session: they come from the cache too.
    expect((await get(path, { cookie: `${SESSION_COOKIE}=x` })).headers.get('x-cache')).toBe('HIT');
    expect((await get('/api/v1/user-cart?locale_id=1')).headers.get('x-cache')).toBeNull();
    expect((await get('/api/v1/user', { cookie: `${SESSION_COOKIE}=x` })).headers.get('x-cache')).toBeNull();
  });
});

describe('request bodies', () => {
  it('refuses an oversized body with 413 before an API route or a storefront action reads it', async () => {
    renders = [];
    const big = 'x'.repeat(200 * 1024);
    const api = await app.request(`http://${SHOP}/api/v1/contact-requests?locale_id=1`, {
      method: 'POST',
      headers: { host: SHOP, 'content-type': 'application/json', 'content-length': String(big.length + 14) },
      body: JSON.stringify({ message: big }),
    });
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual({ message: 'A kérés túl nagy.', code: 'payload_too_large' });
    const action = await app.request(`http://${SHOP}/cookie-consent`, {
      method: 'POST',
      headers: {
        host: SHOP,
        'content-type': 'application/x-www-form-urlencoded',
        'content-length': String(big.length + 10),
      },
      body: `analytics=${big}`,
    });
    expect(action.status).toBe(413);
    expect(await action.text()).toContain('The data sent is too large.');
  });
});

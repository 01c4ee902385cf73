import { createHash } from 'node:crypto';
import { CONSENT_COOKIES } from '@vag/domain';
import type { ApiTransport } from '@vag/web/context';
import { OWN_PAGE_COOKIES, OWN_PAGE_PARAMS, PERSONAL_COOKIES } from '@vag/web/context';
import { COMPRESSIBLE, MIN_BYTES, negotiateEncoding } from '../compression';
import { type Entry, type Lifetime, type ResponseCache, type Snapshot, snapshotOf } from './response-cache';

/*
 * How the storefront uses the response cache (DESIGN §9): which requests it may answer, under
 * what key, for how long, and how an entry goes out (ETag and 304, brotli or gzip, the CSP of
 * a stored page).
 */

/** Entries built from training dates (seats) carry this tag; a seat change drops them. */
export const SEATS_TAG = 'seats';

export interface CacheLifetimes {
  /** Catalogue, content and reference data: they change when the back office or an import writes. */
  standard: Lifetime;
  /** Anything showing seats: never more than a few seconds behind, even if a change notice is lost. */
  seats: Lifetime;
}

export const DEFAULT_LIFETIMES: CacheLifetimes = {
  standard: { freshMs: 60_000, staleMs: 600_000 },
  seats: { freshMs: 2_000, staleMs: 3_000 },
};

/** The API paths whose answers show training dates and their seats. */
const SEAT_API = /^\/api\/v1\/(trainings|training-categories|global-search|sitemap)/;

export function apiTags(pathname: string): string[] {
  return SEAT_API.test(pathname) ? [SEATS_TAG] : [];
}

function cookiesOf(header: string | null): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index > 0) cookies.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return cookies;
}

/** A request of a visitor whose answer is personal: a session, a cart notice, a checkout under way. */
function isPersonal(cookies: Map<string, string>): boolean {
  return PERSONAL_COOKIES.some((name) => cookies.has(name));
}

/** A request carrying a session or a cart notice: whatever is rendered for it is this visitor's alone. */
export function isPersonalRequest(request: Request): boolean {
  return isPersonal(cookiesOf(request.headers.get('cookie')));
}

const READS = new Set(['GET', 'HEAD']);

/**
 * Pages a cache may answer: reads of documents (not route data), for every visitor, with or
 * without a session (DESIGN §2: a shared page holds nothing of anyone, its visitor's parts
 * arrive after it). Not a page that shows something of its visitor's own: a mailed one-time
 * link (rendered once, for its holder: tried as a shared page it was rendered twice and the
 * render nobody saw spent the link, issue 18), or a no-JavaScript cart notice.
 *
 * Answers such a request's cache key, and whether its visitor is signed in or has a cart (their
 * copy is `private, no-store`); undefined for any other request. One reading of the URL and the
 * cookies serves both, on every page request.
 */
export function sharedPageOf(request: Request): { key: string; personal: boolean } | undefined {
  if (!READS.has(request.method)) return undefined;
  const url = new URL(request.url);
  if (url.pathname.endsWith('.data') || url.searchParams.has('_routes')) return undefined;
  if (OWN_PAGE_PARAMS.some((name) => url.searchParams.has(name))) return undefined;
  const cookies = cookiesOf(request.headers.get('cookie'));
  if (OWN_PAGE_COOKIES.some((name) => cookies.has(name))) return undefined;
  return { key: pageKeyOf(request, url, cookies), personal: isPersonal(cookies) };
}

const hostOf = (request: Request) => (request.headers.get('host') ?? new URL(request.url).host).toLowerCase();

export function apiKey(request: Request): string {
  const url = new URL(request.url);
  return `api ${hostOf(request)} ${url.pathname}${url.search}`;
}

/** The consent choice is the one cookie a shared page shows (the banner, the pixels it may load). */
function consentOf(cookies: Map<string, string>): string {
  return CONSENT_COOKIES.map((name) => cookies.get(name) ?? '-').join('');
}

function pageKeyOf(request: Request, url: URL, cookies: Map<string, string>): string {
  return `page ${hostOf(request)} ${url.pathname}${url.search} consent=${consentOf(cookies)}`;
}

/**
 * The request a shared page is rendered from: the visitor's request with no cookie but the
 * consent choice, and no conditional headers, so the stored page holds nothing of the visitor.
 */
export function sharedRequest(request: Request): Request {
  const cookies = cookiesOf(request.headers.get('cookie'));
  const headers = new Headers(request.headers);
  for (const name of ['cookie', 'if-none-match', 'if-modified-since']) headers.delete(name);
  const consent = CONSENT_COOKIES.filter((name) => cookies.has(name)).map((name) => `${name}=${cookies.get(name)}`);
  if (consent.length) headers.set('cookie', consent.join('; '));
  return new Request(request.url, { method: request.method === 'HEAD' ? 'GET' : request.method, headers });
}

function withoutCookies(request: Request): Request {
  if (!request.headers.has('cookie')) return request;
  const headers = new Headers(request.headers);
  headers.delete('cookie');
  return new Request(request.url, { method: request.method, headers });
}

const cacheControlOf = (snapshot: Snapshot) =>
  snapshot.headers.find(([name]) => name === 'cache-control')?.[1]?.toLowerCase() ?? '';

/** `Cache-Control: public, …`: the answer says it is the same for every visitor. */
const declaresPublic = (cacheControl: string | null | undefined) =>
  /\bpublic\b/i.test(cacheControl ?? '') && !/no-store|private/i.test(cacheControl ?? '');

/** What may be stored: complete 200 answers that set no cookie and do not forbid it. */
export function storable(snapshot: Snapshot, requireDeclaredPublic: boolean): boolean {
  if (snapshot.status !== 200) return false;
  if (snapshot.headers.some(([name]) => name === 'set-cookie')) return false;
  const cacheControl = cacheControlOf(snapshot);
  if (/no-store|private/.test(cacheControl)) return false;
  return requireDeclaredPublic ? /\bpublic\b/.test(cacheControl) : true;
}

export function lifetimeOf(tags: Iterable<string>, lifetimes: CacheLifetimes): Lifetime {
  for (const tag of tags) if (tag === SEATS_TAG) return lifetimes.seats;
  return lifetimes.standard;
}

function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Response headers by lower-case name, as the server writes them. */
export type HeaderRecord = Record<string, string>;

/**
 * An entry as the response to one request: 304 when the browser holds it, else its body in the
 * best encoding the browser takes. `extraHeaders` adds what belongs to this delivery, over the
 * entry's own. The headers are a plain record, not a Fetch `Headers`: a response that nothing
 * touches on its way out (`PageCache.hit`) is written as it is, without building one per request.
 */
export async function deliver(
  cache: ResponseCache,
  entry: Entry,
  request: Request,
  state: 'hit' | 'stale' | 'miss',
  extraHeaders: HeaderRecord = {},
  internal = false,
): Promise<Response> {
  const headers: HeaderRecord = {};
  for (const [name, value] of entry.headers) headers[name] = value;
  headers.etag = entry.etag;
  headers['x-cache'] = state.toUpperCase();
  headers.age = String(Math.max(0, Math.floor((Date.now() - entry.storedAt) / 1000)));
  const cacheControl = headers['cache-control'];
  if (cacheControl === undefined || /\bpublic\b/.test(cacheControl)) {
    // Browsers ask again each time (a cheap 304 while nothing changed); shared proxies must not keep it.
    headers['cache-control'] = 'no-cache';
  }
  for (const [name, value] of Object.entries(extraHeaders)) headers[name.toLowerCase()] = value;
  const compressible = COMPRESSIBLE.test(headers['content-type'] ?? '') && entry.body.byteLength >= MIN_BYTES;
  if (compressible) headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
  if (!internal && matchesEtag(request.headers.get('if-none-match'), entry.etag)) {
    for (const name of ['content-type', 'content-length', 'content-language']) delete headers[name];
    return new Response(null, { status: 304, headers });
  }
  const encoding =
    compressible && !internal ? negotiateEncoding(request.headers.get('accept-encoding') ?? undefined) : undefined;
  const body = encoding ? await cache.encoded(entry, encoding) : entry.body;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = String(body.byteLength);
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength);
  return new Response(request.method === 'HEAD' ? null : bytes, { status: entry.status, headers });
}

/** A snapshot that was not stored, as a plain response. */
export function responseOf(snapshot: Snapshot, request: Request): Response {
  const headers = new Headers(snapshot.headers);
  headers.set('X-Cache', 'MISS');
  const bytes = new Uint8Array(snapshot.body.buffer as ArrayBuffer, snapshot.body.byteOffset, snapshot.body.byteLength);
  return new Response(request.method === 'HEAD' || snapshot.status === 304 ? null : bytes, {
    status: snapshot.status,
    headers,
  });
}

/**
 * Serves a shared request: a stored entry (a stale one renders again in the background), or
 * one render for all who ask together, stored when `policy` allows it.
 */
export async function serveShared(
  cache: ResponseCache,
  key: string,
  request: Request,
  produce: () => Promise<Snapshot>,
  policy: (snapshot: Snapshot) => { tags: Iterable<string>; lifetime: Lifetime } | undefined,
  onBackgroundError: (error: unknown) => void,
  options: {
    /** Headers of this delivery, from the entry (a stored page's CSP). */
    extraHeaders?: (entry: Entry) => Record<string, string>;
    /** An in-process caller (the storefront's API client): identity body, no 304. */
    internal?: boolean;
    /** How to answer when the render was not stored (else its snapshot is answered as it is). */
    unstored?: (snapshot: Snapshot) => Promise<Response>;
  } = {},
): Promise<Response> {
  const extra = options.extraHeaders ?? (() => ({}));
  const found = cache.lookup(key);
  if (found) {
    if (found.state === 'stale') cache.render(key, produce, policy).catch(onBackgroundError);
    return deliver(cache, found.entry, request, found.state, extra(found.entry), options.internal);
  }
  const snapshot = await cache.render(key, produce, policy);
  const stored = cache.lookup(key);
  if (stored && stored.entry.body === snapshot.body) {
    return deliver(cache, stored.entry, request, 'miss', extra(stored.entry), options.internal);
  }
  return options.unstored ? options.unstored(snapshot) : responseOf(snapshot, request);
}

/** How many API paths that answered public are remembered. */
const PUBLIC_PATHS_MAX = 10_000;

/** The API paths whose last 200 answer declared itself public (`Cache-Control: public, …`). */
export class PublicPaths {
  readonly #paths = new Set<string>();

  has(pathname: string): boolean {
    return this.#paths.has(pathname);
  }

  remember(pathname: string, isPublic: boolean) {
    this.#paths.delete(pathname);
    if (!isPublic) return;
    if (this.#paths.size >= PUBLIC_PATHS_MAX) {
      const oldest = this.#paths.values().next().value;
      if (oldest !== undefined) this.#paths.delete(oldest);
    }
    this.#paths.add(pathname);
  }
}

/**
 * The API transport of the storefront, answering shared reads from the cache. Only an answer
 * that declares itself public (`Cache-Control: public, …`, set by its route) is shared: a path
 * is sent on as the visitor's own request until it answered so; from then on its reads are
 * rendered as for a visitor without cookies and stored, as long as they keep declaring it.
 */
export function cachedApiTransport(
  cache: ResponseCache,
  lifetimes: CacheLifetimes,
  transport: ApiTransport,
  onBackgroundError: (error: unknown) => void,
  internal: boolean,
  publicPaths: PublicPaths,
): ApiTransport {
  return async (request) => {
    if (!READS.has(request.method)) return transport(request);
    const { pathname } = new URL(request.url);
    if (!publicPaths.has(pathname)) {
      const own = await transport(request);
      if (own.status === 200) publicPaths.remember(pathname, declaresPublic(own.headers.get('cache-control')));
      return own;
    }
    const tags = apiTags(pathname);
    return serveShared(
      cache,
      apiKey(request),
      request,
      // Rendered as for a visitor without cookies, so nothing of this one can be kept.
      async () => snapshotOf(await transport(withoutCookies(request))),
      (snapshot) => (storable(snapshot, true) ? { tags, lifetime: lifetimeOf(tags, lifetimes) } : undefined),
      onBackgroundError,
      {
        internal,
        unstored: async (snapshot) => {
          if (snapshot.status === 200) publicPaths.remember(pathname, false);
          // Not shared: a visitor with cookies gets an answer of their own.
          return request.headers.has('cookie') ? transport(request) : responseOf(snapshot, request);
        },
      },
    );
  };
}

/** `'sha256-…'` sources of a page's inline scripts: a stored page's CSP allows exactly those. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', content = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || content.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

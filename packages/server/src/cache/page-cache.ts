import type { ApiTransport } from '@vag/web/context';
import type { secureHeaders } from 'hono/secure-headers';
import type { Logger } from 'pino';
import {
  apiTags,
  type CacheLifetimes,
  cachedApiTransport,
  DEFAULT_LIFETIMES,
  deliver,
  type HeaderRecord,
  inlineScriptHashes,
  lifetimeOf,
  PublicPaths,
  responseOf,
  SEATS_TAG,
  serveShared,
  sharedPageOf,
  sharedRequest,
  storable,
} from './http-cache';
import { type Entry, ResponseCache, type Snapshot, snapshotOf } from './response-cache';

/** The directives of a Content-Security-Policy, as Hono's secureHeaders takes them. */
export type CspDirectives = NonNullable<NonNullable<Parameters<typeof secureHeaders>[0]>['contentSecurityPolicy']>;

/** Renders a page for a request with the given API transport and CSP nonce. */
export type PageRender = (request: Request, transport: ApiTransport, nonce: string | undefined) => Promise<Response>;

export interface PageCacheOptions {
  maxBytes: number;
  logger: Logger;
  /** The page policy for a list of script sources (here: the hashes of a stored page's inline scripts). */
  csp: (scripts: string[]) => CspDirectives;
  lifetimes?: CacheLifetimes;
  now?: () => number;
}

/** How long a URL that rendered a personal page is not tried as a shared one again. */
const PERSONAL_MEMO_MS = 10 * 60_000;
const PERSONAL_MEMO_MAX = 10_000;

/**
 * The storefront's cache of anonymous pages and public API answers (issue 8, DESIGN §9): keyed
 * by site (host), URL and consent choice; fresh, then stale-while-revalidate; dropped when the
 * data behind it changes (`dataChanged`, fed by the database's change notices); ETag and 304;
 * brotli and gzip made once per entry. Visitors with a session get the same shared pages; their
 * own parts come after the page (decision 20), and their own pages (cart, account) are rendered for them.
 */
export class PageCache {
  readonly store: ResponseCache;
  readonly #lifetimes: CacheLifetimes;
  readonly #logger: Logger;
  readonly #csp: PageCacheOptions['csp'];
  readonly #now: () => number;
  readonly #renderTags = new WeakMap<Snapshot, Set<string>>();
  readonly #policies = new WeakMap<Entry, string>();
  /** Page keys whose render turned out personal (private or no-store), until when to skip them. */
  readonly #personal = new Map<string, number>();
  /** API paths that answered public lately: only their reads are shared. */
  readonly #publicPaths = new PublicPaths();
  #enabled = true;

  constructor(options: PageCacheOptions) {
    this.#now = options.now ?? Date.now;
    this.store = new ResponseCache({ maxBytes: options.maxBytes, now: this.#now });
    this.#lifetimes = options.lifetimes ?? DEFAULT_LIFETIMES;
    this.#logger = options.logger;
    this.#csp = options.csp;
  }

  get enabled(): boolean {
    return this.#enabled;
  }

  /** Without change notices the cache cannot stay correct: it empties and stops. */
  disable() {
    this.#enabled = false;
    this.store.invalidate();
  }

  /** A table changed (or changes may have been missed: `undefined`). Seats drop only what shows them. */
  dataChanged(table: string | undefined) {
    const dropped = table === 'training_dates' ? this.store.invalidate(SEATS_TAG) : this.store.invalidate();
    this.#logger.debug({ table, dropped }, 'page cache invalidated');
  }

  /** An API transport that answers the reads whose route declares them public from the cache. */
  apiTransport(transport: ApiTransport, internal: boolean): ApiTransport {
    const cached = cachedApiTransport(
      this.store,
      this.#lifetimes,
      transport,
      this.#backgroundError,
      internal,
      this.#publicPaths,
    );
    return (request) => (this.#enabled ? cached(request) : transport(request));
  }

  /**
   * A shared page's fresh entry as this request's whole answer, or undefined when there is none
   * (not a shared page, not stored, stale, or rendered personal lately): `page` answers those.
   * The server asks this before any other step (app.ts), so a hit, most of its traffic, is
   * answered without Hono's middlewares building a Fetch `Headers` per request. `delivery` gives
   * what those steps would add: `defaults` where the entry has no such header (the security
   * headers, as `secureHeaders` does with `overwrite: false`), `overrides` over everything (the
   * request id, a personal visitor's `Cache-Control`).
   */
  hit(
    request: Request,
    delivery: (personal: boolean) => { defaults: HeaderRecord; overrides: HeaderRecord },
  ): Promise<Response> | undefined {
    const page = this.#enabled ? sharedPageOf(request) : undefined;
    if (!page || this.#personal.has(page.key)) return undefined;
    const found = this.store.lookup(page.key);
    if (found?.state !== 'hit') return undefined;
    const { entry } = found;
    const { defaults, overrides } = delivery(page.personal);
    const extra: HeaderRecord = {};
    for (const [name, value] of Object.entries(defaults)) {
      if (!entry.headers.some(([own]) => own === name)) extra[name] = value;
    }
    extra['content-security-policy'] = this.#policyOf(entry);
    return deliver(this.store, entry, request, 'hit', Object.assign(extra, overrides));
  }

  /**
   * A page: from the cache when it is a shared page and the visitor has nothing personal;
   * else `ownRender` (the visitor's own request, as without a cache).
   */
  page(
    request: Request,
    render: PageRender,
    transport: ApiTransport,
    ownRender: () => Promise<Response>,
  ): Promise<Response> {
    const page = this.#enabled ? sharedPageOf(request) : undefined;
    if (!page) return ownRender();
    const { key } = page;
    const personalUntil = this.#personal.get(key);
    if (personalUntil !== undefined) {
      if (personalUntil > this.#now()) return ownRender();
      this.#personal.delete(key);
    }
    return serveShared(
      this.store,
      key,
      request,
      async () => {
        const tags = new Set<string>();
        const collecting: ApiTransport = (apiRequest) => {
          for (const tag of apiTags(new URL(apiRequest.url).pathname)) tags.add(tag);
          return transport(apiRequest);
        };
        // No nonce: a stored page is shared, its policy lists the hashes of its inline scripts.
        const snapshot = await snapshotOf(await render(sharedRequest(request), collecting, undefined));
        this.#renderTags.set(snapshot, tags);
        return snapshot;
      },
      (snapshot) => {
        if (!storable(snapshot, true)) return undefined;
        const tags = this.#renderTags.get(snapshot) ?? new Set<string>();
        return { tags, lifetime: lifetimeOf(tags, this.#lifetimes) };
      },
      this.#backgroundError,
      {
        extraHeaders: (entry) => ({ 'Content-Security-Policy': this.#policyOf(entry) }),
        unstored: (snapshot) => {
          if (storable(snapshot, true))
            return Promise.resolve(this.#withPolicy(responseOf(snapshot, request), snapshot));
          this.#rememberPersonal(key);
          return ownRender();
        },
      },
    );
  }

  readonly #backgroundError = (error: unknown) => {
    this.#logger.error({ err: error }, 'page cache: rendering a stale entry again failed');
  };

  #policyOf(entry: Entry): string {
    let policy = this.#policies.get(entry);
    if (!policy) {
      policy = this.#policyFor(entry.body);
      this.#policies.set(entry, policy);
    }
    return policy;
  }

  #withPolicy(response: Response, snapshot: Snapshot): Response {
    response.headers.set('Content-Security-Policy', this.#policyFor(snapshot.body));
    return response;
  }

  #policyFor(body: Buffer): string {
    return serializeCsp(this.#csp(inlineScriptHashes(body.toString('utf8'))));
  }

  #rememberPersonal(key: string) {
    if (this.#personal.size >= PERSONAL_MEMO_MAX) {
      const oldest = this.#personal.keys().next().value;
      if (oldest !== undefined) this.#personal.delete(oldest);
    }
    this.#personal.set(key, this.#now() + PERSONAL_MEMO_MS);
  }
}

/** `defaultSrc: ["'self'"]` → `default-src 'self'`, directives joined by `; `. */
export function serializeCsp(options: CspDirectives): string {
  return Object.entries(options)
    .filter(([, values]) => Array.isArray(values) && values.length > 0)
    .map(([name, values]) => {
      const directive = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
      return `${directive} ${(values as unknown[]).filter((value) => typeof value === 'string').join(' ')}`;
    })
    .join('; ');
}

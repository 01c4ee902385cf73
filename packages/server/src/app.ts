import { readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import { serveStatic } from '@hono/node-server/serve-static';
import {
  type CaptchaVerifier,
  CartAnswers,
  clientAddress,
  createApp,
  type Database,
  inProcessEnv,
  isApiPath,
  listenForDataChanges,
  type PaymentOptions,
  recaptchaVerifier,
  type TrustProxy,
  testCaptcha,
} from '@vag/api';
import { resolveHostId, siteKeyOf } from '@vag/domain';
import type { ApiTransport, StorefrontContext, TrackingIds } from '@vag/web/context';
import { type Context, Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { Logger } from 'pino';
import { type AdminHandler, adminHostApp, isAdminHost } from './admin-host';
import { BodyTooLargeError, bodyLimitFor, limitRequestBodies, payloadTooLarge } from './body-limit';
import { type HeaderRecord, isPersonalRequest } from './cache/http-cache';
import { type CspDirectives, PageCache } from './cache/page-cache';
import { compression } from './compression';
import { type Config, operatorMailOf, purchaseSettings } from './config';
import { devMailRoutes } from './dev-mail';
import { firstVisitRedirect, firstVisitResponse } from './first-visit-locale';
import { demoImageInUse } from './images/demo-in-use';
import { imageRoutes } from './images/images';
import { pooledNonce } from './nonce';
import { repoRoot } from './paths';
import { CLIENT_CLOSED_REQUEST, RenderSlots } from './render-slots';
import { sessionSecretOf } from './session-secret';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** Renders a storefront page: the React Router request handler, built or from Vite in development. */
export type WebHandler = (request: Request, context: StorefrontContext) => Promise<Response>;

export interface ServerAppOptions {
  config: Config;
  database: Database;
  logger: Logger;
  web: WebHandler;
  /** The built client assets; absent in development, where Vite serves them. */
  clientDir?: string;
  /** The back office's pages and its built assets; without them the admin host serves its API only. */
  admin?: AdminHandler;
  adminClientDir?: string;
}

/** The one process: API routes to the Hono API, files from the client build, the rest to the storefront. */
export function createServerApp({ config, database, logger, web, clientDir, admin, adminClientDir }: ServerAppOptions) {
  // Kept answers stay correct by the same change notices as the page cache, so they go with it.
  const cartAnswers = config.pageCache ? new CartAnswers() : undefined;
  const apiOptions = {
    database,
    logger,
    shopHostWord: config.SHOP_HOST_WORD,
    trustProxy: config.TRUST_PROXY,
    captcha: captchaVerifier(config),
    payments: paymentOptions(config),
    accounts: {
      cookieSecure: config.cookieSecure,
      uploadDir: config.uploadDir,
      siteUrls: config.siteUrls,
      // Tests get a per-process secret from the API; a real start keeps one in the data directory.
      sessionSecret:
        config.NODE_ENV === 'test' && !config.SESSION_SECRET
          ? undefined
          : sessionSecretOf(config.SESSION_SECRET, resolve(repoRoot, 'var/session-secret')),
      csrfCookiePerMinute: config.CSRF_COOKIE_LIMIT_PER_MINUTE,
    },
    paymentWindowMinutes: config.PAYMENT_WINDOW_MINUTES,
    academySeatHoldMinutes: config.ACADEMY_SEAT_HOLD_MINUTES,
    waitingListOfferHours: config.WAITING_LIST_OFFER_HOURS,
    purchases: purchaseSettings(config),
    bankAccounts: config.bankAccounts,
    invoicing: config.invoicing,
    operatorMail: operatorMailOf(config),
    mediaDir: config.mediaDir,
    cartAnswers,
  };
  const api = createApp(apiOptions);
  const images = imageRoutes({
    mediaDir: config.mediaDir,
    cacheDir: config.imageCacheDir,
    cacheMaxBytes: config.IMAGE_CACHE_MAX_MB * 2 ** 20,
    demoImageInUse: demoImageInUse(database),
  });
  const adminHost = adminHostApp({
    images,
    api: apiOptions,
    settings: config.admin,
    admin,
    clientDir: adminClientDir,
    clientIp: (c) => clientIpOf(c, config.TRUST_PROXY),
  });
  const apiTransport: ApiTransport = config.API_BASE_URL
    ? remoteTransport(config.API_BASE_URL)
    : (request: Request) => Promise.resolve(api.fetch(request));
  const thirdParty = thirdPartyOrigins(config);
  const cache = config.pageCache
    ? new PageCache({
        maxBytes: config.PAGE_CACHE_MAX_MB * 2 ** 20,
        logger,
        csp: (scripts) => pageCsp(config, thirdParty, scripts),
      })
    : undefined;
  const dataChanges =
    cache || cartAnswers
      ? listenForDataChanges(
          database,
          (table) => {
            cache?.dataChanged(table);
            cartAnswers?.dataChanged(table);
          },
          logger,
        ).catch((error: unknown) => {
          logger.error({ err: error }, 'cannot listen for data changes: the page cache and kept cart answers are off');
          cache?.disable();
          cartAnswers?.disable();
        })
      : Promise.resolve();
  const storefrontApi = cache ? cache.apiTransport(apiTransport, true) : apiTransport;
  /**
   * The API transport of one visitor's render: its in-process calls share one `env`, so the
   * session and its user are read once for the whole render, not once per call (issue 23). A
   * new one for every document request; a shared render (no session) takes `storefrontApi`.
   */
  const ownApi = (): ApiTransport => {
    if (config.API_BASE_URL) return storefrontApi;
    const env = inProcessEnv();
    const transport: ApiTransport = (request) => Promise.resolve(api.fetch(request, env));
    return cache ? cache.apiTransport(transport, true) : transport;
  };
  const securityOptions: SecureHeadersOptions = {
    // Development lets Vite inject its client; production pages allow only our nonce'd scripts
    // (a page from the cache brings its own policy, with the hashes of its scripts).
    contentSecurityPolicy: config.NODE_ENV === 'development' ? undefined : pageCsp(config, thirdParty, [pooledNonce]),
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    overwrite: false,
  };
  const renderSlots = new RenderSlots(config.SSR_CONCURRENCY);
  const app = new Hono<{ Variables: { requestId: string; secureHeadersNonce?: string } }>();

  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info(
      {
        // The storefront's own id (a page from the cache leaves its headers unread); the API's in its header.
        requestId: c.var.requestId ?? c.res.headers.get('x-request-id'),
        method: c.req.method,
        path: c.req.path,
        ip: clientIpOf(c, config.TRUST_PROXY),
        // A visitor who left before the answer got none: logged as nginx does, not as the 500 that
        // React Router makes of a render whose request was aborted (a load generator's last requests,
        // a closed tab). Only a failure asks: the signal is not made for every request.
        status: c.res.status >= 500 && c.req.raw.signal.aborted ? CLIENT_CLOSED_REQUEST : c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      },
      'request',
    );
  });

  if (cache) {
    // A shared page's fresh entry is answered here, before the steps below: it has all they add.
    let security: HeaderRecord | undefined;
    securityHeadersOf(securityOptions).then((headers) => {
      security = headers;
    }, logger.error.bind(logger));
    app.use((c, next) => {
      if (!security || isAdminHost(c.req.header('host'), config.admin.host) || firstVisitRedirect(c.req.raw)) {
        return next();
      }
      const headers = security;
      const hit = cache.hit(c.req.raw, (personal) => {
        const id = requestIdOf(c.req.header('x-request-id'));
        c.set('requestId', id);
        const overrides: HeaderRecord = { 'x-request-id': id };
        // As the storefront's own answer below: a signed-in shopper's copy stays theirs.
        if (personal) overrides['cache-control'] = 'private, no-store';
        return { defaults: headers, overrides };
      });
      return hit ?? next();
    });
  }

  app.use(compression());

  // The back office's host gets the back office only; no other host reaches it (docs/decisions/0012).
  app.use(async (c, next) =>
    isAdminHost(c.req.header('host'), config.admin.host) ? adminHost.fetch(c.req.raw, c.env) : next(),
  );

  app.use(async (c, next) => {
    if (!isApiPath(c.req.path)) return next();
    const transport: ApiTransport = (request) => Promise.resolve(api.fetch(request, c.env));
    return cache ? cache.apiTransport(transport, false)(c.req.raw) : transport(c.req.raw);
  });

  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(secureHeaders(securityOptions));

  app.route('/', images);

  if (clientDir) {
    // Hashed build assets never change under their name.
    app.use(
      '/assets/*',
      serveStatic({
        root: clientDir,
        onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
      }),
    );
    // Other files of the build, listed once: a page's URL (`/visitor.json` has an extension too)
    // never costs a file-system look-up, cached pages included.
    const files = buildFilesOf(clientDir);
    if (files.size > 0) {
      const clientFile = serveStatic({ root: clientDir });
      app.use('*', (c, next) => (files.has(c.req.path) ? clientFile(c, next) : next()));
    }
  }

  if (config.devMailbox) app.route('/dev/mail', devMailRoutes(config.mailDir));

  app.all('*', async (c) => {
    const english = firstVisitRedirect(c.req.raw);
    if (english) return firstVisitResponse(english);
    const hostId = resolveHostId(c.req.header('host'), config.SHOP_HOST_WORD);
    // A shared render (the page cache's) is not tied to one visitor: only their own has a signal.
    const render = (request: Request, transport: ApiTransport, nonce: string | undefined, signal?: AbortSignal) =>
      renderSlots.run(
        () =>
          web(request, {
            site: { hostId, key: siteKeyOf(hostId) },
            requestId: c.var.requestId,
            clientIp: clientIpOf(c, config.TRUST_PROXY),
            nonce,
            apiTransport: transport,
            publicApiBaseUrl: config.API_BASE_URL,
            captchaSiteKey: config.CAPTCHA_PROVIDER === 'recaptcha' ? config.RECAPTCHA_SITE_KEY : undefined,
            tracking: trackingFor(config, c.req.header('host')),
          }),
        signal,
      );
    const ownRender = () => render(c.req.raw, ownApi(), c.get('secureHeadersNonce'), c.req.raw.signal);
    const response = cache ? await cache.page(c.req.raw, render, storefrontApi, ownRender) : await ownRender();
    response.headers.set('X-Request-Id', c.var.requestId);
    // A page rendered for a session (or setting a cookie) is this visitor's: no cache, shared or theirs, keeps it.
    if (isPersonalRequest(c.req.raw) || response.headers.has('set-cookie')) {
      response.headers.set('Cache-Control', 'private, no-store');
    }
    return response;
  });

  app.onError((error, c) => {
    // The edge has answered 413 already; the handler only learnt that the body stopped.
    if (error instanceof BodyTooLargeError) return payloadTooLarge(c.req.raw);
    logger.error({ err: error, requestId: c.var.requestId }, 'unhandled server error');
    return c.text('Szerverhiba / Server error', 500);
  });

  // Every request body is limited here, before any route (API or storefront) can read it.
  app.fetch = limitRequestBodies(app.fetch, bodyLimitFor, (request, maxBytes) =>
    logger.warn(
      { method: request.method, path: new URL(request.url).pathname, maxBytes, status: 413 },
      'request body too large',
    ),
  ) as typeof app.fetch;

  return Object.assign(app, { pageCache: cache, cartAnswers, dataChanges });
}

/**
 * The shopper's address (the API's rate limits, the request log): the socket's, or behind trusted
 * reverse proxies (TRUST_PROXY) the one they forwarded; unknown when not served by node:http (tests).
 */
function clientIpOf(c: Context, trust: TrustProxy): string {
  if (!(c.env as { incoming?: unknown } | undefined)?.incoming) return 'unknown';
  const socketAddress = getConnInfo(c).remote.address;
  return socketAddress ? clientAddress(socketAddress, c.req.header('x-forwarded-for'), trust) : 'unknown';
}

/** The Content-Security-Policy of storefront pages; `scripts` are the nonce or the hashes of inline scripts. */
function pageCsp(
  config: Config,
  thirdParty: ReturnType<typeof thirdPartyOrigins>,
  scripts: NonNullable<CspDirectives['scriptSrc']>,
): CspDirectives {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scripts, ...thirdParty.script],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'https:'],
    fontSrc: ["'self'"],
    connectSrc: [
      "'self'",
      ...(config.API_BASE_URL ? [new URL(config.API_BASE_URL).origin] : []),
      ...thirdParty.connect,
    ],
    frameSrc: thirdParty.frame.length ? thirdParty.frame : ["'none'"],
    frameAncestors: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    objectSrc: ["'none'"],
  };
}

function captchaVerifier(config: Config): CaptchaVerifier {
  if (config.CAPTCHA_PROVIDER === 'recaptcha' && config.RECAPTCHA_SECRET_KEY) {
    return recaptchaVerifier({ secret: config.RECAPTCHA_SECRET_KEY, minScore: config.RECAPTCHA_MIN_SCORE });
  }
  return testCaptcha;
}

/** The pixels a host may load: only the configured production hosts get any (spec §4). */
export function trackingFor(config: Config, host: string | undefined): TrackingIds | undefined {
  const name = (host ?? '').toLowerCase().replace(/:\d+$/, '');
  if (!config.TRACKING_HOSTS.includes(name)) return undefined;
  const ids = {
    gaMeasurementId: config.GA_MEASUREMENT_ID,
    googleAdsId: config.GOOGLE_ADS_ID,
    barionPixelId: config.BARION_PIXEL_ID,
  };
  return Object.values(ids).some(Boolean) ? ids : undefined;
}

/** What the Content-Security-Policy must let in for the configured captcha and pixels. */
export function thirdPartyOrigins(config: Config): { script: string[]; connect: string[]; frame: string[] } {
  const script: string[] = [];
  const connect: string[] = [];
  const frame: string[] = [];
  if (config.CAPTCHA_PROVIDER === 'recaptcha') {
    script.push('https://www.google.com', 'https://www.gstatic.com');
    frame.push('https://www.google.com');
  }
  if (config.TRACKING_HOSTS.length && (config.GA_MEASUREMENT_ID || config.GOOGLE_ADS_ID)) {
    script.push('https://www.googletagmanager.com');
    connect.push(
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://www.googletagmanager.com',
    );
    if (config.GOOGLE_ADS_ID) {
      script.push('https://www.googleadservices.com', 'https://googleads.g.doubleclick.net');
      connect.push('https://www.googleadservices.com', 'https://googleads.g.doubleclick.net');
    }
  }
  if (config.TRACKING_HOSTS.length && config.BARION_PIXEL_ID) {
    script.push('https://pixel.barion.com');
    connect.push('https://pixel.barion.com');
  }
  return { script: [...new Set(script)], connect: [...new Set(connect)], frame };
}

/** Barion when configured (loadConfig refuses `barion` without its keys), else the simulator. */
function paymentOptions(config: Config): PaymentOptions {
  // A pending attempt is stale after the payment window, unless told in seconds (tests).
  const staleAfterMs = (config.PAYMENT_STALE_AFTER_SECONDS ?? config.PAYMENT_WINDOW_MINUTES * 60) * 1000;
  if (config.PAYMENT_PROVIDER === 'barion' && config.BARION_POS_KEY && config.BARION_PAYEE) {
    return {
      provider: 'barion',
      barion: { apiUrl: config.BARION_API_URL, posKey: config.BARION_POS_KEY, payee: config.BARION_PAYEE },
      staleAfterMs,
    };
  }
  return { provider: 'simulator', staleAfterMs };
}

/** Sends the storefront's API calls to a separately deployed API (API_BASE_URL). */
function remoteTransport(baseUrl: string) {
  return (request: Request) => {
    const url = new URL(request.url);
    const target = new URL(`${url.pathname}${url.search}`, baseUrl);
    return fetch(new Request(target, request));
  };
}

/** The request id a request brings (as Hono's requestId takes it: up to 255 of `[\w-=]`), or a new one. */
export function requestIdOf(given: string | undefined): string {
  return given && given.length <= 255 && !/[^\w\-=]/.test(given) ? given : crypto.randomUUID();
}

/**
 * What `secureHeaders(options)` adds to a page but its Content-Security-Policy (a stored page
 * brings its own), read from the middleware itself so that a page answered before it
 * (`PageCache.hit`) carries the same.
 */
export async function securityHeadersOf(options: SecureHeadersOptions): Promise<HeaderRecord> {
  const probe = new Hono();
  probe.use(secureHeaders({ ...options, contentSecurityPolicy: undefined }));
  probe.get('*', (c) => c.body(null, 204));
  const headers: HeaderRecord = {};
  (await probe.request('http://localhost/')).headers.forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

/** The paths of a client build's files outside `assets/` (which has its own handler), as URLs. */
export function buildFilesOf(dir: string): Set<string> {
  const files = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = `/${relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/')}`;
    if (!path.startsWith('/assets/')) files.add(path);
  }
  return files;
}

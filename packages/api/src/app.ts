import { OpenAPIHono } from '@hono/zod-openapi';
import { DEFAULT_LOCALE, localeFromId } from '@vag/domain';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type OpenApiDocument, renderApiDocs } from './lib/api-docs';
import { TRUST_NOBODY } from './lib/client-address';
import { type ApiOptions, type AppEnv, hostIdOf } from './lib/context';
import { csrfProtection } from './lib/csrf';
import { AppError, isDatabaseUnavailable, translateFieldErrors } from './lib/errors';
import { message } from './lib/messages';
import { sessionsOf } from './lib/session';
import { moduleRoutes, registerPayables } from './modules';

/** The path prefixes the API answers; everything else belongs to the storefront. */
export const API_PREFIXES = ['/api/', '/auth/', '/sanctum/', '/payment-simulator/'] as const;

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || pathname === '/api';
}

/** A database restart or failover takes seconds: clients may try again this soon. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

const OPENAPI_INFO = { openapi: '3.1.0', info: { title: 'Vagheggi shop and academy API', version: '1' } };

export function createApp(options: ApiOptions) {
  const app = new OpenAPIHono<AppEnv>();

  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(async (c, next) => {
    c.set('hostId', hostIdOf(c.req.query('host_id'), c.req.header('host'), options.shopHostWord));
    c.set('locale', localeFromId(Number(c.req.query('locale_id'))) ?? DEFAULT_LOCALE);
    c.set('trustProxy', options.trustProxy ?? TRUST_NOBODY);
    await next();
  });
  // The reference page goes before the API-wide headers: it is the one HTML answer and styles itself inline.
  app.get('/api/docs', (c) => {
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', 'public, max-age=300');
    return c.html(renderApiDocs(app.getOpenAPI31Document(OPENAPI_INFO) as OpenApiDocument));
  });

  // JSON answers are never framed, sniffed or rendered as documents (DESIGN §8 security headers).
  app.use(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      xFrameOptions: 'DENY',
      // The payment simulator's HTML page sets its own nonce-based policy; JSON answers get these.
      overwrite: false,
    }),
  );
  app.use(sessionsOf(options).middleware);
  app.use(csrfProtection(options));

  for (const routes of moduleRoutes) app.route('/', routes(options));
  registerPayables(options);

  app.doc31('/api/openapi.json', OPENAPI_INFO);

  app.notFound((c) => c.json({ message: message('not_found', c.var.locale), code: 'not_found' }, 404));

  app.onError((error, c) => {
    const locale = c.var.locale ?? DEFAULT_LOCALE;
    if (error instanceof AppError) {
      return c.json(
        { message: message(error.code, locale), code: error.code, errors: translateFieldErrors(error.errors, locale) },
        error.status as ContentfulStatusCode,
      );
    }
    if (error instanceof HTTPException && error.status < 500) {
      return c.json({ message: error.message, code: 'http_error' }, error.status as ContentfulStatusCode);
    }
    if (isDatabaseUnavailable(error)) {
      options.logger.warn({ err: error, requestId: c.var.requestId }, 'database unavailable');
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json({ message: message('service_unavailable', locale), code: 'service_unavailable' }, 503);
    }
    options.logger.error({ err: error, requestId: c.var.requestId }, 'unhandled API error');
    return c.json({ message: message('server_error', locale), code: 'server_error' }, 500);
  });

  return app;
}

export type ApiApp = ReturnType<typeof createApp>;

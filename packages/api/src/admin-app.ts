import { OpenAPIHono } from '@hono/zod-openapi';
import { DEFAULT_LOCALE, HostId, localeFromId } from '@vag/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AdminContext, AdminEnv, AdminOptions } from './lib/admin-router';
import { type OpenApiDocument, renderApiDocs } from './lib/api-docs';
import { TRUST_NOBODY } from './lib/client-address';
import type { ApiOptions } from './lib/context';
import { AppError, isDatabaseUnavailable, translateFieldErrors } from './lib/errors';
import { message } from './lib/messages';
import { newToken, safeEqual } from './lib/tokens';
import { adminModuleRoutes } from './modules/admin-index';
import { STAFF_XSRF_HEADER, staffSessions } from './modules/staff/staff.session';

/*
 * The back office's API (issue 20, docs/decisions/0012): a Hono app of its own, given only to
 * the admin host by the server, so no storefront host can reach it. Staff sessions and CSRF of
 * its own; the same database, services and error contract as the storefront's API.
 */

const OPENAPI_INFO = { openapi: '3.1.0', info: { title: 'Vagheggi back office API', version: '1' } };
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isAdminApiPath(pathname: string): boolean {
  return pathname.startsWith('/api/admin/');
}

export function createAdminApp(options: ApiOptions, admin: AdminOptions = {}) {
  const app = new OpenAPIHono<AdminEnv>();
  const sessions = staffSessions(options.database.db, admin, options.accounts?.sessionSecret ?? newToken());
  const ctx: AdminContext = { options, admin, sessions };
  const trustedOrigin = admin.adminUrl ? new URL(admin.adminUrl).origin : undefined;

  app.use(requestId({ headerName: 'X-Request-Id' }));
  app.use(async (c, next) => {
    c.set('hostId', HostId.shop);
    c.set('locale', localeFromId(Number(c.req.query('locale_id'))) ?? DEFAULT_LOCALE);
    c.set('trustProxy', options.trustProxy ?? TRUST_NOBODY);
    c.set('session', null);
    c.set('user', null);
    await next();
  });
  // The human-readable reference before the API-wide headers, as the storefront API's /api/docs (styled inline).
  app.get('/api/admin/docs', (c) => {
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'");
    c.header('Cache-Control', 'private, max-age=300');
    return c.html(renderApiDocs(app.getOpenAPI31Document(OPENAPI_INFO) as OpenApiDocument));
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      crossOriginEmbedderPolicy: false,
      // A route's own stricter header stands (a customer's document is sent sandboxed).
      overwrite: false,
      referrerPolicy: 'same-origin',
      xFrameOptions: 'DENY',
    }),
  );
  app.use(sessions.middleware);
  // CSRF as the storefront's (decision 2), with the staff token and only the admin host's origin trusted.
  app.use(async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (!originAllowed(c, trustedOrigin)) throw new AppError(403, 'origin_not_allowed');
    let sent = c.req.header(STAFF_XSRF_HEADER);
    if (
      !sent &&
      /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(c.req.header('content-type') ?? '')
    ) {
      const field = (await c.req.formData().catch(() => undefined))?.get('_token');
      sent = typeof field === 'string' ? field : undefined;
    }
    const expected = sessions.expectedCsrfToken(c);
    if (!expected || !sent || !safeEqual(sent, expected)) throw new AppError(419, 'csrf_token_mismatch');
    await next();
  });

  for (const routes of adminModuleRoutes) app.route('/', routes(ctx));
  app.doc31('/api/admin/openapi.json', OPENAPI_INFO);

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
      c.header('Retry-After', '5');
      return c.json({ message: message('service_unavailable', locale), code: 'service_unavailable' }, 503);
    }
    options.logger.error({ err: error, requestId: c.var.requestId }, 'unhandled admin API error');
    return c.json({ message: message('server_error', locale), code: 'server_error' }, 500);
  });
  return app;
}

export type AdminApiApp = ReturnType<typeof createAdminApp>;

/** A browser's Origin (or Referer) must be this host or the configured back-office URL; cross-site is refused. */
function originAllowed(c: Context, trusted: string | undefined): boolean {
  if (c.req.header('sec-fetch-site') === 'cross-site') return false;
  const claimed = c.req.header('origin') ?? c.req.header('referer');
  if (claimed === undefined) return true;
  try {
    const url = new URL(claimed);
    return url.host === (c.req.header('host') ?? new URL(c.req.url).host) || url.origin === trusted;
  } catch {
    return false;
  }
}

import type { MiddlewareHandler } from 'hono';
import type { ApiOptions, AppEnv } from './context';
import { AppError } from './errors';
import { sessionsOf } from './session';
import { safeEqual } from './tokens';

/**
 * Paths that take state-changing calls without a browser session: server-to-server callbacks
 * (the payment provider's), which authenticate themselves by pulling state from the provider.
 * Add a path here only for such a caller.
 */
export const CSRF_EXEMPT_PATHS: readonly string[] = [
  '/api/v1/barion-payment/callback',
  // The payment simulator's gateway plays another site: its forms carry a per-payment token instead.
  '/payment-simulator/decision',
  // RFC 8058 one-click unsubscribe: the mail client posts without cookies; the link's token is the proof.
  '/api/v1/newsletter/unsubscribe',
];

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const FORM_TYPES = /^(multipart\/form-data|application\/x-www-form-urlencoded)/i;
/** A form is parsed for its `_token` only up to this size (a 5 MB document and its fields). */
const FORM_TOKEN_MAX_BYTES = 6 * 1024 * 1024;

/** The origin a browser says the request came from: Origin, else Referer; undefined when neither. */
function claimedOrigin(origin: string | undefined, referer: string | undefined): string | undefined {
  if (origin) return origin;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * CSRF protection of every POST/PUT/PATCH/DELETE (DESIGN §8), in two layers:
 * 1. Origin: a browser's Origin (or Referer) must be this host or one of the configured site
 *    URLs; `Sec-Fetch-Site: cross-site` and the opaque `null` origin are refused (403).
 *    Callers that send neither (the storefront's server-side calls) go on to the token.
 * 2. Token: the X-XSRF-TOKEN header (or the `_token` field of an HTML form post) must equal the
 *    session's CSRF token (419). The token lives with the session row, so a cookie planted by
 *    another site, or the token of another session, never matches. A visitor without a stored
 *    session echoes the HMAC of their pre-session cookie instead (lib/session.ts), checked
 *    without a database read.
 */
export function csrfProtection(options: ApiOptions): MiddlewareHandler<AppEnv> {
  const sessions = sessionsOf(options);
  const trusted = new Set(
    Object.values(options.accounts?.siteUrls ?? {}).flatMap((url) => {
      try {
        return url ? [new URL(url).origin] : [];
      } catch {
        return [];
      }
    }),
  );

  function originAllowed(origin: string | undefined, host: string, fetchSite: string | undefined): boolean {
    if (fetchSite === 'cross-site') return false;
    if (origin === undefined) return true;
    try {
      const url = new URL(origin);
      return url.host === host || trusted.has(url.origin);
    } catch {
      return false;
    }
  }

  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method) || CSRF_EXEMPT_PATHS.includes(c.req.path)) return next();
    const host = c.req.header('host') ?? new URL(c.req.url).host;
    const origin = claimedOrigin(c.req.header('origin'), c.req.header('referer'));
    if (!originAllowed(origin, host, c.req.header('sec-fetch-site'))) throw new AppError(403, 'origin_not_allowed');

    let sent = c.req.header('x-xsrf-token') ?? c.req.header('x-csrf-token');
    const length = Number(c.req.header('content-length') ?? 0);
    if (!sent && FORM_TYPES.test(c.req.header('content-type') ?? '') && length <= FORM_TOKEN_MAX_BYTES) {
      // An HTML form post carries the token as a hidden field; the parsed form is cached for the route.
      const form = await c.req.formData().catch(() => undefined);
      const field = form?.get('_token');
      sent = typeof field === 'string' ? field : undefined;
    }
    const expected = sessions.expectedCsrfToken(c);
    if (!expected || !sent || !safeEqual(sent, expected)) throw new AppError(419, 'csrf_token_mismatch');
    await next();
  };
}

import { createRoute, z } from '@hono/zod-openapi';
import { CONSENT_COOKIE_MAX_AGE_S, CONSENT_COOKIES, flagSchema } from '@vag/domain';
import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import { bodyOf, FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import type { ApiOptions } from '../../lib/context';
import { message } from '../../lib/messages';
import { rateLimit } from '../../lib/rate-limit';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';

/** Per address: a visitor decides once a month; a loop posting the banner is not a visitor. */
export const COOKIE_CONSENT_LIMIT = { name: 'cookie-consent', limit: 20, windowMs: 10 * 60_000 };

/** The banner's answer (spec §4): accept all, or the selection of the settings view. */
const consentSchema = z.object({
  choice: z.enum(['all', 'selection']),
  analytics: flagSchema.optional().default(false),
  marketing: flagSchema.optional().default(false),
});

const consentBodySchema = z.object({
  message: z.string(),
  code: z.literal('cookie_consent_saved'),
  data: z.object({ analytics: z.boolean(), marketing: z.boolean() }),
});

const consentRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: '/api/v1/cookie-consent',
    tags: ['Content'],
    summary: 'Stores the cookie choice in the three consent cookies (level 1 always 1; 30 days)',
    middleware: [limitBody(FORM_BODY_LIMIT), rateLimit(options.database.db, COOKIE_CONSENT_LIMIT)] as const,
    request: { body: jsonOrForm(consentSchema) },
    responses: {
      200: { description: 'Stored', content: { 'application/json': { schema: consentBodySchema } } },
      ...pick(403, 419, 422, 429),
    },
  });

/** Spec §4, §9: value 1 or 0, 30 days; readable by the page (not HttpOnly), like the banner's own. */
function writeConsentCookies(c: Context, levels: readonly boolean[]) {
  const https = new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
  CONSENT_COOKIES.forEach((name, index) => {
    setCookie(c, name, levels[index] ? '1' : '0', {
      path: '/',
      maxAge: CONSENT_COOKIE_MAX_AGE_S,
      sameSite: 'Lax',
      secure: https,
    });
  });
}

/**
 * The cookie banner's choice. Through the API (not written by the storefront alone) so that,
 * like every form anyone can post, it is rate-limited per client with counters shared by all
 * instances (DESIGN §10).
 */
export function cookieConsentRoutes(options: ApiOptions) {
  return createRouter().openapi(consentRoute(options), (c) => {
    const { choice, analytics, marketing } = bodyOf(c, consentSchema);
    const all = choice === 'all';
    const data = { analytics: all || analytics, marketing: all || marketing };
    writeConsentCookies(c, [true, data.analytics, data.marketing]);
    c.header('Cache-Control', 'no-store');
    return c.json(
      { message: message('cookie_consent_saved', c.var.locale), code: 'cookie_consent_saved' as const, data },
      200,
    );
  });
}

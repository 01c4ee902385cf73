import { createRoute, z } from '@hono/zod-openapi';
import { loginSchema, messageBodySchema, userSchema } from '@vag/domain';
import type { Context } from 'hono';
import { bodyOf, FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import type { ApiOptions, AppEnv } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { message } from '../../lib/messages';
import { rateLimit } from '../../lib/rate-limit';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';
import { sessionsOf } from '../../lib/session';
import { mergeGuestCarts } from '../cart/cart.service';
import { getUser } from '../users/users.service';
import { accountLoginLock, ipAndEmail, LOGIN_IP_LIMIT, LOGIN_LIMIT } from './auth.limits';
import { authenticate } from './auth.service';

const userBody = z.object({ message: z.string(), data: userSchema });

/** Per client: the call writes nothing, but it is no free-for-all either (a load generator lifts it). */
export const CSRF_COOKIE_LIMIT = { name: 'csrf-cookie', limit: 120, windowMs: 60_000 };

const csrfCookieRoute = (options: ApiOptions) =>
  createRoute({
    method: 'get',
    path: '/sanctum/csrf-cookie',
    tags: ['Auth'],
    summary:
      'Sets the XSRF-TOKEN cookie: the session’s, or for a visitor without one a signed token bound to a pre-session cookie (no row is stored)',
    middleware: [
      rateLimit(options.database.db, {
        ...CSRF_COOKIE_LIMIT,
        limit: options.accounts?.csrfCookiePerMinute ?? CSRF_COOKIE_LIMIT.limit,
      }),
    ] as const,
    responses: { 204: { description: 'Cookies set' }, ...pick(429) },
  });

const loginRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: '/auth/login',
    tags: ['Auth'],
    summary: 'Logs in; the session id rotates. Unknown e-mail and wrong password answer alike.',
    middleware: [
      limitBody(FORM_BODY_LIMIT),
      rateLimit(options.database.db, LOGIN_IP_LIMIT),
      rateLimit(options.database.db, LOGIN_LIMIT, ipAndEmail),
      accountLoginLock(options.database.db),
    ] as const,
    request: { body: jsonOrForm(loginSchema) },
    responses: {
      200: { description: 'Logged in', content: { 'application/json': { schema: userBody } } },
      ...pick(403, 419, 422, 429),
    },
  });

const logoutRoute = createRoute({
  method: 'post',
  path: '/auth/logout',
  tags: ['Auth'],
  summary: 'Ends the session (and "remember me"); a fresh guest session replaces it',
  responses: {
    200: { description: 'Logged out', content: { 'application/json': { schema: messageBodySchema } } },
    ...pick(403, 419),
  },
});

const refreshRoute = createRoute({
  method: 'post',
  path: '/api/v1/refresh',
  tags: ['Auth'],
  summary: '"Remember me": renews the session from the refresh cookie, at most 30 days after login',
  responses: {
    200: { description: 'Renewed', content: { 'application/json': { schema: userBody } } },
    ...pick(401, 403, 419),
  },
});

const userRoute = createRoute({
  method: 'get',
  path: '/api/v1/user',
  tags: ['Account'],
  summary: 'The logged-in user with roles, newsletter flag and visible balances; 401 for guests',
  responses: {
    200: { description: 'Logged in', content: { 'application/json': { schema: z.object({ data: userSchema }) } } },
    ...pick(401),
  },
});

/** The user of the session as `{ data }`, or 401 when there is none (a deleted account). */
export async function currentUserBody(c: Context<AppEnv>, options: ApiOptions) {
  const id = c.var.user?.id;
  const user = id === undefined ? undefined : await getUser(options.database.db, id);
  if (!user) throw new AppError(401, 'unauthenticated');
  c.header('Cache-Control', 'private, no-store');
  return user;
}

export function authRoutes(options: ApiOptions) {
  const { db } = options.database;
  const sessions = sessionsOf(options);
  return createRouter()
    .openapi(csrfCookieRoute(options), (c) => {
      sessions.ensure(c);
      c.header('Cache-Control', 'no-store');
      return c.body(null, 204);
    })
    .openapi(loginRoute(options), async (c) => {
      const { email, password, remember } = bodyOf(c, loginSchema);
      const userId = await authenticate(db, options, email, password, c.var.locale);
      const guestSessionId = c.var.session?.userId === null ? c.var.session.id : null;
      await sessions.login(c, userId, remember ?? false);
      // The session id survives the rotation; the guest's carts join the user's (DESIGN §6).
      if (guestSessionId) await mergeGuestCarts(db, guestSessionId, userId);
      const data = await currentUserBody(c, options);
      return c.json({ message: message('logged_in', c.var.locale), data }, 200);
    })
    .openapi(logoutRoute, async (c) => {
      await sessions.logout(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ message: message('logged_out', c.var.locale) }, 200);
    })
    .openapi(refreshRoute, async (c) => {
      if ((await sessions.refresh(c)) === null) throw new AppError(401, 'refresh_invalid');
      const data = await currentUserBody(c, options);
      return c.json({ message: message('logged_in', c.var.locale), data }, 200);
    })
    .openapi(userRoute, async (c) => c.json({ data: await currentUserBody(c, options) }, 200));
}

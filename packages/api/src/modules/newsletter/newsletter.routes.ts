import { createRoute, z } from '@hono/zod-openapi';
import { newsletterSchema, successBodySchema } from '@vag/domain';
import { bodyOf, FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import type { ApiOptions } from '../../lib/context';
import { message } from '../../lib/messages';
import { rateLimit } from '../../lib/rate-limit';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';
import {
  confirmationState,
  confirmSubscription,
  ONE_CLICK_UNSUBSCRIBE_PATH,
  subscribe,
  unsubscribeByToken,
  unsubscriptionState,
} from './newsletter.service';

/** Per address: a form that anyone can post should not become a mailing-list loader. */
export const NEWSLETTER_LIMIT = { name: 'newsletter', limit: 10, windowMs: 60 * 60_000 };
/** Guessing a 256-bit token is hopeless; this keeps anyone from trying at speed all the same. */
const NEWSLETTER_LINK_LIMIT = { name: 'newsletter-link', limit: 60, windowMs: 60 * 60_000 };

const tokenSchema = z.object({ token: z.string().min(1).max(200) });
const codedMessage = z.object({ message: z.string(), code: z.string() });
const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

const subscribeRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: '/api/v1/credential/subscribe',
    tags: ['Newsletter'],
    summary:
      'Newsletter subscription (wants_newsletter must be "1"/"true"); double opt-in: a confirmation link is mailed unless it is the logged-in user’s verified e-mail. user_id is taken from the session',
    middleware: [limitBody(FORM_BODY_LIMIT), rateLimit(options.database.db, NEWSLETTER_LIMIT)] as const,
    request: { body: jsonOrForm(newsletterSchema) },
    responses: {
      200: { description: 'Subscribed (pending confirmation, or confirmed)', content: json(successBodySchema) },
      ...pick(403, 419, 422, 429),
    },
  });

const stateRoute = (options: ApiOptions) =>
  createRoute({
    method: 'get',
    path: '/api/v1/newsletter/confirmation',
    tags: ['Newsletter'],
    summary: 'The state of a confirmation link (pending or confirmed); reading it confirms nothing',
    middleware: [rateLimit(options.database.db, NEWSLETTER_LINK_LIMIT)] as const,
    request: { query: tokenSchema },
    responses: {
      200: {
        description: 'The link’s subscription',
        content: json(z.object({ data: z.object({ status: z.enum(['pending', 'confirmed']) }) })),
      },
      ...pick(404, 422, 429),
    },
  });

const confirmRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: '/api/v1/newsletter/confirm',
    tags: ['Newsletter'],
    summary: 'Confirms a subscription (code newsletter_confirmed); again: newsletter_already_confirmed',
    middleware: [limitBody(FORM_BODY_LIMIT), rateLimit(options.database.db, NEWSLETTER_LINK_LIMIT)] as const,
    request: { body: jsonOrForm(tokenSchema) },
    responses: {
      200: { description: 'Confirmed, or confirmed already', content: json(codedMessage) },
      ...pick(403, 404, 419, 422, 429),
    },
  });

const unsubscriptionRoute = (options: ApiOptions) =>
  createRoute({
    method: 'get',
    path: '/api/v1/newsletter/unsubscription',
    tags: ['Newsletter'],
    summary: 'The state of an unsubscribe link (subscribed or unsubscribed); reading it unsubscribes nothing',
    middleware: [rateLimit(options.database.db, NEWSLETTER_LINK_LIMIT)] as const,
    request: { query: tokenSchema },
    responses: {
      200: {
        description: 'The link’s subscription',
        content: json(z.object({ data: z.object({ status: z.enum(['subscribed', 'unsubscribed']) }) })),
      },
      ...pick(404, 422, 429),
    },
  });

const unsubscribeRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: ONE_CLICK_UNSUBSCRIBE_PATH,
    tags: ['Newsletter'],
    summary:
      'Unsubscribes the token’s address without login, idempotently; the List-Unsubscribe target of RFC 8058 one-click (no CSRF token: the token is the proof)',
    middleware: [limitBody(FORM_BODY_LIMIT), rateLimit(options.database.db, NEWSLETTER_LINK_LIMIT)] as const,
    request: { query: tokenSchema },
    responses: {
      200: {
        description:
          'Unsubscribed (code newsletter_unsubscribed), or unsubscribed already (newsletter_already_unsubscribed)',
        content: json(codedMessage),
      },
      ...pick(404, 422, 429),
    },
  });

export function newsletterRoutes(options: ApiOptions) {
  const { db } = options.database;
  return createRouter()
    .openapi(subscribeRoute(options), async (c) => {
      const input = bodyOf(c, newsletterSchema);
      // A user_id in the body is ignored: only the session says who is logged in.
      const outcome = await subscribe(db, options, {
        email: input.email,
        firstName: input.first_name,
        userId: c.var.user?.id ?? null,
        hostId: c.var.hostId,
        locale: c.var.locale,
      });
      const code = outcome === 'confirmed' ? 'newsletter_subscribed_confirmed' : 'newsletter_subscribed';
      return c.json({ success: true, message: message(code, c.var.locale) }, 200);
    })
    .openapi(stateRoute(options), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const status = await confirmationState(db, c.req.valid('query').token);
      return c.json({ data: { status } }, 200);
    })
    .openapi(confirmRoute(options), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const done = await confirmSubscription(db, bodyOf(c, tokenSchema).token);
      const code = done === 'confirmed' ? 'newsletter_confirmed' : 'newsletter_already_confirmed';
      return c.json({ message: message(code, c.var.locale), code }, 200);
    })
    .openapi(unsubscriptionRoute(options), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const status = await unsubscriptionState(db, c.req.valid('query').token);
      return c.json({ data: { status } }, 200);
    })
    .openapi(unsubscribeRoute(options), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const done = await unsubscribeByToken(db, c.req.valid('query').token);
      const code = done === 'unsubscribed' ? 'newsletter_unsubscribed' : 'newsletter_already_unsubscribed';
      return c.json({ message: message(code, c.var.locale), code }, 200);
    });
}

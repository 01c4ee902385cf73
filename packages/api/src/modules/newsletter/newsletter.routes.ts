import { createRoute } from '@hono/zod-openapi';
import { newsletterSchema, successBodySchema } from '@vag/domain';
import { bodyOf, FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import type { ApiOptions } from '../../lib/context';
import { message } from '../../lib/messages';
import { rateLimit } from '../../lib/rate-limit';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';
import { subscribe } from './newsletter.service';

/** Per address: a form that anyone can post should not become a mailing-list loader. */
export const NEWSLETTER_LIMIT = { name: 'newsletter', limit: 10, windowMs: 60 * 60_000 };

const subscribeRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: '/api/v1/credential/subscribe',
    tags: ['Newsletter'],
    summary: 'Newsletter subscription (wants_newsletter must be "1"/"true"); user_id is taken from the session',
    middleware: [limitBody(FORM_BODY_LIMIT), rateLimit(options.database.db, NEWSLETTER_LIMIT)] as const,
    request: { body: jsonOrForm(newsletterSchema) },
    responses: {
      200: { description: 'Subscribed', content: { 'application/json': { schema: successBodySchema } } },
      ...pick(403, 419, 422, 429),
    },
  });

export function newsletterRoutes(options: ApiOptions) {
  return createRouter().openapi(subscribeRoute(options), async (c) => {
    const input = bodyOf(c, newsletterSchema);
    // A user_id in the body is ignored: only the session says who is logged in.
    await subscribe(options.database.db, {
      email: input.email,
      firstName: input.first_name,
      userId: c.var.user?.id ?? null,
      hostId: c.var.hostId,
      locale: c.var.locale,
    });
    return c.json({ success: true, message: message('newsletter_subscribed', c.var.locale) }, 200);
  });
}

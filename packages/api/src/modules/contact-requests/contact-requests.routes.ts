import { createRoute, z } from '@hono/zod-openapi';
import { contactFieldErrors, contactRequestInputSchema, errorBodySchema } from '@vag/domain';
import type { ApiOptions } from '../../lib/context';
import { ValidationError } from '../../lib/errors';
import { message } from '../../lib/messages';
import { clientIp, rateLimit } from '../../lib/rate-limit';
import { createRouter, errorResponses } from '../../lib/router';
import { hostIdParam, localeIdParam } from '../../lib/schemas';
import { CONTACT_RATE_LIMIT, submitContactRequest } from './contact-requests.service';

const messageBodySchema = z.object({ message: z.string(), code: z.string() });

function contactRoute(options: ApiOptions) {
  return createRoute({
    method: 'post',
    path: '/api/v1/contact-requests',
    tags: ['Content'],
    summary: 'Send a message with the contact form',
    middleware: [rateLimit(options.database.db, CONTACT_RATE_LIMIT)] as const,
    request: {
      query: z.object({ host_id: hostIdParam, locale_id: localeIdParam }),
      body: { required: true, content: { 'application/json': { schema: contactRequestInputSchema } } },
    },
    responses: {
      201: { description: 'Stored', content: { 'application/json': { schema: messageBodySchema } } },
      ...errorResponses,
      429: {
        description: 'Too many messages from this address; see Retry-After',
        content: { 'application/json': { schema: errorBodySchema } },
      },
    },
  });
}

export function contactRequestRoutes(options: ApiOptions) {
  return createRouter().openapi(
    contactRoute(options),
    async (c) => {
      await submitContactRequest(options.database.db, {
        hostId: c.var.hostId,
        locale: c.var.locale,
        input: c.req.valid('json'),
        captcha: options.captcha,
        remoteIp: clientIp(c),
        operators: options,
      });
      c.header('Cache-Control', 'no-store');
      return c.json(
        { message: message('contact_request_received', c.var.locale), code: 'contact_request_received' },
        201,
      );
    },
    // Field messages in the request's language, never zod's English defaults. The validator
    // hands the raw input over too, so that a missing field reads "required".
    (result, c) => {
      if (result.success) return undefined;
      const input = (result as { data?: unknown }).data;
      throw new ValidationError(contactFieldErrors(result.error.issues, c.var.locale, input));
    },
  );
}

import { createRoute, z } from '@hono/zod-openapi';
import {
  decimalInteger,
  forgotPasswordSchema,
  messageBodySchema,
  registrationSchema,
  resetPasswordSchema,
  statusBodySchema,
  userSchema,
} from '@vag/domain';
import { afterResponse } from '../../lib/after-response';
import { bodyOf, FORM_BODY_LIMIT, jsonOrForm, limitBody, UPLOAD_BODY_LIMIT } from '../../lib/body';
import type { ApiOptions } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { message } from '../../lib/messages';
import { clientIp, rateLimit } from '../../lib/rate-limit';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';
import { authenticated, requireUser, sessionsOf } from '../../lib/session';
import { mergeGuestCarts } from '../cart/cart.service';
import {
  FORGOT_PASSWORD_IP_LIMIT,
  FORGOT_PASSWORD_LIMIT,
  ipAndEmail,
  REGISTER_LIMIT,
  RESET_LINK_LIMIT,
  RESET_PASSWORD_LIMIT,
  VERIFICATION_LIMIT,
} from './auth.limits';
import { currentUserBody } from './auth.routes';
import { requestPasswordReset, resendVerification, resetLinkState, resetPassword, verifyEmail } from './auth.service';
import { registerAccount } from './registration.service';

const registerRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: '/auth/register',
    tags: ['Auth'],
    summary: 'Registers a customer, or a professional with the proof_of_conduct document (multipart)',
    description:
      'Needs `captcha_token`. Sends the e-mail verification mail and logs the new user in. A professional ' +
      'registration keeps the customer role until the operator approves the document (professional_status).',
    middleware: [limitBody(UPLOAD_BODY_LIMIT), rateLimit(options.database.db, REGISTER_LIMIT)] as const,
    request: { body: jsonOrForm(registrationSchema) },
    responses: {
      201: {
        description: 'Registered and logged in',
        content: { 'application/json': { schema: z.object({ message: z.string(), data: userSchema }) } },
      },
      ...pick(403, 419, 422, 429),
    },
  });

const forgotRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: '/auth/forgot-password',
    tags: ['Auth'],
    summary: 'Mails a reset link if the e-mail is registered; answers the same either way',
    middleware: [
      limitBody(FORM_BODY_LIMIT),
      rateLimit(options.database.db, FORGOT_PASSWORD_IP_LIMIT),
      rateLimit(options.database.db, FORGOT_PASSWORD_LIMIT, ipAndEmail),
    ] as const,
    request: { body: jsonOrForm(forgotPasswordSchema) },
    responses: {
      200: {
        description: 'status: the text of the success toast',
        content: { 'application/json': { schema: statusBodySchema } },
      },
      ...pick(403, 419, 422, 429),
    },
  });

const resetRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: '/auth/reset-password',
    tags: ['Auth'],
    summary: 'Sets a new password with the mailed token (single use, 60 minutes); logs out every session',
    middleware: [limitBody(FORM_BODY_LIMIT), rateLimit(options.database.db, RESET_PASSWORD_LIMIT)] as const,
    request: { body: jsonOrForm(resetPasswordSchema) },
    responses: {
      200: { description: 'Password changed', content: { 'application/json': { schema: statusBodySchema } } },
      ...pick(403, 419, 422, 429),
    },
  });

const codedMessage = z.object({ message: z.string(), code: z.string() });

const verifyRoute = (options: ApiOptions) =>
  createRoute({
    method: 'get',
    path: '/api/v1/email/verify/{id}/{token}',
    tags: ['Auth'],
    summary:
      'The verification link: the mail opens /verify-email?id=&token= which calls this. Idempotent for the owner: again within its validity, code email_already_verified',
    middleware: [rateLimit(options.database.db, VERIFICATION_LIMIT)] as const,
    request: {
      params: z.object({
        id: decimalInteger(z.number().int().positive()),
        token: z.string().min(1).max(200),
      }),
    },
    responses: {
      200: {
        description: 'E-mail verified (code email_verified), or verified already (email_already_verified)',
        content: { 'application/json': { schema: codedMessage } },
      },
      ...pick(422, 429),
    },
  });

const resetStateRoute = (options: ApiOptions) =>
  createRoute({
    method: 'get',
    path: '/api/v1/password-reset',
    tags: ['Auth'],
    summary:
      'The state of a reset link (valid, or used: a password was set with it); reading it spends nothing, so the link opens any number of times',
    middleware: [rateLimit(options.database.db, RESET_LINK_LIMIT)] as const,
    request: { query: z.object({ email: z.string().min(1).max(255), token: z.string().min(1).max(200) }) },
    responses: {
      200: {
        description: 'The link can set a password (valid) or did already (used)',
        content: {
          'application/json': { schema: z.object({ data: z.object({ status: z.enum(['valid', 'used']) }) }) },
        },
      },
      ...pick(404, 422, 429),
    },
  });

const resendRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: '/api/v1/email/verification-notification',
    tags: ['Auth'],
    summary: 'Sends the verification mail again to the logged-in user',
    middleware: [
      authenticated,
      rateLimit(options.database.db, VERIFICATION_LIMIT, (c) => `resend:${c.var.user?.id}`),
    ] as const,
    responses: {
      202: { description: 'Mail queued', content: { 'application/json': { schema: messageBodySchema } } },
      ...pick(401, 403, 419, 429),
    },
  });

export function registerRoutes(options: ApiOptions) {
  const { db } = options.database;
  const sessions = sessionsOf(options);
  return createRouter()
    .openapi(registerRoute(options), async (c) => {
      const input = bodyOf(c, registrationSchema);
      if (!(await options.captcha.verify(input.captcha_token, 'register', clientIp(c)))) {
        throw new AppError(422, 'captcha_failed', { captcha_token: ['captcha_failed'] });
      }
      const professional = input.is_professional ?? false;
      const userId = await registerAccount(db, options, {
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        phoneNumber: input.phone_number,
        companyName: input.company_name,
        taxNumber: input.tax_number,
        password: input.password,
        wantsNewsletter: input.wants_newsletter ?? false,
        professional,
        proofOfConduct: input.proof_of_conduct instanceof File ? input.proof_of_conduct : undefined,
        locale: c.var.locale,
        hostId: c.var.hostId,
      });
      const guestSessionId = c.var.session?.userId === null ? c.var.session.id : null;
      await sessions.login(c, userId, false);
      if (guestSessionId) await mergeGuestCarts(db, guestSessionId, userId);
      const data = await currentUserBody(c, options);
      return c.json(
        { message: message(professional ? 'registered_professional' : 'registered', c.var.locale), data },
        201,
      );
    })
    .openapi(forgotRoute(options), async (c) => {
      const { email } = bodyOf(c, forgotPasswordSchema);
      // Looked up after answering: the answer's time says nothing about whether the account exists.
      afterResponse(options.logger, () => requestPasswordReset(db, options, email));
      const text = message('reset_link_sent', c.var.locale);
      return c.json({ status: text, message: text }, 200);
    })
    .openapi(resetRoute(options), async (c) => {
      await resetPassword(db, options, bodyOf(c, resetPasswordSchema));
      const text = message('password_reset_done', c.var.locale);
      return c.json({ status: text, message: text }, 200);
    })
    .openapi(verifyRoute(options), async (c) => {
      const { id, token } = c.req.valid('param');
      c.header('Cache-Control', 'private, no-store');
      const outcome = await verifyEmail(db, options, id, token);
      const code = outcome === 'verified' ? 'email_verified' : 'email_already_verified';
      return c.json({ message: message(code, c.var.locale), code }, 200);
    })
    .openapi(resetStateRoute(options), async (c) => {
      c.header('Cache-Control', 'private, no-store');
      const { email, token } = c.req.valid('query');
      return c.json({ data: { status: await resetLinkState(db, email, token) } }, 200);
    })
    .openapi(resendRoute(options), async (c) => {
      await resendVerification(db, options, requireUser(c).id);
      return c.json({ message: message('verification_sent', c.var.locale) }, 202);
    });
}

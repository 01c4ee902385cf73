import { createRoute, z } from '@hono/zod-openapi';
import {
  activationSchema,
  credentialSchema,
  emailCheckSchema,
  messageBodySchema,
  selfDeleteSchema,
  successBodySchema,
  userSchema,
} from '@vag/domain';
import type { Context } from 'hono';
import { bodyOf, FORM_BODY_LIMIT, jsonOrForm, limitBody, UPLOAD_BODY_LIMIT } from '../../lib/body';
import type { ApiOptions, AppEnv } from '../../lib/context';
import { fieldError } from '../../lib/errors';
import { message } from '../../lib/messages';
import { clientIp, rateLimit } from '../../lib/rate-limit';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';
import { authenticated, requireUser, sessionsOf } from '../../lib/session';
import { EMAIL_CHECK_LIMIT, PASSWORD_CONFIRM_LIMIT, REGISTER_LIMIT } from '../auth/auth.limits';
import { currentUserBody } from '../auth/auth.routes';
import { mergeGuestCarts } from '../cart/cart.service';
import { isEmailTaken } from '../users/users.service';
import { activateFromOrder, deleteOwnAccount, updateCredential } from './credential.service';

const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });
const userBody = z.object({ message: z.string(), data: userSchema });

/** A password check per user: a stolen session cannot try current passwords at speed. */
const passwordChecks = (options: ApiOptions) =>
  rateLimit(options.database.db, PASSWORD_CONFIRM_LIMIT, (c) => `user:${c.var.user?.id}`);

const updateRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: '/api/v1/credential/',
    tags: ['Account'],
    summary: 'Newsletter flag and/or password change (current_password, password, password_confirmation)',
    middleware: [authenticated, limitBody(FORM_BODY_LIMIT), passwordChecks(options)] as const,
    request: { body: jsonOrForm(credentialSchema) },
    responses: { 200: { description: 'Saved', content: json(userBody) }, ...pick(401, 403, 419, 422, 429) },
  });

const updateAliasRoute = (options: ApiOptions) =>
  createRoute({ ...updateRoute(options), path: '/api/v1/credential', hide: true });

const selfDeleteRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: '/api/v1/credential/self-delete',
    tags: ['Account'],
    summary: 'Deletes the own account, confirmed with the password; personal data is erased',
    middleware: [authenticated, limitBody(FORM_BODY_LIMIT), passwordChecks(options)] as const,
    request: { body: jsonOrForm(selfDeleteSchema) },
    responses: { 200: { description: 'Deleted', content: json(messageBodySchema) }, ...pick(401, 403, 419, 422, 429) },
  });

const emailCheckRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: '/api/v1/credential/email-check',
    tags: ['Account'],
    summary: 'Whether an e-mail can register: 200 when free, 422 (email_taken) when registered',
    middleware: [limitBody(FORM_BODY_LIMIT), rateLimit(options.database.db, EMAIL_CHECK_LIMIT)] as const,
    request: { body: jsonOrForm(emailCheckSchema) },
    responses: { 200: { description: 'Available', content: json(successBodySchema) }, ...pick(403, 419, 422, 429) },
  });

const activateRoute = (options: ApiOptions) =>
  createRoute({
    method: 'post',
    path: '/api/v1/credential/self-activate-from-order',
    tags: ['Account'],
    summary: 'A guest who ordered creates an account (multipart; payment_key of the order, else captcha)',
    description:
      'With the `payment_key` of a guest order or enrolment of the same e-mail the account starts verified, ' +
      'holds every guest purchase of the e-mail and is logged in (201). Without it (captcha instead) the ' +
      'account waits for its e-mail verification: 202, no session, and the purchases are attached when the ' +
      'mailed link is opened. An unverified account of the e-mail never blocks it: it is taken over.',
    middleware: [limitBody(UPLOAD_BODY_LIMIT), rateLimit(options.database.db, REGISTER_LIMIT)] as const,
    request: { body: jsonOrForm(activationSchema) },
    responses: {
      201: { description: 'Account created from the order, logged in', content: json(userBody) },
      202: { description: 'Account created, awaiting e-mail verification', content: json(messageBodySchema) },
      ...pick(403, 419, 422, 429),
    },
  });

export function credentialRoutes(options: ApiOptions) {
  const { db } = options.database;
  const sessions = sessionsOf(options);
  const update = async (c: Context<AppEnv>) => {
    const user = requireUser(c);
    const session = c.var.session;
    if (!session) throw new Error('an authenticated request has a session');
    await updateCredential(
      db,
      options,
      { id: user.id, sessionId: session.id, hostId: c.var.hostId, locale: c.var.locale },
      bodyOf(c, credentialSchema),
    );
    return { message: message('credential_updated', c.var.locale), data: await currentUserBody(c, options) };
  };
  return createRouter()
    .openapi(updateRoute(options), async (c) => c.json(await update(c), 200))
    .openapi(updateAliasRoute(options), async (c) => c.json(await update(c), 200))
    .openapi(selfDeleteRoute(options), async (c) => {
      await deleteOwnAccount(db, options, requireUser(c).id, bodyOf(c, selfDeleteSchema).password);
      await sessions.logout(c);
      return c.json({ message: message('account_deleted', c.var.locale) }, 200);
    })
    .openapi(emailCheckRoute(options), async (c) => {
      if (await isEmailTaken(db, bodyOf(c, emailCheckSchema).email)) throw fieldError('email', 'email_taken');
      return c.json({ success: true, message: message('email_available', c.var.locale) }, 200);
    })
    .openapi(activateRoute(options), async (c) => {
      const input = bodyOf(c, activationSchema);
      const { userId, mailboxProven } = await activateFromOrder(db, options, input, {
        locale: c.var.locale,
        hostId: c.var.hostId,
        captchaPassed: () => options.captcha.verify(input.captcha_token, 'register', clientIp(c)),
      });
      // Without the payment key nothing proves the mailbox: no session, no purchases until the link is opened.
      if (!mailboxProven) return c.json({ message: message('account_awaits_verification', c.var.locale) }, 202);
      const guestSessionId = c.var.session?.userId === null ? c.var.session.id : null;
      await sessions.login(c, userId, false);
      if (guestSessionId) await mergeGuestCarts(db, guestSessionId, userId);
      return c.json(
        { message: message('account_activated', c.var.locale), data: await currentUserBody(c, options) },
        201,
      );
    });
}

import { createRoute, z } from '@hono/zod-openapi';
import { decimalInteger, messageBodySchema, profileSchema, selfDeleteSchema, userSchema } from '@vag/domain';
import type { Context } from 'hono';
import { bodyOf, FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import type { ApiOptions, AppEnv } from '../../lib/context';
import { NotFoundError } from '../../lib/errors';
import { message } from '../../lib/messages';
import { rateLimit } from '../../lib/rate-limit';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';
import { authenticated, requireUser, sessionsOf } from '../../lib/session';
import { PASSWORD_CONFIRM_LIMIT } from '../auth/auth.limits';
import { currentUserBody } from '../auth/auth.routes';
import { deleteOwnAccount } from '../credential/credential.service';
import { updateProfile } from './users.service';

const idParam = z.object({
  id: decimalInteger(z.number().int().positive()).openapi({ param: { name: 'id', in: 'path' } }),
});

const updateResponses = {
  200: {
    description: 'Saved',
    content: { 'application/json': { schema: z.object({ message: z.string(), data: userSchema }) } },
  },
  ...pick(401, 403, 404, 419, 422),
};

const updateRoute = createRoute({
  method: 'post',
  path: '/api/v1/users/{id}',
  tags: ['Account'],
  summary: 'Updates the own profile (form with _method=PUT); another user’s id answers 404',
  middleware: [authenticated, limitBody(FORM_BODY_LIMIT)] as const,
  request: { params: idParam, body: jsonOrForm(profileSchema) },
  responses: updateResponses,
});

const putRoute = createRoute({ ...updateRoute, method: 'put', hide: true });

const deleteRoute = (options: ApiOptions) =>
  createRoute({
    method: 'delete',
    path: '/api/v1/users/{id}',
    tags: ['Account'],
    summary: 'Deletes the own account after the password is confirmed; personal data is erased',
    middleware: [
      authenticated,
      limitBody(FORM_BODY_LIMIT),
      rateLimit(options.database.db, PASSWORD_CONFIRM_LIMIT, (c) => `user:${c.var.user?.id}`),
    ] as const,
    request: { params: idParam, body: jsonOrForm(selfDeleteSchema) },
    responses: {
      200: { description: 'Deleted and logged out', content: { 'application/json': { schema: messageBodySchema } } },
      ...pick(401, 403, 404, 419, 422, 429),
    },
  });

/** The logged-in user when `id` is theirs; any other id is "not found", never "forbidden". */
export function requireOwnId(c: Context<AppEnv>, id: number) {
  const user = requireUser(c);
  if (user.id !== id) throw new NotFoundError();
  return user;
}

export function userRoutes(options: ApiOptions) {
  const { db } = options.database;
  const sessions = sessionsOf(options);
  const update = async (c: Context<AppEnv>, id: number) => {
    requireOwnId(c, id);
    await updateProfile(db, id, bodyOf(c, profileSchema));
    return { message: message('profile_updated', c.var.locale), data: await currentUserBody(c, options) };
  };
  return createRouter()
    .openapi(updateRoute, async (c) => c.json(await update(c, c.req.valid('param').id), 200))
    .openapi(putRoute, async (c) => c.json(await update(c, c.req.valid('param').id), 200))
    .openapi(deleteRoute(options), async (c) => {
      const { id } = c.req.valid('param');
      requireOwnId(c, id);
      await deleteOwnAccount(db, options, id, bodyOf(c, selfDeleteSchema).password);
      await sessions.logout(c);
      return c.json({ message: message('account_deleted', c.var.locale) }, 200);
    });
}

import { createRoute, z } from '@hono/zod-openapi';
import { addressResourceSchema, addressSchema, decimalInteger, messageBodySchema } from '@vag/domain';
import type { Context } from 'hono';
import { bodyOf, FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import type { ApiOptions, AppEnv } from '../../lib/context';
import { message } from '../../lib/messages';
import { pick } from '../../lib/responses';
import { createRouter } from '../../lib/router';
import { localeIdParam } from '../../lib/schemas';
import { authenticated, requireUser } from '../../lib/session';
import { deleteAddress, getAddress, listAddresses, saveAddress } from './addresses.service';

const idParam = z.object({
  id: decimalInteger(z.number().int().positive()).openapi({ param: { name: 'id', in: 'path' } }),
});
const query = z.object({ locale_id: localeIdParam });
const saved = z.object({ message: z.string(), data: addressResourceSchema });
const json = <T extends z.ZodType>(schema: T) => ({ 'application/json': { schema } });

const listRoute = createRoute({
  method: 'get',
  path: '/api/v1/addresses',
  tags: ['Account'],
  middleware: [authenticated] as const,
  summary: 'The logged-in user’s addresses, the default first',
  request: { query },
  responses: {
    200: { description: 'Addresses', content: json(z.object({ data: z.array(addressResourceSchema) })) },
    ...pick(401),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/api/v1/addresses/{id}',
  tags: ['Account'],
  middleware: [authenticated] as const,
  summary: 'One of the user’s addresses; another user’s id answers 404',
  request: { params: idParam, query },
  responses: {
    200: { description: 'Address', content: json(z.object({ data: addressResourceSchema })) },
    ...pick(401, 404),
  },
});

const saveRoute = createRoute({
  method: 'post',
  path: '/api/v1/addresses',
  tags: ['Account'],
  middleware: [authenticated, limitBody(FORM_BODY_LIMIT)] as const,
  summary: 'Creates an address, or updates the one whose `id` is sent (with _method=PUT)',
  request: { query, body: jsonOrForm(addressSchema) },
  responses: {
    200: { description: 'Updated', content: json(saved) },
    201: { description: 'Created', content: json(saved) },
    ...pick(401, 403, 404, 419, 422),
  },
});

const updateRoute = createRoute({
  method: 'post',
  path: '/api/v1/addresses/{id}',
  tags: ['Account'],
  middleware: [authenticated, limitBody(FORM_BODY_LIMIT)] as const,
  summary: 'Updates the user’s address (_method=PUT); another user’s id answers 404',
  request: { params: idParam, query, body: jsonOrForm(addressSchema) },
  responses: { 200: { description: 'Updated', content: json(saved) }, ...pick(401, 403, 404, 419, 422) },
});

const putRoute = createRoute({ ...updateRoute, method: 'put', hide: true });

const deleteRoute = createRoute({
  method: 'delete',
  path: '/api/v1/addresses/{id}',
  tags: ['Account'],
  middleware: [authenticated] as const,
  summary: 'Deletes the user’s address; a deleted default passes to the newest other address',
  request: { params: idParam },
  responses: { 200: { description: 'Deleted', content: json(messageBodySchema) }, ...pick(401, 403, 404, 419) },
});

export function addressRoutes({ database }: ApiOptions) {
  const { db } = database;
  const save = async (c: Context<AppEnv>, id: number | undefined) => {
    const user = requireUser(c);
    const savedId = await saveAddress(db, user.id, bodyOf(c, addressSchema), c.var.locale, id);
    c.header('Cache-Control', 'no-store');
    return {
      message: message('address_saved', c.var.locale),
      data: await getAddress(db, user.id, savedId, c.var.locale),
    };
  };
  return createRouter()
    .openapi(listRoute, async (c) => {
      const data = await listAddresses(db, requireUser(c).id, c.var.locale);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ data }, 200);
    })
    .openapi(getRoute, async (c) => {
      const data = await getAddress(db, requireUser(c).id, c.req.valid('param').id, c.var.locale);
      c.header('Cache-Control', 'private, no-store');
      return c.json({ data }, 200);
    })
    .openapi(saveRoute, async (c) => {
      const id = bodyOf(c, addressSchema).id;
      return id === undefined ? c.json(await save(c, undefined), 201) : c.json(await save(c, id), 200);
    })
    .openapi(updateRoute, async (c) => c.json(await save(c, c.req.valid('param').id), 200))
    .openapi(putRoute, async (c) => c.json(await save(c, c.req.valid('param').id), 200))
    .openapi(deleteRoute, async (c) => {
      await deleteAddress(db, requireUser(c).id, c.req.valid('param').id);
      return c.json({ message: message('address_deleted', c.var.locale) }, 200);
    });
}

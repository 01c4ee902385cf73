import { z } from '@hono/zod-openapi';
import {
  adminContactRequestDetailSchema,
  adminContactRequestListSchema,
  adminContactRequestSchema,
  adminInboxQuerySchema,
  contactReplySchema,
  STAFF_SITE_SCOPE,
} from '@vag/domain';
import { idPathParam as idParam, jsonAnswer as json } from '../../lib/admin-lists';
import {
  type AdminContext,
  adminBodyOf,
  adminRoute,
  createAdminRouter,
  requireStaff,
  sitesOf,
} from '../../lib/admin-router';
import { jsonOrForm } from '../../lib/body';
import { handledRoute } from '../../lib/inbox-items';
import { pick } from '../../lib/responses';
import {
  getContactRequestForStaff,
  listContactRequestsForStaff,
  replyToContactRequest,
  setContactRequestHandled,
} from './contact-requests.service';

/*
 * The back office's inbox of contact requests (issue 20): the list of the member's sites, one
 * request with the mails about it, a reply by mail, handled or new again; every write audited.
 */

const TAGS = ['Admin: inbox'];
const PATH = '/contact-requests';

export function contactRequestAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access: 'inbox.manage',
        method: 'get',
        path: PATH,
        tags: TAGS,
        summary: 'Contact requests newest first: new, handled or all; by site; search in name, e-mail and message',
        request: { query: adminInboxQuerySchema },
        responses: { 200: json(adminContactRequestListSchema, 'A page of requests'), ...pick(401, 403, 422) },
      }),
      async (c) => {
        const sites = sitesOf(c, STAFF_SITE_SCOPE[requireStaff(c).role]);
        const result = await listContactRequestsForStaff(db, c.req.valid('query'), sites);
        c.header('Cache-Control', 'private, no-store');
        return c.json(result, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'inbox.manage',
        method: 'get',
        path: `${PATH}/{id}`,
        tags: TAGS,
        summary: 'One contact request and every mail sent about it',
        request: { params: idParam },
        responses: { 200: json(adminContactRequestDetailSchema, 'The request'), ...pick(401, 403, 404) },
      }),
      async (c) => {
        const result = await getContactRequestForStaff(db, c.req.valid('param').id, requireStaff(c));
        c.header('Cache-Control', 'private, no-store');
        return c.json(result, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'inbox.manage',
        method: 'post',
        path: `${PATH}/{id}/reply`,
        tags: TAGS,
        summary:
          'Mails the answer to the sender in the request’s language, quoting the message, and marks the request handled',
        request: { params: idParam, body: jsonOrForm(contactReplySchema) },
        responses: {
          200: json(z.object({ data: adminContactRequestSchema }), 'The request, handled'),
          ...pick(401, 403, 404, 419, 422),
        },
      }),
      async (c) => {
        const input = adminBodyOf(c, contactReplySchema);
        const data = await replyToContactRequest(db, c.req.valid('param').id, requireStaff(c), input);
        return c.json({ data }, 200);
      },
    )
    .openapi(handledRoute(PATH, adminContactRequestSchema, 'handled'), async (c) => {
      const data = await setContactRequestHandled(db, c.req.valid('param').id, requireStaff(c), true);
      return c.json({ data }, 200);
    })
    .openapi(handledRoute(PATH, adminContactRequestSchema, 'reopen'), async (c) => {
      const data = await setContactRequestHandled(db, c.req.valid('param').id, requireStaff(c), false);
      return c.json({ data }, 200);
    });
}

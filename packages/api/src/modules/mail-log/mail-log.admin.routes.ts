import { z } from '@hono/zod-openapi';
import { adminMailDetailSchema, adminMailListSchema, adminMailQuerySchema, adminMailRowSchema } from '@vag/domain';
import { idPathParam, jsonAnswer } from '../../lib/admin-lists';
import { type AdminContext, adminRoute, createAdminRouter, requireStaff } from '../../lib/admin-router';
import { message } from '../../lib/messages';
import { accountErrors, pick } from '../../lib/responses';
import { getMailForStaff, listMailsForStaff, resendMail } from './mail-log.service';

/*
 * The back office's mail log (issue 20): every mail of the outbox (lib/mail's table, read through
 * lib/mail/log.ts), one with its bodies, and a sent or failed one sent again as a copy.
 */

const TAGS = ['Admin: mail log'];

export function mailLogAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  return createAdminRouter()
    .openapi(
      adminRoute({
        access: 'mail.read',
        method: 'get',
        path: '/mails',
        tags: TAGS,
        summary: 'Mails newest first: by state, kind, a part of the recipient and the day queued',
        request: { query: adminMailQuerySchema },
        responses: { 200: jsonAnswer(adminMailListSchema, 'A page of mails'), ...pick(401, 403, 422) },
      }),
      async (c) => {
        const result = await listMailsForStaff(db, c.req.valid('query'));
        c.header('Cache-Control', 'private, no-store');
        return c.json(result, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'mail.read',
        method: 'get',
        path: '/mails/{id}',
        tags: TAGS,
        summary: 'One mail with its text and HTML bodies as they were queued',
        request: { params: idPathParam },
        responses: { 200: jsonAnswer(adminMailDetailSchema, 'The mail'), ...pick(401, 403, 404) },
      }),
      async (c) => {
        const data = await getMailForStaff(db, c.req.valid('param').id);
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'mail.read',
        method: 'get',
        path: '/mails/{id}/html',
        tags: TAGS,
        summary:
          'The HTML of a mail as its recipient sees it, for the back office to frame: its own styles, no script, nothing from outside',
        request: { params: idPathParam },
        responses: {
          200: { description: 'The HTML part', content: { 'text/html': { schema: z.string() } } },
          ...pick(401, 403, 404),
        },
      }),
      async (c) => {
        const mail = await getMailForStaff(db, c.req.valid('param').id);
        return new Response(mail.html_body, {
          status: 200,
          headers: {
            'Content-Type': 'text/html; charset=utf-8',
            'Cache-Control': 'private, no-store',
            'X-Content-Type-Options': 'nosniff',
            'Referrer-Policy': 'no-referrer',
            // Framed by the back office's own pages only; the mail's inline styles apply, and
            // nothing runs or loads: no script, form or request of its own (sandbox).
            'X-Frame-Options': 'SAMEORIGIN',
            'Content-Security-Policy':
              "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; sandbox",
          },
        }) as never;
      },
    )
    .openapi(
      adminRoute({
        access: 'mail.resend',
        method: 'post',
        path: '/mails/{id}/resend',
        tags: TAGS,
        summary:
          'Queues a copy of a sent or failed mail (the same content and reference); 409 while it is still queued',
        request: { params: idPathParam },
        responses: {
          201: jsonAnswer(
            z.object({ message: z.string(), code: z.string(), data: adminMailRowSchema }),
            'The queued copy',
          ),
          409: { ...accountErrors[422], description: 'Still queued or sending (code mail_resend_not_allowed)' },
          ...pick(401, 403, 404, 419),
        },
      }),
      async (c) => {
        const data = await resendMail(db, c.req.valid('param').id, requireStaff(c));
        return c.json({ message: message('mail_resent', c.var.locale), code: 'mail_resent', data }, 201);
      },
    );
}

import { z } from '@hono/zod-openapi';
import {
  adminCustomerDetailSchema,
  adminCustomerListSchema,
  adminCustomerQuerySchema,
  balanceAdjustmentSchema,
  decimalInteger,
  professionalDecisionSchema,
  proofLinkSchema,
} from '@vag/domain';
import type { Context, MiddlewareHandler } from 'hono';
import {
  type AdminContext,
  type AdminEnv,
  adminBodyOf,
  adminRoute,
  createAdminRouter,
  requireStaff,
} from '../../lib/admin-router';
import { FORM_BODY_LIMIT, jsonOrForm, limitBody } from '../../lib/body';
import { AppError } from '../../lib/errors';
import { message } from '../../lib/messages';
import { rateLimit } from '../../lib/rate-limit';
import { pick } from '../../lib/responses';
import { newToken } from '../../lib/tokens';
import {
  dispositionOf,
  exportCustomer,
  openProof,
  ProofLinkExpired,
  proofLink,
  proofLinkSigner,
} from './users.admin.documents';
import {
  adjustBalance,
  decideProfessional,
  eraseCustomer,
  getCustomer,
  listCustomers,
  resendCustomerVerification,
  setCustomerActive,
} from './users.admin.service';

/*
 * The back office's customers (issue 20): the list, one customer, and staff's writes on them.
 * Customers are one user base for both sites, so the permission alone decides (no site scope).
 */

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const messageBody = z.object({ message: z.string() });
const idParam = z.object({
  id: decimalInteger(z.number().int().positive()).openapi({ param: { name: 'id', in: 'path' } }),
});
const uploadParams = idParam.extend({
  uploadId: z.uuid().openapi({ param: { name: 'uploadId', in: 'path' } }),
});
const tokenParam = z.object({
  token: z
    .string()
    .max(400)
    .openapi({ param: { name: 'token', in: 'path' } }),
});
const tags = ['Admin: customers'];
/** Resending the verification mail: a few times an hour per customer, whoever asks. */
const VERIFICATION_MAIL_LIMIT = { name: 'customer-verification-mail', limit: 3, windowMs: 60 * 60_000 };

const writeResponses = { 200: json(messageBody, 'Done'), ...pick(401, 403, 404, 419, 422) };

/** A customers.manage POST on one customer; `body` when it takes fields. */
function write<B extends z.ZodType | undefined = undefined>(
  path: string,
  summary: string,
  options: { body?: B; limit?: MiddlewareHandler } = {},
) {
  return adminRoute({
    access: 'customers.manage',
    method: 'post',
    path,
    tags,
    summary,
    middleware: options.limit ? [limitBody(FORM_BODY_LIMIT), options.limit] : [limitBody(FORM_BODY_LIMIT)],
    request: { params: idParam, body: options.body && jsonOrForm(options.body) },
    responses: options.limit ? { ...writeResponses, ...pick(429) } : writeResponses,
  });
}

const sessionIdOf = (c: Context<AdminEnv>) => {
  const session = c.var.staffSession;
  if (!session) throw new AppError(401, 'unauthenticated');
  return session.id;
};

export function customerAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  const { options } = ctx;
  const signer = proofLinkSigner(options.accounts?.sessionSecret ?? newToken());
  const done = (c: Context<AdminEnv>, code: Parameters<typeof message>[0]) =>
    c.json({ message: message(code, c.var.locale) }, 200);
  return createAdminRouter()
    .openapi(
      adminRoute({
        access: 'customers.read',
        method: 'get',
        path: '/customers',
        tags,
        summary:
          'Customers newest first: search by e-mail, name, phone, company or tax number; filters by professional status, role, registration site and state',
        request: { query: adminCustomerQuerySchema },
        responses: { 200: json(adminCustomerListSchema, 'A page of customers'), ...pick(401, 403, 422) },
      }),
      async (c) => {
        c.header('Cache-Control', 'private, no-store');
        return c.json(await listCustomers(db, c.req.valid('query')), 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'customers.read',
        method: 'get',
        path: '/customers/{id}',
        tags,
        summary:
          'One customer: profile, roles, professional status and proofs, addresses, orders, enrolments, balances and ledger, newsletter',
        request: { params: idParam },
        responses: { 200: json(adminCustomerDetailSchema, 'The customer'), ...pick(401, 403, 404) },
      }),
      async (c) => {
        c.header('Cache-Control', 'private, no-store');
        return c.json({ data: await getCustomer(db, c.req.valid('param').id, c.var.locale) }, 200);
      },
    )
    .openapi(
      write(
        '/customers/{id}/professional',
        'Approves (role 2: professionals-only products) or rejects a pending professional registration; the customer is mailed',
        { body: professionalDecisionSchema },
      ),
      async (c) => {
        const input = adminBodyOf(c, professionalDecisionSchema);
        await decideProfessional(db, options, requireStaff(c).id, c.req.valid('param').id, input);
        return done(
          c,
          input.decision === 'approve' ? 'customer_professional_approved' : 'customer_professional_rejected',
        );
      },
    )
    .openapi(
      adminRoute({
        access: 'customers.read',
        method: 'post',
        path: '/customers/{id}/uploads/{uploadId}/link',
        tags,
        summary: 'A link to a proof document, valid 5 minutes in this staff session only',
        middleware: [limitBody(FORM_BODY_LIMIT)],
        request: { params: uploadParams },
        responses: { 200: json(proofLinkSchema, 'The link'), ...pick(401, 403, 404, 419) },
      }),
      async (c) => {
        const { id, uploadId } = c.req.valid('param');
        const link = await proofLink(db, signer, id, uploadId, sessionIdOf(c));
        return c.json({ data: { url: link.url, expires_at: link.expiresAt.toISOString() } }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'customers.read',
        method: 'get',
        path: '/uploads/{token}',
        tags,
        summary:
          'The linked document itself, from UPLOAD_DIR: 403 in another session or with a forged link, 410 once expired',
        request: { params: tokenParam },
        responses: {
          200: {
            description: 'The file (PDF, JPEG or PNG)',
            content: { 'application/octet-stream': { schema: z.any() } },
          },
          ...pick(401, 403, 404),
          410: json(z.object({ message: z.string(), code: z.string() }), 'The link expired'),
        },
      }),
      async (c) => {
        let link: { customerId: number; uploadId: string };
        try {
          link = signer.verify(c.req.valid('param').token, sessionIdOf(c));
        } catch (error) {
          if (!(error instanceof ProofLinkExpired)) throw error;
          return c.json({ message: message('proof_link_expired', c.var.locale), code: 'proof_link_expired' }, 410);
        }
        const file = await openProof(db, options, requireStaff(c).id, link);
        return new Response(new Uint8Array(file.bytes), {
          status: 200,
          headers: {
            'Content-Type': file.mimeType,
            'Content-Disposition': dispositionOf(file.name),
            'Cache-Control': 'private, no-store',
            'X-Content-Type-Options': 'nosniff',
            // The document is shown, never run: no script, no plugin, no request of its own.
            'Content-Security-Policy': "default-src 'none'; img-src 'self'; object-src 'none'; sandbox",
          },
        }) as never;
      },
    )
    .openapi(
      write(
        '/customers/{id}/balance-adjustments',
        'A ledger entry on the marketing or global balance (a debit never below 0: 422 balance_adjustment_exceeds_balance)',
        { body: balanceAdjustmentSchema },
      ),
      async (c) => {
        await adjustBalance(db, requireStaff(c).id, c.req.valid('param').id, adminBodyOf(c, balanceAdjustmentSchema));
        return done(c, 'balance_adjustment_recorded');
      },
    )
    .openapi(
      write(
        '/customers/{id}/verification-mail',
        'Sends the e-mail verification mail again (3 an hour per customer: 429 after)',
        { limit: rateLimit(db, VERIFICATION_MAIL_LIMIT, (c) => `customer:${c.req.param('id')}`) as MiddlewareHandler },
      ),
      async (c) => {
        await resendCustomerVerification(db, options, requireStaff(c).id, c.req.valid('param').id);
        return done(c, 'customer_verification_sent');
      },
    )
    .openapi(write('/customers/{id}/deactivate', 'The customer cannot sign in; their sessions end'), async (c) => {
      await setCustomerActive(db, requireStaff(c).id, c.req.valid('param').id, false);
      return done(c, 'customer_deactivated');
    })
    .openapi(write('/customers/{id}/reactivate', 'The customer can sign in again'), async (c) => {
      await setCustomerActive(db, requireStaff(c).id, c.req.valid('param').id, true);
      return done(c, 'customer_reactivated');
    })
    .openapi(
      adminRoute({
        access: 'customers.manage',
        method: 'get',
        path: '/customers/{id}/export',
        tags,
        summary: 'The GDPR access export: everything held about the person, as a JSON download',
        request: { params: idParam },
        responses: { 200: json(z.record(z.string(), z.unknown()), 'The export'), ...pick(401, 403, 404) },
      }),
      async (c) => {
        const id = c.req.valid('param').id;
        const body = await exportCustomer(db, requireStaff(c).id, id);
        c.header('Cache-Control', 'private, no-store');
        c.header('Content-Disposition', `attachment; filename="customer-${id}.json"`);
        return c.json(body, 200);
      },
    )
    .openapi(
      write('/customers/{id}/erase', 'Erases the personal data; orders and enrolments stay for accounting'),
      async (c) => {
        await eraseCustomer(db, options, requireStaff(c).id, c.req.valid('param').id);
        return done(c, 'customer_erased');
      },
    );
}

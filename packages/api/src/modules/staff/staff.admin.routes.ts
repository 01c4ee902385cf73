import { z } from '@hono/zod-openapi';
import {
  canActOnSite,
  decimalInteger,
  hasPermission,
  PERMISSIONS,
  type Permission,
  STAFF_SITE_SCOPE,
  type StaffMe,
  staffCreateSchema,
  staffLoginSchema,
  staffMemberSchema,
  staffMeSchema,
  staffRoleUpdateSchema,
  totpCodeSchema,
  totpRequiredFor,
} from '@vag/domain';
import type { Context } from 'hono';
import {
  type AdminContext,
  type AdminEnv,
  adminBodyOf,
  adminRoute,
  createAdminRouter,
  requireStaff,
} from '../../lib/admin-router';
import { FORM_BODY_LIMIT, jsonOrForm, limitBody, peekField } from '../../lib/body';
import { AppError } from '../../lib/errors';
import { message } from '../../lib/messages';
import { clientIp, rateLimit, rateLimitedFor } from '../../lib/rate-limit';
import { pick } from '../../lib/responses';
import { STAFF_ACCOUNT_LIMIT, STAFF_LOGIN_IP_LIMIT, STAFF_LOGIN_LIMIT, staffAccountKey } from './staff.limits';
import {
  authenticateStaff,
  confirmTotpEnrolment,
  createStaff,
  disableTotp,
  getStaffRow,
  listStaff,
  recordSignIn,
  staffLocaleOf,
  stageAfterPassword,
  startTotpEnrolment,
  toStaffMember,
  updateStaffMember,
  verifySignInCode,
} from './staff.service';

const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});
const stageBody = z.object({ message: z.string(), data: z.object({ stage: staffMeSchema.shape.stage }) });
const meBody = z.object({ data: staffMeSchema });
const memberBody = z.object({ message: z.string(), data: staffMemberSchema });
const messageBody = z.object({ message: z.string() });
const idParams = z.object({
  id: decimalInteger(z.number().int().positive()).openapi({ param: { name: 'id', in: 'path' } }),
});

/** 429 while the posted e-mail's account is locked by failed sign-ins. */
const accountLock = (ctx: AdminContext) => async (c: Context<AdminEnv>, next: () => Promise<void>) => {
  const key = staffAccountKey(await peekField(c, 'email'));
  const retryAfter = await rateLimitedFor(ctx.options.database.db, STAFF_ACCOUNT_LIMIT, key);
  if (retryAfter === null) return next();
  c.header('Retry-After', String(retryAfter));
  return c.json({ message: message('staff_login_locked', c.var.locale), code: 'staff_login_locked' }, 429);
};

/** The signed-in member as the back office reads it: role, stage, sites and permissions. */
async function meOf(c: Context<AdminEnv>, ctx: AdminContext): Promise<StaffMe> {
  const staff = requireStaff(c);
  const row = await getStaffRow(ctx.options.database.db, staff.id);
  const session = c.var.staffSession;
  if (!row || !session) throw new AppError(401, 'unauthenticated');
  return {
    ...toStaffMember(row),
    stage: session.stage,
    sites: [...STAFF_SITE_SCOPE[staff.role]].filter((site) => canActOnSite(staff.role, site)),
    permissions: (Object.keys(PERMISSIONS) as Permission[]).filter((p) => hasPermission(staff.role, p)),
    totp_required: totpRequiredFor(staff.role, ctx.admin.twoFactor ?? 'optional'),
    locale: staffLocaleOf(row),
  };
}

const noStore = (c: Context) => c.header('Cache-Control', 'private, no-store');

export function staffAdminRoutes(ctx: AdminContext) {
  const { db } = ctx.options.database;
  const policy = ctx.admin.twoFactor ?? 'optional';
  const emailKey = async (c: Context) => `${clientIp(c)}:${staffAccountKey(await peekField(c, 'email'))}`;

  return createAdminRouter()
    .openapi(
      adminRoute({
        access: 'public',
        method: 'get',
        path: '/csrf-cookie',
        tags: ['Admin: staff'],
        summary: 'Sets the STAFF-XSRF-TOKEN cookie (the session’s, or a pre-session one before sign-in)',
        middleware: [rateLimit(db, { name: 'staff-csrf-cookie', limit: 120, windowMs: 60_000 })] as const,
        responses: { 204: { description: 'Cookie set' }, ...pick(429) },
      }),
      (c) => {
        ctx.sessions.ensure(c);
        c.header('Cache-Control', 'no-store');
        return c.body(null, 204);
      },
    )
    .openapi(
      adminRoute({
        access: 'public',
        method: 'post',
        path: '/login',
        tags: ['Admin: staff'],
        summary: 'First step of sign-in: e-mail and password. The answer’s stage says what comes next.',
        middleware: [
          limitBody(FORM_BODY_LIMIT),
          rateLimit(db, STAFF_LOGIN_IP_LIMIT),
          rateLimit(db, STAFF_LOGIN_LIMIT, emailKey),
          accountLock(ctx),
        ] as const,
        request: { body: jsonOrForm(staffLoginSchema) },
        responses: { 200: json(stageBody, 'Password right'), ...pick(403, 419, 422, 429) },
      }),
      async (c) => {
        const { email, password } = adminBodyOf(c, staffLoginSchema);
        const row = await authenticateStaff(db, email, password);
        const stage = stageAfterPassword(row, policy);
        await ctx.sessions.start(c, row.id, stage);
        if (stage === 'active') await recordSignIn(db, row.id, c.var.locale);
        noStore(c);
        const text =
          stage === 'totp' ? 'staff_totp_needed' : stage === 'enrol' ? 'staff_totp_setup_needed' : 'staff_signed_in';
        return c.json({ message: message(text, c.var.locale), data: { stage } }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'pending',
        method: 'post',
        path: '/login/totp',
        tags: ['Admin: staff'],
        summary: 'Second step of sign-in: the authenticator’s code. A wrong code counts as a failed sign-in.',
        middleware: [limitBody(FORM_BODY_LIMIT), rateLimit(db, STAFF_LOGIN_IP_LIMIT)] as const,
        request: { body: jsonOrForm(totpCodeSchema) },
        responses: { 200: json(meBody, 'Signed in'), ...pick(401, 403, 419, 422, 429) },
      }),
      async (c) => {
        const staff = requireStaff(c);
        const { code } = adminBodyOf(c, totpCodeSchema);
        await verifySignInCode(db, staff.id, code);
        await ctx.sessions.advance(c, 'active');
        await recordSignIn(db, staff.id, c.var.locale);
        noStore(c);
        return c.json({ data: await meOf(c, ctx) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'enrolling',
        method: 'post',
        path: '/logout',
        tags: ['Admin: staff'],
        summary: 'Ends the staff session',
        responses: { 200: json(messageBody, 'Signed out'), ...pick(401, 403, 419) },
      }),
      async (c) => {
        await ctx.sessions.end(c);
        noStore(c);
        return c.json({ message: message('staff_signed_out', c.var.locale) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'enrolling',
        method: 'get',
        path: '/me',
        tags: ['Admin: staff'],
        summary: 'The signed-in member: role, session stage, sites and permissions',
        responses: { 200: json(meBody, 'The member'), ...pick(401) },
      }),
      async (c) => {
        noStore(c);
        return c.json({ data: await meOf(c, ctx) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'enrolling',
        method: 'post',
        path: '/me/totp/setup',
        tags: ['Admin: staff'],
        summary: 'Starts TOTP enrolment: a new secret, its otpauth URI and QR code (SVG data URL)',
        responses: {
          200: json(
            z.object({ data: z.object({ secret: z.string(), uri: z.string(), qr_svg: z.string() }) }),
            'Secret',
          ),
          409: json(z.object({ message: z.string(), code: z.string() }), 'Already enrolled'),
          ...pick(401, 403, 419),
        },
      }),
      async (c) => {
        const { secret, uri, qrSvg } = await startTotpEnrolment(db, requireStaff(c).id);
        noStore(c);
        return c.json({ data: { secret, uri, qr_svg: qrSvg } }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'enrolling',
        method: 'post',
        path: '/me/totp/confirm',
        tags: ['Admin: staff'],
        summary: 'Confirms enrolment with a code; a session waiting for enrolment is signed in',
        middleware: [limitBody(FORM_BODY_LIMIT), rateLimit(db, STAFF_LOGIN_IP_LIMIT)] as const,
        request: { body: jsonOrForm(totpCodeSchema) },
        responses: {
          200: json(z.object({ message: z.string(), data: staffMeSchema }), 'Enabled'),
          ...pick(401, 403, 419, 422, 429),
        },
      }),
      async (c) => {
        const staff = requireStaff(c);
        const { code } = adminBodyOf(c, totpCodeSchema);
        await confirmTotpEnrolment(db, staff.id, code);
        if (c.var.staffSession?.stage === 'enrol') {
          await ctx.sessions.advance(c, 'active');
          await recordSignIn(db, staff.id, c.var.locale);
        }
        return c.json({ message: message('staff_totp_enabled', c.var.locale), data: await meOf(c, ctx) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'signed_in',
        method: 'post',
        path: '/me/totp/disable',
        tags: ['Admin: staff'],
        summary: 'Turns one’s own second factor off with a current code (not when the role requires it)',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { body: jsonOrForm(totpCodeSchema) },
        responses: { 200: json(messageBody, 'Disabled'), ...pick(401, 403, 419, 422) },
      }),
      async (c) => {
        const staff = requireStaff(c);
        const { code } = adminBodyOf(c, totpCodeSchema);
        await disableTotp(db, staff, staff.id, policy, code);
        return c.json({ message: message('staff_totp_disabled', c.var.locale) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'staff.manage',
        method: 'get',
        path: '/staff',
        tags: ['Admin: staff'],
        summary: 'Every staff member',
        responses: { 200: json(z.object({ data: z.array(staffMemberSchema) }), 'Members'), ...pick(401) },
      }),
      async (c) => {
        noStore(c);
        return c.json({ data: await listStaff(db) }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'staff.manage',
        method: 'post',
        path: '/staff',
        tags: ['Admin: staff'],
        summary: 'Creates a staff member with a first password (audited)',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { body: jsonOrForm(staffCreateSchema) },
        responses: { 201: json(memberBody, 'Created'), ...pick(401, 403, 419, 422) },
      }),
      async (c) => {
        const data = await createStaff(db, requireStaff(c).id, adminBodyOf(c, staffCreateSchema));
        return c.json({ message: message('staff_created', c.var.locale), data }, 201);
      },
    )
    .openapi(
      adminRoute({
        access: 'staff.manage',
        method: 'patch',
        path: '/staff/{id}',
        tags: ['Admin: staff'],
        summary: 'Changes a member’s role (audited; an active owner always remains)',
        middleware: [limitBody(FORM_BODY_LIMIT)] as const,
        request: { params: idParams, body: jsonOrForm(staffRoleUpdateSchema) },
        responses: { 200: json(memberBody, 'Updated'), ...pick(401, 403, 404, 419, 422) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const { role } = adminBodyOf(c, staffRoleUpdateSchema);
        const data = await updateStaffMember(db, requireStaff(c).id, id, { role });
        return c.json({ message: message('staff_updated', c.var.locale), data }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'staff.manage',
        method: 'post',
        path: '/staff/{id}/deactivate',
        tags: ['Admin: staff'],
        summary: 'Deactivates a member: sign-in refused, sessions ended (audited)',
        request: { params: idParams },
        responses: { 200: json(memberBody, 'Deactivated'), ...pick(401, 403, 404, 419, 422) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        const data = await updateStaffMember(db, requireStaff(c).id, id, { active: false });
        return c.json({ message: message('staff_updated', c.var.locale), data }, 200);
      },
    )
    .openapi(
      adminRoute({
        access: 'staff.manage',
        method: 'post',
        path: '/staff/{id}/totp/disable',
        tags: ['Admin: staff'],
        summary: 'Turns a member’s second factor off (a lost phone); they enrol again at the next sign-in',
        request: { params: idParams },
        responses: { 200: json(messageBody, 'Disabled'), ...pick(401, 403, 404, 419) },
      }),
      async (c) => {
        const { id } = c.req.valid('param');
        await disableTotp(db, requireStaff(c), id, policy);
        return c.json({ message: message('staff_totp_disabled', c.var.locale) }, 200);
      },
    );
}

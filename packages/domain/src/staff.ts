import { z } from 'zod';
import type { SiteKey } from './ids';
import { decimalInteger } from './validation/integer';

/*
 * The back office's staff (issue 20, docs/decisions/0012): roles, the permission matrix and each
 * role's site scope. Pure data: the admin API's one `authorize` middleware decides every route
 * from it, and the back office shows only what a role may use.
 */

export const STAFF_ROLES = ['owner', 'shop_manager', 'academy_manager', 'editor', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleSchema = z.enum(STAFF_ROLES);

const everyone = STAFF_ROLES;
const managers = ['owner', 'shop_manager', 'academy_manager'] as const;

/** Permission → the roles that hold it. A permission no role lists is nobody's. */
export const PERMISSIONS = {
  'dashboard.read': everyone,
  'audit.read': managers,
  'staff.manage': ['owner'],
  'orders.read': [...managers, 'support'],
  'orders.manage': managers,
  'enrolments.read': [...managers, 'support'],
  'enrolments.manage': managers,
  'customers.read': [...managers, 'support'],
  'customers.manage': managers,
  'inbox.manage': [...managers, 'support'],
  'content.manage': [...managers, 'editor'],
  /** Products, categories, images, prices, promotions and stock of the shop. */
  'catalogue.manage': ['owner', 'shop_manager', 'editor'],
  /** Trainings and their dates, venues and online links. */
  'academy.manage': ['owner', 'academy_manager', 'editor'],
  /** Coupons and gifts: money given away, so managers only. */
  'promotions.manage': managers,
  'mail.read': [...managers, 'support'],
  'mail.resend': [...managers, 'support'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Permission = keyof typeof PERMISSIONS;

export function hasPermission(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

/** The sites a role acts on: a site manager sees only their own site. */
export const STAFF_SITE_SCOPE: Record<StaffRole, readonly SiteKey[]> = {
  owner: ['shop', 'academy'],
  shop_manager: ['shop'],
  academy_manager: ['academy'],
  editor: ['shop', 'academy'],
  support: ['shop', 'academy'],
};

export function canActOnSite(role: StaffRole, site: SiteKey): boolean {
  return STAFF_SITE_SCOPE[role].includes(site);
}

/** The roles that administer money, refunds and people: a second factor is required of them under STAFF_2FA=required. */
export const TOTP_REQUIRED_ROLES: readonly StaffRole[] = managers;

/** Whether a member of `role` must have a second factor before using the back office. */
export function totpRequiredFor(role: StaffRole, policy: StaffTwoFactorPolicy): boolean {
  return policy === 'required' && TOTP_REQUIRED_ROLES.includes(role);
}

export const STAFF_2FA_POLICIES = ['required', 'optional'] as const;
export type StaffTwoFactorPolicy = (typeof STAFF_2FA_POLICIES)[number];

/** Where a staff session stands: waiting for the code, obliged to enrol first, or signed in. */
export const STAFF_SESSION_STAGES = ['totp', 'enrol', 'active'] as const;
export type StaffSessionStage = (typeof STAFF_SESSION_STAGES)[number];

export const STAFF_TOTP_DIGITS = 6;
export const STAFF_TOTP_PERIOD_S = 30;
export const STAFF_IDLE_MINUTES = 30;
export const STAFF_SESSION_HOURS = 12;
export const AUDIT_PAGE_SIZE = 25;

export const staffLoginSchema = z.object({
  email: z.string().trim().max(255).pipe(z.email()),
  password: z.string().min(1).max(200),
});
export const totpCodeSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});

export const staffCreateSchema = z.object({
  email: z.string().trim().max(255).pipe(z.email()),
  name: z.string().trim().min(1).max(120),
  role: staffRoleSchema,
  password: z.string().min(12).max(200),
});
export const staffRoleUpdateSchema = z.object({ role: staffRoleSchema });

export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  role: staffRoleSchema,
  active: z.boolean(),
  totp_enabled: z.boolean(),
  last_login_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffMeSchema = staffMemberSchema.extend({
  stage: z.enum(STAFF_SESSION_STAGES),
  sites: z.array(z.enum(['shop', 'academy'])),
  permissions: z.array(z.string()),
  totp_required: z.boolean(),
  locale: z.enum(['hu', 'en']),
});
export type StaffMe = z.infer<typeof staffMeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  staff_id: z.number().int().nullable(),
  staff_name: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entity_id: z.string(),
  site: z.enum(['shop', 'academy']).nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditQuerySchema = z.object({
  page: decimalInteger(z.number().int().min(1).max(100_000)).optional(),
  per_page: decimalInteger(z.number().int().min(1).max(100)).optional(),
  entity: z.string().trim().max(60).optional(),
  action: z.string().trim().max(60).optional(),
  staff_id: decimalInteger(z.number().int().min(1)).optional(),
  site: z.enum(['shop', 'academy']).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

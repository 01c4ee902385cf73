import { createRoute, OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import {
  canActOnSite,
  hasPermission,
  type Permission,
  type SiteKey,
  type StaffRole,
  type StaffSessionStage,
  type StaffTwoFactorPolicy,
} from '@vag/domain';
import type { Context, MiddlewareHandler } from 'hono';
import type { z } from 'zod';
import { bodyOf } from './body';
import type { ApiOptions, AppEnv } from './context';
import { AppError } from './errors';
import { createRouter } from './router';

/*
 * The admin API's routing (issue 20, docs/decisions/0012). Every route declares its access when
 * it is created (`adminRoute`); one middleware, `authorize`, decides from the declaration and
 * `domain`'s permission matrix. `admin-routes.test.ts` fails when a registered route lacks one.
 */

export const ADMIN_API_PREFIX = '/api/admin/v1';

/** Settings of the back office (ADMIN_HOST, STAFF_2FA, timeouts); the defaults suit tests. */
export interface AdminOptions {
  /** `required`: owner and the site managers must have a second factor. Default `optional`. */
  twoFactor?: StaffTwoFactorPolicy;
  /** A session unused this long ends. Default 30. */
  idleMinutes?: number;
  /** A session ends this long after sign-in, used or not. Default 12. */
  sessionHours?: number;
  /** The back office's public URL (trusted by the CSRF Origin check; the issuer of TOTP). */
  adminUrl?: string;
}

export interface CurrentStaff {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  totpEnabled: boolean;
}

export interface StaffSession {
  id: string;
  csrfToken: string;
  stage: StaffSessionStage;
}

/** The staff sessions (modules/staff/staff.session.ts), as the admin app and its routes use them. */
export interface AdminSessions {
  middleware: MiddlewareHandler<AdminEnv>;
  /** Sets the CSRF cookie: the session's, or a pre-session one's; writes nothing to the database. */
  ensure(c: Context<AdminEnv>): void;
  expectedCsrfToken(c: Context<AdminEnv>): string | undefined;
  /** A right password: a new session at `stage` (any earlier one of this browser ends). */
  start(c: Context<AdminEnv>, staffId: number, stage: StaffSessionStage): Promise<void>;
  /** The session moves on (code given, enrolment done): a new token, the old cookie stops working. */
  advance(c: Context<AdminEnv>, stage: StaffSessionStage): Promise<void>;
  end(c: Context<AdminEnv>): Promise<void>;
}

/** What an admin router factory is given. */
export interface AdminContext {
  options: ApiOptions;
  admin: AdminOptions;
  sessions: AdminSessions;
}

export interface AdminEnv {
  Variables: AppEnv['Variables'] & {
    staff: CurrentStaff | null;
    staffSession: StaffSession | null;
  };
}

/**
 * Who may call a route: a permission of the matrix (an active session whose role holds it), or
 * `public` (no session: the CSRF cookie, the login), `pending` (a session waiting for its TOTP
 * code), `enrolling` (any session past the password: TOTP setup, me, logout), `signed_in` (an
 * active session, whatever the role).
 */
export type AdminAccess = Permission | 'public' | 'pending' | 'enrolling' | 'signed_in';

const ACCESS = Symbol('admin access');
type AuthorizeMiddleware = MiddlewareHandler<AdminEnv> & { [ACCESS]: AdminAccess };

/** The access a middleware declares, when it is `authorize`'s; tests read it. */
export function declaredAccess(handler: unknown): AdminAccess | undefined {
  return typeof handler === 'function' ? (handler as Partial<AuthorizeMiddleware>)[ACCESS] : undefined;
}

/** The one decision of every admin route: 401 without the session the access needs, 403 outside the role. */
export function authorize(access: AdminAccess): AuthorizeMiddleware {
  const middleware: MiddlewareHandler<AdminEnv> = async (c, next) => {
    if (access === 'public') return next();
    const session = c.var.staffSession;
    const staff = c.var.staff;
    if (!session || !staff) throw new AppError(401, 'unauthenticated');
    if (access === 'pending') {
      if (session.stage !== 'totp') throw new AppError(401, 'unauthenticated');
      return next();
    }
    if (session.stage === 'totp') throw new AppError(401, 'staff_totp_needed');
    if (access === 'enrolling') return next();
    if (session.stage === 'enrol') throw new AppError(403, 'staff_totp_setup_needed');
    if (access !== 'signed_in' && !hasPermission(staff.role, access)) throw new AppError(403, 'staff_forbidden');
    const site = c.req.query('site');
    if (site !== undefined && (site === 'shop' || site === 'academy') && !canActOnSite(staff.role, site)) {
      throw new AppError(403, 'staff_site_forbidden');
    }
    return next();
  };
  return Object.assign(middleware, { [ACCESS]: access });
}

/** `createRoute` with the access declared: its `authorize` runs before the route's own middleware. */
export function adminRoute<R extends RouteConfig>(config: R & { access: AdminAccess }) {
  const { access, middleware, ...route } = config;
  const own = middleware === undefined ? [] : Array.isArray(middleware) ? middleware : [middleware];
  return createRoute({
    ...route,
    path: `${ADMIN_API_PREFIX}${route.path}`,
    middleware: [authorize(access), ...own],
    'x-access': access,
  } as unknown as R);
}

/** A module's admin router: the storefront routers' 422 answers, the admin's variables. */
export function createAdminRouter() {
  return new OpenAPIHono<AdminEnv>({
    defaultHook: createRouter().defaultHook as OpenAPIHono<AdminEnv>['defaultHook'],
  });
}

/** The validated JSON or form body of an admin route (the storefront's `bodyOf`). */
export function adminBodyOf<T extends z.ZodType>(c: Context<AdminEnv>, schema: T): z.output<T> {
  return bodyOf(c as unknown as Context<AppEnv>, schema);
}

/** The signed-in staff member, or 401 (after `authorize`, always there). */
export function requireStaff(c: Context<AdminEnv>): CurrentStaff {
  const staff = c.var.staff;
  if (!staff) throw new AppError(401, 'unauthenticated');
  return staff;
}

/** The signed-in member, or 403 when their role does not act on `site` (a site manager on the other site's records). */
export function requireSiteScope(c: Context<AdminEnv>, site: SiteKey): CurrentStaff {
  const staff = requireStaff(c);
  if (!canActOnSite(staff.role, site)) throw new AppError(403, 'staff_site_forbidden');
  return staff;
}

/** The academy's records (trainings, dates, enrolments, the waiting list): 403 for the shop's managers. */
export const requireAcademyScope = (c: Context<AdminEnv>): CurrentStaff => requireSiteScope(c, 'academy');

/** The sites a listing may show: the `site` asked for (authorize checked its scope), else all the role's. */
export function sitesOf(c: Context<AdminEnv>, scope: readonly SiteKey[]): readonly SiteKey[] {
  const site = c.req.query('site');
  return site === 'shop' || site === 'academy' ? [site] : scope;
}

/** `METHOD path` of every registered admin API route that declares no access (must be none). */
export function undeclaredAdminRoutes(app: { routes: { method: string; path: string; handler: unknown }[] }): string[] {
  const routes = app.routes.filter((route) => route.path.startsWith(ADMIN_API_PREFIX) && route.method !== 'ALL');
  const declared = new Set(
    routes.filter((route) => declaredAccess(route.handler) !== undefined).map((r) => `${r.method} ${r.path}`),
  );
  return [...new Set(routes.map((route) => `${route.method} ${route.path}`))].filter((key) => !declared.has(key));
}

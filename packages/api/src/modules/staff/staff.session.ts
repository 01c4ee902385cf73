import { createHmac } from 'node:crypto';
import { STAFF_IDLE_MINUTES, STAFF_SESSION_HOURS, type StaffSessionStage, staffRoleSchema } from '@vag/domain';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../../db/client';
import type { AdminEnv, AdminOptions, AdminSessions } from '../../lib/admin-router';
import { hashToken, newToken } from '../../lib/tokens';
import {
  deleteStaffSession,
  insertStaffSession,
  rotateStaffSession,
  selectLiveStaffSession,
  touchStaffSession,
} from './staff.queries';

/*
 * Staff sessions (docs/decisions/0012): as the storefront's (decision 2) but their own cookies,
 * table and timeouts. SameSite=Strict: the back office is never entered from another site's link
 * with a live session. Before sign-in a pre-session cookie carries the CSRF token's key.
 */

export const STAFF_SESSION_COOKIE = 'vag_staff_session';
export const STAFF_VISITOR_COOKIE = 'vag_staff_visitor';
export const STAFF_XSRF_COOKIE = 'STAFF-XSRF-TOKEN';
export const STAFF_XSRF_HEADER = 'x-staff-xsrf-token';
const VISITOR_ID = /^[A-Za-z0-9_-]{43}$/;
/** The idle clock is written at most this often. */
const TOUCH_EVERY_S = 60;

export function staffSessions(db: Db, admin: AdminOptions, secret: string): AdminSessions {
  const idleSeconds = (admin.idleMinutes ?? STAFF_IDLE_MINUTES) * 60;
  const absoluteSeconds = (admin.sessionHours ?? STAFF_SESSION_HOURS) * 3600;
  const secure = (c: Context) =>
    new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
  const visitorToken = (visitorId: string) =>
    createHmac('sha256', secret).update(`staff-csrf:${visitorId}`).digest('base64url');
  const visitorIdOf = (c: Context) => {
    const id = getCookie(c, STAFF_VISITOR_COOKIE);
    return id && VISITOR_ID.test(id) ? id : undefined;
  };
  const cookie = (c: Context, name: string, value: string, httpOnly: boolean) =>
    setCookie(c, name, value, { path: '/', httpOnly, sameSite: 'Strict', secure: secure(c) });

  async function load(c: Context<AdminEnv>, token: string) {
    const row = await selectLiveStaffSession(db, hashToken(token), idleSeconds, absoluteSeconds);
    if (!row) return false;
    c.set('staffSession', { id: row.id, csrfToken: row.csrfToken, stage: row.stage as StaffSessionStage });
    c.set('staff', {
      id: row.staff.id,
      email: row.staff.email,
      name: row.staff.name,
      role: staffRoleSchema.parse(row.staff.role),
      totpEnabled: row.staff.totpEnabledAt !== null,
    });
    if (Date.now() - row.lastSeenAt.getTime() > TOUCH_EVERY_S * 1000) await touchStaffSession(db, row.id);
    return true;
  }

  async function issue(c: Context<AdminEnv>, write: (tokenHash: string, csrfToken: string) => Promise<void>) {
    const token = newToken();
    const csrfToken = newToken();
    await write(hashToken(token), csrfToken);
    cookie(c, STAFF_SESSION_COOKIE, token, true);
    cookie(c, STAFF_XSRF_COOKIE, csrfToken, false);
    await load(c, token);
  }

  return {
    middleware: async (c, next) => {
      c.set('staff', null);
      c.set('staffSession', null);
      const token = getCookie(c, STAFF_SESSION_COOKIE);
      if (token && !(await load(c, token))) deleteCookie(c, STAFF_SESSION_COOKIE, { path: '/', secure: secure(c) });
      await next();
    },
    ensure(c) {
      const session = c.var.staffSession;
      if (session) {
        cookie(c, STAFF_XSRF_COOKIE, session.csrfToken, false);
        return;
      }
      const visitorId = visitorIdOf(c) ?? newToken();
      cookie(c, STAFF_VISITOR_COOKIE, visitorId, true);
      cookie(c, STAFF_XSRF_COOKIE, visitorToken(visitorId), false);
    },
    expectedCsrfToken(c) {
      if (c.var.staffSession) return c.var.staffSession.csrfToken;
      const visitorId = visitorIdOf(c);
      return visitorId && visitorToken(visitorId);
    },
    async start(c, staffId, stage) {
      const current = c.var.staffSession;
      if (current) await deleteStaffSession(db, current.id);
      await issue(c, async (tokenHash, csrfToken) => {
        await insertStaffSession(db, { tokenHash, csrfToken, staffId, stage });
      });
    },
    async advance(c, stage) {
      const current = c.var.staffSession;
      if (!current) throw new Error('no staff session to advance');
      await issue(c, (tokenHash, csrfToken) => rotateStaffSession(db, current.id, { tokenHash, csrfToken, stage }));
    },
    async end(c) {
      const current = c.var.staffSession;
      if (current) await deleteStaffSession(db, current.id);
      deleteCookie(c, STAFF_SESSION_COOKIE, { path: '/', secure: secure(c) });
      c.set('staff', null);
      c.set('staffSession', null);
      // A new pre-session: the signed-out browser's CSRF token changes too.
      const visitorId = newToken();
      cookie(c, STAFF_VISITOR_COOKIE, visitorId, true);
      cookie(c, STAFF_XSRF_COOKIE, visitorToken(visitorId), false);
    },
  };
}

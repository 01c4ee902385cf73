import { hasPermission, PERMISSIONS, type Permission, STAFF_ROLES, type StaffRole } from '@vag/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminApp } from './admin-app';
import { ADMIN_API_PREFIX, declaredAccess } from './lib/admin-router';
import { createTestApp, createUser, type TestApp } from './testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin } from './testing/admin';
import type { Agent } from './testing/agent';

/*
 * The whole matrix of the back office (issue 20): every admin route that a permission guards ×
 * every role, and no session at all. A role without the route's permission gets 403 whatever the
 * route; a role with it is never refused for its role (a 403 then may only be the site scope of a
 * site manager); without a staff session, or with only a storefront customer's, every route is
 * 401. The routes are read from the app itself, so a route added tomorrow is walked too.
 */

let t: TestApp;
let admin: TestAdmin;
const agents = new Map<StaffRole, Agent>();
let anonymous: Agent;
let customer: Agent;

interface GuardedRoute {
  method: string;
  path: string;
  permission: Permission;
}

let routes: GuardedRoute[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = createTestAdmin(t);
  for (const role of STAFF_ROLES) {
    const agent = admin.agent();
    await signInStaff(agent, await createStaffMember(t, { role }));
    agents.set(role, agent);
  }
  anonymous = admin.agent();
  await anonymous.get(`${ADMIN_API_PREFIX}/csrf-cookie`);
  // A storefront customer's cookie sent to the admin host is no staff session.
  const user = await createUser(t.database.db);
  const shopper = t.agent();
  await shopper.login(user.email, user.password);
  customer = admin.agent();
  await customer.get(`${ADMIN_API_PREFIX}/csrf-cookie`);
  for (const [name, value] of shopper.cookies) customer.cookies.set(name, value);

  const seen = new Set<string>();
  routes = createAdminApp(t.options)
    .routes.filter((route) => route.path.startsWith(ADMIN_API_PREFIX) && route.method !== 'ALL')
    .flatMap((route) => {
      const access = declaredAccess(route.handler);
      const key = `${route.method} ${route.path}`;
      if (!access || !(access in PERMISSIONS) || seen.has(key)) return [];
      seen.add(key);
      return [{ method: route.method, path: route.path, permission: access as Permission }];
    });
});
afterAll(() => t.dispose());

/** 403s a permitted role may still get: the site scope of a site manager, a proof link that is no link (made up here). */
const NOT_ABOUT_THE_ROLE = ['staff_site_forbidden', 'proof_link_invalid'];

/** The route's path with its parameters filled by values that match nothing (a refusal must come first). */
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => (/id$/i.test(name) ? '999999' : 'x'));

function send(agent: Agent, route: GuardedRoute) {
  const path = concrete(route.path);
  if (route.method === 'GET') return agent.get(path);
  return agent.request(path, { method: route.method, headers: { 'content-type': 'application/json' }, body: '{}' });
}

describe('the back office’s permission matrix, route by route', () => {
  it('reads every guarded route of the app (a route added later is walked too)', () => {
    expect(routes.length).toBeGreaterThan(30);
    expect(routes).toContainEqual({
      method: 'POST',
      path: `${ADMIN_API_PREFIX}/orders/:id/events`,
      permission: 'orders.manage',
    });
  });

  it('answers 401 on every guarded route without a staff session, a storefront customer’s cookie included', async () => {
    const open: string[] = [];
    for (const route of routes) {
      for (const agent of [anonymous, customer]) {
        const response = await send(agent, route);
        if (response.status !== 401) open.push(`${route.method} ${route.path}: ${response.status}`);
      }
    }
    expect(open).toEqual([]);
  });

  it('answers 403 to every role without the route’s permission, and never refuses one that has it for its role', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      for (const role of STAFF_ROLES) {
        const agent = agents.get(role) as Agent;
        const response = await send(agent, route);
        const body = response.status === 403 ? ((await response.json()) as { code?: string }) : {};
        const allowed = hasPermission(role, route.permission);
        if (!allowed && response.status !== 403)
          wrong.push(`${role} ${route.method} ${route.path}: ${response.status}`);
        if (allowed && response.status === 401) wrong.push(`${role} ${route.method} ${route.path}: 401`);
        if (allowed && response.status === 403 && !NOT_ABOUT_THE_ROLE.includes(body.code ?? '')) {
          wrong.push(`${role} ${route.method} ${route.path}: 403 ${body.code}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});

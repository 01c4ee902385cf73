import type { StaffRole } from '@vag/domain';
import { createAdminApp } from '../admin-app';
import { staff } from '../db/schema';
import type { AdminOptions } from '../lib/admin-router';
import { settleAfterResponse } from '../lib/after-response';
import { hashPassword } from '../lib/passwords';
import { newTotpSecret, totpCode } from '../modules/staff/staff.totp';
import { type Agent, createAgent } from './agent';
import type { TestApp } from './index';

export const ADMIN_HOST = 'admin.localhost';

export interface TestAdmin {
  app: ReturnType<typeof createAdminApp>;
  /** A browser on the admin host: cookies kept, STAFF-XSRF-TOKEN echoed on writes. */
  agent(): Agent;
}

/** The back office's API over a test app's database and options (as the server builds it). */
export function createTestAdmin(t: TestApp, admin: AdminOptions = {}): TestAdmin {
  const app = createAdminApp(t.options, admin);
  const send = async (path: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    headers.set('host', ADMIN_HOST);
    const method = (init.method ?? 'GET').toUpperCase();
    const xsrf = /(?:^|;\s*)STAFF-XSRF-TOKEN=([^;]+)/.exec(headers.get('cookie') ?? '')?.[1];
    if (!['GET', 'HEAD'].includes(method) && xsrf && !headers.has('x-staff-xsrf-token')) {
      headers.set('x-staff-xsrf-token', decodeURIComponent(xsrf));
    }
    headers.delete('x-xsrf-token');
    const response = await app.request(`http://${ADMIN_HOST}${path}`, { ...init, headers });
    await settleAfterResponse();
    return response;
  };
  // Each agent is a browser of its own address, so one test's sign-ins do not spend another's limits.
  let address = 0;
  return {
    app,
    agent: () => {
      address += 1;
      const ip = `192.0.2.${address % 250}`;
      return createAgent((path, init) => {
        const headers = new Headers(init.headers);
        if (!headers.has('x-forwarded-for')) headers.set('x-forwarded-for', ip);
        return send(path, { ...init, headers });
      }, `http://${ADMIN_HOST}`);
    },
  };
}

export interface TestStaff {
  id: number;
  email: string;
  name: string;
  password: string;
  role: StaffRole;
  totpSecret: string | null;
}

let counter = 0;

/** A staff member of `role`; with `totp` their second factor is on (its secret returned). */
export async function createStaffMember(
  t: TestApp,
  { role, totp = false, email }: { role: StaffRole; totp?: boolean; email?: string },
): Promise<TestStaff> {
  counter += 1;
  const password = 'Staff-password-2026';
  const totpSecret = totp ? newTotpSecret() : null;
  const [row] = await t.database.db
    .insert(staff)
    .values({
      email: email ?? `${role}.${counter}.${Date.now()}@staff.example`,
      name: `${role} ${counter}`,
      role,
      passwordHash: await hashPassword(password),
      totpSecret,
      totpEnabledAt: totp ? new Date() : null,
    })
    .returning();
  if (!row) throw new Error('staff member not created');
  return { id: row.id, email: row.email, name: row.name, password, role, totpSecret };
}

/** Signs a member in through the API (password, then the code when enrolled); throws unless it ends signed in. */
export async function signInStaff(agent: Agent, member: TestStaff): Promise<void> {
  await agent.get('/api/admin/v1/csrf-cookie');
  const first = await agent.post('/api/admin/v1/login', { email: member.email, password: member.password });
  if (first.status !== 200) throw new Error(`staff login answered ${first.status}: ${await first.text()}`);
  const { data } = (await first.json()) as { data: { stage: string } };
  if (data.stage === 'totp' && member.totpSecret) {
    const second = await agent.post('/api/admin/v1/login/totp', { code: totpCode(member.totpSecret) });
    if (second.status !== 200) throw new Error(`staff code answered ${second.status}: ${await second.text()}`);
  } else if (data.stage !== 'active') throw new Error(`staff login stopped at ${data.stage}`);
}

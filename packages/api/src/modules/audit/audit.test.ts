import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing';
import { createStaffMember, createTestAdmin, signInStaff, type TestAdmin, type TestStaff } from '../../testing/admin';
import type { Agent } from '../../testing/agent';

let t: TestApp;
let admin: TestAdmin;
let owner: TestStaff;
let ownerAgent: Agent;
beforeAll(async () => {
  t = await createTestApp();
  admin = createTestAdmin(t);
  owner = await createStaffMember(t, { role: 'owner' });
  ownerAgent = admin.agent();
  await signInStaff(ownerAgent, owner);
});
afterAll(() => t.dispose());

interface AuditRow {
  staff_id: number;
  action: string;
  entity: string;
  entity_id: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
const auditOf = (entityId: number) =>
  queryRows<AuditRow>(
    t.database.db,
    sql`select staff_id, action, entity, entity_id, before, after from audit_log where entity_id = ${String(entityId)} order by id`,
  );

describe('audit log of staff writes', () => {
  it('records a role change with who, the values before and after, never the password or secret', async () => {
    const member = await createStaffMember(t, { role: 'support' });
    const response = await ownerAgent.request(`/api/admin/v1/staff/${member.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ role: 'editor' }),
    });
    expect(response.status).toBe(200);
    const rows = await auditOf(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      staff_id: owner.id,
      action: 'staff.update',
      entity: 'staff',
      before: { role: 'support', active: true },
      after: { role: 'editor', active: true },
    });
    expect(JSON.stringify(rows[0])).not.toMatch(/password|argon2|totp_secret/i);
  });

  it('writes nothing when the write rolls back: the last active owner cannot be demoted or deactivated', async () => {
    const lone = await createTestApp();
    try {
      const loneAdmin = createTestAdmin(lone);
      const onlyOwner = await createStaffMember(lone, { role: 'owner' });
      const ownerBrowser = loneAdmin.agent();
      await signInStaff(ownerBrowser, onlyOwner);
      const demote = await ownerBrowser.request(`/api/admin/v1/staff/${onlyOwner.id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ role: 'support' }),
      });
      expect(demote.status).toBe(422);
      expect(((await demote.json()) as { code: string }).code).toBe('staff_last_owner');
      const deactivate = await ownerBrowser.post(`/api/admin/v1/staff/${onlyOwner.id}/deactivate`);
      expect(deactivate.status).toBe(422);
      const [row] = await queryRows<{ role: string; active: boolean }>(
        lone.database.db,
        sql`select role, active from staff where id = ${onlyOwner.id}`,
      );
      expect(row).toEqual({ role: 'owner', active: true });
      expect(await queryRows(lone.database.db, sql`select id from audit_log`)).toEqual([]);
    } finally {
      await lone.dispose();
    }
  });

  it('two owners demoting each other at once: one succeeds, an active owner remains', async () => {
    const pair = await createTestApp();
    try {
      const a = createTestAdmin(pair);
      const first = await createStaffMember(pair, { role: 'owner' });
      const second = await createStaffMember(pair, { role: 'owner' });
      const [one, two] = [a.agent(), a.agent()];
      await signInStaff(one, first);
      await signInStaff(two, second);
      const demote = (agent: typeof one, id: number) =>
        agent.request(`/api/admin/v1/staff/${id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ role: 'support' }),
        });
      const statuses = (await Promise.all([demote(one, second.id), demote(two, first.id)])).map((r) => r.status);
      // The second to run finds its actor demoted (403) or no owner left (422): never both demoted.
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      const owners = await queryRows(pair.database.db, sql`select id from staff where role = 'owner' and active`);
      expect(owners).toHaveLength(1);
    } finally {
      await pair.dispose();
    }
  });

  it('records a creation and a deactivation, and a deactivated member’s session ends', async () => {
    const member = await createStaffMember(t, { role: 'support' });
    const browser = admin.agent();
    await signInStaff(browser, member);
    const response = await ownerAgent.post(`/api/admin/v1/staff/${member.id}/deactivate`);
    expect(response.status).toBe(200);
    expect((await browser.get('/api/admin/v1/me')).status).toBe(401);
    const [row] = await auditOf(member.id);
    expect(row).toMatchObject({ action: 'staff.deactivate', before: { active: true }, after: { active: false } });
    const created = await ownerAgent.post('/api/admin/v1/staff', {
      email: 'audited@staff.example',
      name: 'Audited',
      role: 'editor',
      password: 'A-long-password-1',
    });
    const { data } = (await created.json()) as { data: { id: number } };
    expect(await auditOf(data.id)).toMatchObject([{ action: 'staff.create', before: null, after: { role: 'editor' } }]);
  });
});

describe('GET /api/admin/v1/audit-log', () => {
  it('pages newest first on the server and filters by action, member and date', async () => {
    const fresh = await createTestApp();
    try {
      const a = createTestAdmin(fresh);
      const boss = await createStaffMember(fresh, { role: 'owner' });
      const browser = a.agent();
      await signInStaff(browser, boss);
      for (let i = 0; i < 3; i += 1) {
        const created = await browser.post('/api/admin/v1/staff', {
          email: `member${i}@staff.example`,
          name: `Member ${i}`,
          role: 'support',
          password: 'A-long-password-1',
        });
        expect(created.status).toBe(201);
      }
      const first = (await (await browser.get('/api/admin/v1/audit-log?per_page=2')).json()) as {
        data: { action: string; entity_id: string; staff_name: string; after: { email: string } }[];
        meta: Record<string, number>;
      };
      expect(first.meta).toEqual({ current_page: 1, from: 1, to: 2, total: 3, last_page: 2, per_page: 2 });
      expect(first.data.map((e) => e.after.email)).toEqual(['member2@staff.example', 'member1@staff.example']);
      expect(first.data[0]?.staff_name).toBe(boss.name);
      const second = (await (await browser.get('/api/admin/v1/audit-log?per_page=2&page=2')).json()) as {
        data: { after: { email: string } }[];
        meta: Record<string, number>;
      };
      expect(second.data.map((e) => e.after.email)).toEqual(['member0@staff.example']);
      const none = (await (await browser.get('/api/admin/v1/audit-log?action=staff.deactivate')).json()) as {
        meta: { total: number };
      };
      expect(none.meta.total).toBe(0);
      const past = (await (await browser.get('/api/admin/v1/audit-log?to=2020-01-01')).json()) as {
        meta: { total: number };
      };
      expect(past.meta.total).toBe(0);
      const mine = (await (await browser.get(`/api/admin/v1/audit-log?staff_id=${boss.id}`)).json()) as {
        meta: { total: number };
      };
      expect(mine.meta.total).toBe(3);
      const bad = await browser.get('/api/admin/v1/audit-log?from=yesterday');
      expect(bad.status).toBe(422);
    } finally {
      await fresh.dispose();
    }
  });
});

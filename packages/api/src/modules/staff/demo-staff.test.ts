import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_OWNER_TOTP_SECRET, DEMO_STAFF } from '../../db/demo/staff';
import { createTestApp, type TestApp } from '../../testing';
import { createTestAdmin, signInStaff } from '../../testing/admin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: true });
});
afterAll(() => t.dispose());

describe('demo staff (README)', () => {
  it('each role signs in with its documented password, the owner with a code of the published secret', async () => {
    const admin = createTestAdmin(t, { twoFactor: 'required' });
    const roles: string[] = [];
    for (const member of DEMO_STAFF) {
      const agent = admin.agent();
      const [row] = await t.database.db.query.staff.findMany({ where: (s, { eq }) => eq(s.email, member.email) });
      expect(row).toBeDefined();
      await signInStaff(agent, {
        id: row?.id ?? 0,
        email: member.email,
        name: member.name,
        password: member.password,
        role: member.role,
        totpSecret: member.totp ?? null,
      }).catch((error: Error) => {
        // The site managers must enrol first under STAFF_2FA=required: that is their documented first sign-in.
        if (!/stopped at enrol/.test(error.message)) throw error;
      });
      const me = (await (await agent.get('/api/admin/v1/me')).json()) as { data: { role: string; stage: string } };
      roles.push(`${me.data.role}:${me.data.stage}`);
    }
    expect(roles).toEqual([
      'owner:active',
      'shop_manager:enrol',
      'academy_manager:enrol',
      'editor:active',
      'support:active',
    ]);
    expect(DEMO_STAFF[0]?.totp).toBe(DEMO_OWNER_TOTP_SECRET);
  });
});

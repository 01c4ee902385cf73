import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, type TestApp } from '../../testing';
import { createTestAdmin, signInStaff } from '../../testing/admin';
import { createFirstOwner, OwnerExistsError } from './staff.service';

/*
 * The first owner of a new install (`npm run staff:create-owner`, issue 20): created only while no
 * active owner exists, audited, and able to sign in; a second call is refused.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.dispose());

describe('the first owner', () => {
  it('is created while there is no owner, signs in, and cannot be created twice', async () => {
    const db = t.database.db;
    await db.execute(sql`update staff set active = false where role = 'owner'`);
    const owner = await createFirstOwner(db, {
      email: 'Elso.Tulajdonos@Example.hu',
      name: 'Első Tulajdonos',
      password: 'Hosszu-jelszo-2026',
    });
    expect(owner).toMatchObject({ email: 'elso.tulajdonos@example.hu', role: 'owner', active: true });
    const [audit] = await queryRows<{ action: string; staff_id: number }>(
      db,
      sql`select action, staff_id from audit_log where entity = 'staff' and entity_id = ${String(owner.id)}`,
    );
    expect(audit).toEqual({ action: 'staff.create_first_owner', staff_id: owner.id });

    const agent = createTestAdmin(t).agent();
    await signInStaff(agent, {
      id: owner.id,
      email: owner.email,
      name: owner.name,
      password: 'Hosszu-jelszo-2026',
      role: 'owner',
      totpSecret: null,
    }).catch((error: Error) => {
      // Owners must set up the second factor first where it is required: that is still a sign-in.
      expect(error.message).toContain('totp_setup');
    });

    await expect(
      createFirstOwner(db, { email: 'masik@example.hu', name: 'Másik', password: 'Hosszu-jelszo-2026' }),
    ).rejects.toBeInstanceOf(OwnerExistsError);
  });

  it('refuses a short password or a bad e-mail before writing anything', async () => {
    const db = t.database.db;
    await expect(createFirstOwner(db, { email: 'nem-email', name: 'X', password: 'rovid' })).rejects.toThrow();
  });
});

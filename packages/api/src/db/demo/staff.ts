import type { StaffRole } from '@vag/domain';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { staff } from '../schema';

/**
 * The back office's demo staff, one per role (README, "Demo staff"). Demo data only: a production
 * install seeds none. The owner has a second factor with a published secret, so that anyone
 * trying the demo (and the e2e journey) can compute its codes.
 */
export const DEMO_OWNER_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const DEMO_STAFF: { email: string; name: string; role: StaffRole; password: string; totp?: string }[] = [
  {
    email: 'tulajdonos@vagheggi.example',
    name: 'Vaghegyi Katalin',
    role: 'owner',
    password: 'Tulajdonos#2024',
    totp: DEMO_OWNER_TOTP_SECRET,
  },
  { email: 'bolt@vagheggi.example', name: 'Kovács Petra', role: 'shop_manager', password: 'Boltvezeto#2024' },
  { email: 'akademia@vagheggi.example', name: 'Szabó Eszter', role: 'academy_manager', password: 'Akademia#2024' },
  { email: 'szerkeszto@vagheggi.example', name: 'Nagy Dóra', role: 'editor', password: 'Szerkeszto#2024' },
  { email: 'ugyfelszolgalat@vagheggi.example', name: 'Tóth Anna', role: 'support', password: 'Ugyfel#2024' },
];

export async function seedDemoStaff(db: Db): Promise<void> {
  const rows = await Promise.all(
    DEMO_STAFF.map(async (member) => ({
      email: member.email,
      name: member.name,
      role: member.role,
      passwordHash: await hashPassword(member.password),
      totpSecret: member.totp ?? null,
      totpEnabledAt: member.totp ? new Date() : null,
    })),
  );
  await db.insert(staff).values(rows);
}

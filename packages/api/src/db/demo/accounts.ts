import { createHash } from 'node:crypto';
import { HostId, RoleId } from '@vag/domain';
import { and, eq } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords';
import { type BalanceReason, reasonColumns } from '../../modules/balances/balances.service';
import type { Db } from '../client';
import {
  addresses,
  balanceTransactions,
  streetTypeTranslations,
  uploads,
  userBalances,
  userCredentials,
  userRoles,
  users,
  zipcodes,
} from '../schema';
import { DEMO_PROOF, demoProofBytes } from './proof';

/*
 * Demo users, one per role, with known passwords (README): a customer with two addresses, an
 * approved professional with a global balance, and a beautician with marketing and global
 * balances built from ledger entries. Needs the reference data (zip codes, street types).
 */

export const DEMO_USERS = [
  {
    email: 'vasarlo@vagheggi.example',
    password: 'Vasarlo#2024',
    firstName: 'Anna',
    lastName: 'Kovács',
    roles: [RoleId.customer],
    professionalStatus: 'none',
    referrerCode: null,
  },
  {
    email: 'szakember@vagheggi.example',
    password: 'Szakember#2024',
    firstName: 'Bence',
    lastName: 'Szabó',
    roles: [RoleId.customer, RoleId.professional],
    professionalStatus: 'approved',
    referrerCode: 'SZAKEMB1',
  },
  {
    email: 'kozmetikus@vagheggi.example',
    password: 'Kozmetikus#2024',
    firstName: 'Csilla',
    lastName: 'Nagy-Tóth',
    roles: [RoleId.customer, RoleId.beautician],
    professionalStatus: 'approved',
    referrerCode: 'KOZMET24',
  },
] as const;

/**
 * A professional registration waiting for the operator, with its proof uploaded: the back
 * office's customers screen approves it (issue 20). Not in DEMO_USERS: it has no balance view yet.
 */
export const DEMO_PENDING_PROFESSIONAL = {
  email: 'varga.dora@vagheggi.example',
  password: 'Fuggoben#2024',
  firstName: 'Dóra',
  lastName: 'Varga',
} as const;

/** [user index, kind, amount, reason]: the ledger; balances are its sums. Each reader sees the reason in their language. */
const LEDGER: [number, 'marketing' | 'global', number, BalanceReason][] = [
  [1, 'global', 5000, { code: 'opening_balance_reason' }],
  [2, 'marketing', 20000, { code: 'marketing_budget_reason', reference: '2024' }],
  [2, 'marketing', -4500, { code: 'spent_on_order_reason' }],
  [2, 'global', 12000, { code: 'referral_commission_reason' }],
  [2, 'global', 3000, { code: 'guest_code_credit_reason' }],
];

async function zipcodeId(db: Db, code: string) {
  const [row] = await db.select({ id: zipcodes.id }).from(zipcodes).where(eq(zipcodes.code, code)).limit(1);
  return row?.id;
}

async function streetTypeId(db: Db, name: string) {
  const [row] = await db
    .select({ id: streetTypeTranslations.streetTypeId })
    .from(streetTypeTranslations)
    .where(and(eq(streetTypeTranslations.name, name), eq(streetTypeTranslations.localeId, 1)))
    .limit(1);
  return row?.id;
}

export async function seedAccounts(db: Db): Promise<void> {
  const ids: number[] = [];
  for (const demo of DEMO_USERS) {
    const [user] = await db
      .insert(users)
      .values({
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        phoneNumber: '+36 30 123 4567',
        emailVerifiedAt: new Date(),
        hostId: HostId.shop,
        professionalStatus: demo.professionalStatus,
        referrerCode: demo.referrerCode,
      })
      .returning({ id: users.id });
    if (!user) throw new Error(`demo user ${demo.email} not inserted`);
    ids.push(user.id);
    await db.insert(userCredentials).values({ userId: user.id, passwordHash: await hashPassword(demo.password) });
    await db.insert(userRoles).values(demo.roles.map((roleId) => ({ userId: user.id, roleId })));
  }

  for (const [index, kind, amount, reason] of LEDGER) {
    const userId = ids[index];
    if (userId === undefined) continue;
    await db.insert(balanceTransactions).values({ userId, kind, amount, ...reasonColumns(reason) });
  }
  const sums = new Map<string, number>();
  for (const [index, kind, amount] of LEDGER)
    sums.set(`${index}:${kind}`, (sums.get(`${index}:${kind}`) ?? 0) + amount);
  for (const [key, current] of sums) {
    const [index, kind] = key.split(':');
    const userId = ids[Number(index)];
    if (userId !== undefined && kind) await db.insert(userBalances).values({ userId, kind, current });
  }

  // One after the other: seeding runs in one transaction, on one connection.
  const budapest = await zipcodeId(db, '1052');
  const debrecen = await zipcodeId(db, '4025');
  const utca = await streetTypeId(db, 'utca');
  const ut = await streetTypeId(db, 'út');
  const customer = ids[0];
  if (customer && budapest && debrecen && utca && ut) {
    await db.insert(addresses).values([
      {
        userId: customer,
        zipcodeId: budapest,
        streetTypeId: utca,
        street: 'Váci',
        number: '12',
        floor: '3',
        door: '7',
        isDefault: true,
      },
      {
        userId: customer,
        zipcodeId: debrecen,
        streetTypeId: ut,
        street: 'Piac',
        number: '20',
        billingName: 'Kovács Anna EV',
      },
    ]);
  }
  await seedPendingProfessional(db);
}

async function seedPendingProfessional(db: Db) {
  const demo = DEMO_PENDING_PROFESSIONAL;
  const [user] = await db
    .insert(users)
    .values({
      email: demo.email,
      firstName: demo.firstName,
      lastName: demo.lastName,
      phoneNumber: '+36 20 555 0142',
      companyName: 'Dóra Szépségszalon',
      emailVerifiedAt: new Date(),
      hostId: HostId.shop,
      professionalStatus: 'pending',
    })
    .returning({ id: users.id });
  if (!user) throw new Error(`demo user ${demo.email} not inserted`);
  await db.insert(userCredentials).values({ userId: user.id, passwordHash: await hashPassword(demo.password) });
  await db.insert(userRoles).values({ userId: user.id, roleId: RoleId.customer });
  const bytes = demoProofBytes();
  await db.insert(uploads).values({
    userId: user.id,
    purpose: 'proof_of_conduct',
    originalName: DEMO_PROOF.originalName,
    mimeType: DEMO_PROOF.mimeType,
    sizeBytes: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    storageKey: DEMO_PROOF.storageKey,
  });
}

import { type BalanceKind, RoleId, type RoleName } from '@vag/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  cities,
  mailOutbox,
  streetTypes,
  streetTypeTranslations,
  userCredentials,
  userRoles,
  users,
  zipcodes,
} from '../db/schema';
import { hashPassword } from '../lib/passwords';
import { newReferrerCode } from '../lib/tokens';
import { creditBalance } from '../modules/balances/balances.service';

/*
 * Account test data. Users are inserted directly (argon2 runs once per worker for the default
 * password), with roles, balances and a verified e-mail as a test needs.
 */

export const TEST_PASSWORD = 'Teszt#Jelszo1';
let defaultHash: Promise<string> | undefined;
let sequence = 0;

export interface TestUser {
  id: number;
  email: string;
  password: string;
}

export interface UserOverrides {
  email?: string;
  password?: string;
  firstName?: string;
  lastName?: string;
  roles?: RoleName[];
  verified?: boolean;
  localeId?: number;
  hostId?: number;
  wantsNewsletter?: boolean;
  balances?: Partial<Record<BalanceKind, number>>;
}

export async function createUser(db: Db, overrides: UserOverrides = {}): Promise<TestUser> {
  sequence += 1;
  const email = overrides.email ?? `user${sequence}.${Date.now()}@example.hu`;
  const password = overrides.password ?? TEST_PASSWORD;
  defaultHash ??= hashPassword(TEST_PASSWORD);
  const passwordHash = password === TEST_PASSWORD ? await defaultHash : await hashPassword(password);
  const roles = overrides.roles ?? ['customer'];
  const [user] = await db
    .insert(users)
    .values({
      email,
      firstName: overrides.firstName ?? 'Teszt',
      lastName: overrides.lastName ?? `Elek ${sequence}`,
      phoneNumber: '+36 30 123 4567',
      localeId: overrides.localeId ?? 1,
      hostId: overrides.hostId ?? 1,
      emailVerifiedAt: overrides.verified === false ? null : sql`now()`,
      referrerCode: roles.some((role) => role !== 'customer') ? newReferrerCode() : null,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned no row');
  await db
    .insert(userCredentials)
    .values({ userId: user.id, passwordHash, wantsNewsletter: overrides.wantsNewsletter ?? false });
  await db.insert(userRoles).values(roles.map((role) => ({ userId: user.id, roleId: RoleId[role] })));
  for (const [kind, amount] of Object.entries(overrides.balances ?? {}) as [BalanceKind, number][]) {
    if (amount > 0) await creditBalance(db, { userId: user.id, kind, amount, reason: 'test credit' });
  }
  return { id: user.id, email, password };
}

/** A zip code and a street type for address tests (the demo data has them too). */
export async function createAddressReference(db: Db) {
  sequence += 1;
  const [city] = await db
    .insert(cities)
    .values({ name: `Tesztfalva ${sequence}` })
    .returning({ id: cities.id });
  const code = String(9000 + (sequence % 999));
  const [zipcode] = await db
    .insert(zipcodes)
    .values({ code, cityId: city?.id ?? 0 })
    .returning({ id: zipcodes.id });
  const [streetType] = await db.insert(streetTypes).values({ order: 1 }).returning({ id: streetTypes.id });
  await db.insert(streetTypeTranslations).values([
    { streetTypeId: streetType?.id ?? 0, localeId: 1, name: 'utca' },
    { streetTypeId: streetType?.id ?? 0, localeId: 2, name: 'street' },
  ]);
  return { zipcodeId: zipcode?.id ?? 0, streetTypeId: streetType?.id ?? 0, code };
}

/** The mails queued for an address, oldest first. */
export async function outboxFor(db: Db, to: string) {
  return db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to)).orderBy(asc(mailOutbox.id));
}

/** The query parameters of the storefront link in a mail (verification or reset). */
export function linkParams(mail: { textBody: string }, path: string): URLSearchParams {
  const url = mail.textBody
    .split(/\s/)
    .find((word) => word.startsWith('http') && new URL(word).pathname.endsWith(path));
  if (!url) throw new Error(`no ${path} link in the mail:\n${mail.textBody}`);
  return new URL(url).searchParams;
}

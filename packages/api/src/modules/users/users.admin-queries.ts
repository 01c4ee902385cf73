import { and, count, desc, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { uploads, userCredentials, userRoles, users } from './users.schema';

/*
 * The back office's reads and writes of customers (issue 20): the list with its search and
 * filters, one customer's row (locked for a change), their roles and uploaded documents.
 */

export interface CustomerFilter {
  /** Found in the e-mail, name, phone, company or tax number, whatever the case and accents. */
  text?: string;
  professionalStatus?: string;
  roleId?: number;
  hostId?: number;
  state?: 'active' | 'deactivated' | 'deleted';
}

const folded = (value: SQL | typeof users.email) => sql`immutable_unaccent(lower(coalesce(${value}, '')))`;

function customerConditions(filter: CustomerFilter): SQL | undefined {
  const like = filter.text ? `%${filter.text.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : null;
  const digits = filter.text?.replace(/[^0-9+]/g, '') ?? '';
  const needle = sql`immutable_unaccent(lower(${like}))`;
  return and(
    like
      ? or(
          sql`${folded(users.email)} like ${needle}`,
          sql`${folded(sql`${users.lastName} || ' ' || ${users.firstName}`)} like ${needle}`,
          sql`${folded(sql`${users.firstName} || ' ' || ${users.lastName}`)} like ${needle}`,
          sql`${folded(sql`${users.companyName}`)} like ${needle}`,
          digits.length >= 3
            ? or(
                sql`regexp_replace(coalesce(${users.phoneNumber}, ''), '[^0-9+]', '', 'g') like ${`%${digits}%`}`,
                sql`regexp_replace(coalesce(${users.taxNumber}, ''), '[^0-9]', '', 'g') like ${`%${digits.replace('+', '')}%`}`,
              )
            : undefined,
        )
      : undefined,
    filter.professionalStatus ? eq(users.professionalStatus, filter.professionalStatus) : undefined,
    filter.hostId ? eq(users.hostId, filter.hostId) : undefined,
    filter.roleId
      ? sql`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.roleId} = ${filter.roleId})`
      : undefined,
    filter.state === 'active' ? and(isNull(users.deletedAt), isNull(users.deactivatedAt)) : undefined,
    filter.state === 'deactivated' ? and(isNull(users.deletedAt), isNotNull(users.deactivatedAt)) : undefined,
    filter.state === 'deleted' ? isNotNull(users.deletedAt) : undefined,
  );
}

const roleIdsOf = sql<number[] | null>`(select array_agg(${userRoles.roleId}::int order by ${userRoles.roleId})
  from ${userRoles} where ${userRoles.userId} = ${users.id})`;

/** A page of customers matching `filter`, newest first, and the count of all that match. */
export async function selectCustomers(db: Db, filter: CustomerFilter, limit: number, offset: number) {
  const where = customerConditions(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        lastName: users.lastName,
        phoneNumber: users.phoneNumber,
        companyName: users.companyName,
        hostId: users.hostId,
        professionalStatus: users.professionalStatus,
        emailVerifiedAt: users.emailVerifiedAt,
        deactivatedAt: users.deactivatedAt,
        deletedAt: users.deletedAt,
        createdAt: users.createdAt,
        roleIds: roleIdsOf,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** One customer's row, deleted or not, with the newsletter flag; `lock` for a change in a transaction. */
export async function selectCustomer(db: Db, id: number, lock = false) {
  const query = db.select().from(users).where(eq(users.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) return undefined;
  const [credential] = await db
    .select({ wantsNewsletter: userCredentials.wantsNewsletter })
    .from(userCredentials)
    .where(eq(userCredentials.userId, id));
  return { ...row, wantsNewsletter: credential?.wantsNewsletter ?? false };
}
export type CustomerRow = NonNullable<Awaited<ReturnType<typeof selectCustomer>>>;

export async function updateCustomer(db: Db, id: number, values: Partial<typeof users.$inferInsert>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}

export function selectCustomerUploads(db: Db, userId: number) {
  return db.select().from(uploads).where(eq(uploads.userId, userId)).orderBy(desc(uploads.createdAt));
}

/** One uploaded document of the customer; another customer's reads as missing. */
export async function selectCustomerUpload(db: Db, userId: number, uploadId: string) {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, uploadId), eq(uploads.userId, userId)));
  return row;
}

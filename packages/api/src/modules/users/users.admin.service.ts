import {
  ADMIN_CUSTOMERS_PAGE_SIZE,
  type AdminCustomer,
  type AdminCustomerQuery,
  type AdminCustomerRow,
  type BalanceAdjustmentInput,
  CUSTOMER_LEDGER_LIMIT,
  type CustomerState,
  HostId,
  type Locale,
  localeFromId,
  PROFESSIONAL_STATUSES,
  type ProfessionalDecisionInput,
  type ProfessionalStatus,
  ROLE_NAMES,
  RoleId,
  siteKeyOf,
} from '@vag/domain';
import type { Db } from '../../db/client';
import type { ApiOptions } from '../../lib/context';
import { AppError, NotFoundError } from '../../lib/errors';
import { offsetOf, pageMeta } from '../../lib/http-query';
import { storefrontUrl } from '../../lib/links';
import { enqueueMail } from '../../lib/mail';
import { deleteUserSessions } from '../../lib/session-store';
import { defaultUploadDir, removeStoredUpload } from '../../lib/uploads';
import { selectCustomerEnrolments } from '../academy-subscriptions/academy-subscriptions.customer-queries';
import { listAddresses } from '../addresses/addresses.service';
import { recordAudit } from '../audit/audit.service';
import { revokeResetTokens, sendVerificationMail } from '../auth/auth.service';
import { selectCustomerLedger } from '../balances/balances.customer-queries';
import {
  creditBalance,
  currentBalances,
  InsufficientBalanceError,
  reasonText,
  spendBalance,
} from '../balances/balances.service';
import { eraseAccount } from '../credential/account-erasure';
import { selectCustomerSubscription } from '../newsletter/newsletter.customer-queries';
import { forgetSubscription } from '../newsletter/newsletter.service';
import { selectCustomerOrders } from '../orders/orders.customer-queries';
import { paymentStatusOf } from '../purchases/purchase-fields';
import {
  type CustomerRow,
  selectCustomer,
  selectCustomers,
  selectCustomerUploads,
  updateCustomer,
} from './users.admin-queries';
import { insertRoles, selectRoleIds } from './users.queries';

/*
 * The back office's customers (issue 20). One user base for both sites: every role that reads
 * customers sees them all. Every write locks the customer's row and records its audit entry in
 * the same transaction; a deleted (erased) customer is only read, never changed again.
 */

export const stateOf = (row: { deletedAt: Date | null; deactivatedAt: Date | null }): CustomerState =>
  row.deletedAt ? 'deleted' : row.deactivatedAt ? 'deactivated' : 'active';

const professionalStatusOf = (value: string): ProfessionalStatus =>
  (PROFESSIONAL_STATUSES as readonly string[]).includes(value) ? (value as ProfessionalStatus) : 'none';

const fullName = (row: { firstName: string; lastName: string }) => `${row.lastName} ${row.firstName}`.trim();

const iso = (date: Date | null) => date?.toISOString() ?? null;

export async function listCustomers(db: Db, query: AdminCustomerQuery) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? ADMIN_CUSTOMERS_PAGE_SIZE };
  const { rows, total } = await selectCustomers(
    db,
    {
      text: query.q || undefined,
      professionalStatus: query.professional_status,
      roleId: query.role,
      hostId: query.host_id,
      state: query.state,
    },
    paging.perPage,
    offsetOf(paging),
  );
  const data: AdminCustomerRow[] = rows.map((row) => ({
    id: row.id,
    email: row.email,
    name: fullName(row),
    phone_number: row.phoneNumber,
    company_name: row.companyName,
    host_id: row.hostId,
    role_ids: row.roleIds ?? [],
    professional_status: professionalStatusOf(row.professionalStatus),
    email_verified: row.emailVerifiedAt !== null,
    state: stateOf(row),
    created_at: row.createdAt.toISOString(),
  }));
  return { data, meta: pageMeta(paging, total, rows.length) };
}

const rolesOf = (ids: number[]) =>
  ids.flatMap((id) => {
    const name = ROLE_NAMES[id - 1];
    return name ? [{ id, name }] : [];
  });

/** What the audit log keeps of a customer before and after a change: the state, not the personal data. */
const audited = (row: CustomerRow, roleIds: number[]) => ({
  professional_status: row.professionalStatus,
  role_ids: roleIds,
  state: stateOf(row),
  email_verified: row.emailVerifiedAt !== null,
});

/** What the customer's page and the GDPR export both read: the row, roles, uploads, addresses, balances, newsletter. */
export async function customerHoldings(db: Db, id: number, locale: Locale) {
  const row = await selectCustomer(db, id);
  if (!row) throw new NotFoundError();
  const [roleIds, uploads, addresses, balances, newsletter] = await Promise.all([
    selectRoleIds(db, id),
    selectCustomerUploads(db, id),
    listAddresses(db, id, locale),
    currentBalances(db, id),
    selectCustomerSubscription(db, id, row.email),
  ]);
  return { row, roleIds, uploads, addresses, balances, newsletter };
}

/** GET /api/admin/v1/customers/{id}: the profile with everything the shop holds about the customer. */
export async function getCustomer(db: Db, id: number, locale: Locale): Promise<AdminCustomer> {
  const [{ row, roleIds, uploads, addresses, balances, newsletter }, orders, enrolments, ledger] = await Promise.all([
    customerHoldings(db, id, locale),
    selectCustomerOrders(db, id),
    selectCustomerEnrolments(db, id),
    selectCustomerLedger(db, id, CUSTOMER_LEDGER_LIMIT),
  ]);
  return {
    id: row.id,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    phone_number: row.phoneNumber,
    company_name: row.companyName,
    tax_number: row.taxNumber,
    referrer_code: row.referrerCode,
    locale_id: row.localeId,
    host_id: row.hostId,
    created_at: row.createdAt.toISOString(),
    email_verified_at: iso(row.emailVerifiedAt),
    deactivated_at: iso(row.deactivatedAt),
    deleted_at: iso(row.deletedAt),
    state: stateOf(row),
    roles: rolesOf(roleIds),
    professional_status: professionalStatusOf(row.professionalStatus),
    uploads: uploads.map((upload) => ({
      id: upload.id,
      purpose: upload.purpose,
      original_name: upload.originalName,
      mime_type: upload.mimeType,
      size_bytes: upload.sizeBytes,
      created_at: upload.createdAt.toISOString(),
    })),
    wants_newsletter: row.wantsNewsletter,
    newsletter: newsletter
      ? {
          status: newsletter.unsubscribedAt ? 'unsubscribed' : newsletter.confirmedAt ? 'subscribed' : 'unconfirmed',
          consented_at: newsletter.consentedAt.toISOString(),
          confirmed_at: iso(newsletter.confirmedAt),
          unsubscribed_at: iso(newsletter.unsubscribedAt),
        }
      : null,
    addresses,
    orders: orders.map((order) => ({
      id: order.id,
      number: order.number,
      created_at: order.createdAt.toISOString(),
      total: order.total,
      paymentStatus: paymentStatusOf(order.paymentStatusId, locale),
      status: null,
    })),
    enrolments: enrolments.map((enrolment) => ({
      id: enrolment.id,
      number: enrolment.number,
      created_at: enrolment.createdAt.toISOString(),
      total: enrolment.total,
      paymentStatus: paymentStatusOf(enrolment.paymentStatusId, locale),
      status: enrolment.status,
    })),
    balances,
    ledger: ledger.map((entry) => ({
      id: entry.id,
      kind: entry.kind === 'marketing' ? ('marketing' as const) : ('global' as const),
      amount: entry.amount,
      reason: reasonText(entry, locale),
      order_id: entry.orderId,
      created_at: entry.createdAt.toISOString(),
    })),
  };
}

/**
 * Runs a staff change of a customer: the row locked, refused once the customer is erased, and
 * the audit entry (state before and after) in the same transaction.
 */
async function changeCustomer(
  db: Db,
  staffId: number,
  id: number,
  action: string,
  change: (tx: Db, row: CustomerRow) => Promise<Record<string, unknown> | undefined>,
): Promise<Record<string, unknown> | undefined> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const before = await selectCustomer(tx, id, true);
    if (!before) throw new NotFoundError();
    if (before.deletedAt) throw new AppError(409, 'customer_deleted');
    const rolesBefore = await selectRoleIds(tx, id);
    const result = await change(tx, before);
    const after = await selectCustomer(tx, id);
    await recordAudit(tx, {
      staffId,
      action,
      entity: 'customer',
      entityId: id,
      before: audited(before, rolesBefore),
      after: after ? { ...audited(after, await selectRoleIds(tx, id)), ...(result ?? {}) } : null,
    });
    return result;
  });
}

const mailTarget = (row: CustomerRow) => ({
  locale: localeFromId(row.localeId) ?? 'hu',
  hostId: row.hostId === HostId.academy ? HostId.academy : HostId.shop,
});

/**
 * A pending professional registration decided: approval gives role 2 (professional), which the
 * cart checks for professionals-only products (DESIGN §5); either way the customer is mailed.
 */
export async function decideProfessional(
  db: Db,
  options: ApiOptions,
  staffId: number,
  id: number,
  input: ProfessionalDecisionInput,
) {
  const approved = input.decision === 'approve';
  await changeCustomer(db, staffId, id, `customer.professional_${input.decision}`, async (tx, row) => {
    if (row.professionalStatus !== 'pending') throw new AppError(409, 'customer_professional_not_pending');
    await updateCustomer(tx, id, { professionalStatus: approved ? 'approved' : 'rejected' });
    if (approved) await insertRoles(tx, id, [RoleId.professional]);
    const { locale, hostId } = mailTarget(row);
    // Professionals-only products are the shop's: the approval leads there, a refusal to the account.
    const site = approved ? HostId.shop : hostId;
    await enqueueMail(tx, {
      to: row.email,
      kind: 'professional_decision',
      locale,
      data: {
        firstName: row.firstName,
        decision: approved ? 'approved' : 'rejected',
        note: input.note || null,
        url: storefrontUrl(options, site, locale, approved ? '/login' : '/account'),
        site: siteKeyOf(site),
      },
      about: { type: 'user', id },
    });
    return { note: input.note || null };
  });
}

/**
 * A staff adjustment of a balance: a ledger entry through the balances module (never an
 * overwrite). A debit larger than the balance is refused (422) and changes nothing; two at once
 * queue on the balance row, so together they never take it below 0.
 */
export async function adjustBalance(db: Db, staffId: number, id: number, input: BalanceAdjustmentInput) {
  const result = await changeCustomer(db, staffId, id, 'customer.balance_adjust', async (tx) => {
    const entry = { userId: id, kind: input.balance, amount: Math.abs(input.amount), reason: input.reason };
    let current: number;
    try {
      current = input.amount > 0 ? await creditBalance(tx, entry) : await spendBalance(tx, entry);
    } catch (error) {
      if (error instanceof InsufficientBalanceError) throw new AppError(422, 'balance_adjustment_exceeds_balance');
      throw error;
    }
    return {
      balance: input.balance,
      amount: input.amount,
      reason: input.reason,
      balance_before: current - input.amount,
      balance_after: current,
    };
  });
  return result as { balance: string; balance_after: number };
}

/** The verification mail again (auth's, with a new link), for a customer who has not verified yet. */
export async function resendCustomerVerification(db: Db, options: ApiOptions, staffId: number, id: number) {
  await changeCustomer(db, staffId, id, 'customer.verification_mail', async (tx, row) => {
    if (row.emailVerifiedAt) throw new AppError(409, 'customer_already_verified');
    await sendVerificationMail(tx, options, row);
    return undefined;
  });
}

/** Deactivated: the customer cannot sign in, every session and unused reset link of theirs ends; orders stay. */
export async function setCustomerActive(db: Db, staffId: number, id: number, active: boolean) {
  await changeCustomer(db, staffId, id, active ? 'customer.reactivate' : 'customer.deactivate', async (tx, row) => {
    if (active && !row.deactivatedAt) throw new AppError(409, 'customer_not_deactivated');
    if (!active && row.deactivatedAt) throw new AppError(409, 'customer_already_deactivated');
    await updateCustomer(tx, id, { deactivatedAt: active ? null : new Date() });
    if (!active) {
      await deleteUserSessions(tx, id);
      await revokeResetTokens(tx, id);
    }
    return undefined;
  });
}

/**
 * The right to erasure (GDPR art. 17) as the account deletion does it: personal data, addresses,
 * newsletter consent, tokens, sessions and documents go; orders and enrolments stay for
 * accounting with their invoice data (decision 12). Files are removed after the commit.
 */
export async function eraseCustomer(db: Db, options: ApiOptions, staffId: number, id: number) {
  let files: string[] = [];
  await changeCustomer(db, staffId, id, 'customer.erase', async (tx, row) => {
    await forgetSubscription(tx, row.email);
    files = await eraseAccount(tx, id);
    return { documents_removed: files.length };
  });
  const dir = options.accounts?.uploadDir ?? defaultUploadDir();
  await Promise.all(files.map((key) => removeStoredUpload(dir, key)));
}

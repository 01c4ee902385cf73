import { z } from 'zod';
import { BALANCE_KINDS, PROFESSIONAL_STATUSES } from '../accounts';
import { listMetaSchema } from '../contract';
import { decimalInteger } from '../validation/integer';
import { addressResourceSchema, balanceTransactionSchema, roleSchema, userSchema } from './accounts';

/*
 * The back office's customers (issue 20): one user base for both sites, so every role that reads
 * customers sees all of them. The list's search and filters, one customer with everything the
 * shop holds about them, and the writes staff make (professional decision, balance adjustment,
 * deactivation, erasure).
 */

export const ADMIN_CUSTOMERS_PAGE_SIZE = 25;
/** A proof document's link works this long, in the staff session that asked for it. */
export const PROOF_LINK_TTL_SECONDS = 5 * 60;
/** The balance ledger of a customer's detail: the newest entries. */
export const CUSTOMER_LEDGER_LIMIT = 100;

export const CUSTOMER_STATES = ['active', 'deactivated', 'deleted'] as const;
export type CustomerState = (typeof CUSTOMER_STATES)[number];

export const adminCustomerQuerySchema = z.object({
  page: decimalInteger(z.number().int().min(1).max(100_000)).optional(),
  per_page: decimalInteger(z.number().int().min(1).max(100)).optional(),
  /** A part of the e-mail, name, phone number, company or tax number; case and accents do not matter. */
  q: z.string().trim().max(100).optional(),
  professional_status: z.enum(PROFESSIONAL_STATUSES).optional(),
  /** user_roles: 1 customer, 2 professional, 3 beautician (DESIGN §5). */
  role: decimalInteger(z.number().int().min(1).max(3)).optional(),
  /** The site the customer registered on (1 shop, 2 academy); not `site`, which scopes staff roles. */
  host_id: decimalInteger(z.number().int().min(1).max(2)).optional(),
  state: z.enum(CUSTOMER_STATES).optional(),
});
export type AdminCustomerQuery = z.infer<typeof adminCustomerQuerySchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const adminCustomerRowSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  phone_number: z.string().nullable(),
  company_name: z.string().nullable(),
  host_id: z.number().int(),
  role_ids: z.array(z.number().int()),
  professional_status: z.enum(PROFESSIONAL_STATUSES),
  email_verified: z.boolean(),
  state: z.enum(CUSTOMER_STATES),
  created_at: z.string(),
});
export type AdminCustomerRow = z.infer<typeof adminCustomerRowSchema>;

export const adminCustomerListSchema = z.object({ data: z.array(adminCustomerRowSchema), meta: listMetaSchema });

export const customerUploadSchema = z.object({
  id: z.string(),
  purpose: z.string(),
  original_name: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  created_at: z.string(),
});
export type CustomerUpload = z.infer<typeof customerUploadSchema>;

/** An order or enrolment of the customer, as a line of their history. */
export const customerPurchaseSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  created_at: z.string(),
  total: z.number().int(),
  paymentStatus: named,
  /** Enrolments only: pending, confirmed, cancelled, completed. */
  status: z.string().nullable(),
});
export type CustomerPurchase = z.infer<typeof customerPurchaseSchema>;

/** A ledger entry as the customer's own balance page shows it, both kinds whatever the roles. */
export const customerLedgerEntrySchema = balanceTransactionSchema;

export const customerNewsletterSchema = z.object({
  /** subscribed (confirmed), unconfirmed (double opt-in pending), unsubscribed. */
  status: z.enum(['subscribed', 'unconfirmed', 'unsubscribed']),
  consented_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});

/** The profile as the customer's own account reads it (GET /api/v1/user), and what staff see besides. */
export const adminCustomerSchema = userSchema
  .pick({
    id: true,
    email: true,
    first_name: true,
    last_name: true,
    phone_number: true,
    company_name: true,
    tax_number: true,
    referrer_code: true,
    email_verified_at: true,
    locale_id: true,
    created_at: true,
  })
  .extend({
    host_id: z.number().int(),
    deactivated_at: z.string().nullable(),
    deleted_at: z.string().nullable(),
    state: z.enum(CUSTOMER_STATES),
    roles: z.array(roleSchema),
    professional_status: z.enum(PROFESSIONAL_STATUSES),
    uploads: z.array(customerUploadSchema),
    wants_newsletter: z.boolean(),
    newsletter: customerNewsletterSchema.nullable(),
    addresses: z.array(addressResourceSchema),
    orders: z.array(customerPurchaseSchema),
    enrolments: z.array(customerPurchaseSchema),
    balances: z.object({ marketing: z.number().int(), global: z.number().int() }),
    ledger: z.array(customerLedgerEntrySchema),
  });
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomerDetailSchema = z.object({ data: adminCustomerSchema });

export const professionalDecisionSchema = z.object({
  decision: z.enum(['approve', 'reject']),
  /** Quoted in the customer's mail. */
  note: z.string().trim().max(1000).optional(),
});
export type ProfessionalDecisionInput = z.infer<typeof professionalDecisionSchema>;

export const balanceAdjustmentSchema = z.object({
  balance: z.enum(BALANCE_KINDS),
  /** Whole forints, positive (credit) or negative (debit), never 0. */
  amount: decimalInteger(
    z
      .number()
      .int()
      .min(-10_000_000)
      .max(10_000_000)
      .refine((value) => value !== 0, { message: 'balance_adjustment_zero' }),
  ),
  reason: z.string().trim().min(3).max(500),
});
export type BalanceAdjustmentInput = z.infer<typeof balanceAdjustmentSchema>;

export const proofLinkSchema = z.object({ data: z.object({ url: z.string(), expires_at: z.string() }) });

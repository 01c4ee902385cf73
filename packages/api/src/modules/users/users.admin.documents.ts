import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PROOF_LINK_TTL_SECONDS } from '@vag/domain';
import type { Db } from '../../db/client';
import { ADMIN_API_PREFIX } from '../../lib/admin-router';
import type { ApiOptions } from '../../lib/context';
import { AppError, NotFoundError } from '../../lib/errors';
import { safeEqual } from '../../lib/tokens';
import { defaultUploadDir } from '../../lib/uploads';
import { selectCustomerEnrolmentsForExport } from '../academy-subscriptions/academy-subscriptions.customer-queries';
import { recordAudit } from '../audit/audit.service';
import { selectCustomerLedger } from '../balances/balances.customer-queries';
import { selectCustomerOrdersForExport } from '../orders/orders.customer-queries';
import { customerHoldings, stateOf } from './users.admin.service';
import { selectCustomerUpload } from './users.admin-queries';

/*
 * A customer's documents in the back office (issue 20): the proof of a professional registration
 * opened through a short-lived link bound to the staff session that asked for it, and the GDPR
 * access export of everything held about the person.
 */

export interface ProofLinkSigner {
  /** A link to one upload of one customer, for this staff session, valid PROOF_LINK_TTL_SECONDS. */
  sign(customerId: number, uploadId: string, staffSessionId: string, now?: number): { url: string; expiresAt: Date };
  /** The upload a link names, or 403 (forged, altered, another session's) / 410 (expired). */
  verify(token: string, staffSessionId: string, now?: number): { customerId: number; uploadId: string };
}

/** A genuine link whose minutes are over: 410 Gone, open it again from the customer's page. */
export class ProofLinkExpired extends Error {
  constructor() {
    super('proof_link_expired');
    this.name = 'ProofLinkExpired';
  }
}

const PAYLOAD = /^(\d+)\.([0-9a-f-]{36})\.(\d+)$/;

/**
 * HMAC-SHA256 with the app's SESSION_SECRET (as the CSRF tokens of decision 2), over the upload,
 * the customer, the expiry and the staff session's id: the link is useless to anyone else, even
 * another member, and after its few minutes. Nothing is stored, so nothing needs cleaning up.
 */
export function proofLinkSigner(secret: string): ProofLinkSigner {
  const mac = (payload: string, sessionId: string) =>
    createHmac('sha256', secret).update(`customer-proof:${payload}:${sessionId}`).digest('base64url');
  return {
    sign(customerId, uploadId, staffSessionId, now = Date.now()) {
      const expiresAt = new Date(now + PROOF_LINK_TTL_SECONDS * 1000);
      const payload = `${customerId}.${uploadId}.${Math.floor(expiresAt.getTime() / 1000)}`;
      const token = `${Buffer.from(payload).toString('base64url')}.${mac(payload, staffSessionId)}`;
      return { url: `${ADMIN_API_PREFIX}/uploads/${token}`, expiresAt };
    },
    verify(token, staffSessionId, now = Date.now()) {
      const [encoded = '', signature = ''] = token.split('.');
      const payload = Buffer.from(encoded, 'base64url').toString();
      const parts = PAYLOAD.exec(payload);
      if (!parts || !safeEqual(signature, mac(payload, staffSessionId))) throw new AppError(403, 'proof_link_invalid');
      if (Number(parts[3]) * 1000 < now) throw new ProofLinkExpired();
      return { customerId: Number(parts[1]), uploadId: String(parts[2]) };
    },
  };
}

/** A link to a customer's document; 404 when the upload is not that customer's. */
export async function proofLink(
  db: Db,
  signer: ProofLinkSigner,
  customerId: number,
  uploadId: string,
  staffSessionId: string,
) {
  if (!(await selectCustomerUpload(db, customerId, uploadId))) throw new NotFoundError();
  return signer.sign(customerId, uploadId, staffSessionId);
}

/** A file name safe in a Content-Disposition header: ASCII without quotes, the UTF-8 one beside it. */
export function dispositionOf(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\w.-]+/g, '_')
      .slice(0, 100) || 'document';
  return `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** The bytes of a linked document from UPLOAD_DIR, and an audit entry of who viewed it. */
export async function openProof(
  db: Db,
  options: ApiOptions,
  staffId: number,
  link: { customerId: number; uploadId: string },
) {
  const upload = await selectCustomerUpload(db, link.customerId, link.uploadId);
  if (!upload || !/^[\w-]+$/.test(upload.storageKey)) throw new NotFoundError();
  const dir = options.accounts?.uploadDir ?? defaultUploadDir();
  const bytes = await readFile(join(dir, upload.storageKey)).catch(() => {
    throw new NotFoundError();
  });
  await recordAudit(db, {
    staffId,
    action: 'customer.proof_view',
    entity: 'customer',
    entityId: link.customerId,
    after: { upload_id: upload.id, original_name: upload.originalName },
  });
  return { bytes, mimeType: upload.mimeType, name: upload.originalName };
}

/**
 * The GDPR access export (art. 15): everything held about the person, as it is stored. Payment
 * keys (credentials) and password hashes are not personal data of the customer's and stay out.
 */
export async function exportCustomer(db: Db, staffId: number, id: number) {
  const [{ row, roleIds, uploads, addresses, balances, newsletter }, orders, enrolments, ledger] = await Promise.all([
    customerHoldings(db, id, 'hu'),
    selectCustomerOrdersForExport(db, id),
    selectCustomerEnrolmentsForExport(db, id),
    selectCustomerLedger(db, id),
  ]);
  await recordAudit(db, { staffId, action: 'customer.export', entity: 'customer', entityId: id });
  return {
    exported_at: new Date().toISOString(),
    profile: {
      id: row.id,
      email: row.email,
      first_name: row.firstName,
      last_name: row.lastName,
      phone_number: row.phoneNumber,
      company_name: row.companyName,
      tax_number: row.taxNumber,
      referrer_code: row.referrerCode,
      highest_level_of_education_id: row.highestLevelOfEducationId,
      locale_id: row.localeId,
      registered_on_host_id: row.hostId,
      created_at: row.createdAt,
      updated_at: row.updatedAt,
      email_verified_at: row.emailVerifiedAt,
      deactivated_at: row.deactivatedAt,
      deleted_at: row.deletedAt,
      state: stateOf(row),
      roles: roleIds,
      professional_status: row.professionalStatus,
    },
    consents: { wants_newsletter: row.wantsNewsletter, newsletter: newsletter ?? null },
    uploads: uploads.map(({ storageKey: _key, ...upload }) => upload),
    addresses,
    orders,
    enrolments,
    balances,
    ledger: ledger.map(({ reasonCode: _code, reasonReference: _reference, ...entry }) => entry),
  };
}

import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminMailDetail,
  type AdminMailQuery,
  type AdminMailRow,
  localeFromId,
  type MailStatus,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { likeLower } from '../../lib/admin-lists';
import type { CurrentStaff } from '../../lib/admin-router';
import { AppError, NotFoundError } from '../../lib/errors';
import { offsetOf, pageMeta } from '../../lib/http-query';
import { mailKinds } from '../../lib/mail';
import { type MailLogRow, queueMailCopy, selectMail, selectMailPage } from '../../lib/mail/log';
import { recordAudit } from '../audit/audit.service';

/*
 * The back office's mail log (issue 20): the outbox newest first with its filters, one mail with
 * its bodies, and a sent or failed mail queued again as a copy (audited).
 */

function toAdminMailRow(row: MailLogRow): AdminMailRow {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    locale: localeFromId(row.localeId) ?? 'hu',
    status: row.status as MailStatus,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
    ref: row.refType !== null && row.refId !== null ? { type: row.refType, id: row.refId } : null,
  };
}

/** GET /api/admin/v1/mails. */
export async function listMailsForStaff(db: Db, query: AdminMailQuery) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? ADMIN_LIST_PAGE_SIZE };
  const { rows, total } = await selectMailPage(
    db,
    {
      status: query.status,
      kind: query.kind,
      like: query.q ? likeLower(query.q) : undefined,
      from: query.from,
      to: query.to,
    },
    paging.perPage,
    offsetOf(paging),
  );
  return {
    data: rows.map(toAdminMailRow),
    meta: pageMeta(paging, total, rows.length),
    kinds: [...mailKinds].sort(),
  };
}

/** GET /api/admin/v1/mails/{id}: the mail with its text and HTML bodies as they were queued. */
export async function getMailForStaff(db: Db, id: number): Promise<AdminMailDetail> {
  const row = await selectMail(db, id);
  if (!row) throw new NotFoundError();
  return { ...toAdminMailRow(row), text_body: row.textBody, html_body: row.htmlBody };
}

/** Mails that went out or gave up: one still queued or sending would only be sent twice. */
const RESENDABLE: readonly MailStatus[] = ['sent', 'failed'];

/**
 * POST /api/admin/v1/mails/{id}/resend: a copy of the mail queued as a new row (the same content
 * and reference, so the record's history lists it too), with the audit row in its transaction.
 */
export async function resendMail(db: Db, id: number, staff: CurrentStaff): Promise<AdminMailRow> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const original = await selectMail(tx, id);
    if (!original) throw new NotFoundError();
    if (!RESENDABLE.includes(original.status as MailStatus)) throw new AppError(409, 'mail_resend_not_allowed');
    const copy = await queueMailCopy(tx, original);
    if (!copy) throw new Error('mail copy insert returned no row');
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'mail.resend',
      entity: 'mail',
      entityId: id,
      before: { status: original.status, to: original.toAddress },
      after: { copy_id: copy.id, status: copy.status, to: copy.toAddress },
    });
    return toAdminMailRow(copy);
  });
}

import {
  ADMIN_LIST_PAGE_SIZE,
  type AdminContactRequest,
  type AdminInboxQuery,
  CONTACT_CAPTCHA_ACTION,
  type ContactReplyInput,
  type ContactRequestInput,
  HostId,
  type Locale,
  LocaleId,
  localeFromId,
  type SiteKey,
  siteKeyOf,
} from '@vag/domain';
import type { Db } from '../../db/client';
import { likeLower } from '../../lib/admin-lists';
import type { CurrentStaff } from '../../lib/admin-router';
import type { CaptchaVerifier } from '../../lib/captcha';
import type { ApiOptions } from '../../lib/context';
import { AppError } from '../../lib/errors';
import { offsetOf, pageMeta } from '../../lib/http-query';
import {
  assertItemInScope,
  changeHandled,
  handledFields,
  handledState,
  type InboxItems,
  siteOfItem,
} from '../../lib/inbox-items';
import { enqueueMail } from '../../lib/mail';
import { mailHistory } from '../../lib/mail/history';
import { queueOperatorMail } from '../../lib/operator-mail';
import { recordAudit } from '../audit/audit.service';
import { staffNames } from '../staff/staff.service';
import {
  type ContactRequestRow,
  insertContactRequest,
  markContactRequestHandled,
  reopenContactRequestRow,
  selectContactRequest,
  selectContactRequestPage,
} from './contact-requests.queries';

/** Contact form: 5 messages per caller in 10 minutes (DESIGN §8 rate limits). */
export const CONTACT_RATE_LIMIT = { name: 'contact', limit: 5, windowMs: 10 * 60_000 } as const;

export interface ContactRequestCommand {
  hostId: HostId;
  locale: Locale;
  input: ContactRequestInput;
  captcha: CaptchaVerifier;
  remoteIp?: string;
  /** Who is told of the message (OPERATOR_MAIL_*_CONTACT); nobody without it. */
  operators?: Pick<ApiOptions, 'operatorMail'>;
}

/**
 * Stores a contact message after the bot check and queues the copy mail to the sender and the
 * operators' notice.
 */
export async function submitContactRequest(db: Db, command: ContactRequestCommand): Promise<ContactRequestRow> {
  const { input } = command;
  const human = await command.captcha.verify(input.captcha_token, CONTACT_CAPTCHA_ACTION, command.remoteIp);
  if (!human) throw new AppError(422, 'contact_recaptcha_error');
  // The copy to the sender is queued with the stored request: both or neither (DESIGN §6 outbox).
  return db.transaction(async (tx) => {
    const stored = await insertContactRequest(tx as unknown as Db, {
      hostId: command.hostId,
      localeId: LocaleId[command.locale],
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      message: input.message,
      consentAt: new Date(),
    });
    await enqueueMail(tx as unknown as Db, {
      to: input.email,
      kind: 'contact_copy',
      locale: command.locale,
      data: { name: input.name, message: input.message, site: siteKeyOf(command.hostId) },
      about: { type: 'contact_request', id: stored.id },
    });
    await queueOperatorMail(tx as unknown as Db, command.operators ?? {}, command.hostId, {
      event: 'contact',
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      text: input.message,
    });
    return stored;
  });
}

/* The back office's inbox (issue 20): the requests of the member's sites, a reply by mail, handled or new again. */

const localeOfRow = (row: ContactRequestRow): Locale => localeFromId(row.localeId) ?? 'hu';

function toAdminContactRequest(row: ContactRequestRow, names: Map<number, string>): AdminContactRequest {
  return {
    id: row.id,
    site: siteOfItem(row),
    locale: localeOfRow(row),
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    ...handledFields(row, names),
  };
}

/** GET /api/admin/v1/contact-requests: newest first, new ones unless asked otherwise. */
export async function listContactRequestsForStaff(db: Db, query: AdminInboxQuery, sites: readonly SiteKey[]) {
  const paging = { page: query.page ?? 1, perPage: query.per_page ?? ADMIN_LIST_PAGE_SIZE };
  const [{ rows, total }, names] = await Promise.all([
    selectContactRequestPage(
      db,
      {
        hostIds: sites.map((site) => HostId[site]),
        state: query.state ?? 'new',
        like: query.q ? likeLower(query.q) : undefined,
      },
      paging.perPage,
      offsetOf(paging),
    ),
    staffNames(db),
  ]);
  return { data: rows.map((row) => toAdminContactRequest(row, names)), meta: pageMeta(paging, total, rows.length) };
}

/** GET /api/admin/v1/contact-requests/{id}: the request and every mail about it. */
export async function getContactRequestForStaff(db: Db, id: number, staff: CurrentStaff) {
  const row = assertItemInScope(await selectContactRequest(db, id), staff);
  const [names, mails] = await Promise.all([staffNames(db), mailHistory(db, { type: 'contact_request', id })]);
  return { data: toAdminContactRequest(row, names), mails };
}

const contactRequestItems: InboxItems<ContactRequestRow> = {
  entity: 'contact_request',
  lock: (tx, id) => selectContactRequest(tx, id, true),
  markHandled: markContactRequestHandled,
  reopen: reopenContactRequestRow,
};

/** POST .../handled and .../reopen. */
export async function setContactRequestHandled(db: Db, id: number, staff: CurrentStaff, handled: boolean) {
  const row = await changeHandled(db, contactRequestItems, id, staff, handled);
  return toAdminContactRequest(row, await staffNames(db));
}

/**
 * POST /api/admin/v1/contact-requests/{id}/reply: the member's answer mailed to the sender in the
 * request's language, quoting the message, and the request handled. Two members answering at
 * once both send their mail (each wrote one); the request is handled once, by the first.
 */
export async function replyToContactRequest(db: Db, id: number, staff: CurrentStaff, input: ContactReplyInput) {
  const row = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const before = assertItemInScope(await selectContactRequest(tx, id, true), staff);
    await enqueueMail(tx, {
      to: before.email,
      kind: 'contact_reply',
      locale: localeOfRow(before),
      data: {
        name: before.name,
        reply: input.message,
        original: before.message,
        staffName: staff.name,
        subject: input.subject || undefined,
        site: siteOfItem(before),
      },
      about: { type: 'contact_request', id },
    });
    const after = (await markContactRequestHandled(tx, id, staff.id)) ?? before;
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'contact_request.reply',
      entity: 'contact_request',
      entityId: id,
      site: siteOfItem(before),
      before: handledState(before),
      after: { ...handledState(after), reply_subject: input.subject || null, reply: input.message },
    });
    return after;
  });
  return toAdminContactRequest(row, await staffNames(db));
}

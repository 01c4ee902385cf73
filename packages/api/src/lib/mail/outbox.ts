import { type Locale, LocaleId } from '@vag/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { type Db, placeholderRow, rowValues } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { type MailKind, type MailTemplates, renderMail } from './templates';

/** What a mail is about: the order's, enrolment's, request's or customer's history lists it. */
export interface MailAbout {
  type: 'order' | 'academy_subscription' | 'contact_request' | 'user';
  id: number;
}

export interface QueuedMail<K extends MailKind> {
  to: string;
  kind: K;
  locale: Locale;
  data: MailTemplates[K];
  about?: MailAbout;
}

/**
 * Queues a mail. Pass the transaction of the change that causes it: the mail is sent only if
 * that change commits, and it is not lost if the process stops before sending (DESIGN §6).
 */
export async function enqueueMail<K extends MailKind>(tx: Db, mail: QueuedMail<K>): Promise<void> {
  await mailInsert(tx, mail);
}

/**
 * `enqueueMail`'s insert, rendered but not run: to run it inside another statement of the same
 * transaction (a data-modifying `with`), one round trip fewer.
 */
export function mailInsert<K extends MailKind>(tx: Db, mail: QueuedMail<K>) {
  return tx.insert(mailOutbox).values(mailRow(mail));
}

/** A queued mail's outbox row, rendered: to write it inside another statement (`mailsAlongside`). */
export function mailRow<K extends MailKind>(mail: QueuedMail<K>) {
  const { subject, text, html } = renderMail(mail.kind, mail.locale, mail.data);
  return {
    kind: mail.kind,
    toAddress: mail.to,
    localeId: LocaleId[mail.locale],
    subject,
    textBody: text,
    htmlBody: html,
    refType: mail.about?.type ?? null,
    refId: mail.about?.id ?? null,
  };
}

export type MailRow = ReturnType<typeof mailRow>;

/** Outbox rows as data-modifying `with` statements of another statement of the transaction. */
export function mailsAlongside(tx: Db, rows: readonly MailRow[]) {
  return queuedMails(tx, rows);
}

/**
 * `mailsAlongside` in a `prebuilt` statement: the placeholders of outbox rows of these shapes,
 * each prefixed `${prefix}${index}.` (`mailValuesAlongside` gives their values).
 */
export function mailPlaceholdersAlongside(tx: Db, shapes: readonly string[], prefix: string) {
  return queuedMails(
    tx,
    shapes.map((shape, index) => placeholderRow(mailOutbox, shape, `${prefix}${index}.`)),
  );
}

function queuedMails(tx: Db, rows: readonly PgInsertValue<typeof mailOutbox>[]) {
  return rows.map((row, index) => tx.$with(`queued_mail_${index}`).as(tx.insert(mailOutbox).values(row)));
}

/** The values of `mailPlaceholdersAlongside`'s placeholders for these rows, and the rows' shapes (the statement's variant). */
export function mailValuesAlongside(rows: readonly MailRow[], prefix: string) {
  const written = rows.map((row, index) => rowValues(mailOutbox, `${prefix}${index}.`, row));
  return {
    shapes: written.map((row) => row.shape),
    values: Object.assign({}, ...written.map((row) => row.values)) as Record<string, unknown>,
  };
}

/** A mail of a history: what went out (or is still queued) about one order, enrolment or request. */
export interface MailOfHistory {
  id: number;
  kind: string;
  to: string;
  subject: string;
  status: 'pending' | 'sending' | 'sent' | 'failed';
  createdAt: Date;
  sentAt: Date | null;
}

/** The mails about `about`, oldest first: the back office's timeline of an order or enrolment. */
export async function mailsAbout(db: Db, about: MailAbout): Promise<MailOfHistory[]> {
  const rows = await db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      to: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.refType, about.type), eq(mailOutbox.refId, about.id)))
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));
  return rows.map((row) => ({ ...row, status: row.status as MailOfHistory['status'] }));
}

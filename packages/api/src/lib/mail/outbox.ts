import { type Locale, LocaleId } from '@vag/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
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
  const { subject, text, html } = renderMail(mail.kind, mail.locale, mail.data);
  return tx.insert(mailOutbox).values({
    kind: mail.kind,
    toAddress: mail.to,
    localeId: LocaleId[mail.locale],
    subject,
    textBody: text,
    htmlBody: html,
    refType: mail.about?.type ?? null,
    refId: mail.about?.id ?? null,
  });
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

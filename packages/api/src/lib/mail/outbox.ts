import { type Locale, LocaleId } from '@vag/domain';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { type MailKind, type MailTemplates, renderMail } from './templates';

export interface QueuedMail<K extends MailKind> {
  to: string;
  kind: K;
  locale: Locale;
  data: MailTemplates[K];
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
  });
}

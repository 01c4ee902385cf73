import type { AdminMailOfHistory } from '@vag/domain';
import type { Db } from '../../db/client';
import { type MailAbout, mailsAbout } from './outbox';

/** The mails about an order, enrolment or request as the back office's detail screens list them (adminMailOfHistorySchema). */
export async function mailHistory(db: Db, about: MailAbout): Promise<AdminMailOfHistory[]> {
  return (await mailsAbout(db, about)).map((mail) => ({
    id: mail.id,
    kind: mail.kind,
    to: mail.to,
    subject: mail.subject,
    status: mail.status,
    created_at: mail.createdAt.toISOString(),
    sent_at: mail.sentAt?.toISOString() ?? null,
  }));
}

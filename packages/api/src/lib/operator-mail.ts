import { type HostId, siteKeyOf } from '@vag/domain';
import type { Db } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { ApiOptions } from './context';
import { type MailRow, mailRow } from './mail';
import type { OperatorEvent, OperatorNotification } from './mail/operator-templates';

export type { OperatorEvent };

/** Who hears of each kind of event, per site (OPERATOR_MAIL_*); nobody when a list is empty or missing. */
export type OperatorRecipients = Partial<Record<'shop' | 'academy', Partial<Record<OperatorEvent, string[]>>>>;

/**
 * The operators' notice of an event on a site as an outbox row, or null when nobody is configured
 * for it: to write in the event's own transaction (a rolled-back purchase sends nothing). One mail
 * to all the recipients of the site and kind.
 */
export function operatorMailRow(
  options: Pick<ApiOptions, 'operatorMail'>,
  hostId: HostId,
  notice: Omit<OperatorNotification, 'site'>,
): MailRow | null {
  const site = siteKeyOf(hostId);
  const to = options.operatorMail?.[site]?.[notice.event] ?? [];
  if (to.length === 0) return null;
  return mailRow({ to: to.join(', '), kind: 'operator_notification', locale: 'hu', data: { ...notice, site } });
}

/** Queues the operators' notice of an event (`operatorMailRow`) in the event's transaction. */
export async function queueOperatorMail(
  tx: Db,
  options: Pick<ApiOptions, 'operatorMail'>,
  hostId: HostId,
  notice: Omit<OperatorNotification, 'site'>,
): Promise<void> {
  const row = operatorMailRow(options, hostId, notice);
  if (row) await tx.insert(mailOutbox).values(row);
}

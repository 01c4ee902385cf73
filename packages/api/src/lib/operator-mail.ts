import { type HostId, siteKeyOf } from '@vag/domain';
import type { Db } from '../db/client';
import type { ApiOptions } from './context';
import { mailInsert } from './mail';
import type { OperatorEvent, OperatorNotification } from './mail/operator-templates';

export type { OperatorEvent };

/** Who hears of each kind of event, per site (OPERATOR_MAIL_*); nobody when a list is empty or missing. */
export type OperatorRecipients = Partial<Record<'shop' | 'academy', Partial<Record<OperatorEvent, string[]>>>>;

/**
 * The operators' notice of an event on a site, or null when nobody is configured for it: an
 * insert into the outbox, to run in the event's own transaction (a rolled-back purchase sends
 * nothing). One mail to all the recipients of the site and kind.
 */
export function operatorMailInsert(
  tx: Db,
  options: Pick<ApiOptions, 'operatorMail'>,
  hostId: HostId,
  notice: Omit<OperatorNotification, 'site'>,
) {
  const site = siteKeyOf(hostId);
  const to = options.operatorMail?.[site]?.[notice.event] ?? [];
  if (to.length === 0) return null;
  return mailInsert(tx, {
    to: to.join(', '),
    kind: 'operator_notification',
    locale: 'hu',
    data: { ...notice, site },
  });
}

/** `operatorMailInsert`, run. */
export async function queueOperatorMail(
  tx: Db,
  options: Pick<ApiOptions, 'operatorMail'>,
  hostId: HostId,
  notice: Omit<OperatorNotification, 'site'>,
): Promise<void> {
  await operatorMailInsert(tx, options, hostId, notice);
}

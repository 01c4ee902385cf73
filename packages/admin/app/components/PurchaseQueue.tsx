import { type DashboardQueue, formatDateTime, formatHuf } from '@vag/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import type { T } from '../i18n';

/**
 * What waits (a transfer, a parcel to send): how many, and the oldest as a short list, each
 * linking to its detail when the member may open it.
 */
export function PurchaseQueue({
  kind,
  queue,
  linkOf,
  t,
}: {
  kind: 'transfers' | 'unshipped';
  queue: DashboardQueue;
  linkOf?: (id: number) => string;
  t: T;
}) {
  const headingId = useId();
  const [title, empty] =
    kind === 'transfers'
      ? [t('dashTransfers'), t('dashTransfersEmpty')]
      : [t('dashUnshipped'), t('dashUnshippedEmpty')];
  return (
    <section className="card-panel" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {title} <span className={queue.count > 0 ? 'count-badge' : 'count-badge zero'}>{queue.count}</span>
      </h3>
      {queue.count === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ol className="queue">
          {queue.oldest.map((row) => (
            <li key={row.id}>
              <span className="queue-main">
                {linkOf ? <Link to={linkOf(row.id)}>{row.number}</Link> : row.number}
                <span className="queue-name">{row.name}</span>
              </span>
              <span className="queue-side">
                <span className="number">{formatHuf(row.total)}</span>
                <span className="muted">
                  {row.payment_deadline
                    ? t('dashDeadline', { date: formatDateTime(row.payment_deadline) })
                    : t('dashPlaced', { date: formatDateTime(row.created_at) })}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
      {queue.count > queue.oldest.length && (
        <p className="hint">{t('dashOldestOf', { shown: queue.oldest.length, count: queue.count })}</p>
      )}
    </section>
  );
}

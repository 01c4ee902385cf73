import { type AdminRecordedPayment, formatHuf } from '@vag/domain';
import type { T } from '../i18n';

/** What staff recorded of a purchase's money: transfers (a different amount flagged), cash, refunds. */
export function RecordedPayments({ entries, t }: { entries: AdminRecordedPayment[]; t: T }) {
  return (
    <table className="lines">
      <caption className="visually-hidden">{t('orderRecordedPayments')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('orderBookedOn')}</th>
          <th scope="col">{t('orderRecordedKind')}</th>
          <th scope="col">{t('orderRecordedBy')}</th>
          <th scope="col" className="number">
            {t('orderSum')}
          </th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={entry.id}>
            <td className="keep-words">{entry.booked_on.replaceAll('-', '.')}.</td>
            <td>
              {t(`orderRecorded_${entry.kind}`)} ({t(`orderChannel_${entry.channel}`)})
              {entry.reference && <code> {entry.reference}</code>}
              {entry.reason && <span className="muted"> · {entry.reason}</span>}
              {entry.differs && (
                <span className="badge warning">
                  {' '}
                  {t('orderDiffers', { expected: formatHuf(entry.expected_amount) })}
                </span>
              )}
            </td>
            <td>{entry.staff_name ?? '—'}</td>
            <td className="number keep-words">
              {entry.kind === 'refund' ? '−' : ''}
              {formatHuf(entry.amount)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

import { formatDateTime, formatHuf } from '@vag/domain';
import type { AdminPaymentAttempt } from '../api-client/orders';
import type { T } from '../i18n';

/** A purchase's card payment attempts with the provider's answer (support reads them to help a buyer). */
export function PaymentAttempts({ payments, none, t }: { payments: AdminPaymentAttempt[]; none: string; t: T }) {
  if (payments.length === 0) return <p className="muted">{none}</p>;
  return (
    <table className="lines">
      <caption className="visually-hidden">{t('orderPayments')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('orderPlaced')}</th>
          <th scope="col">{t('orderProvider')}</th>
          <th scope="col">{t('orderPaymentStatus')}</th>
          <th scope="col" className="number">
            {t('orderSum')}
          </th>
        </tr>
      </thead>
      <tbody>
        {payments.map((payment) => (
          <tr key={payment.id}>
            <td>{formatDateTime(payment.created_at)}</td>
            <td>
              {payment.provider}
              {payment.provider_payment_id && <code> {payment.provider_payment_id}</code>}
            </td>
            <td>
              {payment.paymentStatus.name}
              {payment.provider_status && <span className="muted"> ({payment.provider_status})</span>}
            </td>
            <td className="number">{formatHuf(payment.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

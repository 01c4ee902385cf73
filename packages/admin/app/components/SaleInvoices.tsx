import { type AdminSaleInvoice, formatDateTime } from '@vag/domain';
import type { T } from '../i18n';

/**
 * An order's or enrolment's invoices (decision 0018): a failed one shows the provider's answer for
 * staff to act on; an issued one downloads through the back office's own route (`downloadOf`),
 * which passes the API's PDF on with the member's session.
 */
export function SaleInvoices({
  invoices,
  downloadOf,
  t,
}: {
  invoices: AdminSaleInvoice[];
  downloadOf: (invoiceId: number) => string;
  t: T;
}) {
  if (invoices.length === 0) return <p className="muted">{t('invoicesNone')}</p>;
  return (
    <table className="lines">
      <caption className="visually-hidden">{t('invoicesTitle')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('invoiceKind')}</th>
          <th scope="col">{t('invoiceNumber')}</th>
          <th scope="col">{t('invoiceStatus')}</th>
          <th scope="col">{t('invoiceIssuedAt')}</th>
          <th scope="col">
            <span className="visually-hidden">{t('invoiceDownload')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => (
          <tr key={invoice.id}>
            <td>{t(`invoiceKind_${invoice.kind}`)}</td>
            <td>{invoice.number ? <code>{invoice.number}</code> : '—'}</td>
            <td>
              <span className={invoice.status === 'failed' ? 'badge warning' : undefined}>
                {t(`invoiceStatus_${invoice.status}`)}
              </span>
              {invoice.status === 'failed' && invoice.last_error && (
                <span className="muted"> · {invoice.last_error}</span>
              )}
            </td>
            <td className="keep-words">{invoice.issued_at ? formatDateTime(invoice.issued_at) : '—'}</td>
            <td>
              {invoice.url && (
                <a href={downloadOf(invoice.id)} download>
                  {t('invoiceDownload')}
                  <span className="visually-hidden"> ({invoice.number})</span>
                </a>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

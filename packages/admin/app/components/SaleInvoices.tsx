import { type AdminSaleInvoice, formatDateTime } from '@vag/domain';
import { data, Form, useNavigation } from 'react-router';
import type { T } from '../i18n';

/** The retry form's intent, which tells it from the other forms of the order's or enrolment's screen. */
export const INVOICE_RETRY_INTENT = 'invoice_retry';

/**
 * The invoice a posted retry form names (its fields taken out of the form, which goes on to the
 * API with its CSRF token); undefined for another form of the screen, 400 for a retry naming none.
 */
export function invoiceToRetry(form: FormData): number | undefined {
  if (form.get('intent') !== INVOICE_RETRY_INTENT) return undefined;
  const invoiceId = Number(form.get('invoice_id'));
  if (!Number.isInteger(invoiceId) || invoiceId <= 0) throw data(null, { status: 400 });
  form.delete('invoice_id');
  return invoiceId;
}

/**
 * An order's or enrolment's invoices (decision 0018): a failed one shows the provider's answer for
 * staff to act on and, for a member who manages the sale (`csrf` given), a form that sends it again
 * once its cause is fixed; an issued one downloads through the back office's own route
 * (`downloadOf`), which passes the API's PDF on with the member's session.
 */
export function SaleInvoices({
  invoices,
  downloadOf,
  csrf,
  t,
}: {
  invoices: AdminSaleInvoice[];
  downloadOf: (invoiceId: number) => string;
  /** The CSRF token of the retry forms; without it (a member who may only read) there are none. */
  csrf?: string;
  t: T;
}) {
  const busy = useNavigation().state === 'submitting';
  if (invoices.length === 0) return <p className="muted">{t('invoicesNone')}</p>;
  const retryable = csrf !== undefined && invoices.some((invoice) => invoice.status === 'failed');
  return (
    <>
      <table className="lines">
        <caption className="visually-hidden">{t('invoicesTitle')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('invoiceKind')}</th>
            <th scope="col">{t('invoiceNumber')}</th>
            <th scope="col">{t('invoiceStatus')}</th>
            <th scope="col">{t('invoiceIssuedAt')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('invoiceActions')}</span>
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
                {csrf !== undefined && invoice.status === 'failed' && (
                  <Form method="post" className="inline-form">
                    <input type="hidden" name="_token" value={csrf} />
                    <input type="hidden" name="intent" value={INVOICE_RETRY_INTENT} />
                    <input type="hidden" name="invoice_id" value={invoice.id} />
                    <button type="submit" className="button small" disabled={busy}>
                      {t('invoiceRetry')}
                      <span className="visually-hidden"> ({t(`invoiceKind_${invoice.kind}`)})</span>
                    </button>
                  </Form>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {retryable && <p className="muted">{t('invoiceRetryHint')}</p>}
    </>
  );
}

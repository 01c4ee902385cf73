import { formatDateTime, type SaleInvoice } from '@vag/domain';
import { useT } from '../../../lib/use-site';

/**
 * A paid order's or enrolment's invoices (decision 0018). The download is a plain link to the
 * API on the same origin, so it works without JavaScript: the session cookie authorizes it. A
 * failed one reads as being issued too: staff fix it, the buyer has nothing to do.
 */
export function PurchaseInvoices({ invoices }: { invoices: SaleInvoice[] }) {
  const t = useT();
  if (invoices.length === 0) return null;
  return (
    <section className="account-panel" aria-labelledby="invoices-title">
      <h2 id="invoices-title" className="account-panel__title">
        {t('account.invoices.title')}
      </h2>
      <div className="table-scroll">
        <table className="account-table">
          <thead>
            <tr>
              <th scope="col">{t('account.invoices.type')}</th>
              <th scope="col">{t('account.invoices.number')}</th>
              <th scope="col">{t('account.invoices.date')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('account.invoices.download')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.map((invoice) => {
              const kind = t(`account.invoices.kind.${invoice.kind}`);
              return (
                <tr key={invoice.id}>
                  <td>{kind}</td>
                  <td>{invoice.number ?? '–'}</td>
                  <td>{invoice.issued_at ? formatDateTime(invoice.issued_at) : '–'}</td>
                  <td>
                    {invoice.url ? (
                      <a href={invoice.url} download>
                        {t('account.invoices.download')}
                        <span className="visually-hidden">
                          {' '}
                          ({kind} {invoice.number})
                        </span>
                      </a>
                    ) : (
                      <span className="muted">{t('account.invoices.pending')}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}

import { formatDateTime, formatHuf, type ListMeta, localizePath } from '@vag/domain';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/use-site';
import { AccountPager } from './AccountPager';
import { PaymentStatusBadge } from './PaymentStatusBadge';

export interface PurchaseRow {
  id: number;
  number: string;
  created_at: string;
  total: number;
  paymentStatus: { id: number; name: string };
}

/** The order (shop) or enrolment (academy) history: newest first, as the API sorts it. */
export function PurchaseList({ rows, meta }: { rows: PurchaseRow[]; meta: ListMeta }) {
  const t = useT();
  const locale = useLocale();
  if (rows.length === 0) {
    return (
      <div className="account-empty">
        <p>{t('account.orders.empty')}</p>
        <Link to={localizePath('/', locale)} className="button button--primary">
          {t('account.orders.browse')}
        </Link>
      </div>
    );
  }
  return (
    <section className="account-panel">
      <div className="table-scroll">
        <table className="account-table purchase-table">
          <thead>
            <tr>
              <th scope="col">{t('account.orders.number')}</th>
              <th scope="col">{t('account.orders.date')}</th>
              <th scope="col">{t('account.orders.paymentStatus')}</th>
              <th scope="col" className="account-table__amount">
                {t('account.orders.total')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="purchase-table__number">
                  <Link to={localizePath(`/account/order-history/${row.id}`, locale)}>{row.number}</Link>
                </td>
                <td className="account-table__date">{formatDateTime(row.created_at)}</td>
                <td className="purchase-table__status">
                  <PaymentStatusBadge status={row.paymentStatus} />
                </td>
                <td className="account-table__amount">{formatHuf(row.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AccountPager meta={meta} />
    </section>
  );
}

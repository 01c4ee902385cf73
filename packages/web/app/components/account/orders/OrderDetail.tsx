import { formatHuf, localizePath, type OrderDetail as OrderWithInvoices } from '@vag/domain';
import { Link } from 'react-router';
import { useLocale, useT } from '../../../lib/use-site';
import { BankTransferDetails } from '../../BankTransferDetails';
import { deliveryLine } from './address-lines';
import { PurchaseFacts } from './PurchaseFacts';
import { PurchaseInvoices } from './PurchaseInvoices';
import { PurchaseTotals } from './PurchaseTotals';
import { ReorderForm } from './ReorderForm';
import { RepayForm } from './RepayForm';

/** One shop order as it was placed: the snapshot lines and totals, addresses, payment and invoices. */
export function OrderDetail({ order }: { order: OrderWithInvoices }) {
  const t = useT();
  const locale = useLocale();
  const delivery = order.historic_parcel_shop ?? deliveryLine(order, t);
  return (
    <>
      <div className="account-page__heading">
        <h1 className="account-page__title">
          {t('account.orders.orderTitle')} {order.order_number}
        </h1>
        <Link to={localizePath('/account/order-history', locale)} className="button button--secondary">
          {t('account.orders.back')}
        </Link>
      </div>
      {order.can_repay && (
        <section className="account-panel purchase-alert" aria-label={t('account.orders.repay')}>
          <RepayForm />
        </section>
      )}
      {order.bank_transfer && (
        <BankTransferDetails transfer={order.bank_transfer} titleClassName="account-panel__title" />
      )}
      <section className="account-panel" aria-labelledby="order-items-title">
        <h2 id="order-items-title" className="account-panel__title">
          {t('account.orders.items')}
        </h2>
        <div className="table-scroll">
          <table className="account-table purchase-items">
            <thead>
              <tr>
                <th scope="col">{t('account.orders.product')}</th>
                <th scope="col" className="account-table__amount">
                  {t('account.orders.unitPrice')}
                </th>
                <th scope="col" className="account-table__amount">
                  {t('account.orders.count')}
                </th>
                <th scope="col" className="account-table__amount">
                  {t('account.orders.lineTotal')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.orderItems.map((item) => (
                <tr key={item.id}>
                  <td className="purchase-items__name">
                    {item.item_name_historic}
                    {item.is_gift && <span className="purchase-items__gift"> ({t('account.orders.gift')})</span>}
                  </td>
                  <td className="account-table__amount purchase-items__price">
                    {item.item_price_original_historic > item.item_price_historic && (
                      <s className="muted">{formatHuf(item.item_price_original_historic)}</s>
                    )}{' '}
                    {formatHuf(item.item_price_historic)}
                  </td>
                  <td className="account-table__amount purchase-items__count">
                    {item.count} {t('account.orders.pieces')}
                  </td>
                  <td className="account-table__amount purchase-items__sum">
                    {formatHuf(item.item_sum_price_historic)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <PurchaseTotals purchase={order} />
      </section>
      <section className="account-panel" aria-labelledby="order-data-title">
        <h2 id="order-data-title" className="account-panel__title">
          {t('account.orders.details')}
        </h2>
        <PurchaseFacts purchase={order}>
          <div>
            <dt>{t('account.orders.deliveryMethod')}</dt>
            <dd>{order.deliveryMethod.name}</dd>
          </div>
          {delivery && (
            <div>
              <dt>{t('account.orders.deliveryAddress')}</dt>
              <dd>{delivery}</dd>
            </div>
          )}
          {order.comment && (
            <div>
              <dt>{t('account.orders.comment')}</dt>
              <dd>{order.comment}</dd>
            </div>
          )}
        </PurchaseFacts>
      </section>
      <PurchaseInvoices invoices={order.invoices} />
      <section className="account-panel" aria-labelledby="reorder-title">
        <h2 id="reorder-title" className="account-panel__title">
          {t('account.orders.reorder')}
        </h2>
        <ReorderForm />
      </section>
    </>
  );
}

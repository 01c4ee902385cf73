import { formatDateTime, formatHuf, type Order } from '@vag/domain';
import type { ReactNode } from 'react';
import { data, Link } from 'react-router';
import { ApiError } from '../api-client/client';
import { getOrder } from '../api-client/orders';
import { serverAdminApi } from '../api-client/server';
import { type T, translator } from '../i18n';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/order';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.order.order_number ?? ''} · ${translator(loaderData?.locale ?? 'hu')('ordersTitle')}` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 });
  try {
    const { data: order, payments } = await getOrder(serverAdminApi(request, context), id, locale);
    return { locale, order, payments };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 403 || error.status === 404)) {
      throw data(error.body, { status: error.status });
    }
    throw error;
  }
}

/** `1061 Budapest, Andrássy utca 12. 2/5` from the snapshot's parts. */
function postal(parts: (string | null)[], extra: (string | null)[]): string {
  const more = extra.filter(Boolean).join('/');
  return `${parts.filter(Boolean).join(' ')}${more ? ` ${more}` : ''}`;
}

function addresses(order: Order, t: T): [string, string][] {
  const billing = `${order.billing_address_name}${order.billing_company_name ? ` (${order.billing_company_name})` : ''}, ${postal(
    [
      order.billing_address_zipcode,
      `${order.billing_address_city},`,
      order.billing_address_street,
      order.billing_address_street_type,
      order.billing_address_number,
    ],
    [
      order.billing_address_building,
      order.billing_address_staircase,
      order.billing_address_floor,
      order.billing_address_door,
    ],
  )}`;
  const rows: [string, string][] = [[t('orderBilling'), billing]];
  if (order.billing_tax_number) rows.push([t('orderTaxNumber'), order.billing_tax_number]);
  if (order.historic_parcel_shop) rows.push([t('orderParcelPoint'), order.historic_parcel_shop]);
  else if (order.delivery_address_zipcode) {
    rows.push([
      t('orderShipping'),
      postal(
        [
          order.delivery_address_zipcode,
          `${order.delivery_address_city},`,
          order.delivery_address_street,
          order.delivery_address_street_type,
          order.delivery_address_number,
        ],
        [
          order.delivery_address_building,
          order.delivery_address_staircase,
          order.delivery_address_floor,
          order.delivery_address_door,
        ],
      ),
    ]);
  }
  return rows;
}

/** Subtotal, fees, discounts, VAT and the total (last): label and amount pairs of the snapshot. */
function totalRows(order: Order, t: T): [string, string][] {
  return [
    [t('orderSubtotal'), formatHuf(order.historic_sub_total_gross)],
    [t('orderShippingFee'), formatHuf(order.historic_shipping_price_final)],
    [t('orderPaymentFee'), formatHuf(order.historic_payment_price_gross)],
    ...order.historic_subtractions.map((subtraction): [string, string] => [
      subtraction.name,
      `−${formatHuf(subtraction.amount)}`,
    ]),
    [t('orderVat'), formatHuf(order.historic_total_vat)],
    [t('orderTotal'), formatHuf(order.historic_total_gross)],
  ];
}

/** The buyer, how the order is paid and delivered, and where: label and value pairs. */
function buyerFacts(order: Order, t: T): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    [t('orderName'), `${order.last_name} ${order.first_name}`],
    [
      t('email'),
      <a key="email" href={`mailto:${order.email}`}>
        {order.email}
      </a>,
    ],
    [
      t('orderPhone'),
      <a key="phone" href={`tel:${order.phone_number.replace(/\s+/g, '')}`}>
        {order.phone_number}
      </a>,
    ],
    [t('orderPaymentMethod'), order.paymentMethod.name],
    [t('orderDelivery'), order.deliveryMethod.name],
    ...addresses(order, t),
  ];
  if (order.comment) rows.push([t('orderComment'), order.comment]);
  return rows;
}

export default function OrderDetail({ loaderData }: Route.ComponentProps) {
  const { locale, order, payments } = loaderData;
  const t = translator(locale);
  return (
    <div className="page">
      <p>
        <Link to="/orders">← {t('ordersBack')}</Link>
      </p>
      <div className="page-head">
        <h1>
          {t('orderTitle')} {order.order_number}
        </h1>
        <p className="muted">
          {formatDateTime(order.created_at)} · {order.paymentStatus.name}
        </p>
      </div>
      <div className="detail-grid">
        <section className="panel" aria-labelledby="order-buyer">
          <h2 id="order-buyer">{t('orderBuyer')}</h2>
          <dl className="facts order-facts">
            {buyerFacts(order, t).map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
        <section className="panel" aria-labelledby="order-items">
          <h2 id="order-items">{t('orderItems')}</h2>
          <table className="lines">
            <caption className="visually-hidden">{t('orderItems')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('orderItem')}</th>
                <th scope="col" className="number">
                  {t('orderCount')}
                </th>
                <th scope="col" className="number">
                  {t('orderSum')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.orderItems.map((item) => (
                <tr key={item.id}>
                  <td>
                    {item.item_name_historic}
                    {item.is_gift && <span className="badge"> {t('orderGift')}</span>}
                  </td>
                  <td className="number">{item.count}</td>
                  <td className="number">{formatHuf(item.item_sum_price_historic)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              {totalRows(order, t).map(([label, amount], index, rows) => (
                <tr key={label} className={index === rows.length - 1 ? 'total' : undefined}>
                  <th scope="row" colSpan={2}>
                    {label}
                  </th>
                  <td className="number">{amount}</td>
                </tr>
              ))}
            </tfoot>
          </table>
        </section>
      </div>
      <section className="panel" aria-labelledby="order-payments">
        <h2 id="order-payments">{t('orderPayments')}</h2>
        {payments.length === 0 ? (
          <p className="muted">{t('orderNoPayments')}</p>
        ) : (
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
        )}
      </section>
    </div>
  );
}

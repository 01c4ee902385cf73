import { type AdminOrderDetail, formatDateTime, formatHuf, type Order, type OrderEvent } from '@vag/domain';
import type { ReactNode } from 'react';
import { data, Link, useRouteLoaderData } from 'react-router';
import { getOrder, retryOrderInvoice, sendOrderEvent } from '../api-client/orders';
import { serverAdminApi } from '../api-client/server';
import { actionAnswer, csrfOf, serverSubmit } from '../api-client/submit.server';
import { ErrorSummary } from '../components/ErrorSummary';
import { Facts } from '../components/Facts';
import { LifecycleSteps } from '../components/LifecycleSteps';
import { MailHistory } from '../components/MailHistory';
import { PaymentAttempts } from '../components/PaymentAttempts';
import { RecordedPayments } from '../components/RecordedPayments';
import { INVOICE_RETRY_INTENT, invoiceToRetry, SaleInvoices } from '../components/SaleInvoices';
import { Timeline } from '../components/Timeline';
import { type T, translator } from '../i18n';
import { idParamOf, loadOrRefuse } from '../lib/loading.server';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/order';
import type { loader as shellLoader } from './shell';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.detail.data.order_number ?? ''} · ${translator(loaderData?.locale ?? 'hu')('ordersTitle')}` },
];

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const id = idParamOf(params);
  const detail = await loadOrRefuse(getOrder(serverAdminApi(request, context), id, locale));
  return { locale, detail, csrf: csrfOf(request) };
}

/**
 * A step of the order's life, or a failed invoice sent again: the API decides and refuses in the
 * member's language; the page reloads the order.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOf(request);
  const form = await request.formData();
  const submit = serverSubmit(request, context);
  const invoiceId = invoiceToRetry(form);
  if (invoiceId !== undefined) {
    const retried = await retryOrderInvoice(submit, { id: Number(params.id), invoiceId }, form, locale);
    return actionAnswer(retried, { event: INVOICE_RETRY_INTENT });
  }
  const answer = await sendOrderEvent(submit, Number(params.id), form, locale);
  return data(
    { ok: answer.ok, event: String(form.get('event')), message: answer.body.message, errors: answer.body.errors },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
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

/** Where the goods are: status, parcel and its tracking, handover, cancellation and refunds. */
function fulfilmentFacts(detail: AdminOrderDetail, t: T): [string, ReactNode][] {
  const { fulfilment } = detail;
  const rows: [string, ReactNode][] = [[t('orderFulfilment'), fulfilment.status.name]];
  if (fulfilment.parcel_number) {
    rows.push([
      t('orderParcelNumber'),
      <span key="parcel">
        {fulfilment.parcel_number}
        {fulfilment.tracking_url && (
          <>
            {' · '}
            <a href={fulfilment.tracking_url} target="_blank" rel="noreferrer noopener">
              {t('orderTrack')}
            </a>
          </>
        )}
      </span>,
    ]);
  }
  if (fulfilment.shipped_at) rows.push([t('orderShippedAt'), formatDateTime(fulfilment.shipped_at)]);
  if (fulfilment.handed_over_at) rows.push([t('orderHandedOverAt'), formatDateTime(fulfilment.handed_over_at)]);
  if (fulfilment.withdrawal_until && ['delivered', 'picked_up'].includes(fulfilment.status.id)) {
    rows.push([t('orderWithdrawalUntil'), formatDateTime(fulfilment.withdrawal_until)]);
  }
  if (fulfilment.cancelled_at) rows.push([t('orderCancelledAt'), formatDateTime(fulfilment.cancelled_at)]);
  if (fulfilment.cancel_reason) rows.push([t('orderCancelReason'), fulfilment.cancel_reason]);
  if (fulfilment.refunded_amount > 0) rows.push([t('orderRefunded'), formatHuf(fulfilment.refunded_amount)]);
  return rows;
}

export default function OrderDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, detail, csrf } = loaderData;
  const { data: order, payments } = detail;
  const me = useRouteLoaderData<typeof shellLoader>('routes/shell')?.me;
  const canManage = me?.permissions.includes('orders.manage') ?? false;
  const t = translator(locale);
  const failed = actionData && !actionData.ok ? { event: actionData.event, errors: actionData.errors } : undefined;
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
          {formatDateTime(order.created_at)} · {order.paymentStatus.name} · {detail.fulfilment.status.name}
        </p>
      </div>
      {actionData && !actionData.ok && (
        <ErrorSummary title={t('errorSummary')} message={actionData.message} fields={actionData.errors} />
      )}
      {actionData?.ok && (
        <p className="notice" role="status">
          {actionData.event === INVOICE_RETRY_INTENT
            ? t('invoiceRetried')
            : t('orderStepDone', { step: t(`orderEvent_${actionData.event as OrderEvent}`) })}
        </p>
      )}
      <div className="detail-grid">
        <section className="panel" aria-labelledby="order-state">
          <h2 id="order-state">{t('orderFulfilment')}</h2>
          <Facts className="order-facts" rows={fulfilmentFacts(detail, t)} />
        </section>
        <section className="panel" aria-labelledby="order-actions">
          <h2 id="order-actions">{t('orderActions')}</h2>
          {canManage ? (
            <LifecycleSteps
              events={detail.events}
              total={order.historic_total_gross}
              refunded={detail.fulfilment.refunded_amount}
              csrf={csrf}
              failed={failed}
              none={t('orderNoActions')}
              t={t}
            />
          ) : (
            <p className="muted">{t('orderReadOnly')}</p>
          )}
        </section>
      </div>
      <div className="detail-grid">
        <section className="panel" aria-labelledby="order-buyer">
          <h2 id="order-buyer">{t('orderBuyer')}</h2>
          <Facts className="order-facts" rows={buyerFacts(order, t)} />
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
        <PaymentAttempts payments={payments} none={t('orderNoPayments')} t={t} />
        {detail.recorded_payments.length > 0 && (
          <>
            <h3>{t('orderRecordedPayments')}</h3>
            <RecordedPayments entries={detail.recorded_payments} t={t} />
          </>
        )}
      </section>
      <section className="panel" aria-labelledby="order-invoices">
        <h2 id="order-invoices">{t('invoicesTitle')}</h2>
        <SaleInvoices
          invoices={detail.invoices}
          downloadOf={(invoiceId) => `/orders/${order.id}/invoices/${invoiceId}`}
          csrf={canManage ? csrf : undefined}
          t={t}
        />
      </section>
      <div className="detail-grid">
        <section className="panel" aria-labelledby="order-mails">
          <h2 id="order-mails">{t('orderMails')}</h2>
          <MailHistory mails={detail.mails} caption={t('orderMails')} none={t('orderNoMails')} t={t} />
        </section>
        <section className="panel" aria-labelledby="order-timeline">
          <h2 id="order-timeline">{t('orderTimeline')}</h2>
          <Timeline entries={detail.timeline} />
        </section>
      </div>
    </div>
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import {
  type AdminOrderRow,
  adminOrderQuerySchema,
  DeliveryMethodId,
  formatDateTime,
  formatHuf,
  ORDER_STATUSES,
  PaymentMethodId,
  PaymentStatusId,
} from '@vag/domain';
import { data, Form, Link } from 'react-router';
import { ApiError } from '../api-client/client';
import { listOrders } from '../api-client/orders';
import { serverAdminApi } from '../api-client/server';
import { DataTable } from '../components/DataTable';
import { DateRangeFields } from '../components/DateRangeFields';
import { Pager } from '../components/Pager';
import { type T, translator } from '../i18n';
import { listQueryOf } from '../lib/list-query';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/orders';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('ordersTitle') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const query = listQueryOf(request, adminOrderQuerySchema);
  try {
    const page = await listOrders(serverAdminApi(request, context), query, locale);
    return { locale, query, ...page };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(error.body, { status: 403 });
    throw error;
  }
}

function columns(t: T): ColumnDef<AdminOrderRow, unknown>[] {
  return [
    {
      id: 'number',
      header: t('orderNumber'),
      meta: t('orderNumber'),
      accessorFn: (order) => order.order_number,
      cell: ({ row }) => <Link to={`/orders/${row.original.id}`}>{row.original.order_number}</Link>,
    },
    {
      id: 'placed',
      header: t('orderPlaced'),
      meta: t('orderPlaced'),
      accessorFn: (order) => order.created_at,
      cell: ({ row }) => (
        <time className="keep-words" dateTime={row.original.created_at}>
          {formatDateTime(row.original.created_at)}
        </time>
      ),
    },
    {
      id: 'buyer',
      header: t('orderBuyer'),
      meta: t('orderBuyer'),
      accessorFn: (order) => order.name,
      cell: ({ row }) => (
        <span className="keep-words">
          {row.original.name}
          <br />
          <span className="muted">{row.original.email}</span>
        </span>
      ),
    },
    {
      id: 'total',
      header: t('orderTotal'),
      meta: t('orderTotal'),
      accessorFn: (order) => order.total,
      cell: ({ row }) => <span className="number keep-words">{formatHuf(row.original.total)}</span>,
    },
    {
      id: 'payment',
      header: t('orderPaymentStatus'),
      meta: t('orderPaymentStatus'),
      accessorFn: (order) => order.paymentStatus.name,
    },
    {
      id: 'fulfilment',
      header: t('orderFulfilment'),
      meta: t('orderFulfilment'),
      accessorFn: (order) => order.fulfilmentStatus.name,
    },
    {
      id: 'method',
      header: t('orderPaymentMethod'),
      meta: t('orderPaymentMethod'),
      accessorFn: (order) => order.paymentMethod.name,
      cell: ({ getValue }) => <span className="keep-words">{String(getValue())}</span>,
    },
    {
      id: 'delivery',
      header: t('orderDelivery'),
      meta: t('orderDelivery'),
      accessorFn: (order) => order.deliveryMethod.name,
      cell: ({ getValue }) => <span className="keep-words">{String(getValue())}</span>,
    },
  ];
}

const STATUSES = Object.values(PaymentStatusId);
const PAYMENT_METHODS = Object.values(PaymentMethodId);
// No delivery is the academy's: shop orders are delivered or picked up.
const DELIVERY_METHODS = Object.values(DeliveryMethodId).filter((id) => id !== DeliveryMethodId.noDelivery);

/** A filter's choice list: any, then each value with its name. */
function Choice({
  name,
  label,
  any,
  value,
  options,
}: {
  name: string;
  label: string;
  any: string;
  value: string | number | undefined;
  options: { value: string | number; label: string }[];
}) {
  return (
    <div className="field inline">
      <label htmlFor={name}>{label}</label>
      <select id={name} name={name} defaultValue={value ?? ''}>
        <option value="">{any}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The list's filters without its page: the export takes every matching order. */
function exportQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key !== 'page' && key !== 'per_page' && value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { locale, query, data: orders, meta: pageMeta } = loaderData;
  const t = translator(locale);
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('ordersTitle')}</h1>
        <p className="muted">{t('ordersIntro')}</p>
      </div>
      <Form method="get" className="filters" role="search" aria-label={t('ordersSearch')}>
        <div className="field inline">
          <label htmlFor="q">{t('ordersSearch')}</label>
          <input id="q" name="q" type="search" defaultValue={query.q ?? ''} />
        </div>
        <Choice
          name="payment_status_id"
          label={t('orderPaymentStatus')}
          any={t('ordersAnyStatus')}
          value={query.payment_status_id}
          options={STATUSES.map((id) => ({ value: id, label: t(`paymentStatus_${id}`) }))}
        />
        <Choice
          name="fulfilment_status"
          label={t('orderFulfilment')}
          any={t('ordersAnyFulfilment')}
          value={query.fulfilment_status}
          options={ORDER_STATUSES.map((id) => ({ value: id, label: t(`fulfilment_${id}`) }))}
        />
        <Choice
          name="payment_method_id"
          label={t('orderPaymentMethod')}
          any={t('ordersAnyMethod')}
          value={query.payment_method_id}
          options={PAYMENT_METHODS.map((id) => ({ value: id, label: t(`paymentMethod_${id}`) }))}
        />
        <Choice
          name="delivery_method_id"
          label={t('orderDelivery')}
          any={t('ordersAnyMethod')}
          value={query.delivery_method_id}
          options={DELIVERY_METHODS.map((id) => ({ value: id, label: t(`deliveryMethod_${id}`) }))}
        />
        <DateRangeFields from={query.from} to={query.to} t={t} />
        <button type="submit" className="button small">
          {t('apply')}
        </button>
      </Form>
      <p className="list-tools">
        <a className="button small" href={`/orders/export.csv${exportQuery(query)}`} download>
          {t('ordersExport')}
        </a>{' '}
        <span className="muted">{t('ordersExportHint')}</span>
      </p>
      <DataTable caption={t('ordersTitle')} columns={columns(t)} rows={orders} empty={t('ordersEmpty')} t={t} />
      <Pager meta={pageMeta} t={t} />
    </div>
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import { type AdminOrderRow, adminOrderQuerySchema, formatDateTime, formatHuf, PaymentStatusId } from '@vag/domain';
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
        <div className="field inline">
          <label htmlFor="payment_status_id">{t('orderPaymentStatus')}</label>
          <select id="payment_status_id" name="payment_status_id" defaultValue={query.payment_status_id ?? ''}>
            <option value="">{t('ordersAnyStatus')}</option>
            {STATUSES.map((id) => (
              <option key={id} value={id}>
                {t(`paymentStatus_${id}`)}
              </option>
            ))}
          </select>
        </div>
        <DateRangeFields from={query.from} to={query.to} t={t} />
        <button type="submit" className="button small">
          {t('apply')}
        </button>
      </Form>
      <DataTable caption={t('ordersTitle')} columns={columns(t)} rows={orders} empty={t('ordersEmpty')} t={t} />
      <Pager meta={pageMeta} t={t} />
    </div>
  );
}

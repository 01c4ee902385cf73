import type { ColumnDef } from '@tanstack/react-table';
import { type AdminCoupon, adminCouponQuerySchema, formatHuf } from '@vag/domain';
import { Form, Link, useRouteLoaderData } from 'react-router';
import { listCoupons } from '../api-client/coupons';
import { serverAdminApi } from '../api-client/server';
import { DataTable } from '../components/DataTable';
import { Pager } from '../components/Pager';
import { SiteField } from '../components/SiteField';
import { type T, translator } from '../i18n';
import { listQueryOf } from '../lib/list-query';
import { loadOrRefuse } from '../lib/loading.server';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/coupons';
import type { loader as shellLoader } from './shell';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('coupon_title') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const query = listQueryOf(request, adminCouponQuerySchema);
  const page = await loadOrRefuse(listCoupons(serverAdminApi(request, context), query, locale));
  return { locale, query, ...page };
}

/** "10%", "2 000 Ft" or "free delivery": what the coupon takes off. */
export function couponValueText(coupon: Pick<AdminCoupon, 'kind' | 'value'>, t: T): string {
  if (coupon.kind === 'percentage') return `${coupon.value}%`;
  if (coupon.kind === 'fixed') return formatHuf(coupon.value);
  return t('coupon_kind_free_delivery');
}

function siteText(site: AdminCoupon['site'], t: T) {
  return site === 'both' ? t('coupon_siteBoth') : site === 'shop' ? t('siteShop') : t('siteAcademy');
}

function columns(t: T): ColumnDef<AdminCoupon, unknown>[] {
  return [
    {
      id: 'code',
      header: t('coupon_code'),
      meta: t('coupon_code'),
      accessorFn: (row) => row.code,
      cell: ({ row }) => (
        <Link to={`/coupons/${row.original.id}`}>
          <code>{row.original.code}</code>
        </Link>
      ),
    },
    {
      id: 'value',
      header: t('coupon_value'),
      meta: t('coupon_value'),
      accessorFn: (row) => couponValueText(row, t),
      cell: ({ row }) => (
        <span>
          {couponValueText(row.original, t)}
          {row.original.min_subtotal > 0 && (
            <>
              <br />
              <span className="muted">≥ {formatHuf(row.original.min_subtotal)}</span>
            </>
          )}
        </span>
      ),
    },
    { id: 'site', header: t('coupon_site'), meta: t('coupon_site'), accessorFn: (row) => siteText(row.site, t) },
    {
      id: 'validity',
      header: t('coupon_validity'),
      meta: t('coupon_validity'),
      accessorFn: (row) =>
        row.valid_from || row.valid_until ? `${row.valid_from ?? ''} – ${row.valid_until ?? ''}` : t('coupon_always'),
    },
    {
      id: 'uses',
      header: t('coupon_uses'),
      meta: t('coupon_uses'),
      accessorFn: (row) =>
        t('coupon_usesOf', { used: row.used_count, limit: row.usage_limit ?? t('coupon_unlimited') }),
    },
    {
      id: 'state',
      header: t('coupon_state'),
      meta: t('coupon_state'),
      accessorFn: (row) => (row.usable ? t('coupon_usable') : t('coupon_notUsable')),
    },
  ];
}

export default function Coupons({ loaderData }: Route.ComponentProps) {
  const { locale, query, data: coupons, meta: pageMeta } = loaderData;
  const shell = useRouteLoaderData<typeof shellLoader>('routes/shell');
  const t = translator(locale);
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('coupon_title')}</h1>
        <p className="muted">{t('coupon_intro')}</p>
        <p>
          <Link className="button primary" to="/coupons/new">
            {t('coupon_new')}
          </Link>
        </p>
      </div>
      <Form method="get" className="filters" role="search" aria-label={t('coupon_search')}>
        <SiteField sites={shell?.me.sites ?? []} value={query.site} t={t} />
        <div className="field inline">
          <label htmlFor="state">{t('coupon_state')}</label>
          <select id="state" name="state" defaultValue={query.state ?? ''}>
            <option value="">{t('coupon_stateAny')}</option>
            <option value="active">{t('coupon_stateActive')}</option>
            <option value="inactive">{t('coupon_stateInactive')}</option>
          </select>
        </div>
        <div className="field inline">
          <label htmlFor="q">{t('coupon_search')}</label>
          <input id="q" name="q" type="search" defaultValue={query.q ?? ''} />
        </div>
        <button type="submit" className="button small">
          {t('apply')}
        </button>
      </Form>
      <DataTable caption={t('coupon_title')} columns={columns(t)} rows={coupons} empty={t('coupon_empty')} t={t} />
      <Pager meta={pageMeta} t={t} />
    </div>
  );
}

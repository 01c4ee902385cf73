import type { ColumnDef } from '@tanstack/react-table';
import { adminContentListQuerySchema } from '@vag/domain';
import { data, Form, Link } from 'react-router';
import { ApiError } from '../api-client/client';
import { type AdminSalonRow, listSalons } from '../api-client/salons';
import { serverAdminApi } from '../api-client/server';
import { DataTable } from '../components/DataTable';
import { Pager } from '../components/Pager';
import { SiteField, siteLabel } from '../components/SiteField';
import { type T, translator } from '../i18n';
import { listQueryOf } from '../lib/list-query';
import { localeOf } from '../lib/locale';
import { siteFilter } from '../lib/site-filter';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/salons';

/* The partner salons of the member's sites (issue 21): name, town, site, active; `q` finds a name or a town. */

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('salon_listTitle') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const me = await requireStaff(request, context, locale);
  const query = listQueryOf(request, adminContentListQuerySchema);
  const site = siteFilter(query.site, me);
  try {
    const page = await listSalons(serverAdminApi(request, context), { ...query, site }, locale);
    return { locale, sites: me.sites, query: { ...query, site }, salons: page.data, meta: page.meta };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(error.body, { status: 403 });
    throw error;
  }
}

function columns(t: T): ColumnDef<AdminSalonRow, unknown>[] {
  return [
    {
      id: 'name',
      header: t('salon_columnName'),
      meta: t('salon_columnName'),
      accessorFn: (salon) => salon.name,
      cell: ({ row }) => <Link to={`/salons/${row.original.id}`}>{row.original.name}</Link>,
    },
    { id: 'city', header: t('salon_columnCity'), meta: t('salon_columnCity'), accessorFn: (salon) => salon.city },
    {
      id: 'site',
      header: t('salon_columnSite'),
      meta: t('salon_columnSite'),
      accessorFn: (salon) => siteLabel(salon.site, t),
      cell: ({ getValue }) => <span className="keep-words">{String(getValue())}</span>,
    },
    {
      id: 'state',
      header: t('salon_columnState'),
      meta: t('salon_columnState'),
      accessorFn: (salon) => (salon.is_active ? 1 : 0),
      cell: ({ row }) => (
        <span className={row.original.is_active ? 'badge' : 'badge warning'}>
          {t(row.original.is_active ? 'salon_stateActive' : 'salon_stateInactive')}
        </span>
      ),
    },
  ];
}

export default function Salons({ loaderData }: Route.ComponentProps) {
  const { locale, sites, query, salons, meta: pageMeta } = loaderData;
  const t = translator(locale);
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('salon_listTitle')}</h1>
        <p className="muted">{t('salon_listIntro')}</p>
        <div className="button-row">
          <Link className="button primary" to="/salons/new">
            {t('salon_new')}
          </Link>
        </div>
      </div>
      <Form method="get" className="filters" role="search" aria-label={t('salon_listTitle')}>
        <SiteField sites={sites} value={query.site} t={t} />
        <div className="field inline">
          <label htmlFor="q">{t('salon_search')}</label>
          <input id="q" name="q" type="search" defaultValue={query.q ?? ''} />
        </div>
        <button type="submit" className="button small">
          {t('apply')}
        </button>
      </Form>
      <DataTable caption={t('salon_listTitle')} columns={columns(t)} rows={salons} empty={t('salon_listEmpty')} t={t} />
      <Pager meta={pageMeta} t={t} />
    </div>
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import { type AdminPageRow, adminContentListQuerySchema } from '@vag/domain';
import { data, Form, Link } from 'react-router';
import { ApiError } from '../api-client/client';
import { listPages } from '../api-client/pages';
import { serverAdminApi } from '../api-client/server';
import { DataTable } from '../components/DataTable';
import { Pager } from '../components/Pager';
import { SiteField, siteLabel } from '../components/SiteField';
import { type T, translator } from '../i18n';
import { listQueryOf } from '../lib/list-query';
import { localeOf } from '../lib/locale';
import { siteFilter } from '../lib/site-filter';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/pages';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('content_pagesTitle') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const me = await requireStaff(request, context, locale);
  const query = listQueryOf(request, adminContentListQuerySchema);
  const site = siteFilter(query.site, me);
  const api = serverAdminApi(request, context);
  try {
    const [page, screens] = await Promise.all([
      listPages(api, { ...query, site }, locale),
      // The screens' pages of every site the member edits: which of them still has none.
      listPages(api, { q: undefined, per_page: 100 }, locale),
    ]);
    const withoutForBeauticians = me.sites.filter(
      (key) => !screens.data.some((row) => row.site === key && row.screen === 'for_beauticians'),
    );
    return {
      locale,
      sites: me.sites,
      query: { ...query, site },
      pages: page.data,
      meta: page.meta,
      withoutForBeauticians,
    };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(error.body, { status: 403 });
    throw error;
  }
}

function columns(t: T): ColumnDef<AdminPageRow, unknown>[] {
  return [
    {
      id: 'title',
      header: t('content_columnTitle'),
      meta: t('content_columnTitle'),
      accessorFn: (page) => page.title,
      cell: ({ row }) => (
        <>
          <Link to={`/pages/${row.original.id}`}>{row.original.title}</Link>
          {row.original.screen && <span className="badge"> {t(`content_screen_${row.original.screen}`)}</span>}
        </>
      ),
    },
    {
      id: 'site',
      header: t('content_columnSite'),
      meta: t('content_columnSite'),
      accessorFn: (page) => siteLabel(page.site, t),
      cell: ({ getValue }) => <span className="keep-words">{String(getValue())}</span>,
    },
    {
      id: 'slugs',
      header: t('content_columnSlugs'),
      meta: t('content_columnSlugs'),
      accessorFn: (page) => [page.slug_hu, page.slug_en].filter(Boolean).join(' · '),
    },
    {
      id: 'state',
      header: t('content_columnState'),
      meta: t('content_columnState'),
      accessorFn: (page) => (page.is_active ? 1 : 0),
      cell: ({ row }) => (
        <span className={row.original.is_active ? 'badge' : 'badge warning'}>
          {t(row.original.is_active ? 'content_state_active' : 'content_state_inactive')}
        </span>
      ),
    },
  ];
}

export default function Pages({ loaderData }: Route.ComponentProps) {
  const { locale, sites, query, pages, meta: pageMeta, withoutForBeauticians } = loaderData;
  const t = translator(locale);
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('content_pagesTitle')}</h1>
        <p className="muted">{t('content_pagesIntro')}</p>
        <div className="button-row">
          <Link className="button primary" to="/pages/new">
            {t('content_pageNew')}
          </Link>
          {withoutForBeauticians.map((key) => (
            <Link className="button" key={key} to={`/pages/new?site=${key}&screen=for_beauticians`}>
              {t('content_screenCreate', { site: siteLabel(key, t) })}
            </Link>
          ))}
        </div>
      </div>
      <Form method="get" className="filters" role="search" aria-label={t('content_pagesTitle')}>
        <SiteField sites={sites} value={query.site} t={t} />
        <div className="field inline">
          <label htmlFor="q">{t('content_search')}</label>
          <input id="q" name="q" type="search" defaultValue={query.q ?? ''} />
        </div>
        <button type="submit" className="button small">
          {t('apply')}
        </button>
      </Form>
      <DataTable
        caption={t('content_pagesTitle')}
        columns={columns(t)}
        rows={pages}
        empty={t('content_pagesEmpty')}
        t={t}
      />
      <Pager meta={pageMeta} t={t} />
    </div>
  );
}

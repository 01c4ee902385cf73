import type { ColumnDef } from '@tanstack/react-table';
import { type AdminBlogPostRow, adminContentListQuerySchema, formatDateTime } from '@vag/domain';
import { data, Form, Link } from 'react-router';
import { listBlogPosts } from '../api-client/blog';
import { ApiError } from '../api-client/client';
import { serverAdminApi } from '../api-client/server';
import { DataTable } from '../components/DataTable';
import { Pager } from '../components/Pager';
import { SiteField } from '../components/SiteField';
import { type T, translator } from '../i18n';
import { listQueryOf } from '../lib/list-query';
import { localeOf } from '../lib/locale';
import { siteFilter } from '../lib/site-filter';
import { requireStaff } from '../lib/staff.server';
import type { Route } from './+types/blog';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('content_blogTitle') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const me = await requireStaff(request, context, locale);
  const query = listQueryOf(request, adminContentListQuerySchema);
  const site = siteFilter(query.site, me);
  try {
    const page = await listBlogPosts(serverAdminApi(request, context), { ...query, site }, locale);
    return { locale, sites: me.sites, query: { ...query, site }, posts: page.data, meta: page.meta };
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) throw data(error.body, { status: 403 });
    throw error;
  }
}

/** Published, scheduled (with its time, Budapest) or inactive: what a reader of the storefront gets. */
export function PostState({ post, t }: { post: Pick<AdminBlogPostRow, 'state' | 'publication_date'>; t: T }) {
  const time = formatDateTime(post.publication_date);
  if (post.state === 'inactive') return <span className="badge warning">{t('content_state_inactive')}</span>;
  if (post.state === 'scheduled') return <span className="badge warn">{t('content_state_scheduled', { time })}</span>;
  return <span className="badge">{t('content_state_published', { time })}</span>;
}

function columns(t: T): ColumnDef<AdminBlogPostRow, unknown>[] {
  return [
    {
      id: 'title',
      header: t('content_columnTitle'),
      meta: t('content_columnTitle'),
      accessorFn: (post) => post.title,
      cell: ({ row }) => <Link to={`/blog/${row.original.id}`}>{row.original.title}</Link>,
    },
    {
      id: 'site',
      header: t('content_columnSite'),
      meta: t('content_columnSite'),
      accessorFn: (post) => (post.site === 'shop' ? t('siteShop') : t('siteAcademy')),
      cell: ({ getValue }) => <span className="keep-words">{String(getValue())}</span>,
    },
    {
      id: 'state',
      header: t('content_columnState'),
      meta: t('content_columnState'),
      accessorFn: (post) => post.publication_date,
      cell: ({ row }) => (
        <>
          <PostState post={row.original} t={t} />
          {row.original.is_highlighted && <span className="badge"> {t('content_highlighted')}</span>}
        </>
      ),
    },
    {
      id: 'categories',
      header: t('content_columnCategories'),
      meta: t('content_columnCategories'),
      accessorFn: (post) => post.categories.join(', '),
    },
  ];
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { locale, sites, query, posts, meta: pageMeta } = loaderData;
  const t = translator(locale);
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('content_blogTitle')}</h1>
        <p className="muted">{t('content_blogIntro')}</p>
        <p className="link-row">
          <Link className="button primary" to="/blog/new">
            {t('content_blogNew')}
          </Link>
          <Link className="button" to="/blog-categories">
            {t('content_navBlogCategories')}
          </Link>
        </p>
      </div>
      <Form method="get" className="filters" role="search" aria-label={t('content_blogTitle')}>
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
        caption={t('content_blogTitle')}
        columns={columns(t)}
        rows={posts}
        empty={t('content_blogEmpty')}
        t={t}
      />
      <Pager meta={pageMeta} t={t} />
    </div>
  );
}

import type { ColumnDef } from '@tanstack/react-table';
import { type AdminRedirect, adminRedirectQuerySchema, formatDateTime, REDIRECT_PATH_MAX } from '@vag/domain';
import { data, Form, Link, useNavigation, useRouteLoaderData } from 'react-router';
import { buildQuery } from '../api-client/client';
import { deleteRedirect, listRedirects, saveRedirect } from '../api-client/redirects';
import { serverAdminApi } from '../api-client/server';
import { csrfOf, serverSubmit } from '../api-client/submit.server';
import { DataTable } from '../components/DataTable';
import { ErrorSummary } from '../components/ErrorSummary';
import { FormField } from '../components/FormField';
import { Pager } from '../components/Pager';
import { SiteField } from '../components/SiteField';
import { type T, translator } from '../i18n';
import { listQueryOf } from '../lib/list-query';
import { loadOrRefuse } from '../lib/loading.server';
import { localeOf } from '../lib/locale';
import type { Route } from './+types/redirects';
import type { loader as shellLoader } from './shell';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: translator(loaderData?.locale ?? 'hu')('redirect_title') },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const locale = localeOf(request);
  const query = listQueryOf(request, adminRedirectQuerySchema);
  const page = await loadOrRefuse(listRedirects(serverAdminApi(request, context), query, locale));
  const editId = Number(new URL(request.url).searchParams.get('edit'));
  const editing = page.data.find((row) => row.id === editId) ?? null;
  return { locale, query, ...page, editing, csrf: csrfOf(request) };
}

/** Save (add or change) or delete a redirect; the API's refusal comes back to the form. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOf(request);
  const form = await request.formData();
  const intent = String(form.get('intent'));
  const id = Number(form.get('id')) || null;
  form.delete('id');
  const submit = serverSubmit(request, context);
  const answer =
    intent === 'delete' && id !== null
      ? await deleteRedirect(submit, id, locale)
      : await saveRedirect(submit, id, form, locale);
  return data(
    { ok: answer.ok, intent, message: answer.body.message, errors: answer.body.errors },
    { status: answer.ok ? 200 : answer.status, headers: answer.headers },
  );
}

function columns(t: T, csrf: string, keep: string): ColumnDef<AdminRedirect, unknown>[] {
  return [
    {
      id: 'from',
      header: t('redirect_from'),
      meta: t('redirect_from'),
      accessorFn: (row) => row.from_url,
      cell: ({ row }) => (
        <span>
          <code>{row.original.from_url}</code>
          <br />
          <span className="muted">{row.original.site === 'shop' ? t('siteShop') : t('siteAcademy')}</span>
        </span>
      ),
    },
    {
      id: 'to',
      header: t('redirect_to'),
      meta: t('redirect_to'),
      accessorFn: (row) => row.to_url,
      cell: ({ row }) => <code>{row.original.to_url}</code>,
    },
    {
      id: 'updated',
      header: t('redirect_updated'),
      meta: t('redirect_updated'),
      accessorFn: (row) => row.updated_at,
      cell: ({ row }) => (
        <time className="keep-words" dateTime={row.original.updated_at}>
          {formatDateTime(row.original.updated_at)}
        </time>
      ),
    },
    {
      id: 'actions',
      header: t('redirect_actions'),
      meta: t('redirect_actions'),
      enableSorting: false,
      cell: ({ row }) => (
        <div className="status-cell">
          <Link
            className="button small"
            to={`${keep}${keep ? '&' : '?'}edit=${row.original.id}#redirect-form`}
            aria-label={t('redirect_editOf', { from: row.original.from_url })}
          >
            {t('redirect_editAction')}
          </Link>
          <Form method="post">
            <input type="hidden" name="_token" value={csrf} />
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={row.original.id} />
            <button
              type="submit"
              className="button small danger"
              aria-label={t('redirect_deleteOf', { from: row.original.from_url })}
            >
              {t('redirect_delete')}
            </button>
          </Form>
        </div>
      ),
    },
  ];
}

export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const { locale, query, data: rows, meta: pageMeta, editing, csrf } = loaderData;
  const shell = useRouteLoaderData<typeof shellLoader>('routes/shell');
  const sites = shell?.me.sites ?? [];
  const t = translator(locale);
  const busy = useNavigation().state === 'submitting';
  const keep = buildQuery({ site: query.site, q: query.q, page: query.page });
  const errors = actionData && !actionData.ok ? actionData.errors : undefined;
  return (
    <div className="page">
      <div className="page-head">
        <h1>{t('redirect_title')}</h1>
        <p className="muted">{t('redirect_intro')}</p>
      </div>
      {actionData && !actionData.ok && (
        <ErrorSummary title={t('redirect_failed')} message={actionData.message} fields={actionData.errors} />
      )}
      {actionData?.ok && (
        <p className="notice" role="status">
          {actionData.message}
        </p>
      )}
      <section className="panel" aria-labelledby="redirect-form-title" id="redirect-form">
        <h2 id="redirect-form-title">{editing ? t('redirect_edit') : t('redirect_add')}</h2>
        <Form
          method="post"
          className="grid-form"
          key={`${editing?.id ?? 'new'}:${actionData?.ok ? rows[0]?.updated_at : ''}`}
        >
          <input type="hidden" name="_token" value={csrf} />
          <input type="hidden" name="intent" value="save" />
          {editing && <input type="hidden" name="id" value={editing.id} />}
          <FormField id="site" label={t('redirect_site')} errors={errors}>
            {(props) => (
              <select {...props} defaultValue={editing?.site ?? query.site ?? sites[0]}>
                {sites.map((key) => (
                  <option key={key} value={key}>
                    {key === 'shop' ? t('siteShop') : t('siteAcademy')}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField id="from_url" label={t('redirect_from')} hint={t('redirect_fromHint')} errors={errors}>
            {(props) => (
              <input
                {...props}
                required
                maxLength={REDIRECT_PATH_MAX}
                defaultValue={editing?.from_url}
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField id="to_url" label={t('redirect_to')} hint={t('redirect_toHint')} errors={errors}>
            {(props) => (
              <input
                {...props}
                required
                maxLength={REDIRECT_PATH_MAX}
                defaultValue={editing?.to_url}
                autoComplete="off"
              />
            )}
          </FormField>
          <div className="row-form">
            <button type="submit" className="button primary" disabled={busy} aria-busy={busy}>
              {t('redirect_save')}
            </button>
            {editing && (
              <Link className="button" to={keep || '?'}>
                {t('redirect_cancelEdit')}
              </Link>
            )}
          </div>
        </Form>
      </section>
      <Form method="get" className="filters" role="search" aria-label={t('redirect_search')}>
        <SiteField sites={sites} value={query.site} t={t} />
        <div className="field inline">
          <label htmlFor="q">{t('redirect_search')}</label>
          <input id="q" name="q" type="search" defaultValue={query.q ?? ''} placeholder={t('redirect_searchHint')} />
        </div>
        <button type="submit" className="button small">
          {t('apply')}
        </button>
      </Form>
      <DataTable
        caption={t('redirect_title')}
        columns={columns(t, csrf, keep)}
        rows={rows}
        empty={t('redirect_empty')}
        t={t}
      />
      <Pager meta={pageMeta} t={t} />
    </div>
  );
}
